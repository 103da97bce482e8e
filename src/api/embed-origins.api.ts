/**
 * GET /v1/embed-origins: the host pages the external views take messages from (EMBED_ORIGINS,
 * docs/vaccination.md "Host origins"). Plain fetch: the list is public and asked before anything else.
 */
import * as v from 'valibot';
import { embedOriginsSchema } from '../contract/vaccination';

export async function fetchEmbedOrigins(signal?: AbortSignal): Promise<string[]> {
  const response = await fetch('/v1/embed-origins', {
    signal,
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  return v.parse(embedOriginsSchema, await response.json()).origins;
}
