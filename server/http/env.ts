/**
 * The request context every route sees: the database, the configuration and, once authenticated, the user.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Role, Policy } from '../../src/contract/permissions';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { HistorySearch } from '../search/history-search';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  sites: number[];
  policies: Set<Policy>;
  numeroRegistro: string | null;
  especialidad: string | null;
  /** True when the request came from an embedding system with x-api-key. */
  embedded: boolean;
  /** The access token was answered by a password sign-in (not a refresh) at most FRESH_SIGN_IN_SECONDS ago. */
  freshSignIn: boolean;
}

/** How long after a sign-in its access token may ask for what only a sign-in gets (the device secret). */
export const FRESH_SIGN_IN_SECONDS = 300;

/** A write's Idempotency-Key: per user, with the hash of the request it was first used with. */
export interface IdempotencyEntry {
  userKey: string;
  key: string;
  hash: string;
}

export interface AppEnv {
  Bindings: HttpBindings;
  Variables: {
    db: Database;
    config: Config;
    historySearch: HistorySearch;
    user: AuthUser;
    /**
     * Set when the key's answer is settled by the write's transaction: stored there, or the key was
     * claimed already and the answer is the stored one (server/http/idempotency.ts).
     */
    idempotencyStored?: boolean;
    idempotency?: IdempotencyEntry;
  };
}
