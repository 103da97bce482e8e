/**
 * A real access-token expiry (spec 000 §4, §8): against the second e2e server, whose tokens live
 * SHORT_TOKEN_TTL_SECONDS, a search made after the token expired is answered 401, refreshed once, and
 * retried with the new token, without the user noticing.
 */
import { expect, test } from '@playwright/test';
import { PatientSearch } from './pages/patient-search';
import { SHORT_TOKEN_PORT, SHORT_TOKEN_TTL_SECONDS } from './support/ports';
import { openSignedIn, SESSION_KEY } from './support/session';

test.use({ baseURL: `http://localhost:${SHORT_TOKEN_PORT}` });

test('an expired access token is refreshed once and the search still answers', async ({ page }) => {
  await openSignedIn(page, 'psicologia', { path: '/psychology' });
  const search = new PatientSearch(page);
  await expect(search.field).toBeVisible();
  const tokenBefore = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);

  const searches: number[] = [];
  const refreshes: number[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path === '/v1/hc/list') searches.push(response.status());
    if (path === '/v1/auth/refresh-tokens') refreshes.push(response.status());
  });

  // JWT expiry has one-second granularity: wait past it with a margin.
  await page.waitForTimeout((SHORT_TOKEN_TTL_SECONDS + 1.5) * 1000);
  await search.search('mar');
  await expect(search.options.first()).toBeVisible();

  expect(searches).toEqual([401, 200]);
  expect(refreshes).toEqual([200]);
  const tokenAfter = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
  expect(tokenAfter).not.toBe(tokenBefore);
});
