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

  // JWT expiry has one-second granularity: wait past it with a margin.
  await page.waitForTimeout((SHORT_TOKEN_TTL_SECONDS + 1.5) * 1000);
  await search.search('mar');
  await expect(search.options.first()).toBeVisible();

  // The expired search: one refresh, then the same search again. (Tokens live 3 s here: another request of
  // the device, the sync worker's say, may refresh before or after, which is not this search's doing.)
  const expired = answers.indexOf('search 401');
  expect(answers.slice(expired, expired + 3)).toEqual(['search 401', 'refresh 200', 'search 200']);
  expect(answers.filter((answer) => answer.startsWith('search'))).toEqual(['search 401', 'search 200']);
  const tokenAfter = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
  expect(tokenAfter).not.toBe(tokenBefore);
});
