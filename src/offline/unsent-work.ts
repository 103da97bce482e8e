/**
 * Unsent work taken off a device and replayed on another (docs/offline.md "Exporting unsent work"): what
 * goes into the file (./unsent-file.ts encrypts it) and how it joins the other device's outbox.
 *
 * Design:
 * - The file carries every outbox entry as stored (Idempotency-Key, order, attempts, `sentAt`, refusal)
 *   with its body opened, the drafts the entries belong to plus the drafts that never reached the server
 *   (a new document typed and not yet autosaved is not lost either), and the id map of every local id
 *   they name. The id map matters: an entry in doubt must be sent again with the very body it was sent
 *   with, or the server refuses the key as used for another request (422), and a later write of a
 *   document the server already made must name it, not create it again.
 * - An open form whose content the device could not store (storage full) is newer than its stored draft:
 *   its content replaces the stored one in the file (`unwritten`), so what was typed leaves the device
 *   even when the device cannot keep it.
 * - Importing keeps every key and the order: the entries are appended to the outbox in the file's order,
 *   so the replayer sends them as the first device would have. An entry the server already executed gets
 *   its stored answer back (`Idempotency-Replay`); nothing runs twice.
 * - The device keeps a record of the keys and drafts it has exported or imported (`meta.unsentTransfer`):
 *   importing a file twice, or on the device that made it, adds nothing for a key already seen, even once
 *   it was acknowledged and left the outbox, nor brings back a draft that has since settled.
 * - A draft already on the device is replaced only by a newer copy that comes with new entries (a later
 *   file of the same tablet); the device's own later edits win, and the server id it learnt stays. A new draft of a server document this device already edits is not
 *   imported (one draft per server document); its entries still are.
 * - Bodies and contents are sealed under this device's key before the one transaction that writes them.
 */
import * as v from 'valibot';
import { namedLocalIds, type CanguroDb, type IdMapRow, type StoredDraft, type StoredOutboxEntry } from './db';
import { openStoredDraft } from './drafts';
import { collectLocalIds, localIdsInPath } from './local-ids';
import type { ExportedDraft, ExportedEntry, UnsentWork } from './unsent-file';
import type { UnwrittenDraft } from './unsaved-work';

/** The `meta` row of what this device has exported or imported. */
export const TRANSFER_META_KEY = 'unsentTransfer';

const transferRecordSchema = v.object({
  /** Idempotency-Keys. */
  keys: v.optional(v.array(v.string()), () => []),
  /** Draft keys (local ids). */
  drafts: v.optional(v.array(v.string()), () => []),
});
type TransferRecord = v.InferOutput<typeof transferRecordSchema>;

async function readTransferRecord(db: CanguroDb): Promise<TransferRecord> {
  const stored = v.safeParse(transferRecordSchema, (await db.meta.get(TRANSFER_META_KEY))?.value);
  return stored.success ? stored.output : { keys: [], drafts: [] };
}

async function addToTransferRecord(db: CanguroDb, keys: readonly string[], drafts: readonly string[]) {
  const record = await readTransferRecord(db);
  const value: TransferRecord = {
    keys: [...new Set([...record.keys, ...keys])],
    drafts: [...new Set([...record.drafts, ...drafts])],
  };
  await db.meta.put({ key: TRANSFER_META_KEY, value });
}

export interface Progress {
  done: number;
  total: number;
}

export interface CollectInput {
  user: UnsentWork['user'];
  appVersion: string;
  now?: number;
  /** Called after each entry and draft is opened (a long outbox takes a while). */
  onProgress?: (progress: Progress) => void;
  /** Open forms' contents the device could not store (./unsaved-work.ts `unwrittenDrafts`). */
  unwritten?: readonly UnwrittenDraft[];
}

/** Drafts that go with the work: those with entries, and those that never reached the server. */
const travels = (draft: StoredDraft, withEntries: ReadonlySet<string>) =>
  withEntries.has(draft.key) || (draft.serverId === null && draft.state === 'editing');

/** What this device still owes the server, in the clear, for ./unsent-file.ts to encrypt. */
export async function collectUnsentWork(db: CanguroDb, input: CollectInput): Promise<UnsentWork> {
  const { stored, drafts } = await db.transaction('r', [db.outbox, db.drafts], async () => ({
    stored: await db.outbox.orderBy('seq').toArray(),
    drafts: await db.drafts.toArray(),
  }));
  const withEntries = new Set(stored.map((entry) => entry.draftKey));
  const unwritten = new Map(input.unwritten?.map((draft) => [draft.key, draft.content]));
  const exportedAt = input.now ?? Date.now();
  const travelling = drafts.filter((draft) => travels(draft, withEntries) || unwritten.has(draft.key));
  const total = stored.length + travelling.length;
  let done = 0;
  const step = () => input.onProgress?.({ done: (done += 1), total });
  input.onProgress?.({ done, total });

  const entries: ExportedEntry[] = [];
  for (const entry of stored) {
    // The local ids are found again from the body on the device that imports it.
    const { payload, nextAttemptAt: _due, localIds: _ids, ...fields } = entry;
    const body = payload.sealed ? await db.vault.open<Record<string, unknown>>(payload.sealed) : null;
    entries.push({ ...fields, body, ids: payload.ids });
    step();
  }
  const exportedDrafts: ExportedDraft[] = [];
  for (const draft of travelling) {
    const opened = await openStoredDraft(db, draft);
    const newer = unwritten.get(draft.key);
    exportedDrafts.push(newer ? { ...opened, content: newer, updatedAt: exportedAt } : opened);
    step();
  }
  const named = new Set<string>();
  for (const entry of entries) {
    collectLocalIds([entry.draftKey, entry.body, entry.ids], named);
    for (const id of localIdsInPath(entry.request?.path ?? '')) named.add(id);
  }
  for (const draft of exportedDrafts) collectLocalIds([draft.key, draft.content], named);
  const idMap = (await db.idMap.bulkGet([...named])).filter((row): row is IdMapRow => row !== undefined);

  return {
    user: input.user,
    appVersion: input.appVersion,
    exportedAt,
    entries,
    drafts: exportedDrafts,
    idMap,
  };
}

/** Once the file is made: its keys and drafts are this device's, should the file come back here. */
export async function recordExported(db: CanguroDb, work: UnsentWork): Promise<void> {
  await db.transaction('rw', db.meta, () =>
    addToTransferRecord(
      db,
      work.entries.map((entry) => entry.idempotencyKey),
      work.drafts.map((draft) => draft.key),
    ),
  );
}

export interface ImportResult {
  /** Entries added to the outbox. */
  added: number;
  /** Entries left out: their key was already on this device (imported, exported, queued or sent). */
  known: number;
  /** Drafts added or brought up to date. */
  drafts: number;
}

/** Joins the file's work to this device's outbox (see the header). The caller checked the user. */
export async function importUnsentWork(db: CanguroDb, work: UnsentWork): Promise<ImportResult> {
  const sealedEntries = await Promise.all(
    work.entries.map(
      async ({ seq: _seq, body, ids, ...fields }): Promise<Omit<StoredOutboxEntry, 'seq'>> => ({
        ...fields,
        payload: { sealed: body ? await db.vault.seal(body) : null, ids },
        localIds: namedLocalIds(body, ids, fields.request?.path),
        nextAttemptAt: 0,
      }),
    ),
  );
  const sealedDrafts = await Promise.all(
    work.drafts.map(async ({ content, base, conflict, setAside, ...draft }): Promise<StoredDraft> => ({
      ...draft,
      sealed: await db.vault.seal(content),
      localIds: namedLocalIds(content),
      sealedBase: base ? await db.vault.seal(base) : null,
      sealedSync:
        conflict || setAside?.length
          ? await db.vault.seal({ conflict: conflict ?? null, setAside: setAside ?? [] })
          : null,
    })),
  );

  return db.transaction('rw', [db.outbox, db.drafts, db.idMap, db.meta], async () => {
    const record = await readTransferRecord(db);
    const queued = (await db.outbox.toArray()).map((entry) => entry.idempotencyKey);
    const knownKeys = new Set([...record.keys, ...queued]);
    const fresh = sealedEntries.filter((entry) => !knownKeys.has(entry.idempotencyKey));
    await db.outbox.bulkAdd(fresh);

    const settledHere = new Set(record.drafts);
    const withFreshEntries = new Set(fresh.map((entry) => entry.draftKey));
    let drafts = 0;
    for (const draft of sealedDrafts) {
      const existing = await db.drafts.get(draft.key);
      if (existing) {
        // Only a later copy that comes with new work replaces it; the id this device learnt stays.
        if (!withFreshEntries.has(draft.key) || draft.updatedAt <= existing.updatedAt) continue;
        await db.drafts.put({ ...draft, serverId: draft.serverId ?? existing.serverId });
      } else {
        if (settledHere.has(draft.key)) continue;
        const sameDocument =
          draft.serverId && (await db.drafts.where('serverId').equals(draft.serverId).first());
        if (sameDocument) continue;
        await db.drafts.add(draft);
      }
      drafts += 1;
    }

    const mapped = await db.idMap.bulkGet(work.idMap.map((row) => row.localId));
    await db.idMap.bulkAdd(work.idMap.filter((_, i) => !mapped[i]));

    await addToTransferRecord(
      db,
      work.entries.map((entry) => entry.idempotencyKey),
      work.drafts.map((draft) => draft.key),
    );
    return { added: fresh.length, known: sealedEntries.length - fresh.length, drafts };
  });
}
