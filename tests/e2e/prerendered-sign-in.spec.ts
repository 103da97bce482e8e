/**
 * The sign-in form that the built index.html draws before the app's JavaScript has run
 * (docs/architecture.md "The first screen"): what is typed there, the focus and a submit are taken over by
 * the app's form; a signed-in reload or a deep link never shows it. The app's modules are held back at
 * the network (its start chunk) so the static form is certainly on screen alone; the service worker is
 * blocked so every request of the page reaches that hold.
 */
import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { seriousViolations } from './support/axe';
import { Shell } from './pages/shell';
import { DEMO_PASSWORD, openSignedIn, SIGN_IN_TIMEOUT_MS } from './support/session';

test.use({ serviceWorkers: 'block' });

/** Holds the app's start chunk (src/app/start.tsx) until `release` is called. */
async function holdAppStart(page: Page): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const staticForm = (page: Page) => page.locator('#sign-in-shell');
const appForm = (page: Page) => page.locator('#root form');

test.describe('the prerendered sign-in form', () => {
  test("what is typed before the app runs, and the focus, stay in the app's form", async ({ page }) => {
    const hold = await holdAppStart(page);
    await page.goto('/login');
    const login = new LoginPage(page);
    await expect(staticForm(page)).toBeVisible();
    await expect(login.identifier).toBeVisible();
    await expect(login.password).toBeVisible();
    await expect(login.submit).toBeVisible();
    await login.identifier.fill('psicologia');
    await login.password.click();
    await page.keyboard.type('canguro');
    await expect(appForm(page)).toHaveCount(0);

    hold.release();
    await expect(appForm(page)).toBeVisible();
    await expect(staticForm(page)).toHaveCount(0);
    await expect(login.identifier).toHaveValue('psicologia');
    await expect(login.password).toHaveValue('canguro');
    await expect(login.password).toBeFocused();
    // The app's form now: typing goes on where it stopped, and the form signs in.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/, { timeout: SIGN_IN_TIMEOUT_MS });
  });

  test('a submit before the app runs is sent once the app has taken the form over', async ({ page }) => {
    const hold = await holdAppStart(page);
    const signIns: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/auth/login')) signIns.push(request.url());
    });
    await page.goto('/login');
    const login = new LoginPage(page);
    await login.signIn('psicologia', DEMO_PASSWORD);
    // Held: the browser did not send the form (no query string with the password, no reload).
    await expect(staticForm(page)).toHaveAttribute('data-submit-held', '');
    await expect(page).toHaveURL(/\/login$/);
    expect(signIns).toEqual([]);

    hold.release();
    await expect(page).toHaveURL(/\/$/, { timeout: SIGN_IN_TIMEOUT_MS });
    await expect(new Shell(page).siteChooser).toBeVisible();
    expect(signIns).toHaveLength(1);
  });

  test("the app's form replaces it without a visible change; alone, it passes axe", async ({ page }) => {
    const hold = await holdAppStart(page);
    await page.goto('/login');
    await expect(staticForm(page)).toBeVisible();
    const before = await page.screenshot();
    expect(await seriousViolations(page)).toEqual([]);
    hold.release();
    await expect(appForm(page)).toBeVisible();
    await expect(staticForm(page)).toHaveCount(0);
    const after = await page.screenshot();
    expect(after.equals(before)).toBe(true);
  });

  test('a signed-in reload and a deep link never show it', async ({ page }) => {
    await openSignedIn(page, 'psicologia');
    const hold = await holdAppStart(page);
    await page.reload();
    await expect(staticForm(page)).toBeAttached();
    await expect(staticForm(page)).toBeHidden();
    await expect(page.getByLabel('Contraseña')).toBeHidden();
    hold.release();
    await expect(new Shell(page).activeTile('Psicología')).toBeVisible();
    await expect(staticForm(page)).toHaveCount(0);

    await page.evaluate(() => sessionStorage.clear());
    const again = await holdAppStart(page);
    await page.goto('/psychology');
    await expect(staticForm(page)).toBeHidden();
    again.release();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpsychology$/);
    await expect(appForm(page)).toBeVisible();
    await expect(staticForm(page)).toHaveCount(0);
  });
});
