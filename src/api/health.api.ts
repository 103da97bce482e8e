/**
 * GET /v1/health: whether the reference server answers. Plain fetch on purpose, not the API client: a
 * connectivity probe needs no token and must never start a token refresh.
 */
import * as v from 'valibot';

const HealthSchema = v.object({ status: v.literal('ok') });

/** True when the server answers `{ status: 'ok' }`; false on any network error or other answer. */
export async function checkHealth(signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch('/v1/health', {
      signal,
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return false;
    return v.is(HealthSchema, await response.json());
  } catch (error) {
    if (signal?.aborted) throw error;
    return false;
  }
}
