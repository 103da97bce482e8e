/**
 * Reading and filling a user's outbox from a page with raw IndexedDB calls that follow src/offline/db.ts
 * (database `canguro-user-<id>`, table `outbox`, auto-increment `seq`): the production build exposes no way
 * into the store, and the fault specs need entries whose content they choose (a stage of a new document
 * named by a version-8 local id, as `enqueueStage` makes it). Their bodies are synthetic and unsealed.
 */
import { expect, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './service-worker';
import { openSignedIn } from './session';

export const userDbName = (userId: string) => `canguro-user-${userId}`;

/**
 * Waits until the tab's sync worker has opened (and so created) the user's database. Polled with
 * `evaluate`: `waitForFunction` does not await a predicate's promise (a promise is truthy at once).
 */
export async function waitForUserDb(page: Page, name: string) {
  await expect
    .poll(() =>
      page.evaluate(async (dbName) => (await indexedDB.databases()).some((db) => db.name === dbName), name),
    )
    .toBe(true);
}

/**
 * Signs `username` in and waits for the service worker to control the page, the user's database to be open
 * and the sync worker's start pass to have run (its next regular pass is 30 s away, workers/sync-worker.ts): where a spec that
 * fills the outbox itself starts. Answers the database's name.
 */
export async function openWithOutbox(page: Page, username: string): Promise<string> {
  const { user } = await openSignedIn(page, username);
  await waitForServiceWorkerControl(page);
  const dbName = userDbName(user.id);
  await waitForUserDb(page, dbName);
  await page.waitForLoadState('networkidle');
  return dbName;
}

export interface RawStage {
  /** The document kind (`bayley`, `development-control`, ...). */
  kind: string;
  /** The document's id field (`bayleyId`, `developmentControlId`, ...). */
  idField: string;
  /** The body without the id field (historyId included). */
  payload: Record<string, unknown>;
  /** `stage` by default. */
  op?: 'stage' | 'commit';
  /** As after failed sends: how many, the last one's status (0: no answer), and until when it waits. */
  backoff?: { attempts: number; status: number; until: number };
}

/**
 * Queues each stage (or commit) as a new document's entry in one transaction; returns their
 * Idempotency-Keys and local ids in order.
 */
export function enqueueRaw(
  page: Page,
  name: string,
  entries: RawStage[],
): Promise<{ idempotencyKey: string; localId: string }[]> {
  return page.evaluate(
    async ({ dbName, entries }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(dbName);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('open failed'));
      });
      const tx = db.transaction('outbox', 'readwrite');
      const made: { idempotencyKey: string; localId: string }[] = [];
      for (const entry of entries) {
        const uuid = crypto.randomUUID();
        const localId = `${uuid.slice(0, 14)}8${uuid.slice(15)}`;
        const idempotencyKey = crypto.randomUUID();
        made.push({ idempotencyKey, localId });
        tx.objectStore('outbox').add({
          draftKey: localId,
          op: entry.op ?? 'stage',
          kind: entry.kind,
          request: null,
          // A test cannot seal (the user's key is non-extractable, held by the app): the body rides in the
          // plain part of the stored payload (src/offline/db.ts `StoredPayload`), which the replayer merges.
          payload: { sealed: null, ids: { ...entry.payload, [entry.idField]: localId } },
          idempotencyKey,
          createdAt: Date.now(),
          attempts: entry.backoff?.attempts ?? 0,
          sentAt: entry.backoff ? Date.now() : null,
          nextAttemptAt: entry.backoff?.until ?? 0,
          lastError: entry.backoff
            ? { status: entry.backoff.status, message: 'Sin conexión', at: Date.now() }
            : null,
          state: 'pending',
        });
      }
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('write failed'));
      });
      db.close();
      return made;
    },
    { dbName: name, entries },
  );
}

/** Every row of a table of the user's database (outbox, drafts, idMap, records, meta). */
export function readTable<T = Record<string, unknown>>(
  page: Page,
  name: string,
  table: string,
): Promise<T[]> {
  return page.evaluate(
    async ({ dbName, table }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(dbName);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('open failed'));
      });
      const rows = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(table).objectStore(table).getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => reject(request.error ?? new Error('read failed'));
      });
      db.close();
      return rows;
    },
    { dbName: name, table },
  ) as Promise<T[]>;
}

export async function outboxCount(page: Page, name: string): Promise<number> {
  return (await readTable(page, name, 'outbox')).length;
}

/**
 * Lets the reference data (flags, catalogues) settle before a spec sets faults on /v1/parameters: a first
 * visit refreshes it at sign-in and again when the service worker takes control. Once the worker controls
 * the page, a reload refreshes it once through the worker; this waits for that refresh to be stored.
 */
export async function settleReferenceData(page: Page, name: string): Promise<void> {
  await waitForServiceWorkerControl(page);
  const since = await page.evaluate(() => Date.now());
  await page.reload();
  await expect
    .poll(
      async () => {
        const rows = await readTable<{ key: string; value: unknown }>(page, name, 'meta');
        const at = rows.find((row) => row.key === 'referenceRefreshedAt')?.value;
        return typeof at === 'number' && at >= since;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}
