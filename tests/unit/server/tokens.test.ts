/**
 * Access tokens (server/auth/tokens.ts): a signed token is valid only with an expiry in the future and a
 * user id that is a UUID; a token without `exp` would never expire, and a malformed `sub` used to reach
 * the database as a 500.
 */
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { TokenService } from '../../../server/auth/tokens';
import { readConfig } from '../../../server/config';

const secret = 'secreto-de-prueba-de-al-menos-32-caracteres';
const tokens = new TokenService(secret, readConfig({}));
const now = () => Math.floor(Date.now() / 1000);
const userId = '6f7ef921-2d44-4b8e-8d0a-7d2d7a1f0c11';
const fam = '0c9b5d1e-7a3f-4c2e-9b8d-1f2e3d4c5b6a';

describe('verifyAccess', () => {
  it('accepts a signed token with a future expiry and a UUID user', async () => {
    const token = await sign(
      { sub: userId, role: 'psychologist', sites: [1], fam, iat: now(), exp: now() + 60 },
      secret,
    );
    expect(tokens.verifyAccess(token)?.sub).toBe(userId);
  });

  it('refuses a token that names no refresh-token family (it could not be revoked)', async () => {
    const token = await sign(
      { sub: userId, role: 'psychologist', sites: [1], iat: now(), exp: now() + 60 },
      secret,
    );
    expect(tokens.verifyAccess(token)).toBeNull();
    const garbage = await sign({ sub: userId, fam: 'x', iat: now(), exp: now() + 60 }, secret);
    expect(tokens.verifyAccess(garbage)).toBeNull();
  });

  it('refuses a signed token without an expiry', async () => {
    const token = await sign({ sub: userId, role: 'psychologist', sites: [1], fam, iat: now() }, secret);
    expect(tokens.verifyAccess(token)).toBeNull();
  });

  it('refuses a user id that is not a UUID', async () => {
    const token = await sign({ sub: "1' or '1'='1", iat: now(), exp: now() + 60 }, secret);
    expect(tokens.verifyAccess(token)).toBeNull();
  });

  it('refuses an expired token and another secret', async () => {
    expect(tokens.verifyAccess(await sign({ sub: userId, exp: now() - 1 }, secret))).toBeNull();
    expect(tokens.verifyAccess(await sign({ sub: userId, exp: now() + 60 }, `${secret}x`))).toBeNull();
  });
});
