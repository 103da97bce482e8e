/**
 * The psychology view's frame (spec 000 §2 "Psychology view", "Embedded pages", §9) as the psychologist,
 * in Chromium against the real server: the header's facts, the six tabs with Gráficas (index 2) shown
 * first, Griffiths and Bayley disabled under 40 weeks of corrected age with the spec's notification and
 * enabled from 40+0, the tab and the header toggle kept across a reload, and the embedded pages with
 * their skeleton and their offline notice.
 */
import { expect, test } from '@playwright/test';
import { fixtures, type FixtureHistory } from '../../server/seed/fixtures';
import { notification } from './pages/notifications';
import { PsychologyView } from './pages/psychology';
import { Shell } from './pages/shell';
import { holdSeedDay } from './support/seed-day';
import { openSignedIn } from './support/session';

const UNAVAILABLE =
  'Esta pestaña no está disponible por que El paciente debe tener al menos 40 semanas de edad corregida';
const FRAMES = 'https://historia-clinica.canguro.example';

const weeksAndDays = (days: number) => `${Math.floor(days / 7)}s ${days % 7}d`;

test.describe('psychology tabs (spec 000 §2)', () => {
  // The fixtures' ages are those of the seeding day, whatever the hour the run reaches them.
  test.beforeEach(({ page }) => holdSeedDay(page));

  for (const history of [fixtures.underFortyWeeks, fixtures.thirtyNineWeeksSixDays]) {
    test(`${history.code} (${weeksAndDays(history.gestationalDays + history.ageDays)} corrected): Griffiths and Bayley disabled with the spec's message`, async ({
      page,
    }) => {
      await openSignedIn(page, 'psicologia', { path: '/psychology' });
      const view = new PsychologyView(page);
      await view.open(history);
      await expect(page.getByTestId('patient-code')).toHaveText(history.code);
      await expect(page.getByTestId('patient-mother')).toHaveText(history.motherName);
      await expect(page.getByTestId('patient-corrected-age')).toHaveText(
        weeksAndDays(history.gestationalDays + history.ageDays),
      );
      await expect(page.getByTestId('patient-gestational-age')).toHaveText(
        weeksAndDays(history.gestationalDays),
      );
      await expect(page.getByTestId('patient-birth-weight')).toHaveText(
        `${new Intl.NumberFormat('es-CO').format(history.birthWeightG)} g`,
      );

      // Six tabs in the spec's order, Gráficas (index 2) first shown.
      await expect(view.tabList.getByRole('tab')).toHaveText([
        'Antecedentes',
        'Pediatría',
        'Gráficas',
        'Evoluciones',
        'Griffiths',
        'Bayley',
      ]);
      await expect(view.tab('Gráficas')).toHaveAttribute('aria-selected', 'true');
      await expect(view.frame).toHaveAttribute('src', `${FRAMES}/iframe/graficas/${history.id}`);
      for (const name of ['Griffiths', 'Bayley'] as const) {
        await expect(view.tab(name)).toHaveAttribute('aria-disabled', 'true');
        // Playwright waits for an aria-disabled element to be enabled; a user can still click it.
        await view.tab(name).click({ force: true });
        await expect(notification(page, 'error', UNAVAILABLE)).toBeVisible();
        await expect(view.tab(name)).toHaveAttribute('aria-selected', 'false');
        await expect(view.tab('Gráficas')).toHaveAttribute('aria-selected', 'true');
        await page
          .getByRole('alert')
          .filter({ hasText: UNAVAILABLE })
          .getByRole('button', { name: 'Cerrar' })
          .click();
        // Gone (its closing transition done) before the next tab's notification is looked for.
        await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toHaveCount(0);
      }
      for (const name of ['Antecedentes', 'Pediatría', 'Gráficas', 'Evoluciones'] as const)
        await expect(view.tab(name)).not.toHaveAttribute('aria-disabled');
    });
  }

  const enabled: FixtureHistory[] = [fixtures.exactlyFortyWeeks, fixtures.overFortyWeeks];
  for (const history of enabled) {
    test(`${history.code} (from 40+0 corrected): Griffiths and Bayley enabled`, async ({ page }) => {
      await openSignedIn(page, 'psicologia', { path: '/psychology' });
      const view = new PsychologyView(page);
      await view.open(history);
      for (const name of ['Griffiths', 'Bayley'] as const) {
        await expect(view.tab(name)).not.toHaveAttribute('aria-disabled');
        await view.tab(name).click();
        await expect(view.tab(name)).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
        await expect(view.options).toBeEnabled();
      }
      await expect(notification(page, 'error', UNAVAILABLE)).toHaveCount(0);
    });
  }

  test('the tab chosen and the header toggle survive a reload', async ({ page }) => {
    const history = fixtures.overFortyWeeks;
    await openSignedIn(page, 'psicologia', { path: '/psychology' });
    const view = new PsychologyView(page);
    await view.open(history);
    await view.tab('Bayley').click();
    await expect(view.tab('Bayley')).toHaveAttribute('aria-selected', 'true');
    const toggle = page.getByRole('button', { name: 'Ocultar datos del paciente' });
    await toggle.click();
    await expect(page.getByTestId('patient-code')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Mostrar datos del paciente' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await page.reload();
    const shell = new Shell(page);
    await shell.openHistory(history.patientName).click();
    await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
    await expect(view.tab('Bayley')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Bayley', exact: true })).toBeVisible();
    await expect(page.getByTestId('patient-code')).toBeHidden();
    await page.getByRole('button', { name: 'Mostrar datos del paciente' }).click();
    await expect(page.getByTestId('patient-code')).toHaveText(history.code);

    // Another tab, another reload.
    await view.tab('Evoluciones').click();
    await page.reload();
    await shell.openHistory(history.patientName).click();
    await expect(view.tab('Evoluciones')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('patient-code')).toHaveText(history.code);
  });

  test('the embedded pages: addresses, a skeleton that hides 500 ms after the load, a notice offline', async ({
    page,
    context,
  }) => {
    const history = fixtures.overFortyWeeks;
    // The clinical history system answers slowly, so the skeleton is seen first.
    await page.route(`${FRAMES}/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      const path = new URL(route.request().url()).pathname;
      await route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="es"><title>Página</title><p id="page">Página ${path}</p></html>`,
      });
    });
    await openSignedIn(page, 'psicologia', { path: '/psychology' });
    const view = new PsychologyView(page);
    await view.open(history);

    const pages = [
      ['Antecedentes', 'antecedentes'],
      ['Pediatría', 'pediatria'],
      ['Gráficas', 'graficas'],
    ] as const;
    // A capturing listener sees every frame's load, however late the test looks: under load the
    // 800 ms answer may arrive before the skeleton is even checked.
    await page.evaluate(() => {
      const w = window as unknown as FrameLoads;
      w.__frameLoads = {};
      document.addEventListener(
        'load',
        (event) => {
          const frame = event.target;
          if (!(frame instanceof HTMLIFrameElement) || frame.dataset.testid !== 'history-frame') return;
          const src = frame.getAttribute('src') ?? '';
          const loadedAt = performance.now();
          const check = () => {
            if (document.querySelector('[data-testid="frame-skeleton"]')) requestAnimationFrame(check);
            else w.__frameLoads[src] = performance.now() - loadedAt;
          };
          check();
        },
        true,
      );
    });
    for (const [tab, segment] of pages) {
      const url = `${FRAMES}/iframe/${segment}/${history.id}`;
      // Gráficas, the default tab, may have loaded already: only this click's load counts.
      await page.evaluate((src) => delete (window as unknown as FrameLoads).__frameLoads[src], url);
      await view.tab(tab).click();
      await expect(view.frame).toHaveAttribute('src', url);
      await expect(view.frameSkeleton).toBeVisible();
      // How long the skeleton stayed after the frame's load event (recorded by the listener above).
      const hiddenAfter = await (
        await page.waitForFunction((src) => (window as unknown as FrameLoads).__frameLoads[src], url)
      ).jsonValue();
      expect(hiddenAfter).toBeGreaterThanOrEqual(450);
      expect(hiddenAfter).toBeLessThan(1500);
      await expect(page.frameLocator('[data-testid="history-frame"]').locator('#page')).toHaveText(
        `Página /iframe/${segment}/${history.id}`,
      );
    }

    await context.setOffline(true);
    // Offline, Gráficas draws the growth charts on the device instead of its frame.
    await expect(page.getByRole('region', { name: 'Curvas de crecimiento' })).toBeVisible();
    await expect(view.frame).toHaveCount(0);
    await view.tab('Antecedentes').click();
    await expect(view.frameOffline).toContainText('Antecedentes');
    await context.setOffline(false);
    await expect(view.frameSkeleton).toBeVisible();
    await expect(view.frame).toHaveAttribute('src', `${FRAMES}/iframe/antecedentes/${history.id}`);
    await expect(view.frameSkeleton).toBeHidden({ timeout: 10_000 });
  });
});

type FrameLoads = { __frameLoads: Record<string, number> };
