/**
 * The sync worker: a dedicated Web Worker, one per tab, and the only sender of the outbox (DESIGN.md write
 * path, steps 5–8). The page starts it through comlink (src/offline/sync-client.ts).
 *
 * Design:
 * - It runs the replay core (./replay-core.ts) over the user's Dexie database and a fetch transport:
 *   `/v1` + path, JSON body, bearer token and XSRF header read from the page at every send (the worker has
 *   no session storage), and the entry's Idempotency-Key. The transport throws only when no answer (or
 *   only part of one) arrived, so the core retries that entry with the same key.
 * - A 401 is refreshed through the page (`page.refresh`), never here: refresh tokens are single use and
 *   rotating (src/offline/sync-protocol.ts).
 * - The database is opened with the user's data key, handed over by the page (src/offline/keyring.ts):
 *   the worker opens the sealed bodies just before sending them. Terminating the worker drops the key.
 * - It also writes the drafts of the tab's open documents (`writeDraft`): the sealing and the IndexedDB
 *   transaction of a write every few keystrokes leave the page's thread (src/offline/draft-writes.ts).
 * - One sender across every tab: each pass runs inside the Web Lock `canguro-outbox-<userId>`
 *   (TOOLCHAIN.md: without it two tabs sent 7 of 8 items twice). The worker of another tab waits for the
 *   lock and then finds the entries already acknowledged.
 * - One loop per worker: a trigger during a pass (or while waiting for the lock) asks for one more pass
 *   after it; never two at once.
 * - Triggers: start, every enqueue (the page calls `trigger`), the worker's `online` event, a periodic
 *   timer, a timer at the earliest backoff's `retryAt`, and the service worker's Background Sync (relayed
 *   by the page, src/offline/background-sync.ts). Start, `online`, Background Sync and the user's
 *   "Sincronizar ahora" first end the waits of entries whose last send had no answer (`wake`).
 */
import * as Comlink from 'comlink';
import { openUserDb, type CanguroDb } from '../src/offline/db';
import { writeDraft } from '../src/offline/drafts';
import { createReplayStore } from '../src/offline/replay-store';
import { createVault } from '../src/offline/vault';
import {
  outboxLockName,
  SYNC_API_PREFIX,
  SYNC_XSRF_HEADER,
  type PageSession,
  type SyncStatus,
  type SyncTrigger,
  type SyncWorkerApi,
} from '../src/offline/sync-protocol';
import {
  createReplayer,
  type ReplayDeps,
  type Replayer,
  type ReplayResult,
  type Transport,
  type TransportRequest,
} from './replay-core';
import { logFailure } from '../src/api/failure-log';
import { readBody } from '../src/api/response-body';

/** A pass at least this often while the worker lives (entries enqueued by a tab without a worker). */
const PERIODIC_MS = 30_000;
/** setTimeout's largest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Sends one request with the page's credentials; remembers the token it used (for `refresh`). Writes carry
 * their entry's Idempotency-Key; a read (GET, after a version conflict) none.
 */
function fetchTransport(
  page: Comlink.Remote<PageSession>,
  used: (token: string | undefined) => void,
): Transport & { read: NonNullable<ReplayDeps['read']> } {
  const call = async ({ method, path, body, idempotencyKey }: ApiCall) => {
    const [token, xsrf] = await Promise.all([page.getToken(), page.getXsrf()]);
    used(token);
    const headers = new Headers({ accept: 'application/json' });
    if (idempotencyKey) headers.set('idempotency-key', idempotencyKey);
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (xsrf) headers.set(SYNC_XSRF_HEADER, xsrf);
    const hasBody = body !== undefined && body !== null;
    if (hasBody) headers.set('content-type', 'application/json');
    const response = await fetch(`${SYNC_API_PREFIX}${path}`, {
      method,
      headers,
      body: hasBody ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
    });
    // A connection dropped while the body arrives throws here: no answer, the entry is in doubt.
    return { status: response.status, body: await readBody(response, 'text'), headers: response.headers };
  };
  const send: Transport = (request) => call(request);
  return Object.assign(send, {
    read: (path: string) => call({ method: 'GET', path, body: null, idempotencyKey: null }),
  });
}

type ApiCall = Omit<TransportRequest, 'method' | 'idempotencyKey'> & {
  method: TransportRequest['method'] | 'GET';
  idempotencyKey: string | null;
};

interface Started {
  replayer: Replayer;
  lockName: string;
  page: Comlink.Remote<PageSession>;
}

let started: Started | null = null;
/** The user's database, from `start` on: a draft's write may arrive before it is open. */
let opened: Promise<CanguroDb> | null = null;
let running = false;
let again = false;
let retryAt: number | null = null;
// Counted in the status: the status is read after a pass may have ended, so `sending` alone can miss one.
let passes = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

/** One pass inside the cross-tab lock (without Web Locks, a pass of this tab alone). */
async function passUnderLock({ replayer, lockName }: Started): Promise<ReplayResult> {
  const locks = 'locks' in navigator ? navigator.locks : undefined;
  if (!locks) return replayer.run();
  // The lock is held until the pass's promise settles; the callback's promise is what request() returns.
  return await locks.request(lockName, { mode: 'exclusive' }, () => replayer.run());
}

function scheduleRetry(at: number | null) {
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  retryAt = at;
  if (at === null) return;
  const delay = Math.min(Math.max(at - Date.now(), 0) + 50, MAX_TIMER_MS);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void pump('retry');
  }, delay);
}

async function currentStatus(): Promise<SyncStatus | null> {
  if (!started) return null;
  const status = await started.replayer.status();
  return { ...status, sending: running, online: navigator.onLine, retryAt, passes };
}

function publish() {
  const page = started?.page;
  if (!page) return;
  currentStatus()
    .then((status) => (status ? page.onStatus(status) : undefined))
    .catch((error: unknown) => logFailure('sync status', error));
}

/** Runs passes until no trigger came during the last one. */
async function loop(state: Started) {
  running = true;
  publish();
  try {
    do {
      again = false;
      try {
        const result = await passUnderLock(state);
        scheduleRetry(result.retryAt);
      } catch (error) {
        // A failed database read or write: the periodic timer tries again.
        logFailure('sync pass failed', error);
      }
    } while (again);
  } finally {
    running = false;
    passes++;
    publish();
  }
}

let looping: Promise<void> = Promise.resolve();

/**
 * Triggers that start a new chance on the network: the app's start, the `online` event, Background Sync and
 * the user's "Sincronizar ahora". After them, entries that waited for the network are due at once
 * (./replay-policy.ts `waitsForTheNetwork`).
 */
const FRESH_NETWORK: ReadonlySet<SyncTrigger> = new Set(['start', 'online', 'background-sync', 'manual']);

/** Asks for a pass, first making the network's waits due after a trigger of FRESH_NETWORK. */
async function wake(reason: SyncTrigger): Promise<void> {
  if (started && FRESH_NETWORK.has(reason)) {
    // A failed write here leaves the waits as they were: the pass still runs.
    await started.replayer.reconnected().catch((error: unknown) => logFailure('outbox wake-up', error));
  }
  return pump(reason);
}

/** Asks for a pass; resolves when the loop that will run it ends. */
function pump(_reason: SyncTrigger): Promise<void> {
  if (!started) return Promise.resolve();
  if (running) {
    again = true;
    return looping;
  }
  looping = loop(started);
  return looping;
}

const api: SyncWorkerApi = {
  // What arrives is comlink's proxy of the page's object: every call on it is asynchronous.
  async start(userId, key, page) {
    if (opened) throw new Error('The sync worker is already started');
    opened = openUserDb(userId, { vault: createVault(key) });
    const db = await opened;
    let lastToken: string | undefined;
    const transport = fetchTransport(page, (token) => {
      lastToken = token;
    });
    const replayer = createReplayer({
      store: createReplayStore(db),
      send: transport,
      read: transport.read,
      refresh: () => page.refresh(lastToken),
      now: () => Date.now(),
      random: () => Math.random(),
      online: () => navigator.onLine,
    });
    started = { replayer, lockName: outboxLockName(userId), page };
    addEventListener('online', () => void wake('online'));
    setInterval(() => void pump('timer'), PERIODIC_MS);
    void wake('start');
  },
  trigger(reason) {
    void wake(reason);
  },
  syncNow: () => wake('manual'),
  status: currentStatus,
  async writeDraft(key, content, version) {
    if (!opened) throw new Error('The sync worker is not started');
    await writeDraft(await opened, key, content, version);
  },
};

Comlink.expose(api);
