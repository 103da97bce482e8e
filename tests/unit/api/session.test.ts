import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  canRefresh,
  clearSession,
  getSession,
  isAuthenticated,
  onSessionEnd,
  setCurrentSite,
  siteName,
  startSession,
  type SessionState,
} from '../../../src/api/session';
import type { SessionUser } from '../../../src/contract/auth';

const user = {
  id: 'u1',
  name: 'Andrea',
  sede: [
    { id: 1, name: 'San Ignacio' },
    { id: 3, name: 'San Jose' },
  ],
} as SessionUser;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const session = (access: number, refresh: number): SessionState => ({
  user,
  tokens: { access: { token: 'a', expires: at(access) }, refresh: { token: 'r', expires: at(refresh) } },
  currentSite: null,
  currentModule: null,
});

afterEach(() => clearSession());

describe('the session (spec 000 §3)', () => {
  it('is authenticated while the access-token expiry is in the future', () => {
    expect(isAuthenticated(session(60_000, 60_000))).toBe(true);
    expect(isAuthenticated(session(-1, 60_000))).toBe(false);
    expect(canRefresh(session(-1, 60_000))).toBe(true);
    expect(canRefresh(session(-1, -1))).toBe(false);
    expect(isAuthenticated(getSession())).toBe(false);
  });

  it('names a site among the user\'s, and "Unknown Site" otherwise', () => {
    expect(siteName(3, user)).toBe('San Jose');
    expect(siteName(2, user)).toBe('Unknown Site');
    expect(siteName(null, user)).toBe('Unknown Site');
  });

  it('keeps the current site until it ends, then runs every registered clean-up', () => {
    const cleanup = vi.fn();
    const stop = onSessionEnd(cleanup);
    const { tokens } = session(60_000, 60_000);
    startSession(user, tokens);
    setCurrentSite(3);
    expect(getSession().currentSite).toBe(3);
    clearSession();
    expect(getSession()).toEqual({ tokens: null, user: null, currentSite: null, currentModule: null });
    expect(cleanup).toHaveBeenCalledTimes(1);
    stop();
  });
});
