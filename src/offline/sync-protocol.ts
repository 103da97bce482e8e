/**
 * What the page and the sync worker (workers/sync-worker.ts) say to each other over comlink. It sits in
 * src/offline so both sides can name it: the page's side (./sync-client.ts) may not import workers/.
 *
 * Design:
 * - The worker has no session storage: everything it needs from the signed-in session comes from the page
 *   through three callbacks (comlink proxies), read at every send, so a token rotated by the page is used
 *   at once.
 * - `refresh` goes through the page's own refresh (src/api/client.ts `api.refresh()`): refresh tokens are
 *   single use and rotating, so a second refresher with the same token would revoke the whole family. The
 *   worker passes the access token it was refused with; when the page already holds a newer one (another
 *   call refreshed meanwhile), no refresh is made and the worker just retries.
 */
import type { ProxyMarked, Remote } from 'comlink';
import { isObjectLike } from '../domain/object-like';
import type { DraftContent } from './db';
import type { OutboxCounts } from './outbox';

/** The prefix of every API path and the XSRF header (the same as src/api/client.ts). */
export const SYNC_API_PREFIX = '/v1';
export const SYNC_XSRF_HEADER = 'X-XSRF-TOKEN';

/** The Web Lock held around each replay pass: one sender per user across every tab of the origin. */
export const outboxLockName = (userId: string) => `canguro-outbox-${userId}`;

/** Why a pass was asked for ('background-sync': the service worker's `sync` event, ./background-sync.ts). */
export type SyncTrigger = 'start' | 'enqueue' | 'online' | 'timer' | 'retry' | 'manual' | 'background-sync';

/** The one-off Background Sync tag the page registers while work waits for the network. */
export const BACKGROUND_SYNC_TAG = 'canguro-outbox';

/** What the service worker posts to every window on its `sync` event: "run a pass now". */
export interface SyncRequestMessage {
  type: 'canguro/sync-outbox';
}

export const SYNC_REQUEST_MESSAGE: SyncRequestMessage = { type: 'canguro/sync-outbox' };

/**
 * What a page the service worker does not control posts to the active worker: "control me". A page whose
 * navigation began while the worker was activating is not among the clients its activation claims, and
 * would stay uncontrolled until its next navigation: reloaded without network, it would find nothing.
 */
export const CLAIM_MESSAGE = { type: 'canguro/claim' } as const;

/** Type check of a message that claims to be the service worker's request (anything else is ignored). */
export const isSyncRequestMessage = (data: unknown): data is SyncRequestMessage =>
  isObjectLike(data) && data.type === SYNC_REQUEST_MESSAGE.type;

/**
 * What the worker pushes to the page at the start and end of each pass: what the page shows of it (the
 * top bar's state, the update prompt's wait, the refresh after a sync, Background Sync). The refused
 * entries are not in it: the page lists them from its own live query (./outbox-live.ts), and the worker
 * opens no body for a status.
 */
export interface SyncStatus extends OutboxCounts {
  /** This tab's worker is running a pass (or waiting for the lock to run one). */
  sending: boolean;
  /** 'auth': the queue waits for the user to sign in again. */
  paused: 'auth' | null;
  /** `navigator.onLine` as the worker sees it. */
  online: boolean;
  /** When the earliest entry that backs off is due (null: none). */
  retryAt: number | null;
  /** Passes this tab's worker has finished, written or not: the page reads stale rows again after each. */
  passes: number;
}

/**
 * The page's side of the session, passed to `start` as ONE comlink proxy (`Comlink.proxy({...})`: comlink
 * proxies top-level arguments only, so the callbacks travel as one proxied object).
 */
export interface PageSession {
  /** The access token of the page's session (undefined when there is none). */
  getToken(): string | undefined;
  /** The XSRF cookie's value. */
  getXsrf(): string | undefined;
  /**
   * One token refresh through the page's session; `refusedToken` is the token the 401 answered. True when
   * a usable token is there afterwards, false when the server refused it; throws when no answer came (no
   * network), so the entry waits for the network instead of pausing the queue.
   */
  refresh(refusedToken: string | undefined): Promise<boolean>;
  /** Called with the new status when a pass starts and after it ends. */
  onStatus(status: SyncStatus): void;
}

export interface SyncWorkerApi {
  /**
   * Opens the user's database with the user's data key (non-extractable; it stays non-extractable in the
   * worker) and runs a first pass. Called once per worker.
   */
  start(userId: string, key: CryptoKey, page: Remote<PageSession & ProxyMarked>): Promise<void>;
  /** Asks for a pass (one more after the running one, if any). */
  trigger(reason: SyncTrigger): void;
  /** The same, resolving once that pass has run (sign-out's "Sincronizar ahora"). */
  syncNow(): Promise<void>;
  /** Null before `start`. */
  status(): Promise<SyncStatus | null>;
  /**
   * Writes a draft's content on the device (./drafts.ts `writeDraft`), here instead of on the page's
   * thread, where the next keystroke waits (./draft-writes.ts `writeDraftOffPage`).
   */
  writeDraft(key: string, content: DraftContent, version?: number | null): Promise<void>;
}
