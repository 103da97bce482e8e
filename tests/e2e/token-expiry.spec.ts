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

  // The searches and refreshes in the order they were answered.
  const answers: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path === '/v1/hc/list') answers.push(`search ${response.status()}`);
    if (path === '/v1/auth/refresh-tokens') answers.push(`refresh ${response.status()}`);
  });

  // JWT expiry has one-second granularity: wait past it with a margin, then search. Another request of the
  // page may meet the expired token first and refresh it (tokens live 3 s here), and the search then goes
  // with the new one: wait for the next expiry and search again, until a search meets it.
  let expired: string[] = [];
  for (const text of ['mar', 'CNG-00000', 'CNG-000003']) {
    answers.length = 0;
    await page.waitForTimeout((SHORT_TOKEN_TTL_SECONDS + 1.5) * 1000);
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/v1/hc/list' && response.ok(),
    );
    await search.search(text);
    await answered;
    await expect(search.options.first()).toBeVisible();
    if (answers.includes('search 401')) {
      expired = answers.slice();
      break;
    }
  }

  // The expired search: one refresh, then the same search again. (Another request of the device, the sync
  // worker's say, may refresh after, which is not this search's doing.)
  const first = expired.indexOf('search 401');
  expect(first).toBeGreaterThanOrEqual(0);
  expect(expired.slice(first, first + 3)).toEqual(['search 401', 'refresh 200', 'search 200']);
  expect(expired.filter((answer) => answer.startsWith('search'))).toEqual(['search 401', 'search 200']);
  const tokenAfter = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
  expect(tokenAfter).not.toBe(tokenBefore);
});
