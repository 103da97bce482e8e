import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { notification } from './pages/notifications';
import { Shell } from './pages/shell';
import { openSignedIn, SESSION_KEY } from './support/session';

test.describe('sign-in and sign-out (spec 000 §2 Login)', () => {
  test('a user signs in by username and lands on home', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(login.version).toHaveText(/^Versión \d+\.\d+\.\d+/);
    await expect(login.support).toHaveAttribute('target', '_blank');
    await login.signInHome('psicologia');
    await expect(new Shell(page).siteChooser).toBeVisible();
  });

  test('a user signs in by e-mail', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signInHome('trabajosocial@canguro.demo');
    await expect(new Shell(page).siteChooser).toBeVisible();
  });

  test("a wrong password shows the server's message as an error notification", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('psicologia', 'no-es-la-clave');
    const error = notification(page, 'error', 'Usuario o contraseña incorrectos');
    await expect(error).toBeVisible();
    await expect(error).toContainText('Error!');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty fields say "Este valor es obligatorio" and nothing is sent', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/auth/')) calls.push(request.url());
    });
    await login.identifier.fill('   ');
    await login.submit.click();
    await expect(page.getByText('Este valor es obligatorio')).toHaveCount(2);
    expect(calls).toEqual([]);
  });

  test('"Salir" signs out, says so and lands on /login; home then needs a sign-in again', async ({
    page,
  }) => {
    await openSignedIn(page, 'psicologia');
    const shell = new Shell(page);
    await expect(shell.activeTile('Psicología')).toBeVisible();
    const logout = page.waitForResponse('**/v1/auth/logout');
    await shell.signOut();
    expect((await logout).status()).toBe(204);
    await expect(notification(page, 'success', 'Se ha cerrado la sesión exitosamente')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // The session is gone from session storage, and local storage is empty (spec 000 §4). (The router's
    // scroll positions may stay in session storage: they hold nothing personal.)
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY)).toBeNull();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unauthenticated visit to /psychology goes to /login, which keeps the address to return to', async ({
    page,
  }) => {
    await page.goto('/psychology');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpsychology$/);
    await expect(new LoginPage(page).submit).toBeVisible();
  });
});
