/**
 * The whole product offline, as a social worker or psychologist meets it in the field (DESIGN.md "The write
 * path", "The read path"): a history opened earlier on this device, the app started again with no network
 * (the service worker's shell, the session of the tab, the history and its documents from IndexedDB), a
 * development control written and saved, a reload that keeps it, and — once the network returns — exactly
 * one committed control on the server with what was typed, its commit executed once.
 */
import { expect, test } from '@playwright/test';
import { fixtures } from '../../server/seed/fixtures';
import {
  ControlModal,
  expectServerControl,
  fill,
  newControl,
  openEvoluciones,
  showEvoluciones,
  serverControls,
  waitForRecord,
  type Control,
} from './pages/development-control';
import { Shell } from './pages/shell';
import { readTable, userDbName } from './support/outbox-idb';
import { openSignedIn } from './support/session';
import { waitForServiceWorkerControl } from './support/service-worker';

const history = fixtures.thirtyNineWeeksSixDays;

test('offline from the start: a control written on a cached history reaches the server once', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const session = await openSignedIn(page, 'psicologia', { path: '/psychology' });
  const dbName = userDbName(session.user.id);
  await waitForServiceWorkerControl(page);
  // Earlier, with network: the history is opened (stored on the device with its controls and the CIE-10
  // catalogue).
  await openEvoluciones(page, history);
  await waitForRecord(page, dbName);

  // The app starts again with no network at all.
  await context.setOffline(true);
  await page.reload();
  const shell = new Shell(page);
  await expect(shell.openHistory(history.patientName)).toBeVisible();
  await shell.openHistory(history.patientName).click();
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
  await showEvoluciones(page);
  await expect(page.getByText('No hay controles disponibles actualmente.')).toBeVisible();

  await newControl(page);
  const modal = new ControlModal(page);
  await expect(modal.dialog).toContainText('Primera');
  const control: Control = {
    observation: 'Visita domiciliaria sin señal: bebé activo y alerta.',
    evolution: 'Sostiene la cabeza; inicia el rolado.',
    followUp: 'Nueva visita en dos semanas.',
    primary: { search: 'F82', code: 'F82' },
  };
  await fill(modal, control);
  await modal.save();
  await expect(modal.dialog).toBeHidden();
  const card = page.getByTestId('control-card');
  await expect(card.getByTestId('control-pending')).toHaveText('Pendiente de sincronizar');

  // A reload, still offline: everything is still there.
  await page.reload();
  await shell.openHistory(history.patientName).click();
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('control-pending')).toHaveText('Pendiente de sincronizar');
  await expect(card.getByTestId('card-initial-observation')).toContainText(control.observation);
  const queued = await readTable<{ op: string; idempotencyKey: string }>(page, dbName, 'outbox');
  const commit = queued.find((entry) => entry.op === 'commit');
  expect(commit).toBeDefined();
  expect(await serverControls(page, session, history.id)).toHaveLength(0);

  // The network returns: the control reaches the server by itself, once.
  await context.setOffline(false);
  await expect(card.getByTestId('control-pending')).toHaveCount(0, { timeout: 20_000 });
  const saved = await serverControls(page, session, history.id);
  expect(saved).toHaveLength(1);
  expectServerControl(saved[0]!, control, 0);
  await expect.poll(async () => (await readTable(page, dbName, 'outbox')).length).toBe(0);

  const stats = (await (await page.request.get('/v1/__test/stats')).json()) as {
    requests: { path: string; status: number; idempotencyKey: string | null }[];
  };
  const commits = stats.requests.filter((r) => r.idempotencyKey === commit!.idempotencyKey);
  expect(commits.map((r) => r.status)).toEqual([expect.any(Number)]);
  expect(commits[0]!.status).toBeLessThan(300);
});
