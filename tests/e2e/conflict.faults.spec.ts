/**
 * A conflict from a second device (docs/offline.md "Conflicts", docs/reliability.md): two tablets of one
 * psychologist (two browser contexts, each its own IndexedDB and sync worker) edit the same committed
 * development control offline. The first reconnects and saves; the second reconnects, its write is refused
 * for the newer version, and the sync panel offers the conflict: the psychologist keeps this tablet's
 * observation and the server's follow-up; the evolution, changed on this tablet only, merges by itself.
 * The server then holds exactly that; the value chosen against stays readable until "Descartar"; no
 * Idempotency-Key executed twice, both outboxes empty. (The server's `maxInFlight` counts the requests of
 * both tablets' pages, which may overlap; one request at a time per device's outbox is proved by
 * sync-worker.faults.spec.ts and the unit tests.)
 */
import type { Browser, Page } from '@playwright/test';
import { completeDevelopmentControl } from '../fixtures/bodies';
import { ControlModal, serverControls, showEvoluciones } from './pages/development-control';
import { PatientSearch } from './pages/patient-search';
import { V1 } from './pages/timeline';
import { expect, test } from './support/faults';
import { readTable, userDbName, waitForUserDb } from './support/outbox-idb';
import { seededHistory, type SeededHistory } from './support/seeded-history';
import { openSignedIn, type SignedIn } from './support/session';

/** A tablet: a browser context of its own, its requests counted in the test's fault scope. */
async function tablet(browser: Browser, baseURL: string, scope: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'canguro-test-scope', value: scope, url: baseURL }]);
  const page = await context.newPage();
  const session = await openSignedIn(page, 'psicologia', { path: '/psychology' });
  await waitForUserDb(page, userDbName(session.user.id));
  return { context, page, session };
}

async function openControl(page: Page, history: SeededHistory) {
  await new PatientSearch(page).openHistory(history.code, history.motherDocument.slice(-3));
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
  await showEvoluciones(page);
  await expect(page.getByTestId('control-card')).toHaveCount(1);
}

async function edit(page: Page, fields: Record<string, string>) {
  await page.getByTestId('control-card').getByRole('button', { name: 'Editar' }).click();
  const modal = new ControlModal(page);
  await expect(modal.dialog).toBeVisible();
  for (const [label, value] of Object.entries(fields)) await modal.field(label).fill(value);
  await modal.save();
  await expect(modal.dialog).toBeHidden();
  await expect(page.getByTestId('control-pending')).toBeVisible();
}

const control = async (page: Page, session: SignedIn, historyId: string) =>
  (await serverControls(page, session, historyId))[0]!;

test('a conflict from a second device: kept per field, merged where one side changed, nothing lost', async ({
  browser,
  baseURL,
  faults,
}, testInfo) => {
  test.setTimeout(180_000);
  const a = await tablet(browser, baseURL!, faults.scope);
  const b = await tablet(browser, baseURL!, faults.scope);
  const history = await seededHistory(a.page, 1600, 3 * testInfo.retry);
  const v1 = new V1(a.page, a.session);
  await v1.post('/development-control/commit', {
    developmentControlId: null,
    historyId: history.id,
    signature: v1.signature(),
    ...completeDevelopmentControl(),
    date: new Date().toISOString().slice(0, 10),
    initialObservation: 'Observación de la primera visita.',
    primaryDiagnosis: 'F82',
    otherDiagnoses: [],
    interventionEvolution: 'Evolución de la primera visita.',
    needsTherapy: false,
    therapies: [],
    followUp: 'Seguimiento de la primera visita.',
  });
  await openControl(a.page, history);
  await openControl(b.page, history);
  await faults.reset();

  // Both tablets offline; each edits the control and saves.
  await a.context.setOffline(true);
  await b.context.setOffline(true);
  await edit(a.page, {
    'Observación inicial': 'Observación de la tableta A.',
    'Plan de seguimiento': 'Seguimiento de la tableta A.',
  });
  await edit(b.page, {
    'Observación inicial': 'Observación de la tableta B.',
    'Plan de seguimiento': 'Seguimiento de la tableta B.',
    'Evolución de la intervención': 'Evolución de la tableta B.',
  });

  // Tablet A reconnects first: its GUARDAR reaches the server.
  await a.context.setOffline(false);
  await expect
    .poll(async () => (await control(a.page, a.session, history.id)).followUp, { timeout: 60_000 })
    .toBe('Seguimiento de la tableta A.');

  // Tablet B reconnects: its write is refused for the newer version and waits for the psychologist.
  await b.context.setOffline(false);
  const status = b.page.getByTestId('sync-status');
  await expect(status.getByTestId('sync-status-attention')).toBeVisible({ timeout: 60_000 });
  await status.getByRole('button').first().click();
  const conflicts = b.page.getByRole('region', { name: 'Conflictos por resolver' });
  await expect(conflicts.getByTestId('conflict-entry')).toContainText(
    'Control de Desarrollo cambiado en otro dispositivo',
  );
  await conflicts.getByRole('button', { name: 'Resolver' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Resolver conflicto' });
  await expect(dialog.getByTestId('conflict-field')).toHaveCount(2);
  const observation = dialog.getByRole('group', { name: 'Observación inicial' });
  await expect(observation).toContainText('Observación de la tableta B.');
  await expect(observation).toContainText('Observación de la tableta A.');
  await expect(observation).toContainText('Laura Camila Restrepo Gómez');
  await observation.getByRole('radio', { name: 'Conservar este dispositivo' }).check();
  await dialog
    .getByRole('group', { name: 'Plan de seguimiento' })
    .getByRole('radio', { name: 'Conservar servidor' })
    .check();
  await dialog.getByRole('button', { name: 'Enviar elección' }).click();
  await expect(dialog).toBeHidden();

  // The server holds exactly what was chosen, with the evolution only tablet B changed.
  await expect
    .poll(async () => (await control(b.page, b.session, history.id)).initialObservation, { timeout: 60_000 })
    .toBe('Observación de la tableta B.');
  expect(await control(b.page, b.session, history.id)).toMatchObject({
    status: 'committed',
    initialObservation: 'Observación de la tableta B.',
    followUp: 'Seguimiento de la tableta A.',
    interventionEvolution: 'Evolución de la tableta B.',
    draft: null,
  });

  // The values chosen against are readable on tablet B until dismissed.
  const setAside = b.page.getByRole('region', { name: 'Valores reemplazados en conflictos' });
  const values = setAside.getByTestId('set-aside-value');
  await expect(values).toHaveCount(2);
  await expect(values.filter({ hasText: 'Observación de la tableta A.' })).toContainText('del servidor');
  await expect(values.filter({ hasText: 'Seguimiento de la tableta B.' })).toContainText(
    'de este dispositivo',
  );
  // The document's card says so too.
  const cardNote = b.page.getByTestId('control-card').getByTestId('document-set-aside');
  await expect(cardNote).toHaveText('2 valores reemplazados: véalos en Sincronización');
  await setAside
    .getByRole('button', { name: 'Descartar el valor reemplazado de Plan de seguimiento' })
    .click();
  await expect(values).toHaveCount(1);
  await expect(cardNote).toHaveText('1 valor reemplazado: véalo en Sincronización');

  // The common checks: no key executed twice, one request at a time, both outboxes empty.
  const stats = await faults.stats();
  const executed = new Map<string, number>();
  for (const r of stats.requests) {
    if (r.idempotencyKey && r.status >= 200 && r.status < 300 && !r.replay)
      executed.set(r.idempotencyKey, (executed.get(r.idempotencyKey) ?? 0) + 1);
  }
  expect([...executed.values()].every((count) => count === 1)).toBe(true);
  expect(stats.requests.some((r) => r.status === 409)).toBe(true);
  for (const { page, session } of [a, b]) {
    await expect
      .poll(async () => (await readTable(page, userDbName(session.user.id), 'outbox')).length)
      .toBe(0);
  }
  await a.context.close();
  await b.context.close();
});
