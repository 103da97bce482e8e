/**
 * Query of the external views (spec 000 §6): `api_key` and `auth_token` are taken once, kept in memory by
 * src/api/embedded.ts and removed from the address bar at once by the route (a redirect that replaces
 * the history entry); `enabled` (vaccination: editable only when true), `V_id` and `MaxV_id` (the
 * vaccination round and its maximum) stay.
 */
import { setEmbeddedCredentials } from '../../../api/embedded';

export interface EmbeddedSearch {
  api_key?: string;
  auth_token?: string;
  enabled?: boolean;
  V_id?: number;
  MaxV_id?: number;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() || undefined : undefined;

const whole = (value: unknown) => {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(number) ? number : undefined;
};

/** The router's validateSearch: keeps the known keys, as text (`enabled` a boolean, the rounds integers). */
export function validateEmbeddedSearch(search: Record<string, unknown>): EmbeddedSearch {
  const enabled =
    search.enabled === true || search.enabled === 'true'
      ? true
      : search.enabled === undefined
        ? undefined
        : false;
  return {
    api_key: text(search.api_key),
    auth_token: text(search.auth_token),
    enabled,
    V_id: whole(search.V_id),
    MaxV_id: whole(search.MaxV_id),
  };
}

/**
 * Takes the credentials out of the query into memory. Returns the query without them when there was
 * something to remove (the route then redirects to it, replacing the entry), or null when the address is
 * already clean.
 */
export function takeEmbeddedCredentials(
  search: EmbeddedSearch,
): Omit<EmbeddedSearch, 'api_key' | 'auth_token'> | null {
  if (search.api_key === undefined && search.auth_token === undefined) return null;
  if (search.api_key && search.auth_token) setEmbeddedCredentials(search.api_key, search.auth_token);
  const clean: Omit<EmbeddedSearch, 'api_key' | 'auth_token'> = {};
  if (search.enabled !== undefined) clean.enabled = search.enabled;
  if (search.V_id !== undefined) clean.V_id = search.V_id;
  if (search.MaxV_id !== undefined) clean.MaxV_id = search.MaxV_id;
  return clean;
}
