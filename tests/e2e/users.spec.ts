/**
 * Users in "Administración" (docs/users.md), by touch on a tablet in portrait (768x1024) and landscape
 * (1024x768), against the real server: the administrator creates a user, who signs in on another device;
 * the administrator deactivates them and their sign-in is refused with the server's reason; reactivated,
 * they sign in again. The page never scrolls sideways, the targets are 44 px, dialogs are dialogs, and axe
 * finds nothing serious on the list and the form. Screenshots at both sizes.
 */
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { notification } from './pages/notifications';
import { Shell } from './pages/shell';
import { seriousViolations } from './support/axe';
import { fastKeyDerivation, openSignedIn, SIGN_IN_TIMEOUT_MS } from './support/session';

// Each size creates a user of its own (tagged with the size and the time): the two run on whichever
// workers are free.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

const TABLETS = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
] as const;

const DEACTIVATED = 'Este usuario está desactivado. Comuníquese con el administrador.';

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const { width, height } = page.viewportSize()!;
  const path = testInfo.outputPath(`${name}-${width}x${height}.png`);
  await page.screenshot({ path });
  await testInfo.attach(`${name}-${width}x${height}`, { path, contentType: 'image/png' });
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** A sign-in on a device of its own (a fresh browser context: no stored identity, no session). */
async function signInElsewhere(browser: Browser, username: string, password: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await fastKeyDerivation(context);
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(username, password);
  return { page, close: () => context.close() };
}

for (const size of TABLETS) {
  test.describe(`${size.width}x${size.height}`, () => {
    test.use({ hasTouch: true, viewport: size });

    test('an administrator creates a user, deactivates and reactivates them', async ({
      page,
      browser,
    }, testInfo) => {
      const tag = `${size.width}${Date.now().toString(36)}`;
      const user = {
        name: `Lucía Prueba ${tag}`,
        username: `lucia.${tag}`,
        email: `lucia.${tag}@clinica.co`,
        password: 'clave-lucia-1',
      };

      await openSignedIn(page, 'admin');
      await new Shell(page).activeTile('Administración').tap();
      await expect(page).toHaveURL(/\/management$/);
      await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
      const table = page.getByRole('table', { name: 'Usuarios' });
      await expect(table.getByRole('row').filter({ hasText: 'psicologia' })).toBeVisible();

      // Filters: by role, then every user again.
      await page.getByRole('combobox', { name: 'Rol' }).tap();
      await page.getByRole('option', { name: 'Trabajo social', exact: true }).tap();
      await expect(table.getByRole('row')).toHaveCount(2); // the header and trabajosocial
      await expect(table.getByRole('row').nth(1)).toContainText('trabajosocial');
      await page.getByRole('combobox', { name: 'Rol' }).tap();
      await page.getByRole('option', { name: 'Todos los roles', exact: true }).tap();
      await expectNoSidewaysScroll(page);
      await shoot(page, testInfo, 'users-list');
      expect(await seriousViolations(page)).toEqual([]);

      // Create: the device checks the contract's rules first.
      await page.getByRole('button', { name: 'Nuevo usuario' }).tap();
      const form = page.getByRole('dialog', { name: 'Nuevo usuario' });
      await form.getByLabel('Nombre completo').fill(user.name);
      await form.getByLabel('Nombre de usuario').fill(user.username);
      await form.getByLabel('Email').fill(user.email);
      await form.getByLabel('Contraseña', { exact: false }).first().fill('corta');
      await form.getByRole('button', { name: 'Crear usuario' }).tap();
      await expect(form.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
      await expect(form.getByText('Rol no válido')).toBeVisible();
      await form.getByLabel('Contraseña', { exact: false }).first().fill(user.password);
      await form.getByRole('combobox', { name: 'Rol' }).tap();
      await page.getByRole('option', { name: 'Psicología', exact: true }).tap();
      await form.getByRole('checkbox', { name: 'Medellín' }).tap();
      await expect(form.getByRole('checkbox', { name: 'Medellín' })).toBeChecked();
      const target = await form.getByRole('checkbox', { name: 'Medellín' }).boundingBox();
      expect(target!.height).toBeGreaterThanOrEqual(44);
      await shoot(page, testInfo, 'users-new');
      expect(await seriousViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Crear usuario' }).tap();
      // The server hashes the password first (scrypt, seconds on a loaded machine).
      await expect(notification(page, 'success', `Usuario ${user.name} creado`)).toBeVisible({
        timeout: SIGN_IN_TIMEOUT_MS,
      });
      await expect(form).toBeHidden();
      const row = table.getByRole('row').filter({ hasText: user.username });
      await expect(row).toContainText('Psicología');
      await expect(row).toContainText('Medellín');
      await expect(row).toContainText('Activo');

      // The new user signs in on a device of their own.
      const first = await signInElsewhere(browser, user.username, user.password);
      await expect(first.page).toHaveURL(/\/$/, { timeout: SIGN_IN_TIMEOUT_MS });
      await first.close();

      // Deactivate: a confirmation dialog, then the row says so and the sign-in is refused with the reason.
      await row.getByRole('button', { name: `Acciones de ${user.name}` }).tap();
      await page.getByRole('menuitem', { name: 'Desactivar' }).tap();
      const confirm = page.getByRole('dialog', { name: `Desactivar a ${user.name}` });
      await expect(confirm).toContainText('Lo que registró se conserva');
      await confirm.getByRole('button', { name: 'Desactivar' }).tap();
      await expect(notification(page, 'success', `${user.name} fue desactivado`)).toBeVisible();
      await expect(row).toContainText('Desactivado');
      await shoot(page, testInfo, 'users-deactivated');

      const refused = await signInElsewhere(browser, user.username, user.password);
      await expect(notification(refused.page, 'error', DEACTIVATED)).toBeVisible({
        timeout: SIGN_IN_TIMEOUT_MS,
      });
      await expect(refused.page).toHaveURL(/\/login/);
      await refused.close();

      // Reactivate: the same password works again.
      await row.getByRole('button', { name: `Acciones de ${user.name}` }).tap();
      await page.getByRole('menuitem', { name: 'Reactivar' }).tap();
      await page
        .getByRole('dialog', { name: `Reactivar a ${user.name}` })
        .getByRole('button', { name: 'Reactivar' })
        .tap();
      await expect(notification(page, 'success', `${user.name} fue reactivado`)).toBeVisible();
      await expect(row).toContainText('Activo');
      const again = await signInElsewhere(browser, user.username, user.password);
      await expect(again.page).toHaveURL(/\/$/, { timeout: SIGN_IN_TIMEOUT_MS });
      await again.close();
    });
  });
}
