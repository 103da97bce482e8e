/**
 * Query of the external views (spec 000 §6): `api_key` and `auth_token` are taken once, kept in memory by
 * src/api/embedded.ts and removed from the address bar at once by the route (a redirect that replaces
 * the history entry); `enabled` (vaccination: editable only when true) stays.
 */
import { setEmbeddedCredentials } from '../../../api/embedded';

export interface EmbeddedSearch {
  api_key?: string;
  auth_token?: string;
  enabled?: boolean;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() || undefined : undefined;

/** The router's validateSearch: keeps the three known keys, as text (and `enabled` as a boolean). */
export function validateEmbeddedSearch(search: Record<string, unknown>): EmbeddedSearch {
  const enabled =
    search.enabled === true || search.enabled === 'true'
      ? true
      : search.enabled === undefined
        ? undefined
        : false;
  return { api_key: text(search.api_key), auth_token: text(search.auth_token), enabled };
}

/**
 * Takes the credentials out of the query into memory. Returns the query without them when there was
 * something to remove (the route then redirects to it, replacing the entry), or null when the address is
 * already clean.
 */
export function takeEmbeddedCredentials(search: EmbeddedSearch): Pick<EmbeddedSearch, 'enabled'> | null {
  if (search.api_key === undefined && search.auth_token === undefined) return null;
  if (search.api_key && search.auth_token) setEmbeddedCredentials(search.api_key, search.auth_token);
  return search.enabled === undefined ? {} : { enabled: search.enabled };
}
