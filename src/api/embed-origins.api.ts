/**
 * GET /v1/embed-origins: the host pages the external views take messages from (EMBED_ORIGINS,
 * docs/vaccination.md "Host origins"). Plain fetch: the list is public, needs no token refresh and is
 * asked before anything else; an embedded view still sends its credentials, as with every call it makes.
 */
import * as v from 'valibot';
import { embedOriginsSchema } from '../contract/vaccination';
import { embeddedHeaders } from './embedded';

export async function fetchEmbedOrigins(signal?: AbortSignal): Promise<string[]> {
  const response = await fetch('/v1/embed-origins', {
    signal,
    cache: 'no-store',
    headers: {
      accept: 'application/json',
      ...embeddedHeaders(),
    },
  });
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  return v.parse(embedOriginsSchema, await response.json()).origins;
}
