/**
 * A table row written on two tablets (docs/offline.md "Row conflicts", docs/reliability.md): a social
 * worker and an administrator, two browser contexts (each its own IndexedDB and sync worker), by touch.
 *
 * - In portrait, both open one history's Composición familiar, go offline and change the father's
 *   Ocupación. The first reconnects and its value reaches the server; the second reconnects, its write is
 *   refused for the newer version and the sync panel offers the conflict with both values and who wrote
 *   each. This tablet's value is kept: the server holds it, the value chosen against stays readable, and
 *   the first tablet shows the chosen value after its next sync, without a reload.
 * - In landscape, one tablet deletes a subsidy the other edits offline: the edit waits, the row's values
 *   are shown, and keeping them makes the subsidy again on the server.
 * - In portrait and in landscape, both open one evolution and change the observation of its activity
 *   offline: the activity record has a version of its own, so the second write waits as a family
 *   member's does, and the first tablet's open table shows the chosen value.
 *
 * Each ends with nothing lost on either tablet.
 */
import type { Browser, Page, TestInfo } from '@playwright/test';
import { activityGroup, completeEvolution, familyMember, subsidy } from '../fixtures/bodies';
import { PatientSearch } from './pages/patient-search';
import type { RowTable } from './pages/social-work';
import { SocialWorkEditor, SocialWorkView, waitForEditor } from './pages/social-work';
import { V1 } from './pages/timeline';
import { seriousViolations } from './support/axe';
import { expectNothingLost } from './support/end-checks';
import { expect, test } from './support/faults';
import { userDbName, waitForUserDb } from './support/outbox-idb';
import { seededHistory, type SeededHistory } from './support/seeded-history';
import { openSignedIn, type SignedIn } from './support/session';

const PORTRAIT = { width: 768, height: 1024 };
const LANDSCAPE = { width: 1024, height: 768 };

/** A tablet: a browser context of its own, by touch, its requests counted in the test's fault scope. */
async function tablet(
  browser: Browser,
  baseURL: string,
  scope: string,
  username: string,
  viewport: typeof PORTRAIT = PORTRAIT,
) {
  const context = await browser.newContext({ viewport, hasTouch: true });
  await context.addCookies([{ name: 'canguro-test-scope', value: scope, url: baseURL }]);
  const page = await context.newPage();
  const session = await openSignedIn(page, username, { path: '/socialwork', site: 1 });
  await waitForUserDb(page, userDbName(session.user.id));
  return { context, page, session };
}

/** Opens the history on its tab and waits for the table's one row, showing `shows`. */
async function openTable(page: Page, history: SeededHistory, tab: string, table: string, shows: string) {
  const search = new PatientSearch(page);
  await search.chooseAndVerify(history.code, history.motherDocument.slice(-3));
  await expect(search.verification).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
  await new SocialWorkView(page).tab(tab).tap();
  await expect(page.getByRole('table', { name: table }).getByTestId('editable-row')).toContainText(shows);
}

const openFamily = (page: Page, history: SeededHistory) =>
  openTable(page, history, 'Composición familiar', 'Composición familiar', 'Comerciante');

async function setOccupation(page: Page, occupation: string) {
  const family = page.getByRole('table', { name: 'Composición familiar' });
  await family.getByRole('button', { name: 'Editar Familiar 1', exact: true }).tap();
  const field = family.locator('[data-editing="true"]').getByLabel('Ocupación', { exact: true });
  await field.fill(occupation);
  await family.getByRole('button', { name: 'Guardar Familiar 1', exact: true }).tap();
  await expect(family.locator('[data-editing="true"]')).toHaveCount(0);
  await expect(family.getByTestId('editable-row')).toContainText(occupation);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const { width, height } = page.viewportSize()!;
  const path = testInfo.outputPath(`${name}-${width}x${height}.png`);
  await page.screenshot({ path });
  await testInfo.attach(`${name}-${width}x${height}`, { path, contentType: 'image/png' });
}

const occupationOnServer = async (v1: V1, historyId: string) => {
  const answer = await v1.get<{ familyMembers: { occupation?: string }[] }>(
    `/family-composition/hc/${historyId}`,
  );
  return answer.familyMembers.map((member) => member.occupation);
};

test('a family member changed on two tablets: the conflict is offered, the chosen value wins, nothing is lost', async ({
  browser,
  baseURL,
  faults,
}, testInfo) => {
  test.setTimeout(240_000);
  const a = await tablet(browser, baseURL!, faults.scope, 'trabajosocial');
  const b = await tablet(browser, baseURL!, faults.scope, 'admin');
  const history = await seededHistory(a.page, 2010, testInfo.retry, [1]);
  const v1 = new V1(a.page, a.session);
  const created = await v1.post<{ id: string }>(`/family-composition/hc/${history.id}`, {
    historyId: history.id,
    signature: v1.signature(),
  });
  await v1.put(`/family-composition/hc/${history.id}/${created.id}`, {
    ...familyMember(1),
    name: 'Jorge Ramírez',
    signature: v1.signature(),
  });
  await openFamily(a.page, history);
  await openFamily(b.page, history);
  await faults.reset();

  // Both tablets offline; each changes the father's occupation and saves.
  await a.context.setOffline(true);
  await b.context.setOffline(true);
  await setOccupation(a.page, 'Mensajero');
  await setOccupation(b.page, 'Vigilante');

  // The social worker's tablet reconnects first: its value reaches the server.
  await a.context.setOffline(false);
  await expect.poll(() => occupationOnServer(v1, history.id), { timeout: 60_000 }).toEqual(['Mensajero']);

  // The administrator's tablet reconnects: its write is refused and waits, it does not say "Sincronizado".
  await b.context.setOffline(false);
  const status = b.page.getByTestId('sync-status');
  await expect(status.getByTestId('sync-status-attention')).toBeVisible({ timeout: 60_000 });
  await expect(status.getByTestId('sync-status-label')).not.toHaveText('Sincronizado');
  expect(await occupationOnServer(v1, history.id)).toEqual(['Mensajero']);
  await status.getByRole('button').first().tap();
  const conflicts = b.page.getByRole('region', { name: 'Conflictos por resolver' });
  const entry = conflicts.getByTestId('conflict-entry');
  await expect(entry).toContainText('Familiar cambiado en otro dispositivo');
  await expect(entry).toContainText('Jorge Ramírez');
  await expect(entry).toContainText('Andrea Milena Castañeda Rojas');
  await conflicts.getByRole('button', { name: 'Resolver' }).tap();
  const dialog = b.page.getByRole('dialog', { name: 'Resolver conflicto de la fila' });
  const occupation = dialog.getByRole('group', { name: 'Ocupación' });
  await expect(occupation).toContainText('Vigilante');
  await expect(occupation).toContainText('Mensajero');
  await expect(occupation).toContainText('Andrea Milena Castañeda Rojas');
  await shoot(b.page, testInfo, 'row-conflict');
  expect(await seriousViolations(b.page)).toEqual([]);
  await occupation.getByRole('radio', { name: 'Conservar este dispositivo' }).tap();
  await dialog.getByRole('button', { name: 'Enviar elección' }).tap();
  await expect(dialog).toBeHidden();

  // The server holds the chosen value; the other stays readable on this tablet until dismissed.
  await expect.poll(() => occupationOnServer(v1, history.id), { timeout: 60_000 }).toEqual(['Vigilante']);
  const setAside = b.page.getByRole('region', { name: 'Valores reemplazados en conflictos' });
  await expect(setAside.getByTestId('set-aside-value')).toContainText('Mensajero');
  await expect(setAside.getByTestId('set-aside-value')).toContainText('Ocupación (del servidor)');

  // The first tablet shows the chosen value after its next sync, without a reload.
  await expect(
    a.page.getByRole('table', { name: 'Composición familiar' }).getByTestId('editable-row'),
  ).toContainText('Vigilante', { timeout: 90_000 });

  for (const { page, session } of [a, b] as { page: Page; session: SignedIn }[]) {
    await expectNothingLost({
      page,
      faults,
      dbName: userDbName(session.user.id),
      server: { read: () => occupationOnServer(v1, history.id), typed: ['Vigilante'] },
      // Two tablets' requests share the scope: one at a time per outbox is the unit tests' to prove.
      oneAtATime: false,
    });
  }
});

const subsidiesOnServer = async (v1: V1, historyId: string) =>
  (await v1.get<{ id: string; observation?: string }[]>(`/subsidy/hc/${historyId}`)).map(
    (row) => row.observation,
  );

test('a subsidy deleted on one tablet and edited on the other: the edit waits, kept it makes the row again', async ({
  browser,
  baseURL,
  faults,
}, testInfo) => {
  test.setTimeout(240_000);
  const a = await tablet(browser, baseURL!, faults.scope, 'trabajosocial', LANDSCAPE);
  const b = await tablet(browser, baseURL!, faults.scope, 'admin', LANDSCAPE);
  const history = await seededHistory(a.page, 2010, testInfo.retry + 2, [1]);
  const v1 = new V1(a.page, a.session);
  const created = await v1.post<{ id: string }>(`/subsidy/hc/${history.id}`, {
    historyId: history.id,
    signature: v1.signature(),
  });
  await v1.put(`/subsidy/${created.id}/hc/${history.id}`, { ...subsidy(1), signature: v1.signature() });
  for (const { page } of [a, b])
    await openTable(page, history, 'Adicionales', 'Subsidios', 'Subsidio de transporte');
  await faults.reset();

  await a.context.setOffline(true);
  await b.context.setOffline(true);
  const subsidies = (page: Page) => page.getByRole('table', { name: 'Subsidios' });
  await subsidies(a.page).getByRole('button', { name: 'Eliminar Subsidio 1', exact: true }).tap();
  await expect(subsidies(a.page).getByTestId('editable-row')).toHaveCount(0);
  await subsidies(b.page).getByRole('button', { name: 'Editar Subsidio 1', exact: true }).tap();
  const observation = subsidies(b.page)
    .locator('[data-editing="true"]')
    .getByLabel('Observación', { exact: true });
  await observation.fill('Transporte a control');
  await subsidies(b.page).getByRole('button', { name: 'Guardar Subsidio 1', exact: true }).tap();
  await expect(subsidies(b.page).getByTestId('editable-row')).toContainText('Transporte a control');

  // The deletion reaches the server first; the edit of the deleted subsidy then waits for the user.
  await a.context.setOffline(false);
  await expect.poll(() => subsidiesOnServer(v1, history.id), { timeout: 60_000 }).toEqual([]);
  await b.context.setOffline(false);
  const status = b.page.getByTestId('sync-status');
  await expect(status.getByTestId('sync-status-attention')).toBeVisible({ timeout: 60_000 });
  await status.getByRole('button').first().tap();
  const conflicts = b.page.getByRole('region', { name: 'Conflictos por resolver' });
  await expect(conflicts.getByTestId('conflict-entry')).toContainText(
    'Subsidio eliminado en otro dispositivo mientras lo editaba',
  );
  await conflicts.getByRole('button', { name: 'Resolver' }).tap();
  const dialog = b.page.getByRole('dialog', { name: 'Resolver conflicto de la fila' });
  await expect(dialog).toContainText('Transporte a control');
  const keep = dialog.getByRole('radio', { name: 'Conservar la fila con los valores de este dispositivo' });
  await expect(keep).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Aceptar la eliminación' })).not.toBeChecked();
  await shoot(b.page, testInfo, 'row-deleted-conflict');
  expect(await seriousViolations(b.page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Enviar elección' }).tap();
  await expect(dialog).toBeHidden();

  for (const { page, session } of [a, b] as { page: Page; session: SignedIn }[]) {
    await expectNothingLost({
      page,
      faults,
      dbName: userDbName(session.user.id),
      server: { read: () => subsidiesOnServer(v1, history.id), typed: ['Transporte a control'] },
      oneAtATime: false,
    });
  }
});

const activitiesOnServer = async (v1: V1, historyId: string) =>
  (
    await v1.get<{ records: { observation?: string | null }[] }[]>(`/social-work-activity/hc/${historyId}`)
  ).flatMap((group) => group.records.map((record) => record.observation));

/** Opens the history's evolution (its objective is `marker`) for editing; its activities table. */
async function openEvolutionActivities(page: Page, history: SeededHistory, marker: string) {
  const search = new PatientSearch(page);
  await search.chooseAndVerify(history.code, history.motherDocument.slice(-3));
  await expect(search.verification).toBeHidden({ timeout: 30_000 });
  const view = new SocialWorkView(page);
  await view.tab('Evoluciones').tap();
  const card = view.cards
    .and(page.locator('[data-kind="social-work-evolution"]'))
    .filter({ hasText: marker });
  await card.getByRole('button', { name: /^Editar / }).tap();
  const editor = new SocialWorkEditor(page, 'Evolución');
  await waitForEditor(editor);
  const activities = editor.table('Actividades');
  await expect(activities.rows).toContainText('Solicitar cita con la EPS');
  return { editor, activities };
}

async function setActivityObservation(activities: RowTable, observation: string) {
  await activities.button('Editar', 'Actividad 1').tap();
  await activities.input('Observación').fill(observation);
  await activities.button('Guardar', 'Actividad 1').tap();
  await expect(activities.table.locator('[data-editing="true"]')).toHaveCount(0);
  await expect(activities.rows).toContainText(observation);
}

for (const [layout, viewport, nth] of [
  ['portrait', PORTRAIT, 4],
  ['landscape', LANDSCAPE, 6],
] as const)
  test(`an activity changed on two ${layout} tablets: its record waits, the chosen observation wins, nothing is lost`, async ({
    browser,
    baseURL,
    faults,
  }, testInfo) => {
    test.setTimeout(240_000);
    const a = await tablet(browser, baseURL!, faults.scope, 'trabajosocial', viewport);
    const b = await tablet(browser, baseURL!, faults.scope, 'admin', viewport);
    const history = await seededHistory(a.page, 2010, testInfo.retry + nth, [1]);
    const v1 = new V1(a.page, a.session);
    const marker = `Acompañar ${crypto.randomUUID().slice(0, 8)}`;
    const evolution = await v1.post<{ id: ReturnType<typeof crypto.randomUUID> }>(
      '/social-work-evolution/commit',
      {
        historyId: history.id,
        signature: v1.signature(),
        ...completeEvolution(),
        objective: marker,
      },
    );
    const group = await v1.post<{ id: string; records: { _id: string }[] }>(
      `/social-work-activity/hc/${history.id}`,
      activityGroup(history.id, v1.signature(), evolution.id),
    );
    await v1.put(`/social-work-activity/${group.id}/${group.records[0]!._id}`, {
      name: 'Solicitar cita con la EPS',
      completed: false,
      observation: 'Pendiente',
      signature: v1.signature(),
    });
    const onA = await openEvolutionActivities(a.page, history, marker);
    const onB = await openEvolutionActivities(b.page, history, marker);
    await faults.reset();

    await a.context.setOffline(true);
    await b.context.setOffline(true);
    await setActivityObservation(onA.activities, 'Cita el lunes');
    await setActivityObservation(onB.activities, 'Cita el martes');

    await a.context.setOffline(false);
    await expect
      .poll(() => activitiesOnServer(v1, history.id), { timeout: 60_000 })
      .toEqual(['Cita el lunes']);
    await b.context.setOffline(false);
    await onB.editor.close();
    await expect(onB.editor.dialog).toBeHidden();
    const status = b.page.getByTestId('sync-status');
    await expect(status.getByTestId('sync-status-attention')).toBeVisible({ timeout: 60_000 });
    expect(await activitiesOnServer(v1, history.id)).toEqual(['Cita el lunes']);
    await status.getByRole('button').first().tap();
    const conflicts = b.page.getByRole('region', { name: 'Conflictos por resolver' });
    const entry = conflicts.getByTestId('conflict-entry');
    await expect(entry).toContainText('Registro de actividad cambiado en otro dispositivo');
    await expect(entry).toContainText('Solicitar cita con la EPS');
    await conflicts.getByRole('button', { name: 'Resolver' }).tap();
    const dialog = b.page.getByRole('dialog', { name: 'Resolver conflicto de la fila' });
    const observation = dialog.getByRole('group', { name: 'Observación' });
    await expect(observation).toContainText('Cita el martes');
    await expect(observation).toContainText('Cita el lunes');
    await shoot(b.page, testInfo, 'activity-conflict');
    expect(await seriousViolations(b.page)).toEqual([]);
    await observation.getByRole('radio', { name: 'Conservar este dispositivo' }).tap();
    await dialog.getByRole('button', { name: 'Enviar elección' }).tap();
    await expect(dialog).toBeHidden();

    await expect
      .poll(() => activitiesOnServer(v1, history.id), { timeout: 60_000 })
      .toEqual(['Cita el martes']);
    const setAside = b.page.getByRole('region', { name: 'Valores reemplazados en conflictos' });
    await expect(setAside.getByTestId('set-aside-value')).toContainText('Cita el lunes');
    // The first tablet's open table shows the chosen value after its next sync, without a reload.
    await expect(onA.activities.rows).toContainText('Cita el martes', { timeout: 90_000 });

    for (const { page, session } of [a, b] as { page: Page; session: SignedIn }[]) {
      await expectNothingLost({
        page,
        faults,
        dbName: userDbName(session.user.id),
        server: { read: () => activitiesOnServer(v1, history.id), typed: ['Cita el martes'] },
        oneAtATime: false,
      });
    }
  });
