/**
 * A home-visit day on a portrait and a landscape tablet, touch only: the small seams of the screens a
 * psychologist crosses, each checked at 768x1024 and 1024x768 against the real server.
 *
 * - The top bar: the current patient's whole name, on two lines where one is too narrow.
 * - The patient search: a wrong code, after "Los datos no coinciden", comes back to the same results, and a
 *   retry on the same row opens the history; "Cancelar" comes back to them too.
 * - Reports: the calendar of a date is a centred dialog that Escape and a tap outside close, and that
 *   leaves "Generar" free once a day is picked.
 * - Exams: once today's exam is saved, "Opciones" no longer offers "Aplazar".
 * - The patient header: "Ocultar datos del paciente" whole, with the narrow and the wide sidebar.
 * - Evoluciones: "Peso y talla" sits above the timeline closed to one line, so the timeline's title is on
 *   the first screen; a tap on the panel's title shows its facts.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { fixtures } from '../../server/seed/fixtures';
import { digitsOf, showEvoluciones } from './pages/development-control';
import { PatientSearch } from './pages/patient-search';
import { ReportsScreen } from './pages/reports';
import { V1 } from './pages/timeline';
import type { GriffithsParams } from '../../src/contract/griffiths';
import { seededHistory } from './support/seeded-history';
import { PsychologyView } from './pages/psychology';
import { seriousViolations } from './support/axe';
import { openSignedIn } from './support/session';

const viewports = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
] as const;

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const { width, height } = page.viewportSize()!;
  const path = testInfo.outputPath(`${name}-${width}x${height}.png`);
  await page.screenshot({ path });
  await testInfo.attach(`${name}-${width}x${height}`, { path, contentType: 'image/png' });
}

/** Whether an element's text is cut (its content overflows its box). */
const isCut = (element: Element) =>
  element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;

/** The page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

for (const viewport of viewports) {
  test.describe(`${viewport.width}x${viewport.height}, touch`, () => {
    test.use({ hasTouch: true, viewport });

    test('an open history: the whole name in the top bar; "Peso y talla" closed above the timeline, opened by a tap', async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await openSignedIn(page, 'psicologia', { path: '/psychology' });
      await new PsychologyView(page).open(fixtures.medellin);
      // The top bar shows the whole name (two lines where one is too narrow).
      const name = page.getByTestId('navbar-patient').getByTitle(fixtures.medellin.patientName);
      await expect(name).toHaveText(fixtures.medellin.patientName);
      expect(await name.evaluate(isCut)).toBe(false);

      // "Ocultar datos del paciente" whole beside the name, with the narrow and with the wide sidebar.
      const headerToggle = page.getByRole('button', { name: 'Ocultar datos del paciente' });
      const label = headerToggle.locator('.mantine-Button-label');
      expect(await label.evaluate(isCut)).toBe(false);
      await page.getByRole('button', { name: /^(Expandir|Contraer) menú$/ }).tap();
      expect(await label.evaluate(isCut)).toBe(false);
      await expectNoSidewaysScroll(page);
      await shoot(page, testInfo, 'other-sidebar');
      await page.getByRole('button', { name: /^(Expandir|Contraer) menú$/ }).tap();

      await showEvoluciones(page);
      const panel = page.getByTestId('anthropometry-panel');
      const toggle = panel.getByRole('button', { name: 'Peso y talla' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panel.getByTestId('lateral-summary')).toContainText('Peso del día');
      await expect(panel.getByTestId('lateral-day-weight')).toHaveCount(0);
      // The timeline starts on the first screen.
      const title = await page.getByRole('heading', { name: 'Evoluciones' }).boundingBox();
      expect(title!.y + title!.height).toBeLessThan(viewport.height);
      expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await shoot(page, testInfo, 'evoluciones-closed');

      await toggle.tap();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByTestId('lateral-day-weight')).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Ver curvas de crecimiento' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, testInfo, 'evoluciones-open');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('patient search: a wrong code comes back to the results, a retry opens the history', async ({
      page,
    }, testInfo) => {
      await openSignedIn(page, 'psicologia', { path: '/psychology' });
      const search = new PatientSearch(page);
      const history = fixtures.medellin;
      const wrong = digitsOf(history) === '111' ? '222' : '111';
      await search.field.tap();
      await search.search(history.code);
      await search.option(history.code).tap();
      await expect(search.verification).toBeVisible();
      await search.digits.fill(wrong);
      await search.verify.tap();
      await expect(search.mismatch).toBeVisible();
      await search.mismatch.getByRole('button', { name: 'Aceptar' }).tap();
      await expect(search.mismatch).toBeHidden();
      // The same results, with the field ready for the keys.
      await expect(search.option(history.code)).toBeVisible();
      await expect(search.field).toHaveValue(history.code);
      await expect(search.field).toBeFocused();
      await shoot(page, testInfo, 'search-after-mismatch');

      // "Cancelar" comes back to them too.
      await search.option(history.code).tap();
      await search.cancel.tap();
      await expect(search.verification).toBeHidden();
      await expect(search.option(history.code)).toBeVisible();

      await search.option(history.code).tap();
      await search.digits.fill(digitsOf(history));
      await search.verify.tap();
      // Opening loads the record first: seconds on a loaded machine.
      await expect(search.verification).toBeHidden({ timeout: 15_000 });
      await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
      await expect(search.results).toBeHidden();
    });

    test('reports: the calendar closes on Escape and on a tap outside, and leaves "Generar" free', async ({
      page,
    }, testInfo) => {
      await openSignedIn(page, 'psicologia', { path: '/reports' });
      const reports = new ReportsScreen(page);
      await expect(reports.heading).toBeVisible();
      const calendar = reports.calendar('inicio');
      await reports.calendarButton('inicio').tap();
      await expect(calendar).toBeVisible();
      await shoot(page, testInfo, 'report-calendar');
      await page.keyboard.press('Escape');
      await expect(calendar).toBeHidden();
      await expect(reports.calendarButton('inicio')).toBeFocused();

      // A tap outside the calendar (the dimmed page at the bottom corner) closes it.
      await reports.calendarButton('inicio').tap();
      await expect(calendar).toBeVisible();
      await page.touchscreen.tap(viewport.width - 10, viewport.height - 10);
      await expect(calendar).toBeHidden();

      // A picked day closes it; "Generar" is the element under a tap at its centre.
      await reports.calendarButton('inicio').tap();
      await calendar.getByRole('button', { name: /^1 / }).first().tap();
      await expect(calendar).toBeHidden();
      await expect(reports.start).not.toHaveValue('');
      const box = (await reports.generate.boundingBox())!;
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(onTop).toBe('Generar');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('exams: "Aplazar" is not offered once today\'s exam is saved', async ({ page }) => {
      const history = await seededHistory(page, 1900, viewports.indexOf(viewport), [1, 2], 120);
      const session = await openSignedIn(page, 'psicologia', { path: '/psychology' });
      const v1 = new V1(page, session);
      const params = await v1.get<GriffithsParams>('/griffiths/params');
      await v1.post('/griffiths/commit', {
        griffithsId: null,
        historyId: history.id,
        signature: v1.signature(),
        patientChronologicalAgeDays: 200,
        testResults: params.TestItems.map((item) => ({
          uuid: item.uuid,
          section: item.section,
          isObserved: item.section === 1,
        })),
      });
      const search = new PatientSearch(page);
      await search.field.tap();
      await search.openHistory(history.code, history.motherDocument.slice(-3));
      const view = new PsychologyView(page);
      await view.tab('Griffiths').tap();
      await expect(page.getByTestId('griffiths-grid')).toBeVisible({ timeout: 15_000 });
      await view.options.tap();
      await expect(view.menuItem('Agregar Griffiths')).toBeDisabled();
      await expect(view.menuItem('Aplazar Griffiths')).toHaveCount(0);
    });
  });
}
