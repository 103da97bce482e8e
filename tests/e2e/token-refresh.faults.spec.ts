/**
 * A 401 in the page: one refresh and the same request again; a refresh refused ends the session. The
 * faults are the test's own (./support/faults.ts); each test ends with the common checks, with the page's
 * reads free to overlap (they are the page's, not the outbox's).
 */
import type { Page } from '@playwright/test';
import { Shell } from './pages/shell';
import { expectNothingLost } from './support/end-checks';
import { expect, test } from './support/faults';
import { settleReferenceData, userDbName } from './support/outbox-idb';
import { openSignedIn, SESSION_KEY } from './support/session';

/**
 * The page's requests from here on go to the server past the service worker. The worker keeps the feature
 * flags (stale-while-revalidate): with a copy it answers the page from it, and the 401 goes to its own
 * revalidation, not to the page. Emptying its cache first is not enough: a revalidation still in flight
 * (the reference data's refresh after a navigation) stores its copy again after it.
 */
async function bypassServiceWorker(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
}

test('a 401 refreshes the token once and the action still succeeds', async ({ page, faults }) => {
  const { user } = await openSignedIn(page, 'admin');
  const shell = new Shell(page);
  await expect(shell.activeTile('Trabajo Social')).toBeVisible();
  await shell.activeTile('Psicología').click();
  await expect(page).toHaveURL(/\/psychology$/);
  await settleReferenceData(page, userDbName(user.id));
  const accessBefore = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);

  const flagsAnswers: number[] = [];
  const refreshAnswers: number[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path === '/v1/parameters/name/Feature_Flags') flagsAnswers.push(response.status());
    if (path === '/v1/auth/refresh-tokens') refreshAnswers.push(response.status());
  });
  await bypassServiceWorker(page);
  await faults.set({ failNext: { count: 1, status: 401, path: '^/v1/parameters/name/Feature_Flags' } });

  // Entering home loads the feature flags (spec 000 §2).
  await shell.sidebarItem('Inicio').click();
  await expect(page).toHaveURL(/\/$/);
  // The refused request, then its retry (the reference data may ask for the flags again after it; a read
  // sent before the fault was set may be answered first).
  await expect
    .poll(() => flagsAnswers.slice(flagsAnswers.indexOf(401), flagsAnswers.indexOf(401) + 2))
    .toEqual([401, 200]);
  expect(flagsAnswers.filter((status) => status === 401)).toEqual([401]);
  expect(refreshAnswers).toEqual([200]);
  await expect(shell.activeTile('Trabajo Social')).toBeVisible();
  const accessAfter = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
  expect(accessAfter).not.toBe(accessBefore);
  await expectNothingLost({ page, faults, dbName: userDbName(user.id), oneAtATime: false });
});

test('a refresh that fails sends the user to /login', async ({ page, faults }) => {
  const { user } = await openSignedIn(page, 'psicologia', { path: '/psychology' });
  await expect(page.getByText('Bienvenido al módulo de psicología')).toBeVisible();
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await settleReferenceData(page, userDbName(user.id));
  await bypassServiceWorker(page);
  // The flags' request and the refresh it calls for: no other parameter's request (a late refresh of the
  // reference data) may take one of the two failures.
  await faults.set({
    failNext: { count: 2, status: 401, path: '^/v1/(parameters/name/Feature_Flags|auth/refresh-tokens)' },
  });

  await new Shell(page).sidebarItem('Inicio').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(logged.some((text) => text.includes('Token refresh failed'))).toBe(true);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY)).toBeNull();
  await expectNothingLost({ page, faults, dbName: userDbName(user.id), oneAtATime: false });
});
