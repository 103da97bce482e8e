import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../../src/api/session';
import type { LoginAnswer } from '../../../../src/contract/auth';

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
vi.mock('../../../../src/api/auth.api', () => ({ login, loginUsername }));

const { signIn, looksLikeEmail } = await import('../../../../src/features/platform/auth/sign-in');

beforeEach(() => {
  login.mockReset().mockResolvedValue(answer);
  loginUsername.mockReset().mockResolvedValue(answer);
});

describe('sign-in by "Usuario ó Email" (spec 000 §5, §8)', () => {
  it('sends an e-mail-looking input as email, anything else as username', async () => {
    await signIn(' psicologia@canguro.demo ', 'canguro');
    expect(login).toHaveBeenCalledWith('psicologia@canguro.demo', 'canguro');
    await signIn('psicologia', 'canguro');
    expect(loginUsername).toHaveBeenCalledWith('psicologia', 'canguro');
    expect(looksLikeEmail('no-arroba')).toBe(false);
  });

  it('starts the session with no site chosen yet', async () => {
    await signIn('psicologia', 'canguro');
    expect(getSession()).toMatchObject({ user: { id: 'u1' }, currentSite: null, tokens: answer.tokens });
  });

  it('fails with "Email or Username required" for a blank input, without a call', async () => {
    await expect(signIn('   ', 'canguro')).rejects.toThrow('Email or Username required');
    expect(login).not.toHaveBeenCalled();
    expect(loginUsername).not.toHaveBeenCalled();
  });
});
