/**
 * Model test of the write path (fast-check): random sequences of what a user and the network do to one to
 * three development controls of a history and to its subsidy rows — edit and autosave, GUARDAR, X, a row
 * added, edited and deleted (each with a local id until its POST is answered), a psychosocial risk naming
 * a document by its local id, another tablet staging a document (a field this device never writes, or
 * the follow-up it writes too: a conflict, resolved by the user keeping this device's follow-up), going
 * offline or onto a flaky network, coming back, reloading the page, and server faults (a 5xx, a connection
 * dropped after the server committed, an expired token, a captive portal's 200 page) — interleaved with
 * single replay steps and whole passes.
 *
 * At the end (online, faults cleared, replayed until idle) the server must hold exactly what the model
 * expects: every document committed with its last committed content (and its last later stage as pending
 * draft, unless discarded), every never-committed staged draft with its last stage, nothing for discarded
 * drafts, every row not deleted with its last edit, every risk whose document reached the server naming
 * its server id (the others waiting in "needs attention", unless the X deleted them with a document that
 * never reached the server), and no duplicate. The subsidy rows are versioned (docs/offline.md "Row
 * conflicts"): another tablet changes a row's type (merged with this device's edits without asking) or its
 * observation (a conflict when this device edits it again, resolved keeping this device's; a deletion of a
 * row changed there, resolved deleting it); what the other tablet wrote
 * and this device replaced is kept on the device, set aside. Along the way no request overlaps another, none names a local id, and no
 * Idempotency-Key is executed twice. After every command the outbox holds at most one unsent stage per
 * draft (coalescing).
 *
 * One in-process server for the whole file; each run gets a fresh device (its own fake IndexedDB) and the
 * history's documents are deleted first.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { documentFields, type ListedDocument } from '../../../src/contract/document';
import { conflictFields, resolveConflict, type FieldChoice } from '../../../src/offline/conflicts';
import { getDraft, openDraft, writeDraft } from '../../../src/offline/drafts';
import { collectLocalIds } from '../../../src/offline/local-ids';
import { discard, enqueueCommit, enqueueStage } from '../../../src/offline/outbox';
import { openRecord, putRecord, recordKeys } from '../../../src/offline/records';
import { openEntry } from '../../../src/offline/outbox';
import { listRowConflicts, resolveRowConflict } from '../../../src/offline/row-conflicts';
import { createRow, deleteRow, updateRow } from '../../../src/offline/row-writes';
import { replayAll, replayNext } from '../../../workers/replay-core';
import {
  completeDevelopmentControl,
  psychosocialRisk,
  psychosocialRiskSource,
  subsidy,
} from '../../fixtures/bodies';
import { openDevice, type Device } from './support/offline-context';
import {
  FaultyTransport,
  startReferenceServer,
  TestSession,
  type ReferenceServer,
} from './support/reference-server';

const RUNS = 1000;

let server: ReferenceServer;
let session: TestSession;
let historyId: string;

beforeAll(async () => {
  server = await startReferenceServer();
  // An administrator: the one user who writes both development controls and social-work rows.
  session = await TestSession.signIn(server, 'admin');
  historyId = server.historyIds[1]!;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/**
 * One draft as the user made it: every stage and commit in order (with the follow-up another tablet staged
 * on the server in between, `server`), and whether X closed it.
 */
interface Instance {
  key: string;
  writes: { op: 'stage' | 'commit'; followUp: string; server?: true }[];
  discarded: boolean;
  /** The last `interventionEvolution` a second writer staged on the server (this device never changes it). */
  evolution?: string;
}

/**
 * A subsidy row as the user made it: its local id, its last observation (this device's, or the other
 * tablet's when that came last), the other tablet's last type, whether it was deleted.
 */
interface RowInstance {
  localId: string;
  observation: string | null;
  type: number | null;
  deleted: boolean;
}

/** A psychosocial risk whose `sourceId` names a document of the model by its local id. */
interface RiskInstance {
  localId: string;
  source: Instance;
}

interface Model {
  /** The draft open in each slot (one slot per document the user works on). */
  open: (Instance | null)[];
  all: Instance[];
  rows: RowInstance[];
  risks: RiskInstance[];
  counter: number;
}

const liveRows = (model: Readonly<Model>) => model.rows.filter((row) => !row.deleted);

interface Real {
  device: Device;
  transport: FaultyTransport;
}

type Cmd = fc.AsyncCommand<Model, Real>;

const content = (followUp: string) => ({
  ...completeDevelopmentControl(),
  followUp,
  signature: session.signature(),
});

/**
 * What the form holds after the user types `followUp`: the fields the user does not touch stay as the
 * draft has them (a merge with the second writer's change included).
 */
async function typed(real: Real, key: string, followUp: string) {
  const evolution = (await getDraft(real.device.db, key))?.content.interventionEvolution;
  return { ...content(followUp), ...(evolution !== undefined && { interventionEvolution: evolution }) };
}

async function instanceIn(model: Model, real: Real, slot: number): Promise<Instance> {
  const current = model.open[slot];
  if (current) return current;
  const draft = await openDraft(real.device.db, { kind: 'development-control', historyId, content: {} });
  const created: Instance = { key: draft.key, writes: [], discarded: false };
  model.open[slot] = created;
  model.all.push(created);
  return created;
}

class Edit implements Cmd {
  constructor(readonly slot: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const instance = await instanceIn(model, real, this.slot);
    const followUp = `s${this.slot}-${++model.counter}`;
    await writeDraft(real.device.db, instance.key, await typed(real, instance.key, followUp));
    await enqueueStage(real.device.db, instance.key);
    instance.writes.push({ op: 'stage', followUp });
  }
  toString = () => `edit+stage(${this.slot})`;
}

class Commit implements Cmd {
  constructor(readonly slot: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const instance = await instanceIn(model, real, this.slot);
    const followUp = `c${this.slot}-${++model.counter}`;
    await enqueueCommit(real.device.db, instance.key, await typed(real, instance.key, followUp));
    instance.writes.push({ op: 'commit', followUp });
  }
  toString = () => `commit(${this.slot})`;
}

class Discard implements Cmd {
  constructor(readonly slot: number) {}
  check = (model: Readonly<Model>) => model.open[this.slot] != null;
  async run(model: Model, real: Real) {
    const instance = model.open[this.slot]!;
    const result = await discard(real.device.db, instance.key);
    expect(result).not.toBe('nothing');
    // A draft that never reached the server is deleted on the device with the rows naming it.
    if (result === 'dropped' && !(await real.device.db.idMap.get(instance.key))) {
      const kept = model.risks.filter((risk) => risk.source !== instance);
      coverage.risksWithoutDocument += model.risks.length - kept.length;
      model.risks = kept;
    }
    instance.discarded = true;
    model.open[this.slot] = null;
  }
  toString = () => `discard(${this.slot})`;
}

class AddRow implements Cmd {
  check = () => true;
  async run(model: Model, real: Real) {
    const localId = await createRow(real.device.db, 'subsidy', historyId, {
      historyId,
      signature: session.signature(),
    });
    model.rows.push({ localId, observation: null, type: null, deleted: false });
  }
  toString = () => 'add-row';
}

/**
 * The type a row's form shows on this device, and so sends with an edit: its last unsent write's, else the
 * stored list's (the server's answer to an acknowledged write, or the merge of a conflict), else the new
 * row's.
 */
async function shownType(real: Real, localId: string): Promise<number> {
  const { db } = real.device;
  const entries = await db.outbox.where('draftKey').equals(localId).sortBy('seq');
  for (const entry of entries.reverse()) {
    const { payload } = await openEntry(db, entry);
    if (typeof payload?.type === 'number') return payload.type;
  }
  const mapped = await db.idMap.get(localId);
  const record = await db.records.get(recordKeys.rows('subsidy', historyId));
  const rows = record ? (await openRecord<{ id: string; type?: number }[]>(db, record)).data : [];
  return rows.find((row) => row.id === (mapped?.serverId ?? localId))?.type ?? subsidy().type;
}

class EditRow implements Cmd {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => liveRows(model).length > 0;
  async run(model: Model, real: Real) {
    const live = liveRows(model);
    const row = live[this.pick % live.length]!;
    const observation = `r-${++model.counter}`;
    await updateRow(real.device.db, 'subsidy', historyId, row.localId, {
      ...subsidy(),
      // The form sends the type it shows: the other tablet's, once this device read it (its merge).
      type: await shownType(real, row.localId),
      observation,
      signature: session.signature(),
    });
    row.observation = observation;
    row.type ??= subsidy().type;
  }
  toString = () => `edit-row(${this.pick})`;
}

class DeleteRow implements Cmd {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => liveRows(model).length > 0;
  async run(model: Model, real: Real) {
    const live = liveRows(model);
    const row = live[this.pick % live.length]!;
    await deleteRow(real.device.db, 'subsidy', historyId, row.localId);
    row.deleted = true;
  }
  toString = () => `delete-row(${this.pick})`;
}

/**
 * A psychosocial risk naming the slot's document (`sourceId`): its POST waits until that document has a
 * server id and goes with it, or needs attention when the document can never reach the server.
 */
class AddRisk implements Cmd {
  constructor(readonly slot: number) {}
  check = (model: Readonly<Model>) => model.open[this.slot] != null;
  async run(model: Model, real: Real) {
    const source = model.open[this.slot]!;
    const localId = await createRow(real.device.db, 'psychosocial-risk', historyId, {
      historyId,
      ...psychosocialRiskSource(source.key as ReturnType<typeof crypto.randomUUID>),
      ...psychosocialRisk(),
      signature: session.signature(),
    });
    model.risks.push({ localId, source });
  }
  toString = () => `add-risk(${this.slot})`;
}

/**
 * Another tablet changes a subsidy row on the server, once every write of this device to it is
 * acknowledged: its type (a field this device never changes: merged with this device's later writes
 * without asking) or its observation (the field this device writes: its next edit is a conflict, resolved
 * keeping this device's; its deletion too, resolved deleting the row).
 */
class OtherTabletRow implements Cmd {
  constructor(
    readonly pick: number,
    readonly field: 'type' | 'observation',
  ) {}
  check = (model: Readonly<Model>) => liveRows(model).length > 0;
  async run(model: Model, real: Real) {
    const live = liveRows(model);
    const row = live[this.pick % live.length]!;
    const mapped = await real.device.db.idMap.get(row.localId);
    if (!mapped || (await real.device.db.outbox.where('draftKey').equals(row.localId).count()) > 0) return;
    const listed: { id: string; type?: number; observation?: string | null }[] = await session.get(
      `/subsidy/hc/${historyId}`,
    );
    const current = listed.find((r) => r.id === mapped.serverId);
    if (!current) return;
    const type = this.field === 'type' ? (current.type ?? 1) + 1 : (current.type ?? subsidy().type);
    const observation = this.field === 'observation' ? `x-${++model.counter}` : (current.observation ?? null);
    const change = { type, observation };
    const response = await session.request('PUT', `/subsidy/${mapped.serverId}/hc/${historyId}`, {
      body: { ...subsidy(), ...current, ...change, signature: session.signature() },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(response.status).toBe(200);
    row.type = type;
    row.observation = observation;
    coverage.otherTabletRows += 1;
  }
  toString = () => `other-tablet-row(${this.pick}, ${this.field})`;
}

/**
 * The user resolves every row conflict held on the device: this device's observation kept, the server's
 * value of any other field; a deletion of a row changed elsewhere goes on.
 */
async function resolveRows(real: Real) {
  for (const conflict of await listRowConflicts(real.device.db)) {
    const choice =
      conflict.fields.length > 0
        ? {
            fields: Object.fromEntries(
              conflict.fields.map(({ field }) => [
                field,
                { keep: field === 'observation' ? ('device' as const) : ('server' as const) },
              ]),
            ),
          }
        : { row: 'let-go' as const };
    if (await resolveRowConflict(real.device.db, conflict.seq, choice)) coverage.rowConflictsResolved += 1;
  }
}

type Network = 'online' | 'offline' | 'flaky';
class SetNetwork implements Cmd {
  constructor(readonly network: Network) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    // Offline: the device knows it (navigator.onLine). Flaky: it believes it is online, requests fail.
    real.device.online = this.network !== 'offline';
    real.transport.offline = this.network !== 'online';
    return Promise.resolve();
  }
  toString = () => this.network;
}

class Reload implements Cmd {
  check = () => true;
  run = (_model: Model, real: Real) => real.device.reload();
  toString = () => 'reload';
}

/**
 * Another tablet stages the document on the server while it is a draft there, changing only a field this
 * device never writes: every later write of this device is refused for the newer version and merged with
 * it, with no field in conflict.
 */
class SecondWriter implements Cmd {
  constructor(readonly slot: number) {}
  check = (model: Readonly<Model>) => model.open[this.slot] != null;
  async run(model: Model, real: Real) {
    const instance = model.open[this.slot]!;
    const mapped = await real.device.db.idMap.get(instance.key);
    if (!mapped) return;
    const listed: ListedDocument[] = await session.get(`/development-control/hc/${historyId}`);
    const doc = listed.find((d) => d.id === mapped.serverId);
    if (doc?.status !== 'draft') return;
    const evolution = `o${this.slot}-${++model.counter}`;
    const response = await session.request('POST', '/development-control/stage', {
      body: {
        ...documentFields(doc, 'developmentControlId'),
        developmentControlId: doc.id,
        historyId,
        interventionEvolution: evolution,
      },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(response.status).toBe(200);
    instance.evolution = evolution;
    coverage.secondWrites += 1;
  }
  toString = () => `second-writer(${this.slot})`;
}

/**
 * Another tablet stages the document on the server with a follow-up of its own — the field this device
 * writes — once every write of this device so far is acknowledged: this device's next write of it is a
 * conflict held for the user (both sides changed the field), and what the other tablet wrote stands on the
 * server until then.
 */
class ConflictingWriter implements Cmd {
  constructor(readonly slot: number) {}
  check = (model: Readonly<Model>) => model.open[this.slot] != null;
  async run(model: Model, real: Real) {
    const instance = model.open[this.slot]!;
    const mapped = await real.device.db.idMap.get(instance.key);
    if (!mapped || (await real.device.db.outbox.where('draftKey').equals(instance.key).count()) > 0) return;
    const listed: ListedDocument[] = await session.get(`/development-control/hc/${historyId}`);
    const doc = listed.find((d) => d.id === mapped.serverId);
    if (doc?.status !== 'draft') return;
    const followUp = `t${this.slot}-${++model.counter}`;
    const response = await session.request('POST', '/development-control/stage', {
      body: {
        ...documentFields(doc, 'developmentControlId'),
        developmentControlId: doc.id,
        historyId,
        followUp,
      },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(response.status).toBe(200);
    instance.writes.push({ op: 'stage', followUp, server: true });
    coverage.conflictingWrites += 1;
  }
  toString = () => `conflicting-writer(${this.slot})`;
}

/**
 * The user resolves every conflict held on the device: this device's follow-up kept (the model's writes
 * stay the truth), the server's value of any other field (the second writer's evolution).
 */
async function resolveAll(real: Real) {
  for (const stored of await real.device.db.drafts.toArray()) {
    const draft = await getDraft(real.device.db, stored.key);
    if (!draft?.conflict) continue;
    const choices = Object.fromEntries(
      conflictFields(draft).map(({ field }) => [field, { keep: field === 'followUp' ? 'device' : 'server' }]),
    ) as Record<string, FieldChoice>;
    if (await resolveConflict(real.device.db, draft.key, choices)) coverage.conflictsResolved += 1;
  }
}

class Resolve implements Cmd {
  check = () => true;
  run = async (_model: Model, real: Real) => {
    await resolveAll(real);
    await resolveRows(real);
  };
  toString = () => 'resolve';
}

type FaultName = '5xx' | 'drop-after-commit' | '401' | 'captive-portal';
class Fault implements Cmd {
  constructor(readonly fault: FaultName) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    real.transport.faults.push(
      this.fault === '5xx' ? { status: 503 } : this.fault === '401' ? 'unauthorized' : this.fault,
    );
    return Promise.resolve();
  }
  toString = () => `fault(${this.fault})`;
}

class Step implements Cmd {
  check = () => true;
  async run(_model: Model, real: Real) {
    await replayNext(real.device.deps);
  }
  toString = () => 'step';
}

class Sync implements Cmd {
  check = () => true;
  async run(_model: Model, real: Real) {
    real.device.clock.advance(10 * 60_000);
    await replayAll(real.device.deps);
  }
  toString = () => 'sync';
}

/** After every command: at most one unsent stage per draft. */
async function checkCoalesced(real: Real) {
  const unsent = (await real.device.db.outbox.toArray()).filter((e) => e.op === 'stage' && e.sentAt === null);
  const keys = unsent.map((e) => e.draftKey);
  expect(new Set(keys).size).toBe(keys.length);
}

class Checked implements Cmd {
  constructor(readonly inner: Cmd) {}
  check = (model: Readonly<Model>) => this.inner.check(model);
  async run(model: Model, real: Real) {
    await this.inner.run(model, real);
    await checkCoalesced(real);
  }
  toString = () => this.inner.toString();
}

/** What the server must hold for one draft, or null for nothing. */
function expectedOf(instance: Instance): { status: string; followUp: string; draft: string | null } | null {
  const lastCommit = instance.writes.map((w) => w.op).lastIndexOf('commit');
  const after = instance.writes.slice(lastCommit + 1);
  const lastStage = after.length ? after[after.length - 1]!.followUp : null;
  if (lastCommit >= 0) {
    const committed = instance.writes[lastCommit]!.followUp;
    return { status: 'committed', followUp: committed, draft: instance.discarded ? null : lastStage };
  }
  if (instance.discarded || lastStage === null) return null;
  return { status: 'draft', followUp: lastStage, draft: null };
}

async function drainAndCompare(model: Model, real: Real) {
  const { device, transport } = real;
  device.online = true;
  transport.offline = false;
  transport.faults.length = 0;
  for (let pass = 0; pass < 10; pass++) {
    device.clock.advance(10 * 60_000);
    const result = await replayAll(device.deps);
    expect(result.outcome).not.toBe('paused-auth');
    await resolveAll(real);
    await resolveRows(real);
    if ((await device.db.outbox.where('state').anyOf(['pending', 'conflict']).count()) === 0) break;
  }
  // What is left waits for the user: only risks whose document never reached the server.
  const mapped = await device.db.idMap.bulkGet(model.all.map((instance) => instance.key));
  const serverIdOf = new Map(model.all.map((instance, i) => [instance, mapped[i]?.serverId]));
  const left = await device.db.outbox.toArray();
  const unreachable = model.risks.filter((risk) => !serverIdOf.get(risk.source));
  expect(left.map((e) => [e.draftKey, e.state])).toEqual(
    unreachable.map((risk) => [risk.localId, 'needs-attention']),
  );
  coverage.risksWithoutDocument += unreachable.length;

  const onServer: any[] = await session.get(`/development-control/hc/${historyId}`);
  const expected = new Map<string, NonNullable<ReturnType<typeof expectedOf>>>();
  for (const instance of model.all) {
    const want = expectedOf(instance);
    if (!want) continue;
    const mapped = await device.db.idMap.get(instance.key);
    expect(mapped, `server id of ${instance.key}`).toBeDefined();
    expected.set(mapped!.serverId, want);
  }
  expect(onServer.map((d) => d.id).sort()).toEqual([...expected.keys()].sort());
  for (const doc of onServer) {
    const want = expected.get(doc.id)!;
    expect({ status: doc.status, followUp: doc.followUp, draft: doc.draft?.followUp ?? null }).toEqual(want);
  }
  // What the second writer wrote is never overwritten: this device's writes were merged with it.
  for (const instance of model.all) {
    if (!instance.evolution || !expectedOf(instance)) continue;
    const serverId = (await device.db.idMap.get(instance.key))!.serverId;
    const doc = onServer.find((d) => d.id === serverId);
    expect(doc.interventionEvolution).toBe(instance.evolution);
  }
  // A follow-up the other tablet wrote that this device's next write replaced is kept on the device, set
  // aside, while the draft is there (X drops the draft and what it held). One the other tablet replaced
  // itself is the server's own history.
  for (const instance of model.all) {
    if (instance.discarded) continue;
    const { writes } = instance;
    const replaced = writes.filter((w, i) => w.server && writes[i + 1] && !writes[i + 1]!.server);
    const draft = await getDraft(device.db, instance.key);
    const kept = (draft?.setAside ?? []).filter((v) => v.side === 'server').map((v) => v.value);
    for (const write of replaced) expect(kept).toContain(write.followUp);
  }

  const rowsOnServer: { id: string; observation?: string | null; type?: number | null }[] = await session.get(
    `/subsidy/hc/${historyId}`,
  );
  const expectedRows: { id: string; observation: string | null; type: number | null }[] = [];
  for (const row of liveRows(model)) {
    const mapped = await device.db.idMap.get(row.localId);
    expect(mapped, `server id of row ${row.localId}`).toBeDefined();
    expectedRows.push({ id: mapped!.serverId, observation: row.observation, type: row.type });
  }
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  expect(
    rowsOnServer
      .map((row) => ({ id: row.id, observation: row.observation ?? null, type: row.type ?? null }))
      .sort(byId),
  ).toEqual(expectedRows.sort(byId));

  // Each risk whose document reached the server is there once, naming that document's server id.
  const risksOnServer: { id: string; sourceId: string }[] = await session.get(
    `/psychosocial-risk/hc/${historyId}`,
  );
  const expectedRisks: { id: string; sourceId: string }[] = [];
  for (const risk of model.risks) {
    const sourceId = serverIdOf.get(risk.source);
    if (!sourceId) continue;
    const own = await device.db.idMap.get(risk.localId);
    expect(own, `server id of risk ${risk.localId}`).toBeDefined();
    expectedRisks.push({ id: own!.serverId, sourceId });
  }
  coverage.risksSent += expectedRisks.length;
  expect(risksOnServer.map((risk) => ({ id: risk.id, sourceId: risk.sourceId })).sort(byId)).toEqual(
    expectedRisks.sort(byId),
  );

  expect(transport.maxInFlight).toBeLessThanOrEqual(1);
  for (const [key, count] of transport.executionsByKey()) expect([key, count]).toEqual([key, 1]);
  for (const request of transport.log) {
    expect(collectLocalIds(request.body).size).toBe(0);
    expect(collectLocalIds(request.path.split('/')).size).toBe(0);
  }
}

/** What the runs exercised, so that a change in the generators cannot make this test vacuous. */
const coverage = {
  requests: 0,
  replayedAnswers: 0,
  lostAnswers: 0,
  refreshes: 0,
  serverErrors: 0,
  commits: 0,
  discards: 0,
  portalPages: 0,
  rowsCreated: 0,
  rowsDeletedUnsent: 0,
  secondWrites: 0,
  /** Writes of this device refused for a newer version (then merged). */
  versionConflicts: 0,
  /** Follow-ups another tablet staged on the server (the field this device writes too). */
  conflictingWrites: 0,
  /** Conflicts held for the user and resolved. */
  conflictsResolved: 0,
  /** Risks sent with their document's server id, and risks whose document never reached the server. */
  risksSent: 0,
  risksWithoutDocument: 0,
  /** Rows another tablet changed, and row conflicts held for the user and resolved. */
  otherTabletRows: 0,
  rowConflictsResolved: 0,
};

async function tally(model: Model, real: Real) {
  const log = real.transport.log;
  coverage.requests += log.length;
  coverage.replayedAnswers += log.filter((r) => r.replayed).length;
  coverage.lostAnswers += log.filter((r) => r.reached && r.status === 0).length;
  coverage.refreshes += log.filter((r) => r.status === 401).length;
  coverage.serverErrors += log.filter((r) => r.status >= 500).length;
  coverage.versionConflicts += log.filter((r) => r.status === 409).length;
  coverage.commits += model.all.filter((i) => i.writes.some((w) => w.op === 'commit')).length;
  coverage.discards += model.all.filter((i) => i.discarded).length;
  coverage.portalPages += log.filter((r) => !r.reached && r.status === 200).length;
  coverage.rowsCreated += log.filter(
    (r) => r.reached && r.method === 'POST' && r.path.startsWith('/subsidy/'),
  ).length;
  // A row created and deleted before its POST left costs no request: it never gets a server id.
  for (const row of model.rows)
    if (row.deleted && !(await real.device.db.idMap.get(row.localId))) coverage.rowsDeletedUnsent += 1;
}

it(`keeps the server equal to the model over ${RUNS} random sequences`, async () => {
  const scenario = fc.integer({ min: 1, max: 3 }).chain((documents) => {
    const slot = fc.integer({ min: 0, max: documents - 1 });
    return fc.tuple(
      fc.constant(documents),
      fc.commands(
        [
          slot.map((s): Cmd => new Checked(new Edit(s))),
          slot.map((s): Cmd => new Checked(new Commit(s))),
          slot.map((s): Cmd => new Checked(new Discard(s))),
          slot.map((s): Cmd => new Checked(new SecondWriter(s))),
          slot.map((s): Cmd => new Checked(new ConflictingWriter(s))),
          fc.constant<Cmd>(new Checked(new Resolve())),
          fc.constantFrom<Network>('online', 'offline', 'flaky').map((n): Cmd => new SetNetwork(n)),
          fc.constant<Cmd>(new Checked(new Reload())),
          fc
            .constantFrom<FaultName>('5xx', 'drop-after-commit', '401', 'captive-portal')
            .map((f): Cmd => new Fault(f)),
          fc.constant<Cmd>(new Checked(new AddRow())),
          slot.map((s): Cmd => new Checked(new AddRisk(s))),
          fc.nat(5).map((n): Cmd => new Checked(new EditRow(n))),
          fc.nat(5).map((n): Cmd => new Checked(new DeleteRow(n))),
          fc
            .tuple(fc.nat(5), fc.constantFrom<'type' | 'observation'>('type', 'observation'))
            .map(([n, field]): Cmd => new Checked(new OtherTabletRow(n, field))),
          fc.constant<Cmd>(new Checked(new Step())),
          fc.constant<Cmd>(new Checked(new Sync())),
        ],
        { maxCommands: 40, size: 'max' },
      ),
    );
  });

  await fc.assert(
    fc.asyncProperty(scenario, async ([documents, commands]) => {
      await server.db.query('delete from documents where history_id = $1', [historyId]);
      await server.db.query(
        `delete from records where kind in ('subsidy', 'psychosocial-risk') and history_id = $1`,
        [historyId],
      );
      const transport = new FaultyTransport(session);
      const device = await openDevice({
        send: transport.send,
        read: transport.read,
        refresh: () => session.refresh(),
      });
      const model: Model = {
        open: Array.from({ length: documents }, () => null),
        all: [],
        rows: [],
        risks: [],
        counter: 0,
      };
      const real: Real = { device, transport };
      // The screen read the history's subsidies (none yet): the device keeps the list, each acknowledged
      // write goes into it, and every edit starts from a known version.
      await putRecord(device.db, recordKeys.rows('subsidy', historyId), historyId, []);
      try {
        await fc.asyncModelRun(() => ({ model, real }), commands);
        await drainAndCompare(model, real);
        await tally(model, real);
      } finally {
        device.close();
      }
    }),
    { numRuns: RUNS },
  );
  console.log(`model runs exercised: ${JSON.stringify(coverage)}`);
  for (const count of Object.values(coverage)) expect(count).toBeGreaterThan(0);
  // About 80 s on a quiet 2-core machine; the margin is for a loaded runner.
}, 600_000);
