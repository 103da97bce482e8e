/**
 * A draft's write (./drafts.ts `writeDraft`), done by the tab's sync worker when it runs for the draft's
 * user (./sync-client.ts). While the user types, a write every few keystrokes sealed the content and ran a
 * Dexie transaction on the page's thread, and the keystroke that came meanwhile waited for it.
 *
 * The page writes it itself when no worker runs for that user, and again when the worker's write failed
 * or the worker stopped before answering: the same content written twice is the same draft, and a
 * write's error is then the page's own (the errors Dexie gives, which the form tells apart, do not cross
 * the worker's boundary whole). A module of its own: the sync client stays free of Dexie, which the first
 * screen does not load.
 */
import { userDbName, type CanguroDb, type DraftContent } from './db';
import { writeDraft } from './drafts';
import { runningSyncWorker } from './sync-client';

export async function writeDraftOffPage(
  db: CanguroDb,
  key: string,
  content: DraftContent,
  version?: number | null,
): Promise<void> {
  const worker = runningSyncWorker();
  if (worker && db.name === userDbName(worker.userId)) {
    const written = await Promise.race([
      worker.writeDraft(key, content, version).then(
        () => true,
        () => false,
      ),
      worker.stopped.then(() => false),
    ]);
    if (written) return;
  }
  await writeDraft(db, key, content, version);
}
