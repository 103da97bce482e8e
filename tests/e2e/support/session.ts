/**
 * Signing in for specs that test something else: through the sign-in page (which also makes or unlocks
 * the user's key on the device, src/offline/identity.ts), then with a current site written into the
 * session (src/api/session.ts) so the site chooser stays closed. `apiSignIn` signs in over the API alone,
 * for calls a test makes itself.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'canguro';
export const SESSION_KEY = 'canguro.session';
/** A sign-in derives the device key (PBKDF2, 600,000 rounds): seconds on a loaded 2-core machine. */
export const SIGN_IN_TIMEOUT_MS = 20_000;

export interface SignedIn {
  user: { id: string; name: string; sede: { id: number; name: string }[]; modulesAccess: string[] };
  tokens: { access: { token: string; expires: string }; refresh: { token: string; expires: string } };
}

/**
 * Where the key's cost is not the subject, the throwaway device's password verifier is made with few PBKDF2
 * rounds: the server in test mode answers them to this cookie (server/routes/auth.ts). The rest of the key's
 * life (wrapping, recovery after a password change, the offline verifier) is the same code.
 */
export function fastKeyDerivation(
  context: BrowserContext,
  origin: { domain: string; secure?: boolean } = { domain: 'localhost' },
): Promise<void> {
  return context.addCookies([{ name: 'canguro-test-fast-key', value: '1', path: '/', ...origin }]);
}

/** POST /v1/auth/login-username through the page's own request context (same cookies). */
export async function apiSignIn(page: Page, username: string): Promise<SignedIn> {
  const answer = await page.request.post('/v1/auth/login-username', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as SignedIn;
}

/**
 * Signs `username` in through the sign-in page (the device's data key is made or unlocked there, so no
 * session can be written around it), then sets `site` as the current site (null: none) and opens `path`
 * (home by default). A session already open in the page is dropped first.
 */
export async function openSignedIn(
  page: Page,
  username: string,
  options: { path?: string; site?: number | null; realKeyDerivation?: boolean } = {},
): Promise<SignedIn> {
  if (!options.realKeyDerivation) await fastKeyDerivation(page.context());
  if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Usuario ó Email').fill(username);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: SIGN_IN_TIMEOUT_MS });
  const session = await page.evaluate((key) => {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as
      (SignedIn & { currentSite: number | null }) | null;
    return stored;
  }, SESSION_KEY);
  expect(session?.tokens).toBeTruthy();
  const currentSite = options.site === undefined ? (session!.user.sede[0]?.id ?? null) : options.site;
  // Written from the app's own page, once: a later reload or sign-out is the app's business.
  await page.evaluate(
    ([key, site]) => {
      const stored = JSON.parse(sessionStorage.getItem(key)!) as Record<string, unknown>;
      sessionStorage.setItem(key, JSON.stringify({ ...stored, currentSite: site }));
    },
    [SESSION_KEY, currentSite] as const,
  );
  await page.goto(options.path ?? '/');
  return { user: session!.user, tokens: session!.tokens };
}

/** GET of the API with the page's current session (its access token, refreshed or not by the app). */
export async function getAsPage<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(
    (key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as SignedIn).tokens.access.token,
    SESSION_KEY,
  );
  const answer = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as T;
}
