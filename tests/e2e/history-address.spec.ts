/**
 * The patient and the tab in the address (/psychology/hc/{historyId}/{tab}, /socialwork/hc/{historyId}/{tab};
 * src/api/history-address.ts), on a tablet in both orientations with touch, against the real server: a
 * reload and an offline relaunch come back to the same patient and tab; back and forward move between
 * patients and tabs; a shared link to a history not open here asks for the verification before it opens;
 * a history of another site, or one not on the device offline, answers its own Spanish screen.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { fixtures, type FixtureHistory } from '../../server/seed/fixtures';
import { digitsOf } from './pages/development-control';
import { notification } from './pages/notifications';
import { PatientSearch } from './pages/patient-search';
import { PsychologyView } from './pages/psychology';
import { Shell } from './pages/shell';
import { SocialWorkView } from './pages/social-work';
import { seriousViolations } from './support/axe';
import { holdSeedDay } from './support/seed-day';
import { waitForServiceWorkerControl } from './support/service-worker';
import { DEMO_PASSWORD, openSignedIn, SIGN_IN_TIMEOUT_MS } from './support/session';

// Sign-ins, reloads and a relaunch: each test starts the app several times.
test.describe.configure({ timeout: 150_000 });

const martin = fixtures.overFortyWeeks;
const salome = fixtures.underFortyWeeks;

const address = (module: 'psychology' | 'socialwork', history: FixtureHistory, tab: string) =>
  `/${module}/hc/${history.id}/${tab}`;
const atAddress = (module: 'psychology' | 'socialwork', history: FixtureHistory, tab: string) =>
  new RegExp(`${address(module, history, tab)}$`);

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const { width, height } = page.viewportSize()!;
  const path = testInfo.outputPath(`${name}-${width}x${height}.png`);
  await page.screenshot({ path });
  await testInfo.attach(`${name}-${width}x${height}`, { path, contentType: 'image/png' });
}

/** The page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A page load (a reload, a new page) starts the app again: on a loaded machine, seconds. */
const LOAD = { timeout: 20_000 };

/** The psychology view shows this patient on this tab. */
async function expectShown(page: Page, history: FixtureHistory, tab: 'Gráficas' | 'Evoluciones') {
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName, LOAD);
  await expect(new PsychologyView(page).tab(tab)).toHaveAttribute('aria-selected', 'true');
  await expect(new Shell(page).navbarPatient).toContainText(history.patientName);
}

/**
 * Opens a history from the search with its digits. Opening stores the record on the device (sealed, a
 * durable write) before the dialog closes: on a loaded machine, seconds.
 */
async function openFromSearch(page: Page, history: FixtureHistory) {
  const search = new PatientSearch(page);
  await search.chooseAndVerify(history.code, digitsOf(history));
  await expect(search.verification).toBeHidden(LOAD);
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName, LOAD);
}

const screen = (page: Page) => page.getByTestId('history-address-screen');

for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
]) {
  test.describe(`the history in the address at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true });
    // The fixtures' ages are those of the seeding day (Salomé's exam tabs stay disabled).
    test.beforeEach(({ page }) => holdSeedDay(page));

    test('a reload comes back to the same patient and tab, in psychology and in social work', async ({
      page,
    }, testInfo) => {
      await openSignedIn(page, 'psicologia', { path: '/psychology' });
      const view = new PsychologyView(page);
      await openFromSearch(page, martin);
      // Opened from the search: the module's default tab, in the address.
      await expect(page).toHaveURL(atAddress('psychology', martin, 'graficas'));
      await view.tab('Evoluciones').tap();
      await expect(page).toHaveURL(atAddress('psychology', martin, 'evoluciones'));
      await page.reload();
      await expectShown(page, martin, 'Evoluciones');
      await expect(page).toHaveURL(atAddress('psychology', martin, 'evoluciones'));
      await expectNoSidewaysScroll(page);
      await shot(page, testInfo, 'address-reload-psychology');

      await openSignedIn(page, 'trabajosocial', { path: '/socialwork', site: 1 });
      await openFromSearch(page, martin);
      const social = new SocialWorkView(page);
      await expect(page).toHaveURL(atAddress('socialwork', martin, 'evoluciones'));
      await social.tab('Composición familiar').tap();
      await expect(page).toHaveURL(atAddress('socialwork', martin, 'composicion-familiar'));
      await page.reload();
      await expect(page.getByTestId('patient-name')).toHaveText(martin.patientName, LOAD);
      await expect(social.tab('Composición familiar')).toHaveAttribute('aria-selected', 'true');
    });

    test('back and forward move between patients and tabs; after "Cerrar Historia" back asks again', async ({
      page,
    }) => {
      await openSignedIn(page, 'psicologia', { path: '/psychology' });
      const view = new PsychologyView(page);
      const shell = new Shell(page);
      await openFromSearch(page, martin);
      await view.tab('Evoluciones').tap();
      await expect(page).toHaveURL(atAddress('psychology', martin, 'evoluciones'));
      await openFromSearch(page, salome);
      await expect(page).toHaveURL(atAddress('psychology', salome, 'graficas'));

      await page.goBack();
      await expectShown(page, martin, 'Evoluciones');
      await expect(shell.openHistory(martin.patientName)).toHaveAttribute('aria-current', 'page');
      await page.goBack();
      await expectShown(page, martin, 'Gráficas');
      await page.goForward();
      await expectShown(page, martin, 'Evoluciones');
      await page.goForward();
      await expectShown(page, salome, 'Gráficas');

      // The sidebar lands on the tab last shown for the history.
      await shell.openHistory(martin.patientName).tap();
      await expect(page).toHaveURL(atAddress('psychology', martin, 'evoluciones'));
      await expectShown(page, martin, 'Evoluciones');

      // A tab that does not exist, or is disabled for the baby, shows the default one and says so in the
      // address.
      await page.goto(address('psychology', salome, 'bayley'));
      await expect(page).toHaveURL(atAddress('psychology', salome, 'graficas'), LOAD);
      await expectShown(page, salome, 'Gráficas');
      await page.goto(address('psychology', martin, 'otra'));
      await expect(page).toHaveURL(atAddress('psychology', martin, 'graficas'), LOAD);

      await shell.closeHistory.tap();
      await expect(page).toHaveURL(/\/psychology$/);
      await expect(page.getByText('Bienvenido al módulo de psicología')).toBeVisible();
      await expect(shell.openHistory(martin.patientName)).toHaveCount(0);
      // The closed history is no longer open here: its address asks for the verification again.
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'Verifique la historia para abrirla' })).toBeVisible(
        LOAD,
      );
      await expect(new PatientSearch(page).verification).toBeVisible();
    });

    test('a shared link to a history not open here asks for the verification, then shows its tab', async ({
      page,
    }, testInfo) => {
      await openSignedIn(page, 'psicologia', { path: '/psychology' });
      await page.goto(address('psychology', martin, 'evoluciones'));
      const search = new PatientSearch(page);
      await expect(search.verification).toBeVisible(LOAD);
      await expect(search.verification).toContainText(martin.patientName);
      await expect(page.getByTestId('patient-name')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, testInfo, 'address-link-verification');

      // Wrong digits: the spec's message; the screen stays, with the way to try again.
      await search.digits.fill('999');
      await search.verify.tap();
      await expect(search.mismatch).toBeVisible();
      await search.mismatch.getByRole('button', { name: 'Aceptar' }).tap();
      await expect(search.mismatch).toBeHidden();
      const again = screen(page).getByRole('button', { name: 'Verificar' });
      await expect(again).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, testInfo, 'address-link-screen');

      await again.tap();
      await search.digits.fill(digitsOf(martin));
      await search.verify.tap();
      await expect(search.verification).toBeHidden();
      await expectShown(page, martin, 'Evoluciones');
      await expect(page).toHaveURL(atAddress('psychology', martin, 'evoluciones'));
      await expect(new Shell(page).openHistory(martin.patientName)).toHaveAttribute('aria-current', 'page');
    });

    test('a history of another site answers a Spanish screen, not a blank one', async ({
      page,
    }, testInfo) => {
      await openSignedIn(page, 'psicologia', { path: '/psychology' });
      await page.goto(address('psychology', fixtures.sanJose, 'evoluciones'));
      await expect(page.getByRole('heading', { name: 'No puede ver esta historia' })).toBeVisible(LOAD);
      await expect(screen(page)).toHaveAttribute('data-failure', 'forbidden');
      await expect(new PatientSearch(page).verification).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, testInfo, 'address-forbidden');
      await screen(page).getByRole('link', { name: 'Volver al inicio del módulo' }).tap();
      await expect(page).toHaveURL(/\/psychology$/);
      await expect(page.getByText('Bienvenido al módulo de psicología')).toBeVisible();
    });

    test('offline, a history not on the device answers a Spanish screen', async ({
      page,
      context,
    }, testInfo) => {
      await openSignedIn(page, 'psicologia', { path: '/psychology' });
      await waitForServiceWorkerControl(page);
      await context.setOffline(true);
      await page.goto(address('psychology', fixtures.medellin, 'evoluciones'));
      await expect(page.getByRole('heading', { name: 'Historia no disponible sin conexión' })).toBeVisible(
        LOAD,
      );
      await expect(screen(page)).toHaveAttribute('data-failure', 'offline');
      await expect(screen(page)).toContainText('Preparar visitas');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, testInfo, 'address-offline');
    });

    test('relaunched offline, the sign-in comes back to the same patient and tab', async ({
      page,
      context,
    }, testInfo) => {
      await openSignedIn(page, 'psicologia', { path: '/psychology', site: 1 });
      await waitForServiceWorkerControl(page);
      const view = new PsychologyView(page);
      await openFromSearch(page, martin);
      await view.tab('Evoluciones').tap();
      await expect(page).toHaveURL(atAddress('psychology', martin, 'evoluciones'));

      // The browser is closed; later, with no network, it restores the tab's address.
      await context.setOffline(true);
      for (const open of context.pages()) await open.close();
      page = await context.newPage();
      await page.goto(address('psychology', martin, 'evoluciones'));
      await expect(page).toHaveURL(/\/login\?redirect=/, LOAD);
      await page.getByLabel('Usuario ó Email').fill('psicologia');
      await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Iniciar' }).tap();
      await expect(notification(page, 'default', 'Sesión iniciada sin conexión')).toBeVisible({
        timeout: SIGN_IN_TIMEOUT_MS,
      });
      // The app loads its signed-in screens from the device, then asks for the site.
      await expect(page).toHaveURL(atAddress('psychology', martin, 'evoluciones'), LOAD);
      await expect(new Shell(page).siteChooser).toBeVisible(LOAD);
      await new Shell(page).chooseSite('San Ignacio');
      await expectShown(page, martin, 'Evoluciones');
      await expectNoSidewaysScroll(page);
      await shot(page, testInfo, 'address-offline-relaunch');
    });
  });
}
