/**
 * The access token's signature check (server/auth/hs256.ts) refuses what hono/jwt's `verify` refuses: another
 * algorithm or secret, a signature spelled otherwise, a `crit` header, a time claim in the wrong place or
 * not a number, and anything that is not three parts of JSON.
 */
import { createHmac } from 'node:crypto';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from '../../../server/auth/hs256';

const secret = 'secreto-de-prueba-de-al-menos-32-caracteres';
const now = () => Math.floor(Date.now() / 1000);
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed with HS256 over any header and payload. */
function signed(header: unknown, payload: unknown, key = secret) {
  const body = `${part(header)}.${part(payload)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

describe('verifyHs256', () => {
  it('accepts what hono/jwt signs and answers its payload', async () => {
    const token = await sign({ sub: 'u', exp: now() + 60, iat: now() }, secret);
    expect(verifyHs256(token, secret)).toMatchObject({ sub: 'u' });
    expect(verifyHs256(signed({ alg: 'HS256' }, { sub: 'u' }), secret)).toEqual({ sub: 'u' });
  });

  it('refuses another secret, another algorithm, an unsigned token and a crit header', () => {
    expect(verifyHs256(signed({ alg: 'HS256', typ: 'JWT' }, { sub: 'u' }, `${secret}x`), secret)).toBeNull();
    expect(verifyHs256(signed({ alg: 'HS512', typ: 'JWT' }, { sub: 'u' }), secret)).toBeNull();
    expect(verifyHs256(`${part({ alg: 'none' })}.${part({ sub: 'u' })}.`, secret)).toBeNull();
    expect(verifyHs256(signed({ alg: 'HS256', crit: ['x'] }, { sub: 'u' }), secret)).toBeNull();
    expect(verifyHs256(signed({ alg: 'HS256', typ: 'JWE' }, { sub: 'u' }), secret)).toBeNull();
  });

  it('refuses a changed payload and a signature spelled otherwise (its last character, padding)', () => {
    const token = signed({ alg: 'HS256', typ: 'JWT' }, { sub: 'u' });
    const [header, , signature] = token.split('.') as [string, string, string];
    expect(verifyHs256(`${header}.${part({ sub: 'admin' })}.${signature}`, secret)).toBeNull();
    const last = signature.at(-1)!;
    const sibling = String.fromCharCode(last.charCodeAt(0) ^ 1);
    expect(verifyHs256(`${token.slice(0, -1)}${sibling}`, secret)).toBeNull();
    expect(verifyHs256(`${token}=`, secret)).toBeNull();
  });

  it('refuses an expired token, one not valid yet, one issued in the future, and times that are not numbers', () => {
    const token = (claims: Record<string, unknown>) => signed({ alg: 'HS256', typ: 'JWT' }, claims);
    expect(verifyHs256(token({ exp: now() }), secret)).toBeNull();
    expect(verifyHs256(token({ nbf: now() + 60 }), secret)).toBeNull();
    expect(verifyHs256(token({ iat: now() + 60 }), secret)).toBeNull();
    expect(verifyHs256(token({ exp: String(now() + 60) }), secret)).toBeNull();
    expect(verifyHs256(token({ exp: now() + 60, nbf: now(), iat: now() }), secret)).not.toBeNull();
  });

  it('refuses what is not three parts of JSON objects', () => {
    expect(verifyHs256('', secret)).toBeNull();
    expect(verifyHs256('a.b', secret)).toBeNull();
    expect(verifyHs256('a.b.c.d', secret)).toBeNull();
    expect(verifyHs256(signed({ alg: 'HS256' }, ['u']), secret)).toBeNull();
    const body = `${part({ alg: 'HS256' })}.bm90IGpzb24`;
    expect(
      verifyHs256(`${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`, secret),
    ).toBeNull();
  });
});
