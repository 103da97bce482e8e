/**
 * Asks the browser to keep this origin's storage (DESIGN.md write path, step 9): drafts and the outbox live
 * in IndexedDB, and "best effort" storage may be evicted under pressure. Asked once, when a user is signed
 * in (browsers grant it more readily to an engaged, installed app); the answer is only logged, since a
 * refusal changes nothing the app can do here. Chromium answers false until the `durableStorage`
 * permission is granted (installed app, bookmarks, notifications).
 */
import { getSession, subscribeSession } from '../api/session';
import { logFailure } from '../api/failure-log';

let asked = false;

async function askOnce(): Promise<void> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (asked || !getSession().user || !storage?.persist) return;
  asked = true;
  try {
    const granted = (await storage.persisted()) || (await storage.persist());
    console.info(`persistent storage: ${granted ? 'granted' : 'not granted'}`);
  } catch (error) {
    logFailure('persistent storage not asked', error, 'warn');
  }
}

/** Asks as soon as a user is signed in; call once at start. */
export function connectPersistentStorage(): void {
  const ask = () => void askOnce();
  subscribeSession(ask);
  ask();
}
