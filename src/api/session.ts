/**
 * The signed-in session (spec 000 §3 "User session"): tokens, the user, the current site and module.
 *
 * Design:
 * - It lives in session storage (spec 000 §7 "a bearer access token read from session storage"), never in
 *   localStorage: a session ends with its tab, and the next user of a shared clinic desktop never inherits
 *   it. One JSON entry under `canguro.session`, checked against the contract's schemas when read back, so
 *   a stale or hand-edited entry is dropped rather than trusted.
 * - It sits in src/api, below the features, because the API client reads and rotates the tokens, and
 *   every feature needs the user (signatures) and the current site (search). features/platform/auth holds
 *   the sign-in and sign-out flows on top of it.
 * - A tiny external store (subscribe / getSnapshot) for `useSyncExternalStore`: the snapshot object is
 *   replaced on every change and never mutated.
 * - "Authenticated while the access-token expiry is in the future" (spec 000 §3).
 * - Whatever else keeps per-user data (open histories, caches) registers with `onSessionEnd` so that
 *   sign-out clears it too (spec 000 §4 "Logout clears the session-storage token, the auth and record
 *   stores and local storage").
 */
import { browserStorage } from './browser-storage';
import { useMemo, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { sessionUserSchema, tokensSchema, type SessionUser, type Tokens } from '../contract/auth';
import { signatureOf, type Signature } from '../contract/common';
import { siteText } from '../i18n/platform';
import { logFailure } from './failure-log';
import { serverNow } from './server-clock';

export interface SessionState {
  tokens: Tokens | null;
  user: SessionUser | null;
  /** Id of the site chosen in the site chooser; null until the user picks one. */
  currentSite: number | null;
  /** Module key (src/contract/permissions.ts) of the module the user is working in. */
  currentModule: string | null;
}

export const SESSION_STORAGE_KEY = 'canguro.session';

const storedSchema = v.object({
  tokens: v.nullable(tokensSchema),
  user: v.nullable(sessionUserSchema),
  currentSite: v.nullable(v.number()),
  currentModule: v.nullable(v.string()),
});

const emptySession: SessionState = Object.freeze({
  tokens: null,
  user: null,
  currentSite: null,
  currentModule: null,
});

const storage = browserStorage('session');

function readStored(): SessionState {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return emptySession;
    const parsed = v.safeParse(storedSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : emptySession;
  } catch {
    return emptySession;
  }
}

let state: SessionState = readStored();
const listeners = new Set<() => void>();
const endListeners = new Set<() => void>();

function write(next: SessionState) {
  state = next;
  try {
    if (next.tokens || next.user) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
    else storage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage full or denied: the session still works for this page's lifetime.
  }
  for (const listener of listeners) listener();
}

export const getSession = (): SessionState => state;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The whole session, re-rendering on every change. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The signed-in professional as a signer; null signed out. */
export function useSignature(): Signature | null {
  const user = useSession().user;
  // One object per user: editors memoise on it.
  return useMemo(() => (user ? signatureOf(user) : null), [user]);
}

/**
 * After a successful sign-in: a new user starts with no site and no module. An offline sign-in may have no
 * tokens (the device forgot them at the last sign-out): the user works on the device's data until the next
 * online sign-in.
 */
export function startSession(user: SessionUser, tokens: Tokens | null) {
  write({ tokens, user, currentSite: null, currentModule: null });
}

/** After a refresh: the new pair replaces the old one (refresh tokens are single use). */
export function setTokens(tokens: Tokens) {
  write({ ...state, tokens });
}

export function setCurrentSite(siteId: number) {
  write({ ...state, currentSite: siteId });
}

export function setCurrentModule(module: string | null) {
  if (state.currentModule !== module) write({ ...state, currentModule: module });
}

/** Registers a clean-up that runs whenever the session ends (sign-out, refresh failure). */
export function onSessionEnd(cleanup: () => void): () => void {
  endListeners.add(cleanup);
  return () => endListeners.delete(cleanup);
}

/** Ends the session: removes it from session storage and runs every registered clean-up. */
export function clearSession() {
  write(emptySession);
  for (const cleanup of endListeners) {
    try {
      cleanup();
    } catch (error) {
      logFailure('A session-end listener failed', error);
    }
  }
}

const expiresAt = (token: { expires: string } | undefined) => (token ? Date.parse(token.expires) : NaN);

/** Spec 000 §3: authenticated while the access-token expiry (the server's time) is in the future. */
export function isAuthenticated(session: SessionState = state, now = serverNow().getTime()): boolean {
  return Boolean(session.user) && expiresAt(session.tokens?.access) > now;
}

/** Whether a refresh may still bring the session back (the refresh token has not expired). */
export function canRefresh(session: SessionState = state, now = serverNow().getTime()): boolean {
  return Boolean(session.user) && expiresAt(session.tokens?.refresh) > now;
}

/** Name of a site id among the user's sites; "Unknown Site" otherwise (spec 000 §3). */
export function siteName(siteId: number | null, user: SessionUser | null = state.user): string {
  return user?.sede.find((site) => site.id === siteId)?.name ?? siteText.unknown;
}
