/**
 * Authentication and authorisation middleware. A bearer access token is required on every /v1 route
 * except sign-in, refresh, logout and health. Embedding systems (spec 000 §6) also send x-api-key, which
 * must be one of the configured keys. `requirePolicy` guards each route with the policy of spec 000 §6.
 */
import type { MiddlewareHandler } from 'hono';
import { policiesOf, type Policy } from '../../src/contract/permissions';
import type { TokenService } from '../auth/tokens';
import { findUserOfLiveFamily } from '../repositories/users';
import { HttpError, forbidden } from './errors';
import { FRESH_SIGN_IN_SECONDS, type AppEnv } from './env';

/** The signature stamped on what a user writes: always the signed-in user (src/contract/common.ts). */
export { signatureOf } from '../../src/contract/common';

const unauthenticated = () => new HttpError(401, 'Sesión no válida o expirada');
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const EMBEDDED_READ_ONLY = 'Una vista integrada solo puede consultar datos';

export function authenticate(tokens: TokenService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match?.[1]) throw unauthenticated();
    const claims = tokens.verifyAccess(match[1]);
    if (!claims) throw unauthenticated();
    // The user and the family's revocation in one query: on PGlite every query waits its turn on one thread.
    const row = await findUserOfLiveFamily(c.var.db, claims.sub, claims.fam);
    const apiKey = c.req.header('x-api-key');
    if (apiKey !== undefined && !c.var.config.apiKeys.includes(apiKey))
      throw new HttpError(401, 'Clave de API no válida');
    // An embedded view (x-api-key) reads, and logs what it opens: whatever token it was handed in a URL,
    // it writes nothing else (docs/api.md "Embedded views write nothing").
    if (apiKey !== undefined && !READ_METHODS.has(c.req.method) && !c.req.path.endsWith('/activity-log'))
      throw forbidden(EMBEDDED_READ_ONLY);
    if (!row) throw unauthenticated();
    c.set('user', {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      sites: row.site_ids,
      policies: policiesOf(row.role),
      numeroRegistro: row.numero_registro,
      especialidad: row.especialidad,
      embedded: apiKey !== undefined,
      freshSignIn:
        claims.pwd === true &&
        claims.iat !== undefined &&
        Date.now() / 1000 - claims.iat <= FRESH_SIGN_IN_SECONDS,
    });
    await next();
  };
}

export function requirePolicy(...needed: Policy[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.var.user;
    if (!needed.every((p) => user.policies.has(p))) throw forbidden();
    await next();
  };
}
