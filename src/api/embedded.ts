/**
 * Embedded mode (spec 000 §6): the external views take `api_key` and `auth_token` from the query string and
 * every API call then carries them as `x-api-key` and `Authorization`. They are kept in memory only, never
 * in any storage: the embedding system hands them over on each load of its frame, and the route removes
 * them from the address bar at once (DESIGN.md "Identity and data at rest").
 */

export interface EmbeddedCredentials {
  apiKey: string;
  /** The value for the Authorization header: `Bearer <token>` (a bare token gets the prefix). */
  authorization: string;
}

let credentials: EmbeddedCredentials | null = null;

export function setEmbeddedCredentials(apiKey: string, authToken: string) {
  const token = authToken.trim();
  credentials = {
    apiKey: apiKey.trim(),
    authorization: /^bearer\s/i.test(token) ? token : `Bearer ${token}`,
  };
}

export const getEmbeddedCredentials = (): EmbeddedCredentials | null => credentials;

export const isEmbedded = (): boolean => credentials !== null;

/**
 * The headers of the embedded credentials, for the calls made with plain fetch (the health probe, the
 * embedding origins): none outside embedded mode.
 */
export function embeddedHeaders(): Record<string, string> {
  return credentials ? { 'x-api-key': credentials.apiKey, authorization: credentials.authorization } : {};
}
