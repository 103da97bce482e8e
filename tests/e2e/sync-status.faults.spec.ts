/**
 * The sync status in the top bar and its "needs attention" list, in a real Chromium against the real
 * server: offline badge and pending count, a refused entry beside a document that still syncs (retry and
 * a confirmed discard), and a storm of 5xx that ends with the entry sent once.
 *
 * The entries are development-control stages written with raw IndexedDB calls (./support/outbox-idb.ts),
 * as `enqueueStage` makes them. Raw writes bypass the app's own enqueue, which asks the worker for a pass
 * (`triggerSync`); the specs stand in for it with the window's `online` event, which asks the same.
 *
 * The faults and the server's request log are the test's own scope (./support/faults.ts); every test ends
 * with the common checks (./support/end-checks.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { fixtures } from '../../server/seed/fixtures';
import { expectNothingLost } from './support/end-checks';
import { expect, test, type Faults, type LoggedRequest } from './support/faults';
import { enqueueRaw, readTable, userDbName, waitForUserDb, type RawStage } from './support/outbox-idb';
import { getAsPage, openSignedIn } from './support/session';

const STAGE_PATH = '/v1/development-control/stage';
const historyId = fixtures.overFortyWeeks.id;

/** Each test's observations carry its own marker, to find its documents among the other tests'. */
let marker = '';
test.beforeEach(() => {
  marker = crypto.randomUUID();
});

const stage = (initialObservation: string): RawStage => ({
  kind: 'development-control',
  idField: 'developmentControlId',
  payload: { historyId, initialObservation: `${initialObservation} ${marker}` },
});

/** The observations of this spec's development controls on the server, sorted. */
async function serverObservations(page: Page): Promise<string[]> {
  const controls = await getAsPage<{ initialObservation: string | null }[]>(
    page,
    `/v1/development-control/hc/${historyId}`,
  );
  return controls
    .map((c) => c.initialObservation ?? '')
    .filter((o) => o.endsWith(marker))
    .map((o) => o.slice(0, -marker.length - 1))
    .sort();
}

const ok = (r: LoggedRequest) => r.status >= 200 && r.status < 300;

/** Signs in, waits for the worker's first pass, and clears the test's log. */
async function start(page: Page, faults: Faults) {
  const { user } = await openSignedIn(page, 'admin');
  const dbName = userDbName(user.id);
  await waitForUserDb(page, dbName);
  await page.waitForLoadState('networkidle');
  await faults.reset();
  return dbName;
}

/** Asks the worker for a pass, as the app's own enqueue does. */
const askForPass = (page: Page) => page.evaluate(() => dispatchEvent(new Event('online')));

async function expectNoSeriousAxeViolations(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

/** The control's name is its line (anchored: the panel's "Exportar cambios sin sincronizar" is no match). */
const statusControl = (page: Page) =>
  page.getByRole('button', { name: /^(sincroniz|inicie sesión|sin cambios|\d+ cambios? pendientes?)/i });

test('offline: the badge and the pending count; back online the changes sync and the last sync shows', async ({
  page,
  context,
  faults,
}) => {
  const dbName = await start(page, faults);
  const status = page.getByTestId('sync-status');
  await expect(status.getByTestId('sync-status-label')).toHaveText('Sin cambios pendientes');

  await context.setOffline(true);
  await expect(status.getByTestId('offline-badge')).toHaveText('Sin conexión');

  const made = await enqueueRaw(page, dbName, [stage('Primera'), stage('Segunda')]);
  await askForPass(page);
  await expect(status.getByTestId('sync-status-label')).toHaveText('2 cambios pendientes');
  // Nothing leaves the device while offline.
  expect(await faults.requestsOf(made[0]!.idempotencyKey)).toEqual([]);

  await context.setOffline(false);
  await expect(status.getByTestId('offline-badge')).toBeHidden();
  await expect(status.getByTestId('sync-status-label')).toHaveText('Sincronizado hace menos de un minuto', {
    timeout: 15_000,
  });
  await expectNothingLost({
    page,
    faults,
    dbName,
    server: { read: () => serverObservations(page), typed: ['Primera', 'Segunda'] },
    keys: made.map((m) => m.idempotencyKey),
  });
});

test('a refused entry needs attention while another document syncs; retry sends it, discard asks first', async ({
  page,
  faults,
}) => {
  const dbName = await start(page, faults);
  // The first development-control stage the server sees is refused with a 400.
  await faults.set({ failNext: { count: 1, status: 400, path: `^${STAGE_PATH}$` } });
  const [refused, healthy] = await enqueueRaw(page, dbName, [stage('Rechazada'), stage('Sana')]);
  await askForPass(page);

  const status = page.getByTestId('sync-status');
  await expect(status.getByTestId('sync-status-attention')).toContainText('1 cambio requiere atención');
  // The warning colour while an entry needs attention.
  await expect(statusControl(page)).toHaveAttribute('data-color', 'orange');
  // The other document reached the server.
  await expect.poll(async () => (await faults.requestsOf(healthy!.idempotencyKey)).filter(ok).length).toBe(1);
  expect((await faults.requestsOf(refused!.idempotencyKey)).map((r) => r.status)).toEqual([400]);

  // The list, opened from the top bar by keyboard.
  await statusControl(page).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Sincronización' });
  await expect(panel).toBeVisible();
  const entry = panel.getByRole('listitem').filter({ hasText: 'Borrador de Control de Desarrollo' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Fallo simulado (400)');
  await expect(entry).toContainText('Rechazado hace menos de un minuto');
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');

  await entry.getByRole('button', { name: 'Reintentar' }).click();
  await expect(panel.getByText('No hay cambios que requieran atención.')).toBeVisible();
  await expect.poll(async () => (await faults.requestsOf(refused!.idempotencyKey)).filter(ok).length).toBe(1);
  await expect(status.getByTestId('sync-status-attention')).toBeHidden();
  await expect(statusControl(page)).toHaveAttribute('data-color', 'green');

  // A real refusal: the server's validation, with its field message.
  const [poison] = await enqueueRaw(page, dbName, [stage('x'.repeat(601))]);
  await askForPass(page);
  const poisoned = panel.getByRole('listitem').filter({ hasText: 'Borrador de Control de Desarrollo' });
  await expect(poisoned).toHaveCount(1);
  await expect(poisoned.getByRole('list', { name: 'Campos con errores' })).toContainText(
    'initialObservation',
  );

  // Cancelling the confirmation keeps the entry.
  await poisoned.getByRole('button', { name: 'Descartar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Descartar este cambio' });
  await expect(confirm).toContainText('«Borrador de Control de Desarrollo» no llegará al servidor.');
  await expect(confirm).toContainText('El borrador se queda en este dispositivo');
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  // A refusal made while the panel is open is not announced over it (the message column shares its
  // corner): the one notice is the first refusal's, raised before the panel opened.
  await expect(page.locator('[data-type="error"]')).toHaveCount(1);
  await expect(page.locator('[data-type="error"]')).toContainText('Fallo simulado (400)');
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(poisoned).toHaveCount(1);
  expect((await readTable(page, dbName, 'outbox')).length).toBe(1);

  // Confirming drops it.
  await poisoned.getByRole('button', { name: 'Descartar' }).click();
  await confirm.getByRole('button', { name: 'Descartar cambio' }).click();
  await expect(panel.getByText('No hay cambios que requieran atención.')).toBeVisible();
  expect(await readTable(page, dbName, 'outbox')).toEqual([]);
  // It was refused once and never sent again.
  expect((await faults.requestsOf(poison!.idempotencyKey)).map((r) => r.status)).toEqual([400]);
  await expectNothingLost({
    page,
    faults,
    dbName,
    server: { read: () => serverObservations(page), typed: ['Rechazada', 'Sana'] },
    keys: [refused!.idempotencyKey, healthy!.idempotencyKey],
  });
});

test('a storm of 503s: the entry waits, then arrives exactly once, and the status returns to synced', async ({
  page,
  faults,
}) => {
  test.setTimeout(90_000);
  const dbName = await start(page, faults);
  await faults.set({ failNext: { count: 4, status: 503, path: `^${STAGE_PATH}$` } });
  const [made] = await enqueueRaw(page, dbName, [stage('Tormenta')]);
  await askForPass(page);

  const label = page.getByTestId('sync-status').getByTestId('sync-status-label');
  // Backing off between attempts (1 s, doubling): the change waits as pending, never as refused.
  await expect(label).toHaveText('1 cambio pendiente');
  await expect(page.getByTestId('sync-status-attention')).toBeHidden();

  await expect
    .poll(async () => (await faults.requestsOf(made!.idempotencyKey)).filter(ok).length, { timeout: 60_000 })
    .toBe(1);
  const sent = await faults.requestsOf(made!.idempotencyKey);
  expect(sent.map((r) => r.status)).toEqual([503, 503, 503, 503, sent.at(-1)!.status]);
  expect(sent.filter((r) => r.replay)).toEqual([]);
  await expect(label).toHaveText('Sincronizado hace menos de un minuto');
  await expectNothingLost({
    page,
    faults,
    dbName,
    server: { read: () => serverObservations(page), typed: ['Tormenta'] },
    keys: [made!.idempotencyKey],
  });
});

test('the network up but the server not answering (a captive portal): "Sin conexión con el servidor" until it answers', async ({
  page,
  faults,
}) => {
  const dbName = await start(page, faults);
  let portal = true;
  // A captive portal answers every address with its own page, 200 and HTML.
  await page.route('**/v1/health', (route) =>
    portal
      ? route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<html><title>Conéctese</title></html>',
        })
      : route.continue(),
  );
  // The browser says the network came back: the app asks its server at once.
  await askForPass(page);
  const badge = page.getByTestId('server-unreachable-badge');
  await expect(badge).toHaveText('Sin conexión con el servidor');
  await expect(page.getByTestId('offline-badge')).toHaveCount(0);
  await statusControl(page).click();
  await expect(page.getByRole('dialog')).toContainText('el servidor de Canguro no responde');
  await page.keyboard.press('Escape');

  portal = false;
  await askForPass(page);
  await expect(badge).toHaveCount(0);
  // Nothing was typed: nothing reached the server, nothing waits.
  await expectNothingLost({
    page,
    faults,
    dbName,
    server: { read: () => serverObservations(page), typed: [] },
  });
});

test('a change that waited minutes for a server that did not answer goes as soon as the server answers again', async ({
  page,
  faults,
}) => {
  test.setTimeout(90_000);
  const dbName = await start(page, faults);
  // The network up and the server cut off (the health probe too), as on a rural link that drops.
  await faults.set({ dropConnections: { count: 1_000_000 } });
  // A change that failed nine sends without an answer: its next try is ten minutes away.
  const [made] = await enqueueRaw(page, dbName, [
    { ...stage('Regreso'), backoff: { attempts: 9, status: 0, until: Date.now() + 10 * 60_000 } },
  ]);
  await askForPass(page);
  await expect(page.getByTestId('server-unreachable-badge')).toHaveText('Sin conexión con el servidor');
  const label = page.getByTestId('sync-status').getByTestId('sync-status-label');
  await expect(label).toHaveText('1 cambio pendiente');

  // The server answers again, and no `online` event says so: the app's own check finds it, and the change
  // goes then, not at the end of its backoff.
  await faults.set({ dropConnections: { count: 0 } });
  await expect(page.getByTestId('server-unreachable-badge')).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(async () => (await faults.requestsOf(made!.idempotencyKey)).filter(ok).length, { timeout: 20_000 })
    .toBe(1);
  await expect(label).toHaveText('Sincronizado hace menos de un minuto');
  await expectNothingLost({
    page,
    faults,
    dbName,
    server: { read: () => serverObservations(page), typed: ['Regreso'] },
    keys: [made!.idempotencyKey],
  });
});
