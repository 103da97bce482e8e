/**
 * The current time for relative texts ("Sincronizado hace 3 minutos"), refreshed once a minute: the
 * smallest unit those texts show. The formatters clamp times a little ahead of this clock
 * (./sync-status-format.ts), so a sync that ends between two ticks still reads "hace menos de un minuto".
 */
import { useEffect, useState } from 'react';

export const CLOCK_TICK_MS = 60_000;

export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
