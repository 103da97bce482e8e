/**
 * The sign-in flow (src/features/platform/auth/sign-in.ts) with the /v1 calls stubbed and the real device
 * identity (fake IndexedDB, Node's WebCrypto, the app's 600,000 PBKDF2 rounds): online, then offline with the
 * same credentials. The whole flow against the real server is tests/e2e/offline-identity.spec.ts.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { clearSession, getSession } from '../../../../src/api/session';
import type { LoginAnswer } from '../../../../src/contract/auth';
import { userKey } from '../../../../src/offline/keyring';

const answer: LoginAnswer = {
  user: {
    id: 'u1',
    name: 'Laura Camila Restrepo Gómez',
    email: 'psicologia@canguro.demo',
    username: 'psicologia',
    role: 'psychologist',
    numeroRegistro: null,
    especialidad: null,
    sede: [{ id: 1, name: 'San Ignacio' }],
    permissions: { policies: [], userModules: [] },
    modulesAccess: ['psychology'],
    enableChangeSite: false,
  },
  tokens: {
    access: { token: 'a', expires: new Date(Date.now() + 60_000).toISOString() },
    refresh: { token: 'r', expires: new Date(Date.now() + 60_000).toISOString() },
  },
};

const login = vi.fn<(email: string, password: string) => Promise<LoginAnswer>>();
const loginUsername = vi.fn<(username: string, password: string) => Promise<LoginAnswer>>();
const fetchDeviceSecret = vi.fn(() => Promise.resolve({ secret: btoa('s'.repeat(32)), previous: null }));
vi.mock('../../../../src/api/auth.api', () => ({ login, loginUsername, fetchDeviceSecret }));

const noNetwork = () => new ApiError('Network Error', { kind: 'network' });

const { signIn, looksLikeEmail } = await import('../../../../src/features/platform/auth/sign-in');

beforeEach(() => {
  clearSession();
  login.mockReset().mockResolvedValue(answer);
  loginUsername.mockReset().mockResolvedValue(answer);
});

// Each sign-in derives the key with the real 600,000 rounds: about a second alone, several on a loaded CI.
describe('sign-in by "Usuario ó Email" (spec 000 §5, §8)', { timeout: 30_000 }, () => {
  it('sends an e-mail-looking input as email, anything else as username', async () => {
    await signIn(' psicologia@canguro.demo ', 'canguro');
    expect(login).toHaveBeenCalledWith('psicologia@canguro.demo', 'canguro');
    await signIn('psicologia', 'canguro');
    expect(loginUsername).toHaveBeenCalledWith('psicologia', 'canguro');
    expect(looksLikeEmail('no-arroba')).toBe(false);
  });

  it('starts the session with no site chosen yet, the device key held', async () => {
    expect(await signIn('psicologia', 'canguro')).toEqual({ user: answer.user, mode: 'online' });
    expect(getSession()).toMatchObject({ user: { id: 'u1' }, currentSite: null, tokens: answer.tokens });
    expect(userKey('u1')).not.toBeNull();
  });

  it('with no network, the same credentials unlock the device; others get the online messages', async () => {
    await signIn('psicologia', 'canguro');
    clearSession();
    expect(userKey('u1')).toBeNull();
    loginUsername.mockRejectedValue(noNetwork());
    login.mockRejectedValue(noNetwork());

    await expect(signIn('psicologia', 'otra-clave')).rejects.toThrow('Usuario o contraseña incorrectos');
    expect(getSession().user).toBeNull();
    await expect(signIn('trabajosocial', 'canguro')).rejects.toThrow(
      /este usuario aún no ha iniciado sesión con internet/,
    );
    expect(await signIn('psicologia@canguro.demo', 'canguro')).toEqual({
      user: answer.user,
      mode: 'offline',
    });
    expect(getSession()).toMatchObject({ user: { id: 'u1' }, tokens: answer.tokens });
    expect(userKey('u1')).not.toBeNull();
  }, 30_000);

  it('a refusal by the server is not an offline sign-in', async () => {
    await signIn('psicologia', 'canguro');
    clearSession();
    loginUsername.mockRejectedValue(
      new ApiError('Usuario o contraseña incorrectos', { status: 401, kind: 'http' }),
    );
    await expect(signIn('psicologia', 'canguro')).rejects.toMatchObject({ status: 401 });
    expect(getSession().user).toBeNull();
  }, 30_000);

  it('fails with "Email or Username required" for a blank input, without a call', async () => {
    await expect(signIn('   ', 'canguro')).rejects.toThrow('Email or Username required');
    expect(login).not.toHaveBeenCalled();
    expect(loginUsername).not.toHaveBeenCalled();
  });
});
