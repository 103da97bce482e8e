/**
 * One draft's life in a user's outbox, written with raw IndexedDB calls that follow src/offline/db.ts (as
 * ./outbox-idb.ts does for single entries): the draft row, as `openDraft` and `enqueueCommit` leave it, and
 * its entries in order under ONE local id — e.g. the stage autosave queued and then the GUARDAR commit of
 * the same new document, which the replayer must send in order, the commit naming the server id the stage
 * got.
 */
import type { Page } from '@playwright/test';

export interface RawDraftEntries {
  /** The document kind (`development-control`, ...). */
  kind: string;
  /** The document's id field (`developmentControlId`, ...). */
  idField: string;
  historyId: string;
  /** Each entry's body without the id field and historyId, in the order they are queued. */
  entries: { op: 'stage' | 'commit'; payload: Record<string, unknown> }[];
}

export interface MadeDraft {
  /** The draft's version-8 local id: its key, and its id field in every entry. */
  localId: string;
  /** The entries' Idempotency-Keys, in order. */
  keys: string[];
}

/** Writes the draft and its entries in one transaction. */
export function enqueueDraft(page: Page, dbName: string, draft: RawDraftEntries): Promise<MadeDraft> {
  return page.evaluate(
    async ({ dbName, draft }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(dbName);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('open failed'));
      });
      const uuid = crypto.randomUUID();
      const localId = `${uuid.slice(0, 14)}8${uuid.slice(15)}`;
      const now = Date.now();
      const last = draft.entries[draft.entries.length - 1];
      const tx = db.transaction(['drafts', 'outbox'], 'readwrite');
      tx.objectStore('drafts').add({
        key: localId,
        kind: draft.kind,
        historyId: draft.historyId,
        serverId: null,
        // No sealed content: a test cannot seal (see ./outbox-idb.ts); no screen of these specs opens it.
        sealed: null,
        createdAt: now,
        updatedAt: now,
        state: last?.op === 'commit' ? 'committed-pending' : 'editing',
      });
      const keys: string[] = [];
      for (const entry of draft.entries) {
        const idempotencyKey = crypto.randomUUID();
        keys.push(idempotencyKey);
        tx.objectStore('outbox').add({
          draftKey: localId,
          op: entry.op,
          kind: draft.kind,
          request: null,
          payload: {
            sealed: null,
            ids: { ...entry.payload, [draft.idField]: localId, historyId: draft.historyId },
          },
          idempotencyKey,
          createdAt: now,
          attempts: 0,
          sentAt: null,
          nextAttemptAt: 0,
          lastError: null,
          state: 'pending',
        });
      }
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('write failed'));
      });
      db.close();
      return { localId, keys };
    },
    { dbName, draft },
  );
}
