import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { PatientSearch } from './pages/patient-search';
import { Shell } from './pages/shell';
import { openSignedIn } from './support/session';

/** Fixtures of docs/demo-data.md (both of site 1, San Ignacio). */
const martin = { code: 'CNG-000002', name: 'Martín Muñoz Álvarez', digits: '456' };
const salome = { code: 'CNG-000001', name: 'Salomé Ramírez Ortiz', digits: '123' };

test.describe('open histories (spec 000 §2, §3, §4)', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, 'psicologia', { path: '/psychology' });
  });

  test('opening posts an activity log with the history and the page', async ({ page }) => {
    const search = new PatientSearch(page);
    const logged = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/v1/activity-log'),
    );
    await search.openHistory(martin.code, martin.digits);
    const body = (await logged).postDataJSON() as { action: string; historyId: string; url: string };
    expect(body.action).toBe('abrir-historia');
    expect(body.historyId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.url).toBe('/psychology');
  });

  test('opening an open history again keeps one entry and makes it current', async ({ page }) => {
    const search = new PatientSearch(page);
    const shell = new Shell(page);
    await search.openHistory(martin.code, martin.digits);
    await search.openHistory(salome.code, salome.digits);
    await expect(shell.openHistories.getByRole('listitem')).toHaveCount(2);
    await expect(shell.navbarPatient).toContainText(salome.name);
    await expect(shell.openHistory(salome.name)).toHaveAttribute('aria-current', 'page');

    await search.openHistory(martin.code, martin.digits);
    await expect(shell.openHistories.getByRole('listitem')).toHaveCount(2);
    await expect(shell.navbarPatient).toContainText(martin.name);
    await expect(shell.openHistory(martin.name)).toHaveAttribute('aria-current', 'page');

    // A click in the sidebar makes another one current.
    await shell.openHistory(salome.name).click();
    await expect(shell.navbarPatient).toContainText(salome.name);
    await expect(page.getByTestId('patient-code')).toHaveText(salome.code);
  });

  test('"Cerrar Historia" closes the current history', async ({ page }) => {
    const search = new PatientSearch(page);
    const shell = new Shell(page);
    await search.openHistory(martin.code, martin.digits);
    await search.openHistory(salome.code, salome.digits);
    await shell.closeHistory.click();
    await expect(shell.openHistory(salome.name)).toHaveCount(0);
    await expect(shell.openHistory(martin.name)).toBeVisible();
    // None is current afterwards: no name, no button, the welcome text.
    await expect(shell.closeHistory).toHaveCount(0);
    await expect(shell.navbarPatient).toHaveText('');
    await expect(page.getByText('Bienvenido al módulo de psicología')).toBeVisible();
  });

  test('a reload keeps the list of open histories and fetches them again', async ({ page }) => {
    const search = new PatientSearch(page);
    const shell = new Shell(page);
    await search.openHistory(martin.code, martin.digits);
    await search.openHistory(salome.code, salome.digits);
    await page.reload();
    await expect(shell.openHistory(martin.name)).toBeVisible();
    await expect(shell.openHistory(salome.name)).toBeVisible();
    // Only the ids persist (spec 000 §3); the current one is the history of the address.
    await expect(shell.navbarPatient).toContainText(salome.name);
    await expect(shell.openHistory(salome.name)).toHaveAttribute('aria-current', 'page');
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('canguro.openHistories.')),
    );
    expect(stored).toHaveLength(1);
    const ids = await page.evaluate((key) => localStorage.getItem(key), stored[0]!);
    expect(JSON.parse(ids!)).toHaveLength(2);
    expect(ids).not.toContain('Martín');
    await shell.openHistory(martin.name).click();
    await expect(shell.navbarPatient).toContainText(martin.name);
  });

  test('signing out clears the open histories', async ({ page }) => {
    const search = new PatientSearch(page);
    const shell = new Shell(page);
    await search.openHistory(martin.code, martin.digits);
    await expect(shell.openHistory(martin.name)).toBeVisible();
    await shell.signOut();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    const login = new LoginPage(page);
    await login.signInHome('psicologia');
    await shell.chooseSite('San Ignacio');
    await expect(shell.tiles).toBeVisible();
    await expect(shell.sidebarItem('Inicio')).toBeVisible();
    await expect(shell.openHistories).toHaveCount(0);
    await shell.activeTile('Psicología').click();
    await expect(page.getByText('Bienvenido al módulo de psicología')).toBeVisible();
    await expect(shell.openHistories).toHaveCount(0);
  });
});
