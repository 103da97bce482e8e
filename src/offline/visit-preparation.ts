/**
 * "Preparar visitas" (DESIGN.md "The read path"): the day's histories downloaded to the device, with
 * everything their screens read, before a social worker leaves the clinic.
 *
 * Design:
 * - What a history needs is declared by the modules that show it, not listed here: each registers a
 *   `PreparationSource` (the same server calls its screens run through the query layer,
 *   src/api/server-query.ts), so a screen and its preparation can never disagree on what is read. The app
 *   registers them at start (src/app/preparation-sources.ts); the history's own record is always first.
 *   Calls of several sources under one key (a catalogue two modules read) run once.
 * - Histories are prepared one after another. A call that is a plain read (`ServerCall.read`, declared
 *   with `fromRead`: nearly all) goes with the other reads of its history in one GET /v1/batch
 *   (src/api/batch.api.ts), since on a weak link each request is a round trip; each answer goes through
 *   the read's own parse and the call's own `store`, as when the screen runs the call alone. The few
 *   others (the CIE-10 catalogue, asked only when the device has none) run alone, a few at a time
 *   (`concurrency`).
 * - Each call is tried up to `attempts` times with a growing pause; the reads that failed inside a batch
 *   (or whose batch got no answer) go again together. A refusal (403/404) is not retried. What still
 *   fails is named in the progress and in the history's marker, never silent.
 * - A key answered once in a preparation is not asked again for a later history: the catalogues every
 *   history reads are downloaded with the first.
 * - The marker (`prepared:<historyId>`, a record of the history, so forgetting the history forgets it)
 *   keeps when the history was downloaded and what failed. It is what "Disponible sin conexión" reads.
 * - Progress is plain data (`HistoryProgress`) with pure summaries (`preparationFraction`, ...), reported
 *   after every change; the page renders it.
 * - Removing a prepared history deletes what the device stored for it, never unsynced work: a history with
 *   a draft not yet on the server or a write still in the outbox is refused.
 */
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ApiRead } from '../api/api-read';
import { batchesOf, fetchBatch, type BatchOutcome } from '../api/batch.api';
import type { ServerCall } from '../api/server-query';
import { fromRead, serverKeys } from '../api/server-query';
import { isApiError } from '../api/errors';
import { historyRead } from '../api/history.api';
import { eachAtMost } from './at-most';
import type { CanguroDb } from './db';
import { holdsChanges } from './drafts';
import type { HistoryRecord } from '../contract/history';
import { HISTORY_KEY_PREFIX, KEPT_TYPING_PREFIXES, openRecord, putRecord, recordKeys } from './records';
import { useSessionDb } from './session-db';

/** The calls one module's screens make for a history. */
export type PreparationSource = (db: CanguroDb, historyId: string) => readonly ServerCall[];

const sources: PreparationSource[] = [];

/** Adds a module's calls to every preparation (call once per module at start). */
export function registerPreparation(source: PreparationSource): void {
  sources.push(source);
}

/** The history's record itself, stored as the open-histories loader stores it. */
const historyCall = (db: CanguroDb, historyId: string): ServerCall =>
  fromRead(historyRead(historyId), (load) => ({
    key: serverKeys.historyRecord(historyId),
    what: 'Historia clínica',
    load,
    store: (record) => putRecord(db, recordKeys.history(historyId), historyId, record),
  }));

/** Every call of a history's preparation, the record first, each key once. */
export function preparationCalls(
  db: CanguroDb,
  historyId: string,
  registered: readonly PreparationSource[] = sources,
): ServerCall[] {
  const seen = new Set<string>();
  const calls: ServerCall[] = [];
  for (const call of [historyCall(db, historyId), ...registered.flatMap((source) => source(db, historyId))]) {
    const key = JSON.stringify(call.key);
    if (seen.has(key)) continue;
    seen.add(key);
    calls.push(call);
  }
  return calls;
}

export type CallState = 'waiting' | 'running' | 'retrying' | 'done' | 'failed';

export interface CallProgress {
  what: string;
  state: CallState;
  attempts: number;
  /** The last failure's message. */
  error: string | null;
}

export interface HistoryProgress {
  historyId: string;
  calls: CallProgress[];
}

const finished = (call: CallProgress) => call.state === 'done' || call.state === 'failed';

/** Share of a history's calls that ended (done or failed), 0–1; 0 before its calls are known. */
export function preparationFraction(history: HistoryProgress): number {
  return history.calls.length ? history.calls.filter(finished).length / history.calls.length : 0;
}

/**
 * Share of the whole preparation that ended, 0–1, each history weighing the same (a history not started
 * yet counts 0).
 */
export function totalFraction(histories: readonly HistoryProgress[]): number {
  if (histories.length === 0) return 0;
  return histories.reduce((sum, history) => sum + preparationFraction(history), 0) / histories.length;
}

/** The names of the calls that failed for good. */
export const failedCalls = (history: HistoryProgress): string[] =>
  history.calls.filter((call) => call.state === 'failed').map((call) => call.what);

export interface PreparationOptions {
  /** Tries per call (default 3). */
  attempts?: number;
  /** Pause before the try after `attempt` (1-based) failed; default 500 ms, then 2 s. */
  backoffMs?: (attempt: number) => number;
  /** Calls of one history at once among those that are not plain reads (default 3). */
  concurrency?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  onProgress?: (progress: HistoryProgress[]) => void;
  /** The calls of a history (default: every registered source). */
  callsOf?: (db: CanguroDb, historyId: string) => ServerCall[];
  /** Sends reads in one request (default GET /v1/batch, at most BATCH_MAX_READS a request). */
  fetchBatch?: (reads: readonly ApiRead<unknown>[]) => Promise<BatchOutcome[]>;
}

const defaultBackoff = (attempt: number) => (attempt === 1 ? 500 : 2000);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** A refusal will not change on a second try. */
const isRefused = (error: unknown) => isApiError(error) && (error.status === 403 || error.status === 404);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const keyOf = (call: ServerCall) => JSON.stringify(call.key);

/** What the marker of a prepared history keeps. */
export interface PreparedMarker {
  historyId: string;
  /** When the download ended (ms). */
  downloadedAt: number;
  /** The calls that failed for good; empty when the history is complete on the device. */
  failed: string[];
}

export const preparedKey = (historyId: string) => `prepared:${historyId}`;
const PREPARED_PREFIX = 'prepared:';

/** Prepares each history in turn; resolves with the final progress (never rejects for a failed call). */
export async function prepareHistories(
  db: CanguroDb,
  historyIds: readonly string[],
  options: PreparationOptions = {},
): Promise<HistoryProgress[]> {
  const attempts = options.attempts ?? 3;
  const backoff = options.backoffMs ?? defaultBackoff;
  const concurrency = options.concurrency ?? 3;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const callsOf = options.callsOf ?? ((database, id) => preparationCalls(database, id));
  const batch = options.fetchBatch ?? ((reads) => fetchBatch(reads));

  const progress: HistoryProgress[] = historyIds.map((historyId) => ({ historyId, calls: [] }));
  const report = () =>
    options.onProgress?.(
      progress.map((history) => ({ ...history, calls: history.calls.map((c) => ({ ...c })) })),
    );
  // Keys answered in this preparation: a catalogue every history reads is downloaded for the first alone.
  const answered = new Set<string>();

  const begin = (state: CallProgress) => {
    state.state = state.attempts ? 'retrying' : 'running';
    state.attempts += 1;
  };
  /** Runs a try's outcome (the store of its answer, or its failure); true when the call is tried again. */
  const settle = async (call: ServerCall, state: CallProgress, outcome: () => Promise<unknown>) => {
    try {
      await outcome();
      state.state = 'done';
      state.error = null;
      answered.add(keyOf(call));
      return false;
    } catch (error) {
      state.error = messageOf(error);
      const again = state.attempts < attempts && !isRefused(error);
      state.state = again ? 'retrying' : 'failed';
      return again;
    } finally {
      report();
    }
  };

  for (const history of progress) {
    const calls = callsOf(db, history.historyId);
    history.calls = calls.map((call) => ({
      what: call.what,
      state: answered.has(keyOf(call)) ? 'done' : 'waiting',
      attempts: 0,
      error: null,
    }));
    report();
    const waiting = calls.flatMap((call, index) =>
      history.calls[index]!.state === 'waiting' ? [index] : [],
    );

    /** A call that is not a plain read, alone (load, then store). */
    const runAlone = async (index: number) => {
      const call = calls[index]!;
      const state = history.calls[index]!;
      for (;;) {
        begin(state);
        report();
        if (!(await settle(call, state, async () => call.store(await call.load())))) return;
        await sleep(backoff(state.attempts));
      }
    };

    /**
     * The plain reads, in batches: each answer through its read's parse and its call's store, as alone; the
     * reads that failed go again together after the pause.
     */
    const runBatched = async (indexes: number[]) => {
      let pending = indexes;
      while (pending.length > 0) {
        for (const index of pending) begin(history.calls[index]!);
        report();
        const again: number[] = [];
        for (const part of batchesOf(pending)) {
          let outcomes: BatchOutcome[] | null = null;
          let failure: unknown = null;
          try {
            outcomes = await batch(part.map((index) => calls[index]!.read!));
          } catch (error) {
            failure = error;
          }
          for (const [position, index] of part.entries()) {
            const call = calls[index]!;
            const retry = await settle(call, history.calls[index]!, async () => {
              const outcome = outcomes?.[position];
              if (!outcome) throw failure;
              if (!outcome.ok) throw outcome.error;
              await call.store(outcome.value);
            });
            if (retry) again.push(index);
          }
        }
        if (again.length === 0) return;
        await sleep(backoff(history.calls[again[0]!]!.attempts));
        pending = again;
      }
    };

    const alone = waiting.filter((index) => !calls[index]!.read);
    await Promise.all([
      runBatched(waiting.filter((index) => calls[index]!.read)),
      eachAtMost(alone, concurrency, runAlone),
    ]);

    const marker: PreparedMarker = {
      historyId: history.historyId,
      downloadedAt: now(),
      failed: failedCalls(history),
    };
    await putRecord(db, preparedKey(history.historyId), history.historyId, marker);
    report();
  }
  return progress;
}

/** A history as the preparation screens name it. */
export interface StoredHistoryName {
  historyId: string;
  patientName: string;
  code: string;
}

/** A prepared history: its marker and, when the record is on the device, its name. */
export interface PreparedHistory extends PreparedMarker {
  name: StoredHistoryName | null;
}

async function nameOf(db: CanguroDb, historyId: string): Promise<StoredHistoryName | null> {
  const stored = await db.records.get(recordKeys.history(historyId));
  if (!stored) return null;
  const { data } = await openRecord<Partial<HistoryRecord>>(db, stored);
  return {
    historyId,
    patientName: data.Iden_nombreCompletoPaciente ?? '',
    code: data.EGNDT ?? '',
  };
}

/** The prepared histories, newest download first (live); undefined while the query runs. */
export function usePreparedHistories(): PreparedHistory[] | undefined {
  const db = useSessionDb();
  return useLiveQuery(async () => {
    if (!db) return [];
    const rows = await db.records.where('key').startsWith(PREPARED_PREFIX).toArray();
    const named = await Promise.all(
      rows.map(async (row) => {
        const { data } = await openRecord<PreparedMarker>(db, row);
        return { ...data, name: await nameOf(db, data.historyId) };
      }),
    );
    return named.sort((a, b) => b.downloadedAt - a.downloadedAt);
  }, [db]);
}

/** The histories this device stored most recently (opened or prepared), newest first (live). */
export function useRecentHistories(limit: number): StoredHistoryName[] | undefined {
  const db = useSessionDb();
  return useLiveQuery(async () => {
    if (!db) return [];
    const rows = await db.records.where('key').startsWith(HISTORY_KEY_PREFIX).toArray();
    const recent = rows.sort((a, b) => b.fetchedAt - a.fetchedAt).slice(0, limit);
    const names = await Promise.all(
      recent.map((row) => nameOf(db, row.key.slice(HISTORY_KEY_PREFIX.length))),
    );
    return names.filter((name): name is StoredHistoryName => name !== null);
  }, [db, limit]);
}

/**
 * Writes of a history that the server does not have yet: its drafts not acknowledged, and outbox entries
 * that name it (a document of the history, or a request whose path or ids name it).
 */
export async function unsyncedWorkOf(db: CanguroDb, historyId: string): Promise<number> {
  const drafts = await db.drafts.where('historyId').equals(historyId).toArray();
  const draftKeys = new Set(drafts.map((draft) => draft.key));
  const open = drafts.filter(holdsChanges).length;
  const entries = await db.outbox
    .filter(
      (entry) =>
        draftKeys.has(entry.draftKey) ||
        Boolean(entry.request?.path.includes(historyId)) ||
        entry.payload.ids.historyId === historyId,
    )
    .count();
  // Rows typed into and not saved with Guardar yet, a motive not postponed with yet (kept on the device,
  // never sent).
  const edits = await db.records
    .where('historyId')
    .equals(historyId)
    .filter((record) => KEPT_TYPING_PREFIXES.some((prefix) => record.key.startsWith(prefix)))
    .toArray();
  // Opening them is WebCrypto, not IndexedDB: inside removePreparedHistory's transaction, `waitFor` keeps
  // the transaction alive meanwhile (it would otherwise commit early and the deletion fail).
  const typed = await Dexie.waitFor(
    Promise.all(edits.map((record) => openRecord<Record<string, unknown>>(db, record))),
  );
  const unsavedRows = typed.reduce((sum, record) => sum + Object.keys(record.data ?? {}).length, 0);
  return open + entries + unsavedRows;
}

export type RemoveResult = 'removed' | 'unsynced';

/**
 * Deletes what the device stored for a prepared history (its record, documents, rows, marker) and its
 * acknowledged drafts; refuses while anything of it is not on the server yet.
 */
export async function removePreparedHistory(db: CanguroDb, historyId: string): Promise<RemoveResult> {
  return db.transaction('rw', db.records, db.drafts, db.outbox, async () => {
    if ((await unsyncedWorkOf(db, historyId)) > 0) return 'unsynced';
    await db.records.where('historyId').equals(historyId).delete();
    await db.records.delete(recordKeys.history(historyId));
    await db.drafts.where('historyId').equals(historyId).delete();
    return 'removed';
  });
}
