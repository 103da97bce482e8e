/**
 * The one clock the app dates clinical things by: the device's, corrected by how far it is from the
 * server's. A tablet whose clock is hours wrong would otherwise default "today" to the wrong day, date a
 * postponement or a note wrongly, and take valid tokens for expired ones.
 *
 * - The server's time is the Date header of the health probe (./health.api.ts, ./server-reachability.ts:
 *   at the first screen, when the network returns, then every minute), taken at the middle of the round
 *   trip; the header counts whole seconds, so the offset is good to about a second.
 * - Until the first answer (a start offline) the device's clock is used as it is. The offset is kept for
 *   the tab's life only: a clock set right meanwhile is measured again at the next probe.
 * - Beyond `CLOCK_SKEW_WARNING_MS` the user is told (the sync status, `useClockSkew`), so the device's
 *   clock gets fixed: other apps on it are wrong too.
 */
import { useSyncExternalStore } from 'react';
import { bogotaDay } from '../domain/gestation';

export const CLOCK_SKEW_WARNING_MS = 5 * 60_000;

let offsetMs = 0;
const listeners = new Set<() => void>();

/** Records the server's Date header of an answer sent at `sentAt` and received at `receivedAt` (device ms). */
export function recordServerDate(dateHeader: string | null, sentAt: number, receivedAt: number): void {
  const server = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  if (Number.isNaN(server)) return;
  // The header is truncated to the second: its middle is half a second later.
  const next = Math.round(server + 500 - (sentAt + receivedAt) / 2);
  if (next === offsetMs) return;
  offsetMs = next;
  for (const listener of listeners) listener();
}

/** How far the server's clock is ahead of the device's, in ms (negative: behind). */
export const clockOffsetMs = (): number => offsetMs;

/** Now, by the server's clock as far as it is known: for every date the app writes or defaults. */
export const serverNow = (): Date => new Date(Date.now() + offsetMs);

/** Today in Bogotá ('YYYY-MM-DD') by the server's clock: the day a new document or a check defaults to. */
export const serverToday = (): string => bogotaDay(serverNow().toISOString());

/** For tests: forgets the measured offset. */
export function resetServerClock(): void {
  offsetMs = 0;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The offset when the device's clock is off by more than the warning's threshold; null otherwise. */
export function useClockSkew(): number | null {
  const offset = useSyncExternalStore(subscribe, clockOffsetMs, clockOffsetMs);
  return Math.abs(offset) > CLOCK_SKEW_WARNING_MS ? offset : null;
}
