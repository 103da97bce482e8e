/**
 * Verifies an HS256 JWT with node:crypto, synchronously: every authenticated request verifies one, and
 * WebCrypto's asynchronous HMAC (what hono/jwt's `verify` uses, with a key imported per call) cost about a
 * twentieth of the server's thread in a burst of writes. The checks are hono/jwt's: the header names
 * HS256 (and, if it says so, a JWT) without `crit`; the signature is the one this secret gives, in its one
 * base64url spelling; `nbf` and `iat` are not in the future and `exp` is not past, when present.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The token's payload when it is valid, else null. */
export function verifyHs256(token: string, secret: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const head = decodePart(header);
  if (!head || head.alg !== 'HS256' || 'crit' in head) return null;
  if (head.typ !== undefined && (typeof head.typ !== 'string' || head.typ.toUpperCase() !== 'JWT'))
    return null;
  const claims = decodePart(payload);
  if (!claims) return null;
  const now = Math.floor(Date.now() / 1000);
  const { nbf, exp, iat } = claims;
  if (nbf !== undefined && (!isTime(nbf) || nbf > now)) return null;
  if (exp !== undefined && (!isTime(exp) || exp <= now)) return null;
  if (iat !== undefined && (!isTime(iat) || iat > now)) return null;
  return claims;
}
