/**
 * The home menu offline (docs/pwa.md, docs/offline-identity.md), in Chromium against the real server, on
 * a touch tablet both ways: a social worker signs in online once, the app is closed, and relaunched with no
 * network; the offline unlock draws the same module tiles (the feature flags answered by the service
 * worker's cache, the modules from the sealed profile), Trabajo Social opens, and the sync panel says when
 * the reference data was last refreshed. axe on the menu and the panel.
 */
import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { Shell } from './pages/shell';
import { seriousViolations } from './support/axe';
import { DEMO_PASSWORD, openSignedIn, SIGN_IN_TIMEOUT_MS } from './support/session';
import { waitForServiceWorkerControl } from './support/service-worker';

test.describe.configure({ timeout: 120_000 });

const REFRESHED_NOW = 'Menú y catálogos para trabajar sin conexión: actualizados hace menos de un minuto';

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const { width, height } = page.viewportSize()!;
  const path = testInfo.outputPath(`${name}-${width}x${height}.png`);
  await page.screenshot({ path });
  await testInfo.attach(`${name}-${width}x${height}`, { path, contentType: 'image/png' });
}

/** A new page of the same browser with no session: the installed app started again. */
async function relaunch(context: BrowserContext): Promise<Page> {
  for (const open of context.pages()) await open.close();
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  return page;
}

async function openSyncPanel(page: Page) {
  await page.getByTestId('sync-status').getByRole('button').first().tap();
  const panel = page.getByRole('dialog', { name: 'Sincronización' });
  await expect(panel).toBeVisible();
  return panel;
}

for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true });

    test('signed in online, relaunched offline: the menu has the module tiles and Trabajo Social opens', async ({
      page,
      context,
    }, testInfo) => {
      await openSignedIn(page, 'trabajosocial');
      await waitForServiceWorkerControl(page);
      let shell = new Shell(page);
      await expect(shell.activeTile('Trabajo Social')).toBeVisible();
      // The refresh that follows the sign-in (and the service worker's taking control) is recorded.
      let panel = await openSyncPanel(page);
      await expect(panel.getByTestId('reference-data-refreshed')).toHaveText(REFRESHED_NOW, {
        timeout: 20_000,
      });

      // Closed; later, at the visit, started again with no network at all.
      await context.setOffline(true);
      page = await relaunch(context);
      await page.getByLabel('Usuario ó Email').fill('trabajosocial');
      await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Iniciar' }).tap();
      await expect(page).toHaveURL(/\/$/, { timeout: SIGN_IN_TIMEOUT_MS });
      await expect(page.getByText('Sesión iniciada sin conexión')).toBeVisible();
      shell = new Shell(page);
      await expect(shell.siteChooser).toBeVisible();
      await shell.siteChooser.getByRole('button').first().tap();
      await expect(shell.siteChooser).toBeHidden();

      await expect(shell.activeTile('Trabajo Social')).toBeVisible();
      await expect(shell.activeTile('Código')).toBeVisible();
      await expect(shell.tiles.getByText('Psicología')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, testInfo, 'offline-menu');

      panel = await openSyncPanel(page);
      await expect(panel.getByTestId('reference-data-refreshed')).toHaveText(REFRESHED_NOW);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, testInfo, 'offline-sync-panel');
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();

      await shell.activeTile('Trabajo Social').tap();
      await expect(page).toHaveURL(/\/socialwork$/);
      await expect(page.getByText('Bienvenido al modulo de trabajo social')).toBeVisible();
    });
  });
}
