/**
 * The draft session (src/offline/draft-session.ts) over a real Dexie store on fake-indexeddb, with fake
 * timers: the timing rules of spec 000 §4 and §9 (throttled local writes, autosave after 2000 ms of quiet,
 * one stage at a time, post-load lock, 500 ms commit debounce, X) and what each leaves in the store.
 *
 * Only setTimeout and Date are faked: fake-indexeddb schedules its own work with setImmediate.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  openUserDb,
  type CanguroDb,
  type DraftContent,
  type StoredOutboxEntry,
} from '../../../src/offline/db';
import { testVault } from './support/test-vault';
import {
  AUTOSAVE_DELAY_MS,
  COMMIT_DEBOUNCE_MS,
  DRAFT_WRITE_THROTTLE_MS,
  POST_LOAD_LOCK_MS,
  createDraftSession,
  globalTimers,
  type DraftSessionOptions,
} from '../../../src/offline/draft-session';
import { getDraft, writeDraft } from '../../../src/offline/drafts';
import { enqueueCommit, enqueueStage, openEntry, readOutboxStatus } from '../../../src/offline/outbox';
import { markAcknowledged } from './support/acknowledge';

const historyId = '0bebef7d-3c29-5453-8e5e-309444b69308';
const serverId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

let db: CanguroDb;
/** Times (fake clock) of every draft write that stored content. */
let writes: { at: number }[];
/** Every outbox entry made: op and time. */
let enqueued: { op: string; at: number; entry: Omit<StoredOutboxEntry, 'seq'> }[];
let syncs: number;

/** The body an enqueued entry will send, opened. */
const bodyOf = async ({ entry }: (typeof enqueued)[number]) =>
  (await openEntry(db, { ...entry, seq: 0 })).payload;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  db = await openUserDb('ana', { vault: await testVault(), indexedDB: new IDBFactory(), IDBKeyRange });
  writes = [];
  enqueued = [];
  syncs = 0;
  // Dexie reports a changed object as the key paths that changed ('content.followUp').
  db.drafts.hook('updating', (mods) => {
    if (Object.keys(mods).some((path) => path === 'sealed' || path.startsWith('sealed.'))) {
      writes.push({ at: Date.now() });
    }
  });
  db.outbox.hook('creating', (_key, entry) => {
    enqueued.push({ op: entry.op, at: Date.now(), entry });
  });
});
afterEach(() => {
  db.close();
  vi.useRealTimers();
});

async function openSession(extra: Partial<DraftSessionOptions> = {}) {
  const session = createDraftSession({
    db,
    kind: 'development-control',
    historyId,
    source: { type: 'new', content: { followUp: '' } },
    postLoadLockMs: POST_LOAD_LOCK_MS.control,
    read: (content) => content,
    sync: () => {
      syncs += 1;
    },
    ...extra,
  });
  await session.ready;
  await session.whenIdle();
  return session;
}

/** Moves the fake clock and lets the store's work finish. */
async function advance(ms: number, session: { whenIdle(): Promise<void> }) {
  await vi.advanceTimersByTimeAsync(ms);
  await session.whenIdle();
}

const stages = () => enqueued.filter((e) => e.op === 'stage');
const commits = () => enqueued.filter((e) => e.op === 'commit');

describe('local writes', () => {
  it('are throttled to one per 300 ms, the last change always written', async () => {
    // The time each write is handed to the store.
    const started: number[] = [];
    const session = await openSession({
      ops: {
        writeDraft: (...args) => {
          started.push(Date.now());
          return writeDraft(...args);
        },
      },
    });
    const start = Date.now();
    for (let i = 1; i <= 12; i++) {
      session.change({ followUp: `texto ${i}` });
      await advance(50, session);
    }
    await advance(DRAFT_WRITE_THROTTLE_MS, session);
    const times = started.map((at) => at - start);
    expect(writes).toHaveLength(times.length);
    expect(times.length).toBeGreaterThanOrEqual(2);
    expect(times.length).toBeLessThan(12);
    // The first change of a quiet spell is written at once.
    expect(times[0]).toBe(0);
    for (let i = 1; i < times.length; i++) {
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(DRAFT_WRITE_THROTTLE_MS);
    }
    expect((await getDraft(db, session.getState().key!))!.content).toEqual({ followUp: 'texto 12' });
  });

  it('flush writes the last change at once (pagehide, unmount)', async () => {
    const session = await openSession();
    session.change({ followUp: 'uno' });
    session.change({ followUp: 'dos' });
    await session.whenIdle();
    // 'uno' at once; 'dos' waits for the throttle window.
    const key = session.getState().key!;
    expect(writes).toHaveLength(1);
    expect((await getDraft(db, key))!.content).toEqual({ followUp: 'uno' });
    await session.flush();
    expect(writes).toHaveLength(2);
    expect((await getDraft(db, key))!.content).toEqual({ followUp: 'dos' });
    await session.dispose();
    await advance(AUTOSAVE_DELAY_MS * 2, session);
    expect(stages()).toHaveLength(0);
    expect(await db.drafts.count()).toBe(1);
  });

  it('a failed write (quota) is reported and the next write tries again', async () => {
    let full = true;
    const session = await openSession({
      ops: {
        writeDraft: async (...args) => {
          if (full) throw new DOMException('Quota exceeded', 'QuotaExceededError');
          return writeDraft(...args);
        },
      },
    });
    session.change({ followUp: 'se pierde?' });
    await session.whenIdle();
    expect((session.getState().writeError as DOMException).name).toBe('QuotaExceededError');
    full = false;
    await session.flush();
    expect(session.getState().writeError).toBeNull();
    expect((await getDraft(db, session.getState().key!))!.content).toEqual({ followUp: 'se pierde?' });
  });

  it('hands over the content the device lacks while its write fails, and nothing once it is stored', async () => {
    let full = false;
    const session = await openSession({
      ops: {
        writeDraft: async (...args) => {
          if (full) throw new DOMException('Quota exceeded', 'QuotaExceededError');
          return writeDraft(...args);
        },
      },
    });
    expect(session.unwrittenContent()).toBeNull();
    session.change({ followUp: 'guardado' });
    await session.whenIdle();
    expect(session.unwrittenContent()).toBeNull();
    full = true;
    await advance(DRAFT_WRITE_THROTTLE_MS, session);
    session.change({ followUp: 'guardado y más' });
    await session.whenIdle();
    expect(session.unwrittenContent()).toEqual({ followUp: 'guardado y más' });
    // A later change that also fails is the one handed over.
    await advance(DRAFT_WRITE_THROTTLE_MS, session);
    session.change({ followUp: 'guardado y más aún' });
    await session.whenIdle();
    expect(session.unwrittenContent()).toEqual({ followUp: 'guardado y más aún' });
    full = false;
    await session.flush();
    expect(session.unwrittenContent()).toBeNull();
  });
});

describe('autosave (stage)', () => {
  it('stages 2000 ms after the last change, once, with the last content', async () => {
    const session = await openSession();
    await advance(POST_LOAD_LOCK_MS.control, session);
    session.change({ followUp: 'a' });
    await advance(1500, session);
    session.change({ followUp: 'ab' });
    await advance(AUTOSAVE_DELAY_MS - 1, session);
    expect(stages()).toHaveLength(0);
    await advance(1, session);
    expect(stages()).toHaveLength(1);
    expect((await bodyOf(stages()[0]!)).followUp).toBe('ab');
    expect(syncs).toBe(1);
    expect(session.getState().lastStagedAt).toBe(Date.now());
    // Nothing changed since: no more stages.
    await advance(AUTOSAVE_DELAY_MS * 3, session);
    expect(stages()).toHaveLength(1);
  });

  it('a run of keystrokes keeps one autosave timer, and still stages 2000 ms after the last one', async () => {
    const set: number[] = [];
    const session = await openSession({
      timers: { ...globalTimers, setTimeout: (callback, ms) => (set.push(ms), setTimeout(callback, ms)) },
    });
    await advance(POST_LOAD_LOCK_MS.control, session);
    set.length = 0;
    for (let i = 1; i <= 40; i++) {
      session.change({ followUp: 'a'.repeat(i) });
      await advance(50, session);
    }
    // Set once for the run, then once more for the rest it waited when it fired.
    expect(set.filter((ms) => ms > DRAFT_WRITE_THROTTLE_MS)).toEqual([AUTOSAVE_DELAY_MS, 50 * 39]);
    await advance(AUTOSAVE_DELAY_MS - 51, session);
    expect(stages()).toHaveLength(0);
    await advance(1, session);
    expect(stages()).toHaveLength(1);
    expect((await bodyOf(stages()[0]!)).followUp).toBe('a'.repeat(40));
  });

  it('runs one stage at a time: a stage due during another waits and then runs once', async () => {
    let release!: () => void;
    let running = 0;
    let most = 0;
    let calls = 0;
    const session = await openSession({
      ops: {
        enqueueStage: async (database, key) => {
          calls += 1;
          running += 1;
          most = Math.max(most, running);
          if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
          try {
            return await enqueueStage(database, key);
          } finally {
            running -= 1;
          }
        },
      },
    });
    await advance(POST_LOAD_LOCK_MS.control, session);
    session.change({ followUp: 'uno' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await vi.waitFor(() => expect(calls).toBe(1));
    session.change({ followUp: 'dos' });
    session.change({ followUp: 'tres' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(calls).toBe(1);
    release();
    await session.whenIdle();
    expect(calls).toBe(2);
    expect(most).toBe(1);
    // Coalesced: one unsent stage, with the latest content.
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect((await openEntry(db, entries[0]!)).payload.followUp).toBe('tres');
  });

  it('never stages within the post-load lock (3000 ms for exams); a stage due then waits for its end', async () => {
    const session = await openSession({ postLoadLockMs: POST_LOAD_LOCK_MS.exam });
    const loadedAt = Date.now();
    session.change({ followUp: 'al cargar' });
    await advance(POST_LOAD_LOCK_MS.exam - 1, session);
    expect(stages()).toHaveLength(0);
    await advance(1, session);
    expect(stages()).toHaveLength(1);
    expect(stages()[0]!.at - loadedAt).toBe(POST_LOAD_LOCK_MS.exam);
  });

  it('does not stage while discarding, and a discarded new draft sends nothing', async () => {
    const session = await openSession();
    await advance(POST_LOAD_LOCK_MS.control, session);
    session.change({ followUp: 'borrador' });
    await advance(AUTOSAVE_DELAY_MS - 100, session);
    const closing = session.close();
    await advance(AUTOSAVE_DELAY_MS * 2, session);
    expect(await closing).toBe('dropped');
    expect(enqueued).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.drafts.count()).toBe(0);
    expect(syncs).toBe(0);
    // A change after X is ignored.
    session.change({ followUp: 'tarde' });
    await advance(AUTOSAVE_DELAY_MS * 2, session);
    expect(enqueued).toHaveLength(0);
  });

  it('X after a stage queues a discard behind it', async () => {
    const session = await openSession();
    await advance(POST_LOAD_LOCK_MS.control, session);
    session.change({ followUp: 'borrador' });
    await advance(AUTOSAVE_DELAY_MS, session);
    // The stage was sent and acknowledged: the server holds the draft.
    await markAcknowledged(db, session.getState().key!, serverId);
    expect(await session.close()).toBe('queued');
    expect(enqueued.map((e) => e.op)).toEqual(['stage', 'discard']);
    expect(syncs).toBe(2);
  });
});

describe('GUARDAR (commit)', () => {
  const validate = (content: DraftContent) =>
    typeof content.followUp === 'string' && content.followUp.trim() !== ''
      ? null
      : { followUp: 'Este valor es obligatorio' };

  it('answers at once and commits 500 ms later, cancelling the pending autosave', async () => {
    const session = await openSession({ validate });
    await advance(POST_LOAD_LOCK_MS.control, session);
    session.change({ followUp: 'casi' });
    await advance(1000, session);
    const result = session.save({ followUp: 'Control en un mes' });
    expect(result.ok).toBe(true);
    expect(session.getState().phase).toBe('saving');
    await advance(COMMIT_DEBOUNCE_MS - 1, session);
    expect(commits()).toHaveLength(0);
    await advance(1, session);
    expect(commits()).toHaveLength(1);
    if (result.ok) await result.committed;
    expect((await bodyOf(commits()[0]!)).followUp).toBe('Control en un mes');
    expect(session.getState().phase).toBe('closed');
    await advance(AUTOSAVE_DELAY_MS * 2, session);
    expect(stages()).toHaveLength(0);
    const draft = (await db.drafts.toArray())[0]!;
    expect(draft.state).toBe('committed-pending');
    expect((await readOutboxStatus(db)).pending).toBe(1);
    expect(syncs).toBe(1);
  });

  it('a second press within 500 ms restarts the debounce: one commit, the newer content', async () => {
    const session = await openSession({ validate });
    await advance(POST_LOAD_LOCK_MS.control, session);
    session.save({ followUp: 'primero' });
    await advance(300, session);
    session.save({ followUp: 'segundo' });
    await advance(COMMIT_DEBOUNCE_MS - 1, session);
    expect(commits()).toHaveLength(0);
    await advance(1, session);
    expect(await Promise.all(commits().map(async (c) => (await bodyOf(c)).followUp))).toEqual(['segundo']);
  });

  it('with errors sends nothing and keeps what was typed', async () => {
    const session = await openSession({ validate });
    await advance(POST_LOAD_LOCK_MS.control, session);
    const result = session.save({ followUp: '   ', initialObservation: 'Escrito' });
    expect(result).toEqual({ ok: false, errors: { followUp: 'Este valor es obligatorio' } });
    await advance(COMMIT_DEBOUNCE_MS, session);
    expect(commits()).toHaveLength(0);
    expect(session.getState().phase).toBe('ready');
    expect((await getDraft(db, session.getState().key!))!.content).toEqual({
      followUp: '   ',
      initialObservation: 'Escrito',
    });
  });

  it('a commit the device cannot store rejects and leaves the form usable', async () => {
    const session = await openSession({
      validate,
      ops: {
        enqueueCommit: () => Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError')),
      },
    });
    const result = session.save({ followUp: 'x' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const outcome = result.committed.then(
      () => 'stored',
      (error: DOMException) => error.name,
    );
    await advance(COMMIT_DEBOUNCE_MS, session);
    expect(await outcome).toBe('QuotaExceededError');
    expect(session.getState().phase).toBe('ready');
    expect(await db.outbox.count()).toBe(0);
    // What GUARDAR could not store is what the form comes back with, and goes to an export.
    expect(session.getState().initialContent).toEqual({ followUp: 'x' });
    expect(session.unwrittenContent()).toEqual({ followUp: 'x' });
  });
});

describe('opening', () => {
  it('a server document whose last commit was acknowledged starts from the server content', async () => {
    const first = await openSession({
      source: { type: 'server', id: serverId, content: { followUp: 'viejo' } },
    });
    const key = first.getState().key!;
    await enqueueCommit(db, key, { followUp: 'viejo' });
    await markAcknowledged(db, key, serverId);
    await first.dispose();
    const again = await openSession({
      source: { type: 'server', id: serverId, content: { followUp: 'nuevo del servidor' } },
    });
    expect(again.getState().key).toBe(key);
    expect(again.getState().initialContent).toEqual({ followUp: 'nuevo del servidor' });
  });

  it("a server document's version and content are the base of the device's changes", async () => {
    const source = {
      type: 'server',
      id: serverId,
      content: { followUp: 'del servidor' },
      version: 3,
    } as const;
    const first = await openSession({ source });
    const key = first.getState().key!;
    expect(await getDraft(db, key)).toMatchObject({ baseVersion: 3, base: { followUp: 'del servidor' } });
    await enqueueCommit(db, key, { followUp: 'guardado aquí' });
    await markAcknowledged(db, key, serverId, 4);
    expect(await getDraft(db, key)).toMatchObject({ baseVersion: 4, base: { followUp: 'guardado aquí' } });
    await first.dispose();
    // The stored list is older than the acknowledged commit: the draft, which holds it, is the start.
    const stale = await openSession({ source });
    expect(stale.getState().initialContent).toEqual({ followUp: 'guardado aquí' });
    await stale.dispose();
    const newer = await openSession({
      source: { type: 'server', id: serverId, content: { followUp: 'más nuevo' }, version: 5 },
    });
    expect(newer.getState().initialContent).toEqual({ followUp: 'más nuevo' });
    expect(await getDraft(db, key)).toMatchObject({ baseVersion: 5, base: { followUp: 'más nuevo' } });
  });

  it('a server document with a draft on the device resumes the draft', async () => {
    const first = await openSession({ source: { type: 'server', id: serverId, content: { followUp: 'a' } } });
    first.change({ followUp: 'sin guardar' });
    await first.dispose();
    const again = await openSession({ source: { type: 'server', id: serverId, content: { followUp: 'a' } } });
    expect(again.getState().initialContent).toEqual({ followUp: 'sin guardar' });
  });
});
