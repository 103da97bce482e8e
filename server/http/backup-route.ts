/**
 * GET /v1/backup: the PGlite folder as a gzipped tarball, for `npm run backup` while the server runs
 * (server/ops/running-server.ts says why the server takes it). Answered only to this machine and only
 * with this run's token; PGlite takes the snapshot between two of its statements, so it is consistent.
 */
import type { Handler } from 'hono';
import type { AppEnv } from './env';
import { HttpError } from './errors';
import { hasBearer, isLocalRequest } from './local-access';

export function backupRoute(token: string): Handler<AppEnv> {
  return async (c) => {
    if (!isLocalRequest(c) || !hasBearer(c, token))
      throw new HttpError(403, 'La copia de seguridad se pide con npm run backup en la máquina del servidor');
    const tarball = await c.var.db.dumpDataDir!();
    c.header('cache-control', 'no-store');
    return c.body(tarball.stream(), 200, { 'content-type': 'application/gzip' });
  };
}
