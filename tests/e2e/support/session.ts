/**
 * Signing in without the sign-in page, for specs that test something else: the API signs in and the
 * session is written to session storage before the app starts, exactly as the app itself stores it
 * (src/api/session.ts), with a current site so the site chooser stays closed.
 */
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'canguro';
export const SESSION_KEY = 'canguro.session';

export interface SignedIn {
  user: { id: string; name: string; sede: { id: number; name: string }[]; modulesAccess: string[] };
  tokens: { access: { token: string; expires: string }; refresh: { token: string; expires: string } };
}

/** POST /v1/auth/login-username through the page's own request context (same cookies). */
export async function apiSignIn(page: Page, username: string): Promise<SignedIn> {
  const answer = await page.request.post('/v1/auth/login-username', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as SignedIn;
}

/** Signs `username` in and opens `path` (home by default) with `site` as the current site (null: none). */
export async function openSignedIn(
  page: Page,
  username: string,
  options: { path?: string; site?: number | null } = {},
): Promise<SignedIn> {
  const session = await apiSignIn(page, username);
  const stored = {
    tokens: session.tokens,
    user: session.user,
    currentSite: options.site === undefined ? (session.user.sede[0]?.id ?? null) : options.site,
    currentModule: null,
  };
  // Write it from a page of the app's origin, once: a later reload or sign-out is the app's business.
  await page.goto('/login');
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify(stored),
  ] as const);
  await page.goto(options.path ?? '/');
  return session;
}
