/**
 * "Preparar visitas" (docs/visit-preparation.md) in Chromium against the real server: histories never
 * opened on this device are chosen by search and downloaded with progress; the app is relaunched with no
 * network, unlocked offline, and each history opens from the device with what its screens read; a
 * prepared history with unsynced work cannot be removed from the device, and one without can.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { completeInitialAssessment, familyMember, subsidy } from '../fixtures/bodies';
import { ControlModal, newControl, showEvoluciones } from './pages/development-control';
import { notification } from './pages/notifications';
import { PatientSearch } from './pages/patient-search';
import { Shell } from './pages/shell';
import { V1 } from './pages/timeline';
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

async function relaunchOffline(context: BrowserContext, username = 'psicologia'): Promise<Page> {
  await context.setOffline(true);
  for (const open of context.pages()) await open.close();
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Usuario ó Email').fill(username);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: SIGN_IN_TIMEOUT_MS });
  return page;
}

/** Prepares the histories from the "Preparar visitas" screen and waits for the whole download. */
async function prepare(page: Page, histories: readonly SeededHistory[]) {
  for (const history of histories) {
    await page.getByRole('textbox', { name: 'Buscar historias para la visita' }).fill(history.code);
    await page.getByRole('button', { name: `Agregar ${history.patientName}` }).click();
  }
  await page.getByRole('button', { name: 'Descargar para trabajar sin conexión' }).click();
  await expect(page.getByRole('progressbar', { name: 'Progreso total' })).toHaveAttribute(
    'aria-valuenow',
    '100',
    { timeout: 90_000 },
  );
  await expect(page.getByTestId('prepared-history')).toHaveCount(histories.length);
}

/** A local id (a version-8 UUID, src/offline/local-ids.ts) anywhere in a request path. */
const LOCAL_ID = /[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}/i;

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

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/')) sent.push(request.url());
  });
  await page.getByRole('button', { name: 'Descargar para trabajar sin conexión' }).click();
  await expect(page.getByRole('progressbar', { name: 'Progreso total' })).toHaveAttribute(
    'aria-valuenow',
    '100',
    { timeout: 60_000 },
  );
  // One request per history: all its reads go in one GET /v1/batch, none alone.
  const batches = sent.filter((url) => new URL(url).pathname === '/v1/batch');
  expect(batches).toHaveLength(histories.length);
  for (const [index, history] of histories.entries()) {
    expect(batches[index]).toContain(history.id);
    expect(sent.filter((url) => url.includes(history.id) && !batches.includes(url))).toEqual([]);
  }
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
  // Through the sidebar, as a user would: a reload here could cut the discard's write short.
  await new Shell(page).sidebarItem('Preparar visitas').click();
  await row.getByRole('button', { name: `Quitar ${history!.patientName} del dispositivo` }).click();
  await expect(notification(page, 'success', 'La historia se quitó del dispositivo')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a social worker prepares three histories and, offline, works on their family and additionals rows', async ({
  page,
  context,
}, testInfo) => {
  // A retry takes three histories of its own: the first one gets server documents below.
  const histories = await Promise.all(
    [0, 1, 2].map((nth) => seededHistory(page, 1400, 3 * testInfo.retry + nth, [1])),
  );
  const session = await openSignedIn(page, 'trabajosocial', { path: '/prepare-visits', site: 1 });
  // What the first history already holds on the server: an initial assessment, a family member and a
  // subsidy. Shown offline, they prove the preparation downloaded the documents and the rows.
  const v1 = new V1(page, session);
  const signature = { ...v1.signature(), email: 'trabajosocial@canguro.demo' };
  const first = histories[0]!;
  await v1.post('/initial-assessment/commit', {
    historyId: first.id,
    signature,
    ...completeInitialAssessment(),
  });
  const member = await v1.post<{ id: string }>(`/family-composition/hc/${first.id}`, {
    historyId: first.id,
    signature,
  });
  await v1.put(`/family-composition/hc/${first.id}/${member.id}`, {
    ...familyMember(),
    name: 'Marta Ospina',
    signature,
  });
  const benefit = await v1.post<{ id: string }>(`/subsidy/hc/${first.id}`, {
    historyId: first.id,
    signature,
  });
  await v1.put(`/subsidy/${benefit.id}/hc/${first.id}`, {
    ...subsidy(),
    observation: 'Bono de alimentación',
    signature,
  });
  await waitForServiceWorkerControl(page);
  await prepare(page, histories);

  page = await relaunchOffline(context, 'trabajosocial');
  await new Shell(page).chooseSite('San Ignacio');
  await page.goto('/socialwork');
  const tab = (name: string) =>
    page
      .getByRole('tablist', { name: 'Secciones de trabajo social' })
      .getByRole('tab', { name, exact: true });
  for (const history of histories) {
    await new PatientSearch(page).openHistory(history.code, history.motherDocument.slice(-3));
    await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
    const holdsWork = history === first;
    await tab('Evoluciones').click();
    if (holdsWork) {
      await expect(page.getByTestId('social-work-card')).toHaveCount(1);
    } else {
      await expect(page.getByRole('button', { name: 'Registrar Valoración Inicial' })).toBeVisible();
    }
    await tab('Composición familiar').click();
    if (holdsWork) {
      await expect(
        page.getByRole('table', { name: 'Composición familiar' }).getByTestId('editable-row'),
      ).toContainText('Marta Ospina');
    } else {
      await expect(page.getByText('No hay familiares registrados.')).toBeVisible();
    }
    await tab('Adicionales').click();
    if (holdsWork) {
      await expect(page.getByRole('table', { name: 'Subsidios' })).toContainText('Bono de alimentación');
    } else {
      await expect(page.getByRole('img', { name: 'Carpeta vacía' })).toBeVisible();
    }
  }

  // On the last history, with no network: a family member, a subsidy, and a report made and removed.
  const history = histories[2]!;
  await tab('Composición familiar').click();
  await page.getByRole('button', { name: 'Agregar Familiar' }).click();
  await expect(notification(page, 'success', 'Miembro nuevo agregado')).toBeVisible();
  const family = page.getByRole('table', { name: 'Composición familiar' });
  const editing = family.locator('[data-editing="true"]');
  await editing.getByRole('combobox', { name: 'Parentesco' }).click();
  await page.getByRole('option', { name: 'Padre', exact: true }).click();
  await editing.getByLabel('Nombre', { exact: true }).fill('Jorge Ramírez');
  await editing.getByLabel('Fecha de nacimiento', { exact: true }).fill('1995-03-14');
  await editing.getByRole('combobox', { name: 'Escolaridad' }).click();
  await page.getByRole('option').first().click();
  await editing.getByLabel('Ocupación', { exact: true }).fill('Conductor');
  await editing.getByRole('group', { name: 'Vive con el niño' }).getByRole('button', { name: 'Sí' }).click();
  await editing.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Activo', exact: true }).click();
  await family.getByRole('button', { name: 'Guardar Familiar 1' }).click();
  await expect(notification(page, 'success', 'Familiar guardado correctamente')).toBeVisible();
  await expect(family.getByTestId('editable-row')).toContainText('Jorge Ramírez');
  expect(await seriousViolations(page)).toEqual([]);

  await tab('Adicionales').click();
  await page.getByRole('button', { name: 'Agregar Subsidio' }).click();
  await expect(notification(page, 'success', 'Subsidio agregado')).toBeVisible();
  const subsidies = page.getByRole('table', { name: 'Subsidios' });
  await subsidies.getByLabel('Fecha', { exact: true }).fill('2026-11-02');
  await subsidies.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option').first().click();
  await subsidies.getByRole('button', { name: 'Guardar Subsidio 1' }).click();
  await expect(notification(page, 'success', 'Subsidio guardado correctamente')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar Reporte a Red Externa' }).click();
  const reports = page.getByRole('table', { name: 'Reportes Red Externa' });
  await reports.getByLabel('Radicado', { exact: true }).fill('RAD-77');
  await reports.getByRole('button', { name: 'Eliminar Reporte 1' }).click();
  await expect(notification(page, 'success', 'Se descartaron el reporte correctamente')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reportes Red Externa' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Back online: exactly these rows on the server, and no request ever named a local id.
  await context.setOffline(false);
  const { tokens } = await apiSignIn(page, 'trabajosocial');
  const list = async (resource: string) => {
    const answer = await page.request.get(`/v1/${resource}/hc/${history.id}`, {
      headers: { authorization: `Bearer ${tokens.access.token}` },
    });
    return (await answer.json()) as unknown;
  };
  await expect
    .poll(async () => ((await list('subsidy')) as { type?: unknown }[]).filter((s) => s.type).length, {
      timeout: 60_000,
    })
    .toBe(1);
  await expect
    .poll(async () => ((await list('family-composition')) as { familyMembers: unknown[] }).familyMembers, {
      timeout: 60_000,
    })
    .toMatchObject([{ name: 'Jorge Ramírez', occupation: 'Conductor', livesWithTheChild: true, state: 1 }]);
  expect(await list('subsidy')).toMatchObject([{ date: '2026-11-02', state: 1 }]);
  // The report made and removed offline is on the server not at all, or created and then deleted in order
  // (a send the worker attempted before it knew it was offline is never dropped: it may have arrived).
  await expect.poll(() => list('external-network-report'), { timeout: 60_000 }).toEqual([]);
  const stats = (await (await page.request.get('/v1/__test/stats')).json()) as {
    requests: { path: string }[];
  };
  expect(stats.requests.filter((request) => LOCAL_ID.test(request.path))).toEqual([]);
});
