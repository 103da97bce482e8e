/**
 * The replay core: sends the outbox to /v1, one request at a time, in order per document (DESIGN.md write
 * path, steps 5–7). Plain TypeScript with its collaborators passed in (store, transport, token refresh,
 * clock, random), so the sync worker runs it over Dexie and fetch, and the tests over fake-indexeddb and
 * the reference server in-process.
 *
 * Design:
 * - One request at a time: `replayNext` sends at most one entry and returns what happened; `replayAll`
 *   loops it; `createReplayer` makes sure one pass runs at a time in this context (a call during a pass
 *   shares it). Asking for one more pass after a trigger that came during one is the sync worker's loop
 *   (./sync-worker.ts), the only one. Across tabs the sync worker holds a Web Lock around `run`
 *   (TOOLCHAIN.md: without it two tabs send the same entries).
 * - Which entry goes next: the oldest pending entry that is due, whose document has no earlier entry
 *   waiting (order per document, and per row: `orderKeysOf`), and whose local ids can all be replaced.
 *   Entries of other documents go past a document that waits for attention or backs off. The choice reads
 *   the entries as stored, by the local ids each names in the clear (src/offline/outbox.ts); only the
 *   chosen entry's body is opened.
 * - Local ids: the document's own id field (developmentControlId, homeVisitId, ... from the contract) and
 *   every other field or path segment that names a local id (an activity's `sourceId` naming an evolution)
 *   are replaced by server ids before sending. The own id of a document the server does not know yet is
 *   sent as null (stage and commit then create it). Another document's local id that is not mapped yet
 *   makes the entry wait, and so does one whose document waits for attention: an entry is never sent with
 *   a missing id. A local id made by another subject's entry (an activity record, created by its group's
 *   POST and then written under its own subject) waits for that entry's answer in the same way. A local id
 *   whose document is no longer on the device and never reached the server can never be mapped: that
 *   entry needs attention.
 * - A queued discard of a document that never reached the server (its stages were refused and dropped)
 *   completes on the device with no request.
 * - The attempt is recorded before the request leaves, and the entry is deleted only in the transaction
 *   that records its 2xx (src/offline/replay-store.ts). A lost answer means the entry is sent again with the
 *   same Idempotency-Key and the server replays what it did.
 * - Answers (./replay-policy.ts): 2xx and replays succeed when they echo the entry's Idempotency-Key (the
 *   server names it in every answer); a 2xx without it (a captive portal, a proxy) is no proof and is
 *   retried like a lost answer; no answer, 5xx, 408, 429 back off with jitter
 *   (Retry-After honoured) and keep the order; 401 gets one `refresh()` and one retry, and a failed refresh
 *   pauses the queue with everything kept; any other 4xx moves the entry to "needs attention" with the
 *   server's message while other documents keep syncing.
 */
import { messageOfAnswer } from '../src/api/errors';
import {
  namedLocalIds as idsNamedIn,
  type OutboxEntry,
  type OutboxError,
  type StoredOutboxEntry,
  type WriteMethod,
} from '../src/offline/db';
import * as v from 'valibot';
import { documentEditContent, documentList, type DocumentKind } from '../src/contract/document';
import { isObjectLike } from '../src/domain/object-like';
import type { ServerDocument } from '../src/offline/conflicts';
import { rowRefusalOf, type RowConflictSide } from '../src/offline/row-conflicts';
import { rowKeyOf } from '../src/offline/row-versions';
import { documentListPath, idFieldOf, lifecyclePath } from '../src/offline/document-kinds';
import { isLocalId, replaceLocalIds, replaceLocalIdsInPath } from '../src/offline/local-ids';
import type { OutboxCounts } from '../src/offline/outbox';
import type { IdLookup, ReplayStore } from '../src/offline/replay-store';
import { outboxText } from '../src/i18n/offline';
import { clientErrorText } from '../src/i18n/platform';
import {
  classifyAnswer,
  defaultBackoff,
  nextAttemptAt,
  waitsForTheNetwork,
  type BackoffPolicy,
} from './replay-policy';

export interface TransportRequest {
  method: WriteMethod;
  /** Path under /v1, local ids already replaced. */
  path: string;
  body: unknown;
  idempotencyKey: string;
}

export interface TransportResponse {
  status: number;
  /** The parsed JSON answer (null when empty). */
  body: unknown;
  headers: { get(name: string): string | null };
}

/** Sends one request with the session's credentials; throws when no answer arrived (network). */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export interface ReplayDeps {
  store: ReplayStore;
  send: Transport;
  /** One token refresh; false when the server refused it, a throw when no answer came (the entry waits). */
  refresh: () => Promise<boolean>;
  now: () => number;
  /** [0, 1), for the backoff's jitter. */
  random: () => number;
  /**
   * Whether the device believes it is online (`navigator.onLine` in the worker; always, when absent). While
   * it is not, nothing is attempted, so an entry is never marked as sent by a request that could not leave
   * and the stages typed offline keep coalescing into one.
   */
  online?: () => boolean;
  backoff?: BackoffPolicy;
  /**
   * A GET under /v1 with the session's credentials (throws when no answer arrived): reads the server's
   * document after a write was refused for a newer version. Without it such a refusal needs attention.
   */
  read?: (path: string) => Promise<TransportResponse>;
}

export type ReplayStep =
  /** The outbox is empty. */
  | { kind: 'idle' }
  /** The device is offline: nothing was attempted. */
  | { kind: 'offline' }
  /** Nothing can be sent now; `retryAt` is when the earliest backing-off entry is due (null: none). */
  | { kind: 'waiting'; retryAt: number | null }
  | { kind: 'sent'; entry: OutboxEntry; status: number; replayed: boolean }
  /** A discard of a document that never reached the server, done with no request. */
  | { kind: 'completed-locally'; entry: OutboxEntry }
  /** Network failure (`offline`), 5xx, 408, 429: the entry waits until `retryAt`. */
  | { kind: 'retry-later'; entry: OutboxEntry; status: number; retryAt: number; offline: boolean }
  | { kind: 'needs-attention'; entry: OutboxEntry; status: number; message: string }
  /** Refused for a newer version and merged with the server's without conflicts: queued again. */
  | { kind: 'merged'; entry: OutboxEntry }
  /** Refused for a newer version, with fields changed on both sides: waits for the user's choice. */
  | { kind: 'conflict'; entry: OutboxEntry }
  /** The token could not be refreshed: nothing more is sent until the user signs in again. */
  | { kind: 'paused-auth'; entry: OutboxEntry }
  /** The chosen entry changed before it could be sent (coalesced by a newer stage); pick again. */
  | { kind: 'skipped' };

type Pick =
  | { kind: 'ready'; entry: StoredOutboxEntry; ids: Map<string, IdLookup> }
  | { kind: 'unresolvable'; entry: StoredOutboxEntry }
  | { kind: 'waiting'; retryAt: number | null };

/** The local ids an entry names besides its own document's id (for a request: all of them). */
const namedLocalIds = (entry: StoredOutboxEntry): string[] =>
  entry.op === 'request' ? entry.localIds : entry.localIds.filter((id) => id !== entry.draftKey);

/**
 * What an entry goes in order behind: its subject's earlier entries, and the earlier writes of the row it
 * writes (an activity record's writes queued by an earlier version have the group as subject, newer ones
 * the record: the record's are still sent in the order they were made).
 */
const orderKeysOf = (entry: StoredOutboxEntry): string[] =>
  entry.op === 'request' ? [...new Set([entry.draftKey, rowKeyOf(entry)])] : [entry.draftKey];

/** Entries read at a time while looking for the next one: usually the first page holds it. */
const PAGE = 25;

/**
 * The next entry to send, following the order and dependency rules of the header. The outbox is read a
 * page at a time, oldest first, until an entry can go; null when it is empty.
 */
async function pickNext(store: ReplayStore, now: number): Promise<Pick | null> {
  const seen = new Set<string>();
  // The local ids an earlier entry creates besides its subject (an activity record inside its group's
  // answer, `answerIds`), by the first such entry's seq: a write naming one waits for that answer.
  const createdBy = new Map<string, number>();
  let needsAttention: Set<string> | null = null;
  let retryAt: number | null = null;
  let after = 0;
  for (;;) {
    const page = await store.entriesAfter(after, PAGE);
    if (page.length === 0) return after === 0 ? null : { kind: 'waiting', retryAt };
    after = page[page.length - 1]!.seq;
    for (const entry of page) {
      const keys = orderKeysOf(entry);
      const first = !keys.some((key) => seen.has(key));
      for (const key of keys) seen.add(key);
      for (const id of Object.keys(entry.request?.answerIds ?? {}))
        if (!createdBy.has(id)) createdBy.set(id, entry.seq);
      if (!first || entry.state !== 'pending') continue;
      if (entry.nextAttemptAt > now) {
        retryAt = Math.min(retryAt ?? Infinity, entry.nextAttemptAt);
        continue;
      }
      const named = namedLocalIds(entry);
      if (named.length === 0 && !isLocalId(entry.draftKey)) return { kind: 'ready', entry, ids: new Map() };
      const ids = await store.lookupIds(isLocalId(entry.draftKey) ? [entry.draftKey, ...named] : named);
      needsAttention ??= await store.keysNeedingAttention();
      let waits = false;
      for (const id of named) {
        const found = ids.get(id);
        if (needsAttention.has(id)) waits = true;
        else if (!found?.serverId) {
          // Another entry of that key (not this one) may yet make it.
          const others = (await store.countEntriesOf(id)) - (id === entry.draftKey ? 1 : 0);
          const createdEarlier = (createdBy.get(id) ?? Infinity) < entry.seq;
          const mayComeYet = found?.draftExists || others > 0 || createdEarlier;
          if (!mayComeYet) return { kind: 'unresolvable', entry };
          waits = true;
        }
      }
      if (!waits) return { kind: 'ready', entry, ids };
    }
  }
}

/** The id the answer of a stage, commit or row write names, if any. */
function answeredId(entry: OutboxEntry, body: unknown): string | null {
  if (!isObjectLike(body)) return null;
  const value = entry.kind ? (body[idFieldOf(entry.kind)] ?? body.id) : body.id;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The server ids an answer names for the other things its request created (`request.answerIds`: an
 * activity record inside the group the answer is); a path the answer lacks maps nothing.
 */
function answeredOtherIds(entry: OutboxEntry, body: unknown): [string, string][] {
  const found: [string, string][] = [];
  for (const [localId, path] of Object.entries(entry.request?.answerIds ?? {})) {
    let value: unknown = body;
    for (const step of path) {
      if (typeof step === 'number') value = Array.isArray(value) ? value.at(step) : undefined;
      else value = isObjectLike(value) ? value[step] : undefined;
    }
    if (typeof value === 'string' && value !== '') found.push([localId, value]);
  }
  return found;
}

/** The document version a stage or commit answer names. */
function answeredVersion(body: unknown): number | null {
  const value = isObjectLike(body) ? body.version : undefined;
  return typeof value === 'number' ? value : null;
}

function errorOf(status: number, body: unknown, at: number, fallback?: string): OutboxError {
  const message = messageOfAnswer(body) ?? fallback ?? clientErrorText.status(status);
  return { status, message, ...(body !== null && body !== undefined && { details: body }), at };
}

/** The request of an entry, with its local ids resolved. */
function requestOf(
  entry: OutboxEntry,
  resolve: (localId: string) => string | null,
): Omit<TransportRequest, 'idempotencyKey'> {
  const body = replaceLocalIds(entry.payload, resolve);
  if (entry.op === 'request' && entry.request) {
    const path = replaceLocalIdsInPath(entry.request.path, (id) => resolve(id) ?? id);
    return { method: entry.request.method, path, body };
  }
  if (entry.op !== 'request' && entry.kind)
    return { method: 'POST', path: lifecyclePath(entry.kind, entry.op), body };
  throw new Error(`Outbox entry ${entry.seq} has neither a document kind nor a request`);
}

type Sent = { started: OutboxEntry; response: TransportResponse | null };

/**
 * One send of the entry, recorded first; a 401 gets one refresh and one more send with the same key.
 * 'skipped' when the entry changed before it left; 'paused-auth' when the session cannot be renewed.
 */
async function sendWithRefresh(
  deps: ReplayDeps,
  entry: OutboxEntry,
  build: (started: OutboxEntry) => Omit<TransportRequest, 'idempotencyKey'> | null,
): Promise<Sent | 'skipped' | 'paused-auth'> {
  const sendOnce = async (): Promise<Sent | null> => {
    const started = await deps.store.beginSend(entry.seq, deps.now());
    if (!started || started.idempotencyKey !== entry.idempotencyKey) return null;
    // Built from the entry as it is now, not as it was picked: an unsent row write may have been rewritten
    // in between (same key), and the older body would be acknowledged in place of the newer one.
    const request = build(started);
    if (!request) return null;
    const versioned = withVersion(request, started.version);
    try {
      return {
        started,
        response: await deps.send({ ...versioned, idempotencyKey: started.idempotencyKey }),
      };
    } catch {
      return { started, response: null };
    }
  };
  const first = await sendOnce();
  if (!first) return 'skipped';
  if (first.response?.status !== 401) return first;
  let refreshed: boolean;
  try {
    refreshed = await deps.refresh();
  } catch {
    // The refresh got no answer: the entry (refused, so without effect) waits for the network.
    return { started: first.started, response: null };
  }
  if (!refreshed) return 'paused-auth';
  const second = await sendOnce();
  if (!second) return 'skipped';
  return second.response?.status === 401 ? 'paused-auth' : second;
}

/**
 * The version a write starts from, as its method carries it: a DELETE in its query (it has no body the
 * server reads), any other write in its body.
 */
function withVersion(
  request: Omit<TransportRequest, 'idempotencyKey'>,
  version: number | null | undefined,
): Omit<TransportRequest, 'idempotencyKey'> {
  if (version == null) return request;
  if (request.method === 'DELETE') {
    const separator = request.path.includes('?') ? '&' : '?';
    return { ...request, path: `${request.path}${separator}version=${version}` };
  }
  return { ...request, body: { ...(isObjectLike(request.body) ? request.body : {}), version } };
}

/** Records what the answer (or its absence) means for the entry. */
async function settle(
  deps: ReplayDeps,
  { started, response }: Sent,
  own: string | null,
): Promise<ReplayStep> {
  const { store } = deps;
  const entry = started;
  const at = deps.now();
  const policy = deps.backoff ?? defaultBackoff;
  if (!response) {
    const retryAt = nextAttemptAt(at, entry.attempts, null, deps.random, policy);
    await store.retryLater(entry.seq, retryAt, { status: 0, message: clientErrorText.network, at });
    return { kind: 'retry-later', entry, status: 0, retryAt, offline: true };
  }
  const { status, body, headers } = response;
  const attention = async (error: OutboxError): Promise<ReplayStep> => {
    await store.needsAttention(entry.seq, error);
    return { kind: 'needs-attention', entry, status, message: error.message };
  };
  switch (classifyAnswer(status, body)) {
    case 'success': {
      // Only our server's answer, naming this entry's key, proves the write was executed: a captive
      // portal's page or a proxy's cached 200 says nothing about it. The entry stays and is sent again.
      if (headers.get('idempotency-key') !== entry.idempotencyKey) {
        const retryAt = nextAttemptAt(at, entry.attempts, null, deps.random, policy);
        await store.retryLater(entry.seq, retryAt, { status, message: clientErrorText.unconfirmed, at });
        return { kind: 'retry-later', entry, status, retryAt, offline: true };
      }
      const serverId = entry.op === 'discard' ? null : (answeredId(entry, body) ?? own);
      // A stage or commit must say which document it wrote; an answer that does not is not trusted.
      if (!serverId && (entry.op === 'stage' || entry.op === 'commit')) {
        return attention(errorOf(status, body, at, clientErrorText.nullResponse));
      }
      await store.acknowledge(entry, {
        serverId,
        version: answeredVersion(body),
        otherIds: answeredOtherIds(entry, body),
        answer: body,
        now: at,
      });
      return { kind: 'sent', entry, status, replayed: headers.get('idempotency-replay') === 'true' };
    }
    case 'retry': {
      const retryAt = nextAttemptAt(at, entry.attempts, headers.get('retry-after'), deps.random, policy);
      await store.retryLater(entry.seq, retryAt, errorOf(status, body, at));
      return { kind: 'retry-later', entry, status, retryAt, offline: false };
    }
    default:
      // 'attention' (a 'refresh' verdict cannot reach here: sendWithRefresh handled the 401).
      if (status === 409 && currentVersionOf(body) !== null && own && deps.read) {
        return answerStaleVersion(deps, entry, own, errorOf(status, body, at));
      }
      if (status === 409) {
        const row = rowRefusalOf(entry, body);
        if (row) return answerStaleRow(deps, entry, row, errorOf(status, body, at));
      }
      return attention(errorOf(status, body, at));
  }
}

const currentVersionOf = (body: unknown): number | null => {
  const value = isObjectLike(body) ? body.currentVersion : undefined;
  return typeof value === 'number' ? value : null;
};

/** The server's document as it is now, from its history's list; null when it is not there. */
async function readServerDocument(
  read: NonNullable<ReplayDeps['read']>,
  kind: DocumentKind,
  historyId: string,
  id: string,
): Promise<ServerDocument | null> {
  const response = await read(documentListPath(kind, historyId));
  if (response.status !== 200) throw new Error(`GET ${kind} list: ${response.status}`);
  const list = v.safeParse(documentList, response.body);
  // Not the server's list (a captive portal's page): no proof the document is gone.
  if (!list.success) throw new Error(`GET ${kind} list: not a list`);
  const doc = list.output.find((d) => d.id === id);
  if (!doc || typeof doc.version !== 'number') return null;
  return {
    version: doc.version,
    content: documentEditContent(doc, idFieldOf(kind)),
    updatedAt: doc.updatedAt ?? null,
    updatedBy: doc.updatedBy ? { id: doc.updatedBy.id, name: doc.updatedBy.name } : null,
  };
}

/**
 * A stage or commit refused for a newer version (docs/offline.md "Conflicts"): the server's document is
 * read and merged with the draft over their common base. Without conflicting fields the merge is queued
 * again by itself; with them the entry waits for the user. When the read fails, or the draft changed in
 * the meantime, the entry is sent again later with its key (the server answers the same refusal).
 */
async function answerStaleVersion(
  deps: ReplayDeps,
  entry: OutboxEntry,
  own: string,
  refusal: OutboxError,
): Promise<ReplayStep> {
  const { store } = deps;
  const draft = await store.draftOf(entry.draftKey);
  if (!draft || !entry.kind) return attention(store, entry, refusal);
  let server: ServerDocument | null;
  try {
    server = await readServerDocument(deps.read!, entry.kind, draft.historyId, own);
  } catch {
    // No list came: the entry is sent again later with its key (the server answers the same refusal).
    const at = deps.now();
    const retryAt = nextAttemptAt(at, entry.attempts, null, deps.random, deps.backoff ?? defaultBackoff);
    await store.retryLater(entry.seq, retryAt, { ...refusal, message: clientErrorText.network, at });
    return { kind: 'retry-later', entry, status: 0, retryAt, offline: true };
  }
  // The document is gone from the server: nothing to merge with, the user decides.
  if (!server) return attention(store, entry, refusal);
  const error = { ...refusal, message: outboxText.conflict };
  const outcome = await store.mergeDraft(draft, entry, server, error, deps.now());
  if (outcome !== 'changed') return { kind: outcome, entry };
  // The draft changed while merging: merge again with the newer content (the refusal is answered again).
  await store.retryLater(entry.seq, deps.now(), refusal);
  return { kind: 'skipped' };
}

/** A row write refused for a newer version (src/offline/row-conflicts.ts): merged and sent again, or held. */
async function answerStaleRow(
  deps: ReplayDeps,
  entry: OutboxEntry,
  server: RowConflictSide,
  refusal: OutboxError,
): Promise<ReplayStep> {
  const error = { ...refusal, message: outboxText.conflict };
  const outcome = await deps.store.mergeRow(entry, server, error, deps.now());
  if (outcome !== 'changed') return { kind: outcome, entry };
  await deps.store.retryLater(entry.seq, deps.now(), refusal);
  return { kind: 'skipped' };
}

async function attention(store: ReplayStore, entry: OutboxEntry, error: OutboxError): Promise<ReplayStep> {
  await store.needsAttention(entry.seq, error);
  return { kind: 'needs-attention', entry, status: error.status, message: error.message };
}

/** Sends the next entry that may go: at most one request (and one more after a token refresh). */
export async function replayNext(deps: ReplayDeps): Promise<ReplayStep> {
  const { store } = deps;
  if (deps.online?.() === false) {
    return (await store.entriesAfter(0, 1)).length === 0 ? { kind: 'idle' } : { kind: 'offline' };
  }
  const now = deps.now();
  const pick = await pickNext(store, now);
  if (!pick) return { kind: 'idle' };
  if (pick.kind === 'waiting') return pick;
  // The one body opened in this step: the entry's about to be sent (or marked).
  const entry = await store.open(pick.entry);
  if (pick.kind === 'unresolvable') {
    const message = outboxText.missingDependency;
    await store.needsAttention(entry.seq, { status: 0, message, at: now });
    return { kind: 'needs-attention', entry, status: 0, message };
  }

  // The document's own id: its server id, or null while the server has not made it (stage/commit create).
  const own = entry.op === 'request' ? null : (pick.ids.get(entry.draftKey)?.serverId ?? null);
  if (entry.op === 'discard' && !own && isLocalId(entry.draftKey)) {
    await store.completeWithoutRequest(entry, now);
    return { kind: 'completed-locally', entry };
  }
  const resolve = (id: string) =>
    entry.op !== 'request' && id === entry.draftKey ? own : (pick.ids.get(id)?.serverId ?? null);
  // A body rewritten since the pick that names a local id the pick did not resolve waits for the next pass.
  const resolvable = (started: OutboxEntry) =>
    idsNamedIn(started.payload, {}, started.request?.path).every(
      (id) => id === started.draftKey || pick.ids.get(id)?.serverId,
    );

  const sent = await sendWithRefresh(deps, entry, (started) =>
    resolvable(started) ? requestOf(started, resolve) : null,
  );
  if (sent === 'skipped') return { kind: 'skipped' };
  if (sent === 'paused-auth') return { kind: 'paused-auth', entry };
  return settle(deps, sent, own);
}

export type ReplayOutcome = 'idle' | 'waiting' | 'offline' | 'paused-auth';

export interface ReplayResult {
  /**
   * idle: the outbox is empty; waiting: what is left cannot go now; offline: the device is offline or no
   * answer arrived; paused-auth: the session could not be renewed.
   */
  outcome: ReplayOutcome;
  /** Entries acknowledged during the pass. */
  sent: number;
  /** When the earliest entry that backs off is due (null: nothing to wake up for). */
  retryAt: number | null;
}

/**
 * Sends until nothing more can go now. Stops at the first network failure (`offline`: the device is
 * offline; the triggers of DESIGN.md step 8 wake it up) and when the token cannot be refreshed.
 */
export async function replayAll(deps: ReplayDeps, maxSteps = 10_000): Promise<ReplayResult> {
  let sent = 0;
  for (let step = 0; step < maxSteps; step++) {
    const result = await replayNext(deps);
    switch (result.kind) {
      case 'idle':
        return { outcome: 'idle', sent, retryAt: null };
      case 'waiting':
        return { outcome: 'waiting', sent, retryAt: result.retryAt };
      case 'paused-auth':
        return { outcome: 'paused-auth', sent, retryAt: null };
      case 'offline':
        return { outcome: 'offline', sent, retryAt: null };
      case 'retry-later':
        if (result.offline) return { outcome: 'offline', sent, retryAt: result.retryAt };
        break;
      case 'sent':
        sent += 1;
        break;
      default:
        break;
    }
  }
  return { outcome: 'waiting', sent, retryAt: deps.now() };
}

/** What the UI shows about syncing. */
export interface SyncStatus extends OutboxCounts {
  /** A pass is running. */
  sending: boolean;
  /** 'auth': the queue waits for the user to sign in again. */
  paused: 'auth' | null;
}

export interface Replayer {
  /** One pass (see replayAll); a call while a pass runs gets that pass's result. */
  run(): Promise<ReplayResult>;
  /** After a new sign-in: lifts the pause of a failed refresh. */
  resume(): void;
  /**
   * The device is back online, or the user asks to sync: entries that back off after no answer are due now
   * (./replay-policy.ts `waitsForTheNetwork`); the next pass sends them. How many were waiting.
   */
  reconnected(): Promise<number>;
  status(): Promise<SyncStatus>;
}

export function createReplayer(deps: ReplayDeps): Replayer {
  let current: Promise<ReplayResult> | null = null;
  let paused = false;

  async function pass(): Promise<ReplayResult> {
    const result = await replayAll(deps);
    if (result.outcome === 'paused-auth') paused = true;
    return result;
  }

  return {
    run() {
      if (paused) return Promise.resolve({ outcome: 'paused-auth', sent: 0, retryAt: null });
      current ??= pass().finally(() => {
        current = null;
      });
      return current;
    },
    resume() {
      paused = false;
    },
    reconnected: () => deps.store.dueNow(deps.now(), (entry) => waitsForTheNetwork(entry.lastError)),
    async status() {
      return { ...(await deps.store.status()), sending: current !== null, paused: paused ? 'auth' : null };
    },
  };
}
