/**
 * A table row written on two tablets (docs/offline.md "Row conflicts", docs/reliability.md): a social
 * worker and an administrator, two browser contexts (each its own IndexedDB and sync worker), by touch.
 *
 * For each row kind (family members, external-network reports, subsidies, psychosocial risks) both
 * tablets open one history's table of four rows and go offline. The social worker's tablet changes a
 * field of rows 1, 2 and 4 and deletes row 3; the administrator's changes the same field of row 1,
 * another field of row 2 and the field of row 3, and deletes row 4. The first reconnects and its writes
 * reach the server; the second reconnects and:
 * - row 1 (the same field on both): a conflict with both values and who wrote each; this tablet's value is
 *   kept, the other stays readable until dismissed;
 * - row 2 (two fields): merged without asking;
 * - row 3 (edited here, deleted there): the edit waits with the row's values; kept, the row is made again;
 * - row 4 (deleted here, edited there): the deletion waits; the server's values are kept.
 * The first tablet then shows the chosen values after its next sync, without a reload, and each ends with
 * nothing lost on either tablet. Family members run in portrait, the rest alternate with landscape.
 *
 * Social-work activities are one more kind: each of the four is made by its own evolution, and each is
 * changed or deleted in that evolution's editor (only the evolution that made a record changes it in place
 * or deletes it), whose table shows every activity of the history. And in landscape: a record of one
 * activity held in conflict does not hold the copy another evolution adds to that activity meanwhile
 * (each record's writes are queued under the record); the copy reaches the server before the choice.
 */
import type { Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { rowRegistry } from '../../src/contract/registry';
import { formatShortDate } from '../../src/domain/date-format';
import { rowConflictText, rowTypeLabels } from '../../src/i18n/offline';
import {
  activitiesText,
  additionalsText,
  familyCompositionText,
  risksText,
} from '../../src/i18n/social-work';
import {
  activityGroup,
  completeEvolution,
  externalNetworkReport,
  familyMember,
  psychosocialRisk,
  psychosocialRiskSource,
  subsidy,
} from '../fixtures/bodies';
import { PatientSearch } from './pages/patient-search';
import { RowTable, SocialWorkEditor, SocialWorkView, waitForEditor } from './pages/social-work';
import { V1 } from './pages/timeline';
import { seriousViolations } from './support/axe';
import { expectNothingLost } from './support/end-checks';
import { expect, test } from './support/faults';
import { userDbName, waitForUserDb } from './support/outbox-idb';
import { seededHistory, type SeededHistory } from './support/seeded-history';
import { openSignedIn, type SignedIn } from './support/session';

const PORTRAIT = { width: 768, height: 1024 };
const LANDSCAPE = { width: 1024, height: 768 };

type Resource = keyof typeof rowRegistry;

/** A field of the table: its column's label and its key in the server's rows. */
interface Field {
  label: string;
  key: string;
}

interface RowKind {
  resource: Resource;
  viewport: typeof PORTRAIT;
  /** The name of a row's buttons: "Familiar 1". */
  row: (index: number) => string;
  /** The body of row n (1 to 4) as it is written through /v1 before the tablets open it. */
  body: (n: number) => Record<string, unknown>;
  /** Writes row n (1 to 4) through /v1 before the tablets open it, as `body(n)` gives it. */
  seed: (v1: V1, historyId: string, n: number) => Promise<void>;
  /** Opens the table on a tablet with the history chosen. */
  open: (page: Page) => Promise<RowTable>;
  /**
   * When row n is written only from a table of its own (an activity, from its evolution's editor): closes
   * the open one and opens that one.
   */
  tableFor?: (page: Page, n: number) => Promise<RowTable>;
  /** The full-screen editor the table is in: the second tablet closes it to reach the sync panel. */
  editor?: ConstructorParameters<typeof SocialWorkEditor>[1];
  /** The server's rows as the table shows them, from the list it answers. */
  listed?: (answer: unknown) => Record<string, unknown>[];
  /**
   * A date of the row's edit: the dialogs show it as the table does, not as stored. None for an activity,
   * whose edit does not carry its record's day.
   */
  dateKey?: string;
  /** The field both tablets change, and the one only the second changes in row 2 with its value. */
  first: Field;
  second: Field & { value: string };
}

/** A field's value as the checks compare it: absent and null read as empty. */
const shown = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** A tab of the social-work view with its table. */
const inTab = (tab: string, caption: string) => async (page: Page) => {
  await new SocialWorkView(page).tab(tab).tap();
  const table = page.getByRole('table', { name: caption });
  return new RowTable(page, table, page.locator('main'));
};

/** Row n of a table resource, written through /v1: created, then filled with `body`. */
const seedRow =
  (resource: Exclude<Resource, 'social-work-activity'>, body: (n: number) => Record<string, unknown>) =>
  async (v1: V1, historyId: string, n: number) => {
    const declared = rowRegistry[resource];
    const extra = resource === 'psychosocial-risk' ? psychosocialRiskSource() : {};
    const { id } = await v1.post<{ id: string }>(declared.createPath(historyId), {
      historyId,
      signature: v1.signature(),
      ...extra,
    });
    await v1.put(declared.rowPath(id, historyId), { ...body(n), signature: v1.signature() });
  };

/** The objective of the evolution that made activity n: unique to this run, so its card is found by it. */
const RUN = crypto.randomUUID().slice(0, 8);
const evolutionObjective = (n: number) => `Acompañar ${RUN} evolución ${n}`;

/** Activity n: its record's fields and day. */
const activity = (n: number) => ({
  name: `Trámite ${n}`,
  completed: false,
  observation: `Pendiente ${n}`,
  recordDate: `2025-06-0${n}`,
});

/** Evolution n, committed through /v1. */
const seedEvolution = (v1: V1, historyId: string, n: number) =>
  v1.post<{ id: ReturnType<typeof crypto.randomUUID> }>('/social-work-evolution/commit', {
    historyId,
    signature: v1.signature(),
    ...completeEvolution(),
    objective: evolutionObjective(n),
  });

/** Activity n, made by an evolution of its own (committed first), its one record filled. */
async function seedActivity(v1: V1, historyId: string, n: number) {
  const evolution = await seedEvolution(v1, historyId, n);
  const { recordDate, ...fields } = activity(n);
  const group = await v1.post<{ id: string; records: { _id: string }[] }>(
    `/social-work-activity/hc/${historyId}`,
    { ...activityGroup(historyId, v1.signature(), evolution.id), recordDate },
  );
  await v1.put(`/social-work-activity/${group.id}/${group.records[0]!._id}`, {
    ...fields,
    signature: v1.signature(),
  });
}

/**
 * The activities table in the editor of the evolution that made activity n (found by its objective), the
 * editor open before closed first.
 */
async function inEvolution(page: Page, n: number) {
  const editor = new SocialWorkEditor(page, 'Evolución');
  if ((await editor.dialog.count()) > 0) {
    await editor.close();
    await expect(editor.dialog).toBeHidden();
  }
  const view = new SocialWorkView(page);
  await view.tab('Evoluciones').tap();
  const card = view.cards
    .and(page.locator('[data-kind="social-work-evolution"]'))
    .filter({ hasText: evolutionObjective(n) });
  await card.getByRole('button', { name: /^Editar / }).tap();
  await waitForEditor(editor);
  return editor.table('Actividades');
}

/** The observation of every record of each activity group, oldest first. */
const recordObservations = (answer: unknown) =>
  (answer as { records: Record<string, unknown>[] }[]).map((group) =>
    group.records.map((record) => record.observation),
  );

/** An activity as its table shows it: its group's last record. */
const lastRecords = (answer: unknown) =>
  (answer as { records: Record<string, unknown>[] }[]).flatMap((group) => group.records.slice(-1));

/** The risks: the initial assessment's full-screen editor, which shows every risk of the history. */
async function inAssessment(page: Page) {
  await page.getByRole('button', { name: 'Registrar Valoración Inicial' }).tap();
  const editor = new SocialWorkEditor(page, 'Valoración Inicial');
  await waitForEditor(editor);
  return editor.table(risksText.caption);
}

const kinds: RowKind[] = [
  {
    resource: 'family-composition',
    viewport: PORTRAIT,
    row: familyCompositionText.row,
    body: familyMember,
    seed: seedRow('family-composition', familyMember),
    open: inTab('Composición familiar', familyCompositionText.caption),
    dateKey: 'birthDate',
    first: { label: familyCompositionText.occupation, key: 'occupation' },
    second: { label: familyCompositionText.observation, key: 'observation', value: 'Trabaja de noche' },
  },
  {
    resource: 'external-network-report',
    viewport: LANDSCAPE,
    row: additionalsText.reports.row,
    body: externalNetworkReport,
    seed: seedRow('external-network-report', externalNetworkReport),
    open: inTab('Adicionales', additionalsText.reports.caption),
    dateKey: 'filingDate',
    first: { label: additionalsText.reports.filingNumber, key: 'filingNumber' },
    second: { label: additionalsText.reports.observation, key: 'observation', value: 'Seguimiento ICBF' },
  },
  {
    resource: 'subsidy',
    viewport: PORTRAIT,
    row: additionalsText.subsidies.row,
    body: subsidy,
    seed: seedRow('subsidy', subsidy),
    open: inTab('Adicionales', additionalsText.subsidies.caption),
    dateKey: 'date',
    first: { label: additionalsText.subsidies.observation, key: 'observation' },
    second: { label: additionalsText.subsidies.date, key: 'date', value: '2025-06-20' },
  },
  {
    resource: 'psychosocial-risk',
    viewport: LANDSCAPE,
    row: risksText.row,
    body: psychosocialRisk,
    seed: seedRow('psychosocial-risk', psychosocialRisk),
    open: inAssessment,
    editor: 'Valoración Inicial',
    dateKey: 'assessmentDate',
    first: { label: risksText.action, key: 'action' },
    second: { label: risksText.observation, key: 'observation', value: 'Visita de seguimiento' },
  },
  {
    resource: 'social-work-activity',
    viewport: PORTRAIT,
    row: activitiesText.row,
    body: activity,
    seed: seedActivity,
    open: (page) => inEvolution(page, 1),
    tableFor: inEvolution,
    editor: 'Evolución',
    listed: lastRecords,
    first: { label: activitiesText.observation, key: 'observation' },
    second: { label: activitiesText.name, key: 'name', value: 'Cita con la EPS' },
  },
];

/** The tablets of the running test: closed after it, so their sync workers do not load the next one. */
const openTablets: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(openTablets.splice(0).map((context) => context.close()));
});

/** A tablet: a browser context of its own, by touch, its requests counted in the test's fault scope. */
async function tablet(
  browser: Browser,
  baseURL: string,
  scope: string,
  username: string,
  viewport: typeof PORTRAIT,
) {
  const context = await browser.newContext({ viewport, hasTouch: true });
  openTablets.push(context);
  await context.addCookies([{ name: 'canguro-test-scope', value: scope, url: baseURL }]);
  const page = await context.newPage();
  const session = await openSignedIn(page, username, { path: '/socialwork', site: 1 });
  await waitForUserDb(page, userDbName(session.user.id));
  return { context, page, session };
}

async function chooseHistory(page: Page, history: SeededHistory) {
  const search = new PatientSearch(page);
  await search.chooseAndVerify(history.code, history.motherDocument.slice(-3));
  await expect(search.verification).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
}

async function change(rows: RowTable, row: string, field: string, value: string) {
  await rows.button('Editar', row).tap();
  await rows.input(field).fill(value);
  await rows.button('Guardar', row).tap();
  await expect(rows.table.locator('[data-editing="true"]')).toHaveCount(0);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const { width, height } = page.viewportSize()!;
  const path = testInfo.outputPath(`${name}-${width}x${height}.png`);
  await page.screenshot({ path });
  await testInfo.attach(`${name}-${width}x${height}`, { path, contentType: 'image/png' });
}

/** Opens a conflict of the sync panel's list by its title and answers the dialog's question. */
async function resolve(page: Page, title: string, choose: (dialog: Locator) => Promise<void>) {
  const conflicts = page.getByRole('region', { name: 'Conflictos por resolver' });
  await conflicts
    .getByTestId('conflict-entry')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Resolver' })
    .tap();
  const dialog = page.getByRole('dialog', { name: rowConflictText.dialogTitle });
  // Opened, not fading in: the screenshots show it whole.
  await expect(dialog).toHaveCSS('opacity', '1');
  await choose(dialog);
  await dialog.getByRole('button', { name: 'Enviar elección' }).tap();
  // The choice is sealed and written before the dialog closes: seconds on a loaded machine.
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

for (const [index, kind] of kinds.entries()) {
  const label = rowTypeLabels[kind.resource];
  const { first, second } = kind;

  test(`${label}: the same field, two fields, an edit of a deleted row and a deletion of an edited one, on two tablets`, async ({
    browser,
    baseURL,
    faults,
  }, testInfo) => {
    test.setTimeout(300_000);
    const a = await tablet(browser, baseURL!, faults.scope, 'trabajosocial', kind.viewport);
    const b = await tablet(browser, baseURL!, faults.scope, 'admin', kind.viewport);
    const history = await seededHistory(a.page, 2010, index + kinds.length * testInfo.retry, [1]);
    const v1 = new V1(a.page, a.session);
    const original: Record<string, unknown>[] = [];
    for (let n = 1; n <= 4; n++) {
      await kind.seed(v1, history.id, n);
      original.push(kind.body(n));
    }
    const serverRows = async () => {
      const answer = await v1.get<Record<string, unknown>[] | { familyMembers: Record<string, unknown>[] }>(
        rowRegistry[kind.resource].createPath(history.id),
      );
      const rows = kind.listed?.(answer) ?? (Array.isArray(answer) ? answer : answer.familyMembers);
      return rows.map((row) => `${shown(row[first.key])} | ${shown(row[second.key])}`).sort();
    };
    const at = (n: number, key: string) => shown(original[n - 1]![key]);

    const tables: RowTable[] = [];
    for (const { page } of [a, b]) {
      await chooseHistory(page, history);
      const rows = await kind.open(page);
      await expect(rows.rows).toHaveCount(4);
      tables.push(rows);
    }
    await faults.reset();
    // The table where row n (1 to 4) is written on a tablet (0: the social worker's, 1: the administrator's).
    const shownFor = [1, 1];
    const on = async (t: 0 | 1, n: number) => {
      if (kind.tableFor && shownFor[t] !== n) {
        tables[t] = await kind.tableFor([a, b][t]!.page, n);
        shownFor[t] = n;
      }
      return tables[t]!;
    };

    // Both offline. The social worker changes rows 1, 2 and 4 and deletes row 3; the administrator changes
    // row 1's same field, row 2's other field and row 3, and deletes row 4.
    await a.context.setOffline(true);
    await b.context.setOffline(true);
    await change(await on(0, 1), kind.row(0), first.label, 'Uno de Andrea');
    await change(await on(0, 2), kind.row(1), first.label, 'Dos de Andrea');
    await change(await on(0, 4), kind.row(3), first.label, 'Cuatro de Andrea');
    await (await on(0, 3)).button('Eliminar', kind.row(2)).tap();
    await expect((await on(0, 3)).rows).toHaveCount(3);
    await change(await on(1, 1), kind.row(0), first.label, 'Uno del administrador');
    await change(await on(1, 2), kind.row(1), second.label, second.value);
    await change(await on(1, 3), kind.row(2), first.label, 'Tres del administrador');
    await (await on(1, 4)).button('Eliminar', kind.row(3)).tap();
    await expect((await on(1, 4)).rows).toHaveCount(3);
    const rowsA = tables[0]!;

    // The social worker's tablet reconnects first: its writes reach the server.
    await a.context.setOffline(false);
    const afterFirst = [
      `Cuatro de Andrea | ${at(4, second.key)}`,
      `Dos de Andrea | ${at(2, second.key)}`,
      `Uno de Andrea | ${at(1, second.key)}`,
    ].sort();
    await expect.poll(serverRows, { timeout: 60_000 }).toEqual(afterFirst);

    // The administrator's tablet reconnects: row 2 merges, the other three wait for the user.
    await b.context.setOffline(false);
    if (kind.editor) await new SocialWorkEditor(b.page, kind.editor).close();
    const status = b.page.getByTestId('sync-status');
    await expect(status.getByTestId('sync-status-attention')).toContainText('3 cambios', { timeout: 60_000 });
    await expect(status.getByTestId('sync-status-label')).not.toHaveText('Sincronizado');
    // The open history says a conflict waits, not that the server refused it.
    await expect(
      b.page.locator(`[data-testid="open-histories"] li[data-history-id="${history.id}"]`),
    ).toHaveAttribute('data-work-state', 'conflict');
    await expect
      .poll(serverRows, { timeout: 30_000 })
      .toEqual(
        [
          `Cuatro de Andrea | ${at(4, second.key)}`,
          `Dos de Andrea | ${second.value}`,
          `Uno de Andrea | ${at(1, second.key)}`,
        ].sort(),
      );
    await status.getByRole('button').first().tap();
    const entries = b.page
      .getByRole('region', { name: 'Conflictos por resolver' })
      .getByTestId('conflict-entry');
    await expect(entries).toHaveCount(3);
    const changed = entries.filter({ hasText: rowConflictText.changed(label) });
    await expect(changed).toContainText('Andrea Milena Castañeda Rojas');

    await resolve(b.page, rowConflictText.changed(label), async (dialog) => {
      const field = dialog.getByRole('group', { name: first.label });
      await expect(field).toContainText('Uno del administrador');
      await expect(field).toContainText('Uno de Andrea');
      await expect(field).toContainText('Andrea Milena Castañeda Rojas');
      await shoot(b.page, testInfo, `${kind.resource}-changed`);
      expect(await seriousViolations(b.page)).toEqual([]);
      await field.getByRole('radio', { name: 'Conservar este dispositivo' }).tap();
    });
    await resolve(b.page, rowConflictText.deletedThere(label), async (dialog) => {
      await expect(dialog).toContainText('Tres del administrador');
      if (kind.dateKey) {
        const date = at(3, kind.dateKey);
        await expect(dialog).toContainText(formatShortDate(date));
        await expect(dialog).not.toContainText(date);
      }
      await expect(dialog.getByRole('radio', { name: rowConflictText.keepMine })).toBeChecked();
      await shoot(b.page, testInfo, `${kind.resource}-deleted-there`);
    });
    await resolve(b.page, rowConflictText.changedThere(label), async (dialog) => {
      await expect(dialog).toContainText('Cuatro de Andrea');
      // The row's own fields, as its table names them: no stored links to the document that made it.
      await expect(dialog).not.toContainText('sourceId');
      await shoot(b.page, testInfo, `${kind.resource}-changed-there`);
      await dialog.getByRole('radio', { name: rowConflictText.keepServer }).tap();
    });

    // The chosen values on the server; the value chosen against stays readable here until dismissed.
    const final = [
      `Cuatro de Andrea | ${at(4, second.key)}`,
      `Dos de Andrea | ${second.value}`,
      `Tres del administrador | ${at(3, second.key)}`,
      `Uno del administrador | ${at(1, second.key)}`,
    ].sort();
    await expect.poll(serverRows, { timeout: 60_000 }).toEqual(final);
    const setAside = b.page.getByRole('region', { name: 'Valores reemplazados en conflictos' });
    await expect(setAside.getByTestId('set-aside-value')).toContainText('Uno de Andrea');
    await expect(setAside.getByTestId('set-aside-value')).toContainText(`${first.label} (del servidor)`);

    // The first tablet shows the chosen values after its next sync, without a reload.
    await expect(rowsA.rows).toHaveCount(4, { timeout: 90_000 });
    // Each by the sync that brings it: a sync may read the rows before the last choice reached the server.
    await expect(rowsA.table).toContainText('Uno del administrador', { timeout: 90_000 });
    await expect(rowsA.table).toContainText('Tres del administrador', { timeout: 90_000 });

    for (const { page, session } of [a, b] as { page: Page; session: SignedIn }[]) {
      await expectNothingLost({
        page,
        faults,
        dbName: userDbName(session.user.id),
        server: { read: serverRows, typed: final },
        // Two tablets' requests share the scope: one at a time per outbox is the unit tests' to prove.
        oneAtATime: false,
      });
    }
  });
}

test('a record of an activity held in conflict does not hold the copy another evolution adds to it', async ({
  browser,
  baseURL,
  faults,
}, testInfo) => {
  test.setTimeout(240_000);
  const a = await tablet(browser, baseURL!, faults.scope, 'trabajosocial', LANDSCAPE);
  const b = await tablet(browser, baseURL!, faults.scope, 'admin', LANDSCAPE);
  const history = await seededHistory(a.page, 2100, testInfo.retry, [1]);
  const v1 = new V1(a.page, a.session);
  await seedActivity(v1, history.id, 1);
  await seedEvolution(v1, history.id, 2);
  const observations = async () => recordObservations(await v1.get(`/social-work-activity/hc/${history.id}`));
  const tables: RowTable[] = [];
  for (const { page } of [a, b]) {
    await chooseHistory(page, history);
    tables.push(await inEvolution(page, 1));
  }
  const [onA, onB] = tables as [RowTable, RowTable];
  await faults.reset();

  // Both offline: each changes the observation of the record evolution 1 made; the administrator then
  // changes the activity from evolution 2, which adds that evolution's copy to the same group.
  await a.context.setOffline(true);
  await b.context.setOffline(true);
  const row = activitiesText.row(0);
  await change(onA, row, activitiesText.observation, 'Cita el lunes');
  await change(onB, row, activitiesText.observation, 'Cita el martes');
  const copyOnB = await inEvolution(b.page, 2);
  await change(copyOnB, row, activitiesText.observation, 'Copia de la segunda evolución');

  await a.context.setOffline(false);
  await expect.poll(observations, { timeout: 60_000 }).toEqual([['Cita el lunes']]);
  await b.context.setOffline(false);
  // The record waits for the user; the copy, queued under its own record, reaches the server meanwhile.
  await expect
    .poll(observations, { timeout: 60_000 })
    .toEqual([['Cita el lunes', 'Copia de la segunda evolución']]);
  await new SocialWorkEditor(b.page, 'Evolución').close();
  const status = b.page.getByTestId('sync-status');
  await expect(status.getByTestId('sync-status-attention')).toContainText('1 cambio', { timeout: 60_000 });
  await status.getByRole('button').first().tap();
  await expect(
    b.page.getByRole('region', { name: 'Conflictos por resolver' }).getByTestId('conflict-entry'),
  ).toHaveCount(1);
  await shoot(b.page, testInfo, 'activity-copy-sent');
  await resolve(b.page, rowConflictText.changed(rowTypeLabels['social-work-activity']), async (dialog) => {
    const field = dialog.getByRole('group', { name: activitiesText.observation });
    await expect(field).toContainText('Cita el martes');
    await expect(field).toContainText('Cita el lunes');
    await field.getByRole('radio', { name: 'Conservar este dispositivo' }).tap();
  });
  const final = [['Cita el martes', 'Copia de la segunda evolución']];
  await expect.poll(observations, { timeout: 60_000 }).toEqual(final);
  // The first tablet's open table shows the activity as it stands: the copy, its last record.
  await expect(onA.rows).toContainText('Copia de la segunda evolución', { timeout: 90_000 });
  expect(await seriousViolations(a.page)).toEqual([]);

  for (const { page, session } of [a, b] as { page: Page; session: SignedIn }[]) {
    await expectNothingLost({
      page,
      faults,
      dbName: userDbName(session.user.id),
      server: { read: observations, typed: final },
      oneAtATime: false,
    });
  }
});
