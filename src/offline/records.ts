/**
 * The read path's cache (DESIGN.md "The read path"): server records stored on the device so that a history
 * opened in the clinic can be worked on in the field. The API layer fetches; this module stores; screens
 * read what is stored through live queries (`useRecord`), so a refresh from the network, a write of another
 * tab or an acknowledged outbox entry shows at once.
 *
 * Keys name what a record is (`recordKeys`); each record carries the history it belongs to, so closing a
 * history or pruning old ones finds all of it. Only IndexedDB holds these records: never CacheStorage
 * (the service worker caches nothing personal).
 *
 * The data is stored sealed (./vault.ts) and opened after the read; a live query reads its rows first and
 * opens them last, so every read stays observed.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { ServerCall } from '../api/server-query';
import type { DocumentKind } from '../contract/document';
import type { CachedRecord, CanguroDb, StoredRecord } from './db';

export const ROW_EDITS_PREFIX = 'row-edits:';
export const POSTPONE_MOTIVE_PREFIX = 'postpone-motive:';
/**
 * The records of what is typed and not saved yet (./kept-typing.ts), each an object of one entry per thing
 * typed into: a prepared history holding one is not removed.
 */
export const KEPT_TYPING_PREFIXES = [ROW_EDITS_PREFIX, POSTPONE_MOTIVE_PREFIX] as const;

export const recordKeys = {
  /** GET /v1/hc/{id}. */
  history: (historyId: string) => `history:${historyId}`,
  /** The server's documents of one kind for a history (e.g. GET /v1/development-control/hc/{id}). */
  documents: (kind: DocumentKind, historyId: string) => `documents:${kind}:${historyId}`,
  /** A history's server rows of a resource, e.g. GET /v1/subsidy/hc/{id} (./row-store.ts). */
  rows: (resource: string, historyId: string) => `rows:${resource}:${historyId}`,
  /** Values set aside in a row's conflicts (./row-conflicts.ts), e.g. `subsidy:<row key>`. */
  rowAside: (scope: string) => `row-aside:${scope}`,
  /** What is typed into a table's rows before Guardar (src/document-kit/row-edits.ts), e.g. `subsidy:<id>`. */
  rowEdits: (scope: string) => `${ROW_EDITS_PREFIX}${scope}`,
  /** The motive typed into an "Aplazar" modal, `{ motive }` (src/features/psychology/postponed). */
  postponeMotive: (exam: string, historyId: string) => `${POSTPONE_MOTIVE_PREFIX}${exam}:${historyId}`,
} as const;

/** Prefix of every history record's key (offline search reads them all). */
export const HISTORY_KEY_PREFIX = 'history:';

export async function putRecord(
  db: CanguroDb,
  key: string,
  historyId: string | null,
  data: unknown,
): Promise<void> {
  const sealed = await db.vault.seal(data);
  await db.records.put({ key, historyId, sealed, fetchedAt: Date.now() });
}

/**
 * A server call (src/api/server-query.ts) whose answer is kept whole under a record key; `db` null (an
 * embedded view) keeps nothing.
 */
export function recordCall<T>(
  db: CanguroDb | null,
  call: { key: QueryKey; what: string; load: () => Promise<T> },
  record: { key: string; historyId: string | null },
): ServerCall<T> {
  return {
    ...call,
    store: async (value) => {
      if (db) await putRecord(db, record.key, record.historyId, value);
    },
  };
}

/** A stored record with its data opened. */
export async function openRecord<T>(
  db: CanguroDb,
  stored: StoredRecord,
): Promise<CachedRecord & { data: T }> {
  const { sealed, ...row } = stored;
  return { ...row, data: await db.vault.open<T>(sealed) };
}

/** A stored record; undefined when the device has none. */
export async function getRecord<T>(
  db: CanguroDb,
  key: string,
): Promise<(CachedRecord & { data: T }) | undefined> {
  const stored = await db.records.get(key);
  return stored && openRecord<T>(db, stored);
}

/** The history records stored on the device, still sealed. */
export const storedHistoryRows = (db: CanguroDb): Promise<StoredRecord[]> =>
  db.records.where('key').startsWith(HISTORY_KEY_PREFIX).toArray();
