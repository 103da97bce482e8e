/**
 * Offline identity (docs/offline-identity.md), in Chromium against the real server: the installed app
 * relaunched with no network unlocks with the same credentials and works on the device's data; a wrong
 * password or a user never signed in here gets nothing; what one user leaves on a shared browser is sealed
 * (no patient name or mother's document in any IndexedDB database or in CacheStorage) and never seen or
 * sent by the next user; sign-out with unsynced work warns and keeps it; a password changed on the server
 * keeps the device's data for the next online sign-in.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ControlModal, fill, newControl, showEvoluciones, waitForRecord } from './pages/development-control';
import { notification } from './pages/notifications';
import { PatientSearch } from './pages/patient-search';
import { Shell } from './pages/shell';
import { readTable, userDbName } from './support/outbox-idb';
import { seededHistory, type SeededHistory as Target } from './support/seeded-history';
import {
  apiSignIn,
  DEMO_PASSWORD,
  fastKeyDerivation,
  openSignedIn,
  SESSION_KEY,
  SIGN_IN_TIMEOUT_MS,
} from './support/session';
import { waitForServiceWorkerControl } from './support/service-worker';

const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos';
const SITE_NAMES: Record<number, string> = { 1: 'San Ignacio', 2: 'Medellín' };

test.describe.configure({ timeout: 150_000 });

/** Opens the history through the search (stored on the device from then on). */
async function openHistory(page: Page, target: Target) {
  await new PatientSearch(page).openHistory(target.code, target.motherDocument.slice(-3));
  await expect(page.getByTestId('patient-name')).toHaveText(target.patientName);
  await showEvoluciones(page);
}

/** A development control saved with a marker in its follow-up; its card shows the pending mark. */
async function writeControl(page: Page, marker: string) {
  await newControl(page);
  const modal = new ControlModal(page);
  await fill(modal, {
    observation: 'Visita sin señal: bebé activo.',
    evolution: 'Sostiene la cabeza.',
    followUp: marker,
    primary: { search: 'F82', code: 'F82' },
  });
  await modal.save();
  await expect(modal.dialog).toBeHidden();
  const card = page.getByTestId('control-card').filter({ hasText: marker });
  await expect(card.getByTestId('control-pending')).toHaveText('Pendiente de sincronizar');
  return card;
}

/** The history's development controls on the server that carry the marker. */
async function serverControlsMarked(page: Page, username: string, marker: string, target: Target) {
  const { tokens } = await apiSignIn(page, username);
  const answer = await page.request.get(`/v1/development-control/hc/${target.id}`, {
    headers: { authorization: `Bearer ${tokens.access.token}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { followUp?: string }[]).filter((c) => c.followUp === marker);
}

/** The sign-in page in a new page of the same browser (no session storage: a relaunch of the app). */
async function relaunch(context: BrowserContext): Promise<Page> {
  for (const open of context.pages()) await open.close();
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  return page;
}

async function signInForm(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Usuario ó Email').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar' }).click();
}

/**
 * Every IndexedDB database and every CacheStorage entry of the origin as text: binary fields decoded as
 * UTF-8, so plaintext stored as bytes would show too.
 */
function dumpStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const asText = (value: unknown): unknown =>
      value instanceof ArrayBuffer || ArrayBuffer.isView(value) ? new TextDecoder().decode(value) : value;
    const parts: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name!);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error(String(request.error)));
      });
      for (const table of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(table).objectStore(table).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(new Error(String(request.error)));
        });
        parts.push(`${name}/${table}: ${JSON.stringify(rows, (_key, value: unknown) => asText(value))}`);
      }
      db.close();
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        parts.push(`${cacheName} ${request.url}: ${response ? await response.text() : ''}`);
      }
    }
    return parts.join('\n');
  });
}

test('relaunched offline: the same credentials unlock the device, a control written reaches the server once', async ({
  page,
  context,
}) => {
  const history = await seededHistory(page, 40, 0);
  const session = await openSignedIn(page, 'psicologia', { path: '/psychology', site: history.siteId });
  await waitForServiceWorkerControl(page);
  await openHistory(page, history);
  await waitForRecord(page, userDbName(session.user.id));

  // The app is closed; later, in the field, it is started again with no network at all.
  await context.setOffline(true);
  page = await relaunch(context);

  await signInForm(page, 'psicologia', 'no-es-la-clave');
  await expect(notification(page, 'error', WRONG_CREDENTIALS)).toBeVisible({ timeout: SIGN_IN_TIMEOUT_MS });
  await expect(page).toHaveURL(/\/login$/);
  await signInForm(page, 'trabajosocial');
  await expect(page.getByText('este usuario aún no ha iniciado sesión con internet')).toBeVisible({
    timeout: SIGN_IN_TIMEOUT_MS,
  });
  await expect(page).toHaveURL(/\/login$/);

  await signInForm(page, 'psicologia');
  await expect(page).toHaveURL(/\/$/, { timeout: SIGN_IN_TIMEOUT_MS });
  await expect(page.getByText('Sesión iniciada sin conexión')).toBeVisible();
  const shell = new Shell(page);
  await shell.chooseSite(SITE_NAMES[history.siteId]!);
  await page.goto('/psychology');
  await shell.openHistory(history.patientName).click();
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
  await showEvoluciones(page);
  const marker = `relanzada ${crypto.randomUUID()}`;
  const card = await writeControl(page, marker);
  const [commit] = (
    await readTable<{ op: string; idempotencyKey: string }>(page, userDbName(session.user.id), 'outbox')
  ).filter((entry) => entry.op === 'commit');
  expect(commit).toBeDefined();

  // The network returns: the control goes by itself, with the tokens kept sealed on the device.
  await context.setOffline(false);
  await expect(card.getByTestId('control-pending')).toHaveCount(0, { timeout: 30_000 });
  expect(await serverControlsMarked(page, 'psicologia', marker, history)).toHaveLength(1);
  const stats = (await (await page.request.get('/v1/__test/stats')).json()) as {
    requests: { status: number; idempotencyKey: string | null }[];
  };
  const sent = stats.requests.filter((r) => r.idempotencyKey === commit!.idempotencyKey);
  expect(sent.filter((r) => r.status < 300)).toHaveLength(1);
});

test('a shared browser: sign-out keeps unsynced work sealed, the next user sees and sends none of it', async ({
  page,
  context,
}) => {
  const history = await seededHistory(page, 40, 1);
  const first = await openSignedIn(page, 'psicologia', { path: '/psychology', site: history.siteId });
  await waitForServiceWorkerControl(page);
  await openHistory(page, history);
  await waitForRecord(page, userDbName(first.user.id));
  await context.setOffline(true);
  const marker = `compartido ${crypto.randomUUID()}`;
  await writeControl(page, marker);
  // While signed in, the tokens are in session storage and memory only.
  const tokens = await page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key)!) as typeof first,
    SESSION_KEY,
  );
  const inLocalStorage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  const atRest = await dumpStorage(page);
  for (const token of [tokens.tokens.access.token, tokens.tokens.refresh.token]) {
    expect(inLocalStorage).not.toContain(token);
    expect(atRest).not.toContain(token);
  }

  // Sign-out with the work unsynced: warned, and nothing is deleted.
  const shell = new Shell(page);
  await shell.signOut();
  const dialog = page.getByRole('dialog', { name: 'Cerrar sesión' });
  await expect(dialog.getByTestId('unsynced-count')).toHaveText('Hay 1 cambio sin sincronizar');
  await dialog.getByRole('button', { name: 'Sincronizar ahora' }).click();
  await expect(dialog.getByText('Queda 1 cambio sin sincronizar')).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Conservar para mi próximo ingreso' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(notification(page, 'success', 'Se ha cerrado la sesión exitosamente')).toBeVisible();
  // The control's commit is kept for the next sign-in (beside the activity logs of the editor's opening).
  const kept = await readTable<{ op: string; draftKey: string }>(page, userDbName(first.user.id), 'outbox');
  expect(kept.filter((entry) => entry.draftKey !== 'activity-log').map((entry) => entry.op)).toEqual([
    'commit',
  ]);

  // Nothing personal is readable anywhere the browser keeps data; tokens only in session storage.
  const stored = await dumpStorage(page);
  expect(stored).toContain(userDbName(first.user.id));
  for (const secret of [
    history.patientName,
    history.motherName,
    history.motherDocument,
    marker,
    first.tokens.refresh.token,
  ]) {
    expect(stored).not.toContain(secret);
  }
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY)).toBeNull();

  // The next user of the browser, online: nothing of the first user's shows or leaves.
  await context.setOffline(false);
  const second = await openSignedIn(page, 'admin', { path: '/psychology', site: history.siteId });
  await expect(shell.openHistories).toHaveCount(0);
  await expect(page.getByText('Seleccione un paciente en la barra de búsqueda')).toBeVisible();
  await context.setOffline(true);
  const search = new PatientSearch(page);
  await search.search(history.patientName.split(' ')[0]!);
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();
  await context.setOffline(false);
  expect((await dumpStorage(page)).includes(history.patientName)).toBe(false);
  expect(await readTable(page, userDbName(second.user.id), 'outbox')).toHaveLength(0);
  expect(await serverControlsMarked(page, 'admin', marker, history)).toHaveLength(0);

  // The first user signs in again: the kept work is sent.
  await page.evaluate(() => dispatchEvent(new Event('online')));
  await openSignedIn(page, 'psicologia', { path: '/psychology', site: history.siteId });
  await expect
    .poll(async () => (await serverControlsMarked(page, 'psicologia', marker, history)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  await expect.poll(async () => (await readTable(page, userDbName(first.user.id), 'outbox')).length).toBe(0);
});

test('a password changed on the server: the next online sign-in keeps the device data, the old password stops working', async ({
  page,
  context,
}) => {
  // The subject is the key's recovery, not its cost: the sign-in with a new password derives twice (the
  // old verifier, then the new one), tens of seconds at 600,000 rounds on a loaded two-core machine.
  await fastKeyDerivation(context);
  const target = await seededHistory(page, 40, 2);
  const tag = crypto.randomUUID().slice(0, 8);
  const admin = await apiSignIn(page, 'admin');
  const adminHeaders = async () => {
    const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    return { authorization: `Bearer ${admin.tokens.access.token}`, 'x-xsrf-token': xsrf };
  };
  const registered = await page.request.post('/v1/auth/register', {
    headers: await adminHeaders(),
    data: {
      email: `clave.${tag}@canguro.demo`,
      name: `Psicóloga ${tag}`,
      username: `clave.${tag}`,
      password: 'clave-inicial-1',
      rol: 'psychologist',
      sede: [target.siteId],
    },
  });
  expect(registered.status()).toBe(201);
  const user = ((await registered.json()) as { user: { id: string; username: string } }).user;

  const login = async (password: string) => {
    if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear());
    await page.goto('/login');
    await signInForm(page, user.username, password);
  };
  await login('clave-inicial-1');
  await expect(page).toHaveURL(/\/$/, { timeout: SIGN_IN_TIMEOUT_MS });
  await new Shell(page).chooseSite(SITE_NAMES[target.siteId]!);
  await page.goto('/psychology');
  await openHistory(page, target);
  await waitForRecord(page, userDbName(user.id));
  await context.setOffline(true);
  const marker = `clave ${crypto.randomUUID()}`;
  await writeControl(page, marker);
  await new Shell(page).signOut();
  await page.getByRole('button', { name: 'Conservar para mi próximo ingreso' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.setOffline(false);

  // An administrator sets a new password.
  const reset = await page.request.put(`/v1/auth/users/${user.id}/password`, {
    headers: await adminHeaders(),
    data: { password: 'clave-nueva-22' },
  });
  expect(reset.status()).toBe(200);

  // Online with the new password: the device's key is recovered and the kept control is sent.
  await login('clave-nueva-22');
  await expect(page).toHaveURL(/\/$/, { timeout: SIGN_IN_TIMEOUT_MS });
  await expect
    .poll(async () => (await serverControlsMarked(page, 'psicologia', marker, target)).length, {
      timeout: 30_000,
    })
    .toBe(1);

  // Offline, only the new password opens the device.
  await context.setOffline(true);
  await login('clave-inicial-1');
  await expect(notification(page, 'error', WRONG_CREDENTIALS)).toBeVisible({ timeout: SIGN_IN_TIMEOUT_MS });
  await login('clave-nueva-22');
  await expect(page).toHaveURL(/\/$/, { timeout: SIGN_IN_TIMEOUT_MS });
  await context.setOffline(false);
});
