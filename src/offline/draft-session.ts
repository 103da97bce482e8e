/**
 * One open document form and its draft on the device (spec 000 §4 "stage / commit / discard", §9 timings;
 * DESIGN.md write path, steps 1–4): the controller every document form uses (development control now;
 * Bayley, Griffiths, family control and the social-work documents later).
 *
 * Design:
 * - Plain TypeScript over the store (./drafts.ts, ./outbox.ts) with the clock and timers injected, so its
 *   timing rules are unit-tested with fake timers over fake-indexeddb; ./use-draft-session.ts is the thin
 *   React hook over it.
 * - `change(content)` writes the whole content to the draft, throttled to at most one write every
 *   DRAFT_WRITE_THROTTLE_MS: the first change of a quiet spell is written at once, later ones when the
 *   window ends, and the last change is always written. `flush()` writes it at once (close, unmount,
 *   `pagehide`). Writes never wait for the network.
 * - Autosave: AUTOSAVE_DELAY_MS after the last change the draft is staged (`enqueueStage`, then the sync
 *   worker is asked for a pass). One stage at a time: a stage due while one runs waits for it and then
 *   runs once. Skipped while loading, saving or discarding. The post-load lock (1000 ms controls, 3000 ms
 *   exams) disables autosave after the form loads: a stage that falls due within it waits for its end, so
 *   no stage happens during the lock and no change is left unstaged.
 * - `save(content)` (GUARDAR) validates with the caller's rule first; with errors nothing is sent and the
 *   form keeps what was typed. Without errors it answers at once (the modal closes) and commits
 *   COMMIT_DEBOUNCE_MS later (a second press within the window restarts it with the newer content):
 *   `enqueueCommit`, which supersedes unsent stages, then a sync pass. If the device cannot store the
 *   commit (quota) the returned promise rejects and the session is usable again, content intact: the
 *   commit's content becomes the one the form starts from (`initialContent`), as the form comes back.
 * - `close()` (X) drops pending writes and stages and discards (./outbox.ts `discard`): a draft that never
 *   reached the server is deleted on the device with no request ("discard does nothing when there is no
 *   id"); otherwise a discard is queued.
 * - A failed local write (quota, a closed database) is kept in the state (`writeError`) for the form to
 *   say so; the content stays with the form and the next change or flush tries again. Meanwhile
 *   `unwrittenContent()` hands the content the device lacks to the export of unsent work
 *   (./unsaved-work.ts, ./unsent-work.ts): with the storage full, the file is where it can go.
 */
import type { DocumentKind } from '../contract/document';
import type { CanguroDb, DraftContent, DraftRow } from './db';
import { getDraft, openDraft, writeDraft } from './drafts';
import { discard, enqueueCommit, enqueueStage, type DiscardResult } from './outbox';

/** Spec 000 §4: "a change stages a draft after 2000 ms of inactivity". */
export const AUTOSAVE_DELAY_MS = 2000;
/** Spec 000 §9: "commit debounce 500 ms". */
export const COMMIT_DEBOUNCE_MS = 500;
/** DESIGN.md write path step 1: local writes "throttled to a few hundred ms". */
export const DRAFT_WRITE_THROTTLE_MS = 300;
/** Spec 000 §4, §9: autosave disabled after load, 1000 ms for controls, 3000 ms for exams. */
export const POST_LOAD_LOCK_MS = { control: 1000, exam: 3000 } as const;

type TimerHandle = ReturnType<typeof setTimeout>;

export interface SessionTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** The global clock and timers, looked up at call time (so fake timers of tests apply). */
export const globalTimers: SessionTimers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

/** What the form edits: a new document, a server document, or a draft already on the device. */
export type DraftSource =
  | { type: 'new'; content: DraftContent }
  | { type: 'server'; id: string; content: DraftContent; version?: number | null }
  | { type: 'draft'; key: string };

/** The store calls the session makes (./drafts.ts, ./outbox.ts); tests wrap them to hold one open. */
export interface DraftStoreOps {
  openDraft: typeof openDraft;
  getDraft: typeof getDraft;
  writeDraft: typeof writeDraft;
  enqueueStage: typeof enqueueStage;
  enqueueCommit: typeof enqueueCommit;
  discard: typeof discard;
}

const storeOps: DraftStoreOps = { openDraft, getDraft, writeDraft, enqueueStage, enqueueCommit, discard };

/** Field path → message; null when the content may be committed. */
export type SaveValidator<C extends DraftContent = DraftContent> = (
  content: C,
) => Record<string, string> | null;

/**
 * `C` is the document's content as its contract types it (src/contract/document.ts `DraftOf`): what the
 * form starts from, changes and saves. What the store holds is read back through `read` (the contract's
 * tolerant `readDraft`).
 */
export interface DraftSessionOptions<C extends DraftContent = DraftContent> {
  db: CanguroDb;
  kind: DocumentKind;
  historyId: string;
  source: DraftSource;
  /** POST_LOAD_LOCK_MS.control or .exam. */
  postLoadLockMs: number;
  /** A stored draft's content (or a server document's) as the document's content. */
  read: (content: DraftContent) => C;
  /** The caller's commit rule (the contract's commit schema). */
  validate?: SaveValidator<C>;
  /** Asks the sync worker for a pass (src/offline/sync-client.ts `triggerSync`). */
  sync?: () => void;
  timers?: SessionTimers;
  /** The store calls; the real ones by default. */
  ops?: Partial<DraftStoreOps>;
}

export type SessionPhase = 'loading' | 'ready' | 'saving' | 'closing' | 'closed' | 'failed';

export interface DraftSessionState<C extends DraftContent = DraftContent> {
  phase: SessionPhase;
  /** The draft's local id, once open. */
  key: string | null;
  /** The content the form starts from (the draft's, once open). */
  initialContent: C | null;
  /** When the last stage was queued (null: none in this session). */
  lastStagedAt: number | null;
  /** The last local write that failed (cleared by the next one that succeeds). */
  writeError: unknown;
  /** The user changed something in this session. */
  changed: boolean;
  /** A change is not on the device yet (its throttled write is waiting or running). */
  unwritten: boolean;
  /** A change is not in a queued stage yet (autosave waits for quiet). */
  unstaged: boolean;
}

export type SaveResult =
  | { ok: true; committed: Promise<void> }
  | { ok: false; errors: Record<string, string> }
  | { ok: false; errors: null; reason: 'not-ready' };

export interface DraftSession<C extends DraftContent = DraftContent> {
  /** Resolves with the draft once open. */
  readonly ready: Promise<DraftRow>;
  getState(this: void): DraftSessionState<C>;
  subscribe(this: void, listener: () => void): () => void;
  change(content: C): void;
  save(content: C): SaveResult;
  close(): Promise<DiscardResult>;
  /** Writes the last change now (unmount, pagehide). */
  flush(): Promise<void>;
  /** The form goes away without X or GUARDAR: last change written, autosave stopped, draft kept. */
  dispose(): Promise<void>;
  /** Resolves when no write, stage or commit is running (timers still due are not waited for). */
  whenIdle(): Promise<void>;
  /** The form's latest content while the device does not hold it (a write waits or failed); else null. */
  unwrittenContent(this: void): C | null;
}

export function createDraftSession<C extends DraftContent>(options: DraftSessionOptions<C>): DraftSession<C> {
  const { db, kind, historyId, source, postLoadLockMs } = options;
  const timers = options.timers ?? globalTimers;
  const sync = options.sync ?? (() => undefined);
  const ops: DraftStoreOps = { ...storeOps, ...options.ops };

  let state: DraftSessionState<C> = {
    phase: 'loading',
    key: null,
    initialContent: null,
    lastStagedAt: null,
    writeError: null,
    changed: false,
    unwritten: false,
    unstaged: false,
  };
  const listeners = new Set<() => void>();
  const setState = (patch: Partial<DraftSessionState<C>>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  let key: string | null = null;
  let lockUntil = Infinity;
  /** The last change not yet handed to a write. */
  let pending: C | null = null;
  /** The form's latest content (a change, or a commit the device could not store). */
  let latest: C | null = null;
  let lastWriteAt = -Infinity;
  let writeTimer: TimerHandle | null = null;
  let writing: Promise<void> = Promise.resolve();
  /** Changes counted, and the count the last stage covered. */
  let changeCount = 0;
  let stagedCount = 0;
  let stageTimer: TimerHandle | null = null;
  /** When the stage timer fires, and when autosave is due (later, when changes came since it was set). */
  let stageTimerAt = 0;
  let stageDueAt = 0;
  let staging: Promise<void> | null = null;
  let stageAgain = false;
  let commitTimer: TimerHandle | null = null;
  let committing: Promise<void> | null = null;
  let commitContent: C | null = null;
  let commitDone: { promise: Promise<void>; resolve: () => void; reject: (e: unknown) => void } | null = null;

  const clear = (handle: TimerHandle | null) => {
    if (handle !== null) timers.clearTimeout(handle);
  };

  // --- local writes -------------------------------------------------------------------------------
  function writeNow() {
    if (!key || pending === null) return;
    const content = pending;
    const draftKey = key;
    pending = null;
    lastWriteAt = timers.now();
    writing = writing.then(
      () =>
        ops.writeDraft(db, draftKey, content).then(
          () => {
            // Written, unless a newer change waits for its own write.
            if (state.writeError || (state.unwritten && pending === null))
              setState({ writeError: null, unwritten: pending !== null });
          },
          (error: unknown) => {
            // Keep it for the next try unless a newer change is waiting.
            pending ??= content;
            setState({ writeError: error });
          },
        ),
      () => undefined,
    );
  }

  function scheduleWrite() {
    if (!key || writeTimer !== null || pending === null) return;
    const wait = lastWriteAt + DRAFT_WRITE_THROTTLE_MS - timers.now();
    if (wait <= 0) {
      writeNow();
      return;
    }
    writeTimer = timers.setTimeout(() => {
      writeTimer = null;
      writeNow();
    }, wait);
  }

  function flush(): Promise<void> {
    clear(writeTimer);
    writeTimer = null;
    writeNow();
    return writing;
  }

  // --- autosave -----------------------------------------------------------------------------------
  /**
   * Autosave falls due `delay` after now. One timer serves a run of changes: fired before the due time
   * it waits the rest, instead of being cleared and set again at every keystroke (on a slow tablet that
   * was a third of a millisecond of each key's script).
   */
  function scheduleStage(delay = AUTOSAVE_DELAY_MS) {
    stageDueAt = timers.now() + delay;
    if (stageTimer !== null && stageTimerAt <= stageDueAt) return;
    clear(stageTimer);
    armStageTimer(delay);
  }

  function armStageTimer(delay: number) {
    stageTimerAt = timers.now() + delay;
    stageTimer = timers.setTimeout(() => {
      stageTimer = null;
      const rest = stageDueAt - timers.now();
      if (rest > 0) armStageTimer(rest);
      else stageDue();
    }, delay);
  }

  function stageDue() {
    if (state.phase !== 'ready' || !key) return;
    const now = timers.now();
    if (now < lockUntil) {
      scheduleStage(lockUntil - now);
      return;
    }
    if (staging) {
      stageAgain = true;
      return;
    }
    if (changeCount === stagedCount) return;
    const covered = changeCount;
    const draftKey = key;
    staging = (async () => {
      await flush();
      if (state.phase !== 'ready') return;
      try {
        await ops.enqueueStage(db, draftKey);
        stagedCount = covered;
        setState({ lastStagedAt: timers.now(), writeError: null, unstaged: changeCount !== covered });
        sync();
      } catch (error) {
        setState({ writeError: error });
      }
    })().finally(() => {
      staging = null;
      if (stageAgain) {
        stageAgain = false;
        stageDue();
      }
    });
  }

  // --- open ---------------------------------------------------------------------------------------
  async function open(): Promise<DraftRow> {
    if (source.type === 'draft') {
      const draft = await ops.getDraft(db, source.key);
      if (!draft) throw new Error(`No draft ${source.key} on this device`);
      return draft;
    }
    const serverId = source.type === 'server' ? source.id : null;
    const version = source.type === 'server' ? (source.version ?? null) : null;
    const draft = await ops.openDraft(db, { kind, historyId, serverId, content: source.content, version });
    // A draft whose last commit was acknowledged holds nothing the server lacks: start from the server's
    // (unless the device's stored list is older than that commit: then from the draft, which it holds).
    const older = version != null && draft.baseVersion != null && version < draft.baseVersion;
    if (source.type === 'server' && draft.state === 'committed' && !older) {
      await ops.writeDraft(db, draft.key, source.content, version);
      return { ...draft, content: source.content };
    }
    return draft;
  }

  const ready = open();
  ready.then(
    (draft) => {
      key = draft.key;
      lockUntil = timers.now() + postLoadLockMs;
      const closedMeanwhile = state.phase !== 'loading';
      setState({
        key: draft.key,
        initialContent: options.read(draft.content),
        phase: closedMeanwhile ? state.phase : 'ready',
      });
      if (pending !== null) {
        scheduleWrite();
        scheduleStage();
      }
    },
    (error: unknown) => setState({ phase: 'failed', writeError: error }),
  );

  // --- the form's calls ---------------------------------------------------------------------------
  function change(content: C) {
    if (state.phase !== 'loading' && state.phase !== 'ready') return;
    pending = latest = content;
    changeCount += 1;
    if (!state.changed || !state.unwritten || !state.unstaged)
      setState({ changed: true, unwritten: true, unstaged: true });
    scheduleWrite();
    scheduleStage();
  }

  function runCommit() {
    commitTimer = null;
    const content = commitContent!;
    const done = commitDone!;
    committing = (async () => {
      if (staging) await staging;
      // The commit stores the final content itself: a write still waiting would only be overwritten.
      clear(writeTimer);
      writeTimer = null;
      pending = null;
      await writing;
      await ops.enqueueCommit(db, key!, content);
      sync();
    })().then(
      () => {
        commitDone = null;
        setState({ phase: 'closed', writeError: null });
        done.resolve();
      },
      (error: unknown) => {
        commitDone = null;
        pending = latest = content;
        // The form, hidden by GUARDAR, comes back with what it tried to store, not with what it opened.
        setState({ phase: 'ready', writeError: error, initialContent: content });
        done.reject(error);
      },
    );
    void committing.finally(() => {
      committing = null;
    });
  }

  function save(content: C): SaveResult {
    if ((state.phase !== 'ready' && state.phase !== 'saving') || !key) {
      return { ok: false, errors: null, reason: 'not-ready' };
    }
    const errors = options.validate?.(content) ?? null;
    if (errors && Object.keys(errors).length > 0) {
      // Nothing typed is lost: the content goes to the draft like any change.
      if (state.phase === 'ready') change(content);
      return { ok: false, errors };
    }
    clear(stageTimer);
    stageTimer = null;
    stageAgain = false;
    commitContent = content;
    if (!commitDone) {
      let resolve!: () => void;
      let reject!: (e: unknown) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      commitDone = { promise, resolve, reject };
    }
    clear(commitTimer);
    commitTimer = timers.setTimeout(runCommit, COMMIT_DEBOUNCE_MS);
    setState({ phase: 'saving' });
    return { ok: true, committed: commitDone.promise };
  }

  async function close(): Promise<DiscardResult> {
    if (state.phase === 'closed' || state.phase === 'closing' || state.phase === 'saving') return 'nothing';
    setState({ phase: 'closing' });
    clear(writeTimer);
    clear(stageTimer);
    writeTimer = stageTimer = null;
    pending = null;
    stageAgain = false;
    try {
      await ready;
    } catch {
      setState({ phase: 'closed' });
      return 'nothing';
    }
    await writing;
    if (staging) await staging;
    try {
      const result = await ops.discard(db, key!);
      if (result === 'queued') sync();
      setState({ phase: 'closed' });
      return result;
    } catch (error) {
      setState({ phase: 'ready', writeError: error });
      throw error;
    }
  }

  async function dispose(): Promise<void> {
    clear(stageTimer);
    stageTimer = null;
    stageAgain = false;
    if (state.phase === 'saving') return; // the commit goes on by itself
    await flush();
  }

  async function whenIdle(): Promise<void> {
    await ready.catch(() => undefined);
    // Each settled step may start the next (a stage queued behind another, a commit behind a stage).
    for (;;) {
      const running = [writing, staging, committing] as const;
      await Promise.allSettled(running.map((step) => step ?? Promise.resolve()));
      if (running[0] === writing && running[1] === staging && running[2] === committing) return;
    }
  }

  return {
    ready,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change,
    save,
    close,
    flush,
    dispose,
    whenIdle,
    unwrittenContent: () =>
      state.phase !== 'closed' && (state.unwritten || state.writeError) ? latest : null,
  };
}
