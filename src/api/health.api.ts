/**
 * GET /v1/health: whether the reference server answers. Plain fetch on purpose, not the API client: a
 * connectivity probe needs no token and must never start a token refresh. In embedded mode it carries the
 * embedding system's credentials like every other call of the frame (spec 000 §6).
 */
import * as v from 'valibot';
import { embeddedHeaders } from './embedded';
import { recordServerDate } from './server-clock';

const HealthSchema = v.object({ status: v.literal('ok') });

/**
 * True when the server answers `{ status: 'ok' }`; false on any network error or other answer. The
 * server's answer also sets the app's clock right (./server-clock.ts); a portal's page does not.
 */
export async function checkHealth(signal?: AbortSignal): Promise<boolean> {
  try {
    const sentAt = Date.now();
    const response = await fetch('/v1/health', {
      signal,
      cache: 'no-store',
      headers: { accept: 'application/json', ...embeddedHeaders() },
    });
    if (!response.ok) return false;
    const healthy = v.is(HealthSchema, await response.json());
    if (healthy) recordServerDate(response.headers.get('date'), sentAt, Date.now());
    return healthy;
  } catch (error) {
    if (signal?.aborted) throw error;
    return false;
  }
}
