/**
 * The device's store: one Dexie 4 (IndexedDB) database per signed-in user.
 *
 * Design (DESIGN.md "The write path", "The read path", "Identity and data at rest"):
 * - One database per user, named `canguro-user-<user id>`: the next user of a shared clinic desktop opens
 *   another database and never reads this one. Logout does not delete it while it holds unsynced work
 *   (docs/offline.md).
 * - `drafts`: one row per document being edited, keyed by its local id (src/offline/local-ids.ts). What the
 *   form holds is written here at once, before and independently of any network: typing is never lost.
 * - `outbox`: the writes still to be sent, in the order they were made (auto-increment `seq`). Each entry
 *   carries the Idempotency-Key it was given when it was enqueued, so every send of it, in any tab, after
 *   any reload, is the same request to the server. An entry is deleted only in the transaction that records
 *   its 2xx; nothing leaves the outbox silently (src/offline/outbox.ts, workers/replay-core.ts).
 * - `idMap`: local id → server id, written by the first acknowledged stage or commit (or row create). The
 *   replayer rewrites every local id of an entry through it before sending.
 * - `records`: server records cached for offline work (histories, timelines, basic data, parameters),
 *   each with the history it belongs to and when it was fetched. The read path fills it.
 * - `meta`: small key/value facts (last successful sync).
 * - Schema changes are new versions in `schemaVersions`, never edits of a shipped one: Dexie upgrades an
 *   older database in place and keeps its rows (tests/unit/offline/db.test.ts opens version 1, writes, and
 *   reopens at the current version). Indexes are what IndexedDB needs declared; other fields are free.
 * - Personal data at rest is sealed (./vault.ts: AES-GCM under the user's data key): a draft's content, an
 *   outbox entry's body and a cached record's data are stored as ciphertext (`sealed`). Indexed fields and
 *   the plain fields beside them are ids, kinds, states and times, never personal data. The rows as stored
 *   (`Stored*`) differ from the rows the rest of the app handles (content, payload, data in the clear),
 *   and only the store modules of this folder convert between them. A database always belongs to its
 *   vault (`db.vault`): it cannot be opened without the user's key.
 */
import type Dexie from 'dexie';
import type { EntityTable } from 'dexie';
import type { DocumentKind } from '../contract/document';
import { collectLocalIds, localIdsInPath } from './local-ids';
import { typedDexie } from './typed-dexie';
import type { Sealed, Vault } from './vault';

/** What a form holds for a document: its fields as the contract names them (every one optional). */
export type DraftContent = Record<string, unknown>;

/**
 * - `editing`: local changes, staged or not;
 * - `committed-pending`: GUARDAR was pressed, the commit waits in the outbox;
 * - `committed`: the server acknowledged the last commit and nothing was staged since;
 * - `discard-pending`: X was pressed, the discard waits in the outbox (the draft takes no more changes).
 */
export type DraftState = 'editing' | 'committed-pending' | 'committed' | 'discard-pending';

export interface DraftRow {
  /** The document's local id; also the key its outbox entries are ordered by. */
  key: string;
  kind: DocumentKind;
  historyId: string;
  /** The server's id once a stage or commit was acknowledged (or when the draft edits a server document). */
  serverId: string | null;
  content: DraftContent;
  createdAt: number;
  updatedAt: number;
  state: DraftState;
  /**
   * The server's version this device's changes start from (the one it opened, or the one its last
   * acknowledged write made); sent with every stage and commit. Absent: unknown, the write is sent without
   * a version (last writer wins).
   */
  baseVersion?: number | null;
  /** The content of `baseVersion`: the base of the three-way merge (docs/offline.md "Conflicts"). */
  base?: DraftContent | null;
  /** The server's side of a conflict waiting for the user; absent or null when none. */
  conflict?: DraftConflict | null;
  /** Values the user chose against in a conflict, readable until dismissed. */
  setAside?: SetAsideValue[];
  /**
   * Opened from a server document and not changed since (./drafts.ts `holdsChanges`): today's saved exam
   * shown in its column, a saved control opened and left as it was. It is no work of the user's.
   */
  untouched?: boolean;
  /** When this device last queued the draft's content for the server (a stage or a commit), in ms. */
  stagedAt?: number;
}

/** Who changed a server document last, as its answer says. */
export interface ServerAuthor {
  id: string;
  name: string | null;
}

/** A document as the server held it when this device's write was refused for a newer version. */
export interface DraftConflict {
  version: number;
  content: DraftContent;
  updatedAt: string | null;
  updatedBy: ServerAuthor | null;
  /** The write that was refused (a resolution is sent as the same kind of write). */
  op: 'stage' | 'commit';
  /** When the device found it. */
  foundAt: number;
}

/** A value that lost a conflict: this device's or the server's, with who wrote it and when. */
export interface SetAsideValue {
  field: string;
  value: unknown;
  side: 'device' | 'server';
  /** The server's author; null for this device (the signed-in user). */
  by: ServerAuthor | null;
  /** When it was written: an ISO time (server) or ms (device). */
  at: string | number | null;
  /** When the user chose against it. */
  setAsideAt: number;
}

/**
 * A draft as stored: its content sealed; the base and the conflict's sides (`DraftSync`) sealed apart, as
 * they are read only by the sync path and the conflict dialog.
 */
export type StoredDraft = Omit<DraftRow, 'content' | 'base' | 'conflict' | 'setAside'> & {
  sealed: Sealed;
  sealedBase?: Sealed | null;
  sealedSync?: Sealed | null;
  /**
   * The local ids the content names, in the clear (ids are not personal data), so that a stage queued
   * from it names them without opening it.
   */
  localIds: string[];
};

/** What `StoredDraft.sealedSync` holds. */
export interface DraftSync {
  conflict: DraftConflict | null;
  setAside: SetAsideValue[];
}

/** stage / commit / discard of a document; `request` is a plain write of a row resource. */
export type OutboxOp = 'stage' | 'commit' | 'discard' | 'request';
/**
 * `conflict`: a stage or commit refused for a newer version whose merge needs the user's choice; nothing
 * more of its draft is sent until the user resolves it (docs/offline.md "Conflicts").
 */
export type OutboxState = 'pending' | 'needs-attention' | 'conflict';
export type WriteMethod = 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface OutboxError {
  /** HTTP status of the answer; 0 when none arrived (network). */
  status: number;
  /** The server's `message` (or the client message of spec 000 §8). */
  message: string;
  /** The answer's body, for field messages (`errors`). */
  details?: unknown;
  at: number;
}

/**
 * Where an answer names the server's id of something its request created besides the request's subject
 * (an activity record inside the group the answer is): object keys, and list positions (negative from the
 * end).
 */
export type AnswerIdPath = readonly (string | number)[];

/** A plain write's method, path under /v1, and the local ids its answer names (mapped when acknowledged). */
export interface OutboxRequest {
  method: WriteMethod;
  path: string;
  answerIds?: Readonly<Record<string, AnswerIdPath>>;
}

export interface OutboxEntry {
  seq: number;
  /** The draft (or row) the entry belongs to: entries of one key are sent in `seq` order. */
  draftKey: string;
  op: OutboxOp;
  /** The document kind of stage / commit / discard; null for `request`. */
  kind: DocumentKind | null;
  /** Method and path under /v1 of a `request`; null for the document lifecycle. */
  request: OutboxRequest | null;
  /** The JSON body; local ids in it are replaced by server ids when it is sent. */
  payload: Record<string, unknown>;
  /** Made when the entry was enqueued, never at send time: every send of the entry carries it. */
  idempotencyKey: string;
  createdAt: number;
  /** Sends started so far (reset by a retry from "needs attention"). */
  attempts: number;
  /** When the first send started; an entry that was ever sent may have reached the server. */
  sentAt: number | null;
  /** Not sent before this time (backoff). */
  nextAttemptAt: number;
  lastError: OutboxError | null;
  state: OutboxState;
  /**
   * The draft's `baseVersion` when the entry was first sent (stage and commit), kept so every later send of
   * it is the same request; undefined before the first send. A row's PUT or DELETE carries the version its
   * edit started from, fixed when queued (./row-versions.ts); undefined until the write ahead of it is
   * acknowledged.
   */
  version?: number | null;
  /** A row write's base: the row's content at `version`, sealed (./row-versions.ts). */
  rowBase?: Sealed | null;
  /** A row write refused for a newer version, waiting for the user: the server's side, sealed. */
  rowConflict?: Sealed | null;
}

/**
 * An entry's body as stored: the sealed part (a document's content, a request's body) and the plain ids the
 * outbox adds (the document's own id field and `historyId`), which win over the sealed part when merged.
 */
export interface StoredPayload {
  sealed: Sealed | null;
  ids: Record<string, string>;
}

/**
 * An entry as stored: its body sealed, and every local id it names (body, plain ids, path) in the clear, so
 * the replayer picks the next entry without opening any body (workers/replay-core.ts).
 */
export type StoredOutboxEntry = Omit<OutboxEntry, 'payload'> & { payload: StoredPayload; localIds: string[] };

export interface IdMapRow {
  localId: string;
  serverId: string;
  mappedAt: number;
}

export interface CachedRecord {
  /** What the record is, e.g. `history:<id>`, `timeline:development-control:<historyId>`. */
  key: string;
  /** The history it belongs to; null for records of no history (parameters). */
  historyId: string | null;
  data: unknown;
  fetchedAt: number;
}

export type StoredRecord = Omit<CachedRecord, 'data'> & { sealed: Sealed };

export interface MetaRow {
  key: string;
  value: unknown;
}

export type CanguroDb = Dexie & {
  drafts: EntityTable<StoredDraft, 'key'>;
  outbox: EntityTable<StoredOutboxEntry, 'seq'>;
  idMap: EntityTable<IdMapRow, 'localId'>;
  records: EntityTable<StoredRecord, 'key'>;
  meta: EntityTable<MetaRow, 'key'>;
  /** Seals and opens this user's rows: the database is unusable without it. */
  vault: Vault;
};

export interface SchemaVersion {
  version: number;
  /** Dexie store definitions: primary key first, then the indexed fields. */
  stores: Record<string, string>;
  /** Why this version exists. */
  note: string;
}

/** Every version ever shipped, oldest first. Add a version; never change one. */
export const schemaVersions: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      drafts: '&key, historyId, kind, updatedAt',
      outbox: '++seq, draftKey',
      idMap: '&localId',
      records: '&key, historyId',
      meta: '&key',
    },
    note: 'drafts, outbox, id map, cached records, meta',
  },
  {
    version: 2,
    stores: {
      drafts: '&key, historyId, kind, updatedAt, serverId, [historyId+kind]',
      outbox: '++seq, draftKey, state',
      records: '&key, historyId, fetchedAt',
    },
    note:
      'drafts by server id (one draft per server document) and by history and kind (timeline overlay); ' +
      'outbox by state (pending count, needs-attention list); records by age (pruning)',
  },
  {
    version: 3,
    stores: {},
    note:
      'personal data sealed (drafts.sealed, outbox.payload.sealed, records.sealed); rows of version 2 ' +
      'are sealed at the first open with the key (`sealLegacyRows`), since sealing needs it',
  },
  {
    version: 4,
    stores: { idMap: '&localId, serverId' },
    note: 'id map by server id: a row created on the device keeps its local id as its key once acknowledged',
  },
  {
    version: 5,
    stores: {},
    note:
      'the local ids a draft and an outbox entry name, in the clear beside the sealed body (drafts.localIds, ' +
      'outbox.localIds); rows of older versions get them at the first open with the key (`fillLocalIds`), ' +
      'since reading a sealed body needs it',
  },
  {
    version: 6,
    stores: { drafts: '&key, historyId, serverId, [historyId+kind]' },
    note:
      'drafts no longer indexed by kind nor by updatedAt: no query reads them, and each draft write (every ' +
      '300 ms while typing) handed every live query of every tab the new updatedAt as one more changed key to ' +
      'keep until it next runs',
  },
];

export const currentSchemaVersion = schemaVersions[schemaVersions.length - 1]!.version;

/** Keys of `meta`. */
export const metaKeys = {
  /** Time (ms) of the last acknowledged outbox entry. */
  lastSyncAt: 'lastSyncAt',
  /** The histories of the last acknowledged entries, with their times (./acknowledged.ts). */
  acknowledged: 'acknowledged',
  /** True once the rows of schema versions before 3 were sealed (`sealLegacyRows`). */
  rowsSealed: 'rowsSealed',
  /** True once the drafts and entries of schema versions before 5 got their local ids (`fillLocalIds`). */
  localIdsFilled: 'localIdsFilled',
  /** Time (ms) the reference data (flags, catalogues) was last refreshed from the server (./reference-data.ts). */
  referenceRefreshedAt: 'referenceRefreshedAt',
} as const;

export const userDbName = (userId: string) => `canguro-user-${userId}`;

export interface UserDbOptions {
  /** The user's vault (./vault.ts): what seals and opens the rows. */
  vault: Vault;
  /** The IndexedDB to use; the browser's by default (tests pass fake-indexeddb's). */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /** Declare the schema only up to this version (tests of upgrades); the current one by default. */
  upToVersion?: number;
  /**
   * IndexedDB transaction durability in Chromium. `strict` by default: Chromium's own default is relaxed
   * (a transaction is "complete" before the disk has it), which survives a killed tab but not a power cut
   * or a dead battery just after GUARDAR. Strict costs about 1–2 ms a write (bench/durable-write.ts).
   */
  durability?: 'default' | 'relaxed' | 'strict';
}

/** The user's database, not yet opened (Dexie opens it on first use). */
export function createUserDb(userId: string, options: UserDbOptions): CanguroDb {
  // Only what was given: an explicit `undefined` would replace Dexie's default (the global indexedDB).
  const durability = options.durability ?? 'strict';
  const db = typedDexie<CanguroDb>(userDbName(userId), {
    ...(options.indexedDB && { indexedDB: options.indexedDB }),
    ...(options.IDBKeyRange && { IDBKeyRange: options.IDBKeyRange }),
    ...(durability !== 'default' && { chromeTransactionDurability: durability }),
  });
  db.vault = options.vault;
  const upTo = options.upToVersion ?? currentSchemaVersion;
  for (const { version, stores } of schemaVersions) {
    if (version <= upTo) db.version(version).stores(stores);
  }
  return db;
}

/** The user's database, opened (and upgraded when an older version is on the device). */
export async function openUserDb(userId: string, options: UserDbOptions): Promise<CanguroDb> {
  const db = createUserDb(userId, options);
  await db.open();
  await sealLegacyRows(db);
  await fillLocalIds(db);
  return db;
}

/** The local ids named by a body, the plain ids beside it and a request's path. */
export function namedLocalIds(body: unknown, ids: Record<string, string> = {}, path?: string): string[] {
  const found = collectLocalIds(body);
  collectLocalIds(ids, found);
  if (path) for (const id of localIdsInPath(path)) found.add(id);
  return [...found];
}

/** An outbox entry's local ids, its sealed body opened (for rows stored before version 5). */
export async function localIdsOfStoredEntry(db: CanguroDb, entry: StoredOutboxEntry): Promise<string[]> {
  const { sealed, ids } = entry.payload;
  const body = sealed ? await db.vault.open<unknown>(sealed) : null;
  return namedLocalIds(body, ids, entry.request?.path);
}

/**
 * Drafts and entries written before version 5 carry no local ids in the clear: they are read here, at the
 * first open with the user's key, and the ids written beside them (an upgrade cannot wait for WebCrypto).
 */
async function fillLocalIds(db: CanguroDb): Promise<void> {
  if ((await db.meta.get(metaKeys.localIdsFilled))?.value === true) return;
  const { vault } = db;
  const drafts: (Omit<StoredDraft, 'localIds'> & { localIds?: string[] })[] = await db.drafts.toArray();
  const entries: (Omit<StoredOutboxEntry, 'localIds'> & { localIds?: string[] })[] =
    await db.outbox.toArray();
  const draftIds = await Promise.all(
    drafts
      .filter((row) => !row.localIds)
      .map(async (row) => ({ key: row.key, localIds: namedLocalIds(await vault.open<unknown>(row.sealed)) })),
  );
  const entryIds = await Promise.all(
    entries
      .filter((entry) => !entry.localIds)
      .map(async (entry) => ({
        seq: entry.seq,
        localIds: await localIdsOfStoredEntry(db, { ...entry, localIds: [] }),
      })),
  );
  await db.transaction('rw', [db.drafts, db.outbox, db.meta], async () => {
    // Only rows still there: a draft or entry removed meanwhile (another tab) is not brought back.
    for (const { key, localIds } of draftIds) await db.drafts.update(key, { localIds });
    for (const { seq, localIds } of entryIds) await db.outbox.update(seq, { localIds });
    await db.meta.put({ key: metaKeys.localIdsFilled, value: true });
  });
}

type LegacyDraft = Omit<StoredDraft, 'sealed'> & { sealed?: Sealed; content?: DraftContent };
type LegacyRecord = Omit<StoredRecord, 'sealed'> & { sealed?: Sealed; data?: unknown };
type LegacyEntry = Omit<StoredOutboxEntry, 'payload'> & { payload: StoredPayload | Record<string, unknown> };

/**
 * Rows written before version 3 hold their data in the clear. An IndexedDB upgrade cannot wait for
 * WebCrypto, so they are sealed here, at the first open with the user's key, in one transaction.
 */
async function sealLegacyRows(db: CanguroDb): Promise<void> {
  if ((await db.meta.get(metaKeys.rowsSealed))?.value === true) return;
  const { vault } = db;
  const drafts: LegacyDraft[] = await db.drafts.toArray();
  const entries: LegacyEntry[] = await db.outbox.toArray();
  const records: LegacyRecord[] = await db.records.toArray();
  const sealedDrafts = await Promise.all(
    drafts
      .filter((row) => !row.sealed)
      .map(async ({ content, ...row }) => ({ ...row, sealed: await vault.seal(content ?? {}) })),
  );
  const sealedEntries = await Promise.all(
    entries
      .filter((entry) => !('ids' in entry.payload))
      .map(async (entry) => ({ ...entry, payload: { sealed: await vault.seal(entry.payload), ids: {} } })),
  );
  const sealedRecords = await Promise.all(
    records
      .filter((row) => !row.sealed)
      .map(async ({ data, ...row }) => ({ ...row, sealed: await vault.seal(data) })),
  );
  await db.transaction('rw', [db.drafts, db.outbox, db.records, db.meta], async () => {
    await db.drafts.bulkPut(sealedDrafts);
    await db.outbox.bulkPut(sealedEntries);
    await db.records.bulkPut(sealedRecords);
    await db.meta.put({ key: metaKeys.rowsSealed, value: true });
  });
}
