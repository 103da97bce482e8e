import { useEffect, useState } from 'react';
import { checkHealth } from '../../../api/health.api';

export type ServerStatus = 'checking' | 'available' | 'unavailable';

/** Asks /v1/health on mount and again whenever the browser says it is back online. */
export function useServerStatus(): ServerStatus {
  const [status, setStatus] = useState<ServerStatus>('checking');

  useEffect(() => {
    let controller = new AbortController();

    const check = () => {
      controller.abort();
      controller = new AbortController();
      checkHealth(controller.signal).then(
        (ok) => setStatus(ok ? 'available' : 'unavailable'),
        () => {
          // Aborted: a newer check or the unmount superseded this one.
        },
      );
    };
    const markOffline = () => setStatus('unavailable');

    check();
    window.addEventListener('online', check);
    window.addEventListener('offline', markOffline);
    return () => {
      controller.abort();
      window.removeEventListener('online', check);
      window.removeEventListener('offline', markOffline);
    };
  }, []);

  return status;
}
