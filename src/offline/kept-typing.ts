/**
 * What is typed and not saved yet, kept on the device so that a reload, a crash or a closed tab loses
 * nothing (the documents keep theirs in their drafts): a table's rows before Guardar
 * (src/document-kit/row-edits.ts), the motive of an "Aplazar" modal. Sealed like every record, written a
 * moment after the last change (or at once), and whatever still waits is written when the screen closes.
 * Writes and removals run one after another, so a removal is never undone by a write that started first.
 */
import { useEffect, useMemo } from 'react';
import type { CanguroDb } from './db';
import { getRecord, putRecord } from './records';
import { useSessionDb } from './session-db';

export const KEEP_DELAY_MS = 300;

export interface KeptTyping<T> {
  /** Keeps `value` a moment after the last call, or at once with `now`. */
  write: (value: T, now?: boolean) => void;
  /** Forgets what was kept (saved or given up), with any write still waiting. */
  clear: () => void;
  /** Writes what still waits, at once (the screen closes). */
  flush: () => void;
  /** Settles when every write and removal asked for so far is done. */
  settled: () => Promise<void>;
  /** What is kept, after the writes and removals asked for so far (undefined: nothing, or no database). */
  read: () => Promise<T | undefined>;
}

export function keptTyping<T>(db: CanguroDb, key: string, historyId: string | null): KeptTyping<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiting: { value: T } | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const run = (operation: () => Promise<unknown>) => {
    queue = queue.catch(() => undefined).then(operation);
  };
  const stopTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const flush = () => {
    stopTimer();
    const next = waiting;
    waiting = null;
    if (next) run(() => putRecord(db, key, historyId, next.value));
  };
  return {
    write(value, now = false) {
      stopTimer();
      waiting = { value };
      if (now) flush();
      else timer = setTimeout(flush, KEEP_DELAY_MS);
    },
    clear() {
      stopTimer();
      waiting = null;
      run(() => db.records.delete(key));
    },
    flush,
    settled: () => queue.then(() => undefined),
    read: () => queue.then(async () => (await getRecord<T>(db, key))?.data),
  };
}

/** While no user's database is open: nothing to keep or read. */
const nothingKept = <T>(): KeptTyping<T> => ({
  write: () => undefined,
  clear: () => undefined,
  flush: () => undefined,
  settled: () => Promise.resolve(),
  read: () => Promise.resolve(undefined),
});

/** `keptTyping` on the signed-in user's database, flushed when the screen closes. */
export function useKeptTyping<T>(key: string, historyId: string | null): KeptTyping<T> {
  const db = useSessionDb();
  const kept = useMemo(
    () => (db ? keptTyping<T>(db, key, historyId) : nothingKept<T>()),
    [db, key, historyId],
  );
  useEffect(() => () => kept.flush(), [kept]);
  return kept;
}
