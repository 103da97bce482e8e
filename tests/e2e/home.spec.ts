import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { notification } from './pages/notifications';
import { Shell } from './pages/shell';
import { openSignedIn } from './support/session';

const announced = [
  'Pediatría',
  'Admision',
  'Intrahospitalario',
  'Peso y Talla',
  'Oftalmología',
  'Optometría',
  'Oximetría',
  'Audiometría',
  'Notas de Enfermeria',
  'Terapia Fisica',
  'Impresión',
  'Lectura',
];

test.describe('home menu (spec 000 §2 Home)', () => {
  test('psicologia sees Psicología, Código and Reportes, no Trabajo Social', async ({ page }) => {
    await openSignedIn(page, 'psicologia');
    const shell = new Shell(page);
    for (const label of ['Psicología', 'Código', 'Reportes'])
      await expect(shell.activeTile(label)).toBeVisible();
    await expect(shell.announcedTile('Audiometría')).toContainText('Próximamente');
    await expect(shell.tiles.getByText('Trabajo Social')).toHaveCount(0);
    // Modules outside modulesAccess (pediatrics, reading, management) have no tile.
    await expect(shell.tiles.getByText('Pediatría')).toHaveCount(0);
  });

  test('trabajosocial sees Trabajo Social (its flag is on) and no Psicología', async ({ page }) => {
    await openSignedIn(page, 'trabajosocial');
    const shell = new Shell(page);
    await expect(shell.activeTile('Trabajo Social')).toBeVisible();
    await expect(shell.tiles.getByText('Psicología')).toHaveCount(0);
    await shell.activeTile('Trabajo Social').click();
    await expect(page).toHaveURL(/\/socialwork$/);
    await expect(page.getByText('Bienvenido al modulo de trabajo social')).toBeVisible();
  });

  test('admin sees the five active tiles and the twelve announced ones', async ({ page }) => {
    await openSignedIn(page, 'admin');
    const shell = new Shell(page);
    for (const label of ['Psicología', 'Código', 'Trabajo Social', 'Reportes', 'Administración']) {
      await expect(shell.activeTile(label)).toBeVisible();
    }
    for (const label of announced) await expect(shell.announcedTile(label)).toBeVisible();
    await expect(shell.tiles.getByRole('listitem')).toHaveCount(17);
    await shell.activeTile('Psicología').click();
    await expect(page).toHaveURL(/\/psychology$/);
    await expect(page.getByText('Seleccione un paciente en la barra de búsqueda')).toBeVisible();
  });

  test('the site chooser opens with no current site; picking one says so and shows it', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signInHome('psicologia');
    const shell = new Shell(page);
    await expect(shell.siteChooser.getByRole('button')).toHaveText(['San Ignacio', 'Medellín']);
    await shell.chooseSite('San Ignacio');
    await expect(notification(page, 'success', 'Seleccion San Ignacio exitosa!')).toBeVisible();
    await expect(page.getByTestId('sidebar-user')).toContainText('San Ignacio');

    // Two sites and the changeSite flag: "Cambiar Sede" opens the chooser again, which may be closed.
    await shell.sidebarItem('Cambiar Sede').click();
    await shell.chooseSite('Medellín');
    await expect(notification(page, 'success', 'Seleccion Medellín exitosa!')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('sidebar-user')).toContainText('Medellín');
  });

  test('"Cambiar Sede" stays disabled for a user with one site', async ({ page }) => {
    await openSignedIn(page, 'enfermeria');
    const shell = new Shell(page);
    await expect(shell.tiles).toBeVisible();
    await expect(shell.sidebarItem('Cambiar Sede')).toBeDisabled();
    await expect(shell.sidebarItem(/Enviar información/)).toBeDisabled();
  });

  test('announced modules show "Próximamente"; a module outside modulesAccess sends home', async ({
    page,
  }) => {
    await openSignedIn(page, 'psicologia', { path: '/code' });
    await expect(page.getByRole('heading', { name: 'Código' })).toBeVisible();
    await expect(page.getByText('Próximamente', { exact: true })).toBeVisible();
    await page.goto('/pediatrics');
    await expect(page).toHaveURL(/\/$/);
  });
});
