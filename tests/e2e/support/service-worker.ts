import type { Page } from '@playwright/test';

/** Waits until the service worker is active and controls the page (offline reloads are then served). */
export async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
