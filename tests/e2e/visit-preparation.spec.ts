/**
 * "Preparar visitas" (docs/visit-preparation.md) in Chromium against the real server: histories never
 * opened on this device are chosen by search and downloaded with progress; the app is relaunched with no
 * network, unlocked offline, and each history opens from the device with what its screens read; a
 * prepared history with unsynced work cannot be removed from the device, and one without can.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ControlModal, newControl, showEvoluciones } from './pages/development-control';
import { notification } from './pages/notifications';
import { PatientSearch } from './pages/patient-search';
import { Shell } from './pages/shell';
import { seriousViolations } from './support/axe';
import { seededHistory, type SeededHistory } from './support/seeded-history';
import { apiSignIn, DEMO_PASSWORD, openSignedIn, SIGN_IN_TIMEOUT_MS } from './support/session';
import { waitForServiceWorkerControl } from './support/service-worker';

test.describe.configure({ timeout: 180_000 });

const SITE_NAMES: Record<number, string> = { 1: 'San Ignacio', 2: 'Medellín' };

/** Seeded histories of one site (from 880 on) that have anthropometry readings on the server. */
async function historiesWithReadings(page: Page, count: number): Promise<SeededHistory[]> {
  const { tokens } = await apiSignIn(page, 'admin');
  const found: SeededHistory[] = [];
  for (let nth = 0; nth < 40 && found.length < count; nth++) {
    const history = await seededHistory(page, 880, nth);
    if (found.length && history.siteId !== found[0]!.siteId) continue;
    const answer = await page.request.get(`/v1/anthropometry/${history.id}/all`, {
      headers: { authorization: `Bearer ${tokens.access.token}` },
    });
    if (((await answer.json()) as unknown[]).length > 0) found.push(history);
  }
  expect(found).toHaveLength(count);
  return found;
}

async function relaunchOffline(context: BrowserContext): Promise<Page> {
  await context.setOffline(true);
  for (const open of context.pages()) await open.close();
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Usuario ó Email').fill('psicologia');
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: SIGN_IN_TIMEOUT_MS });
  return page;
}

test('prepared histories open offline after a relaunch, with their timeline', async ({ page, context }) => {
  const histories = await historiesWithReadings(page, 2);
  const siteId = histories[0]!.siteId;
  await openSignedIn(page, 'psicologia', { path: '/', site: siteId });
  await waitForServiceWorkerControl(page);

  const shell = new Shell(page);
  await shell.sidebarItem('Preparar visitas').click();
  await expect(page).toHaveURL(/\/prepare-visits$/);
  await expect(page.getByRole('heading', { name: 'Preparar visitas' })).toBeVisible();
  await expect(page.getByText('Ninguna historia preparada todavía.')).toBeVisible();
  // The browser's answer to the persistence request is shown (headless Chromium refuses it).
  await expect(page.getByTestId('storage-persistence')).toBeVisible();
  await expect(page.getByTestId('device-storage')).toContainText('En uso:');

  for (const history of histories) {
    await page.getByRole('textbox', { name: 'Buscar historias para la visita' }).fill(history.code);
    await page.getByRole('button', { name: `Agregar ${history.patientName}` }).click();
    await expect(
      page.getByRole('button', { name: `Quitar ${history.patientName} de la lista` }),
    ).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Descargar para trabajar sin conexión' }).click();
  await expect(page.getByRole('progressbar', { name: 'Progreso total' })).toHaveAttribute(
    'aria-valuenow',
    '100',
    { timeout: 60_000 },
  );
  await expect(notification(page, 'success', 'Descarga terminada')).toBeVisible();
  const prepared = page.getByTestId('prepared-history');
  await expect(prepared).toHaveCount(2);
  for (const history of histories) {
    const row = prepared.filter({ hasText: history.patientName });
    await expect(row.getByText('Disponible sin conexión')).toBeVisible();
    await expect(row.getByText(/^Descargada el /)).toBeVisible();
  }

  // In the field: the app starts again with no network at all.
  page = await relaunchOffline(context);
  const offlineShell = new Shell(page);
  await offlineShell.chooseSite(SITE_NAMES[siteId]!);
  await page.goto('/psychology');
  for (const history of histories) {
    await new PatientSearch(page).openHistory(history.code, history.motherDocument.slice(-3));
    await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
    await showEvoluciones(page);
    // Never opened on this device before: the readings come from the preparation.
    await expect(page.locator('[data-entry-type="anthropometry"]').first()).toBeVisible();
  }
  // The sidebar's open histories say they are available offline.
  await expect(offlineShell.openHistories.getByText(/Disponible sin conexión/).first()).toBeVisible();
});

test('a prepared history is removed from the device only without unsynced work', async ({ page }) => {
  const [history] = await historiesWithReadings(page, 1);
  await openSignedIn(page, 'psicologia', { path: '/prepare-visits', site: history!.siteId });
  await page.getByRole('textbox', { name: 'Buscar historias para la visita' }).fill(history!.code);
  await page.getByRole('button', { name: `Agregar ${history!.patientName}` }).click();
  await page.getByRole('button', { name: 'Descargar para trabajar sin conexión' }).click();
  const row = page.getByTestId('prepared-history').filter({ hasText: history!.patientName });
  await expect(row.getByText('Disponible sin conexión')).toBeVisible({ timeout: 60_000 });

  // A development control begun and left open: its draft is on the device only.
  await page.goto('/psychology');
  await new PatientSearch(page).openHistory(history!.code, history!.motherDocument.slice(-3));
  await showEvoluciones(page);
  await newControl(page);
  const modal = new ControlModal(page);
  await modal.field('Observación inicial').fill('Borrador sin enviar');
  await page.goto('/prepare-visits');
  await row.getByRole('button', { name: `Quitar ${history!.patientName} del dispositivo` }).click();
  await expect(
    notification(
      page,
      'error',
      'Esta historia tiene cambios sin sincronizar: no se puede quitar del dispositivo hasta que lleguen al servidor.',
    ),
  ).toBeVisible();
  await expect(row).toBeVisible();

  // Back to the history, the control reopens on its draft; X discards it (it never reached the server),
  // and now the history leaves the device.
  await page.goto('/psychology');
  await new Shell(page).openHistory(history!.patientName).click();
  await expect(modal.dialog).toBeVisible();
  await modal.close();
  await expect(modal.dialog).toBeHidden();
  await page.goto('/prepare-visits');
  await row.getByRole('button', { name: `Quitar ${history!.patientName} del dispositivo` }).click();
  await expect(notification(page, 'success', 'La historia se quitó del dispositivo')).toBeVisible();
  await expect(row).toHaveCount(0);
});
