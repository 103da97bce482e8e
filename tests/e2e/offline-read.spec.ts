/**
 * The read path offline (DESIGN.md "The read path"): a history opened on this device is stored in
 * IndexedDB; without network the patient search looks only in the stored histories and says so, the
 * verification is still asked, and the history opens from its stored record. Chromium against the real
 * server; the network is cut with `context.setOffline(true)` once the app is loaded (the service worker
 * that would serve the app itself offline is not part of these tests).
 */
import { expect, test, type Page } from '@playwright/test';
import { PatientSearch } from './pages/patient-search';
import { Shell } from './pages/shell';
import { openSignedIn } from './support/session';

/** Fixtures of docs/demo-data.md (both of site 1, San Ignacio). */
const martin = {
  code: 'CNG-000002',
  name: 'Martín Muñoz Álvarez',
  digits: '456',
  motherDocument: '52789456',
};
const salome = { code: 'CNG-000001', name: 'Salomé Ramírez Ortiz', digits: '123' };
/** Matches every fixture code (CNG-000001 to CNG-000009). */
const fixtureCodes = 'CNG-00000';
const offlineNotice = 'Sin conexión: solo se buscan las historias abiertas o preparadas en este dispositivo.';

/** Everything kept outside IndexedDB: localStorage, and the URLs of every CacheStorage entry. */
async function storedOutsideIndexedDb(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      cached.push(...(await cache.keys()).map((request) => request.url));
    }
    return JSON.stringify({ local: { ...localStorage }, cached });
  });
}

test.describe('the read path offline', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, 'psicologia', { path: '/psychology' });
  });

  test('offline, the search finds only the histories opened on this device, says so, and opens them', async ({
    page,
    context,
  }) => {
    const search = new PatientSearch(page);
    const shell = new Shell(page);
    const notice = page.getByText(offlineNotice);

    // Online the search covers the programme: Salomé is there, and no notice.
    await search.search(fixtureCodes);
    await expect(search.option(salome.code)).toBeVisible();
    await expect(notice).toHaveCount(0);

    await search.openHistory(martin.code, martin.digits);
    await expect(page.getByTestId('patient-code')).toHaveText(martin.code);
    await shell.closeHistory.click();
    await expect(shell.navbarPatient).toHaveText('');

    await context.setOffline(true);
    await search.search(fixtureCodes);
    await expect(notice).toBeVisible();
    await expect(search.option(martin.code)).toBeVisible();
    await expect(search.options).toHaveCount(1);
    await expect(search.count).toHaveText('1 de 1 historias');
    await expect(search.option(salome.code)).toHaveCount(0);

    // A history never opened here is not found, by name either; the list still says why.
    await search.search('Salomé Ramírez');
    await expect(page.getByText('No se encontraron resultados')).toBeVisible();
    await expect(notice).toBeVisible();

    // The same rule as the server: accents and case do not matter, the mother's document finds it too.
    await search.search('munoz ALVAREZ');
    await expect(search.option(martin.code)).toBeVisible();
    await search.search(martin.motherDocument.slice(-6));
    await expect(search.option(martin.code)).toBeVisible();
    await expect(notice).toBeVisible();

    // Keyboard as online: the arrow highlights the row, Enter chooses it; wrong digits are refused.
    await search.field.press('ArrowDown');
    await expect(search.field).toHaveAttribute('aria-activedescendant', /option-0$/);
    await search.field.press('Enter');
    await expect(search.verification).toBeVisible();
    await search.digits.fill('000');
    await search.verify.click();
    await expect(search.mismatch).toBeVisible();
    await search.mismatch.getByRole('button', { name: 'Aceptar' }).click();
    await expect(search.mismatch).toBeHidden();

    // The right digits open it from the stored record, with its header.
    await search.openHistory(martin.code, martin.digits);
    await expect(shell.navbarPatient).toContainText(martin.name);
    await expect(page.getByTestId('patient-code')).toHaveText(martin.code);

    // Nothing personal left IndexedDB.
    const outside = await storedOutsideIndexedDb(page);
    for (const personal of [martin.name, martin.motherDocument, 'Muñoz', '/v1/hc']) {
      expect(outside).not.toContain(personal);
    }

    // Back online, the same query is the server's again.
    await context.setOffline(false);
    await search.search(fixtureCodes);
    await expect(search.option(salome.code)).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('the list follows the connection while it is shown', async ({ page, context }) => {
    const search = new PatientSearch(page);
    const notice = page.getByText(offlineNotice);
    await search.openHistory(martin.code, martin.digits);
    await search.search(fixtureCodes);
    await expect(search.option(salome.code)).toBeVisible();

    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await expect(search.option(salome.code)).toHaveCount(0);
    await expect(search.option(martin.code)).toBeVisible();

    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
    await expect(search.option(salome.code)).toBeVisible();
  });

  test('an open history is restored after a reload from its stored record when the network fails', async ({
    page,
  }) => {
    const search = new PatientSearch(page);
    const shell = new Shell(page);
    await search.openHistory(martin.code, martin.digits);
    await expect(shell.openHistory(martin.name)).toBeVisible();

    // The app itself reloads (no service worker here); the history's record finds no network.
    await page.route('**/v1/hc/*', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(shell.openHistory(martin.name)).toBeVisible();
    await expect(page.getByText('Historia no disponible')).toHaveCount(0);
    await shell.openHistory(martin.name).click();
    await expect(shell.navbarPatient).toContainText(martin.name);
    await expect(page.getByTestId('patient-code')).toHaveText(martin.code);
  });
});
