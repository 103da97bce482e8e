/**
 * The page's requests that have not answered yet, so a bench can wait for a screen's reads to be done (a
 * condition) before it measures the next step, instead of sleeping.
 */
import type { Page, Request } from '@playwright/test';

export function requestsInFlight(page: Page) {
  const open = new Set<Request>();
  let waiters: (() => void)[] = [];
  const settle = (request: Request) => {
    open.delete(request);
    if (open.size > 0) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };
  page.on('request', (request) => void open.add(request));
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    /** Resolves when no request of the page is waiting for its answer. */
    none: () => (open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}
