/**
 * The page's handle on the signed-in user's database (./db.ts): every screen that reads or writes the
 * device's store goes through here, so there is one open database per tab for the user of the session.
 *
 * Design:
 * - Opened lazily for the session's user and cached; another user signing in gets their own database
 *   (`canguro-user-<id>`), and the previous one is closed.
 * - The session's end (sign-out, failed refresh) closes it: nothing is deleted here (logout never loses
 *   queued work, docs/offline.md).
 * - Embedded views (spec 000 §6) have no signed-in user here: no database.
 * - `useSessionDb()` gives React the database once it is open (null before, and with no user), so a
 *   screen renders its loading state first and its live queries after.
 * - It opens with the user's data key (./keyring.ts): a session whose key is not held yet (a reload, until
 *   the session's wrapping is unwrapped) waits for it; one with no key at all stays closed, and the route
 *   guard sends the user to sign in again.
 */
import { useSyncExternalStore } from 'react';
import { getSession, onSessionEnd, subscribeSession } from '../api/session';
import { openUserDb, type CanguroDb } from './db';
import { restoreKey, subscribeKey } from './keyring';
import { createVault } from './vault';
import { logFailure } from '../api/failure-log';

/** The session has a user but this tab holds no key for them: sign in again. */
export class StoreLockedError extends Error {
  override readonly name = 'StoreLockedError';
  constructor() {
    super('The device store is locked: no key for the session user');
  }
}

async function openWithKey(userId: string): Promise<CanguroDb> {
  const key = await restoreKey(userId);
  if (!key) throw new StoreLockedError();
  return openUserDb(userId, { vault: createVault(key) });
}

interface Opened {
  userId: string;
  db: Promise<CanguroDb>;
  ready: CanguroDb | null;
}

let opened: Opened | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function close() {
  const previous = opened;
  opened = null;
  if (previous) void previous.db.then((db) => db.close()).catch(() => undefined);
  notify();
}

/** The database of `userId`, opened once per tab. */
function openFor(userId: string): Promise<CanguroDb> {
  if (opened?.userId === userId) return opened.db;
  close();
  const entry: Opened = { userId, db: openWithKey(userId), ready: null };
  opened = entry;
  entry.db
    .then((db) => {
      if (opened !== entry) return;
      entry.ready = db;
      notify();
    })
    .catch((error: unknown) => logFailure('The device store could not be opened', error));
  return entry.db;
}

/** The signed-in user's database; null when nobody is signed in. */
export function sessionDb(): Promise<CanguroDb> | null {
  const userId = getSession().user?.id;
  return userId ? openFor(userId) : null;
}

/** Like `sessionDb`, for writes that cannot go on without it (a form saving). */
export function requireSessionDb(): Promise<CanguroDb> {
  const db = sessionDb();
  if (!db) throw new Error('No signed-in user: the device store is closed');
  return db;
}

function snapshot(): CanguroDb | null {
  const userId = getSession().user?.id;
  if (!userId) return null;
  if (opened?.userId !== userId) void openFor(userId);
  return opened?.userId === userId ? opened.ready : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribe = subscribeSession(listener);
  return () => {
    listeners.delete(listener);
    unsubscribe();
  };
}

/** The signed-in user's open database for React; null while it opens and when nobody is signed in. */
export function useSessionDb(): CanguroDb | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

onSessionEnd(close);
// A key held after a failed open (a sign-in in this tab): open again with it.
subscribeKey(() => {
  if (opened && !opened.ready) opened = null;
  notify();
});
