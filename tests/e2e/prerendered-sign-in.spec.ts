/**
 * The sign-in form that the built index.html draws before the app's JavaScript has run
 * (docs/architecture.md "The first screen"): what is typed there, the focus and a submit are taken over by
 * the app's form, which draws the same pixels (the static form has a stylesheet of its own); a signed-in
 * reload or a deep link never shows it. The app's modules are held back at the network (its start chunk)
 * so the static form is certainly on screen alone; the service worker is blocked so every request of the
 * page reaches that hold.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
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
/** Saves and attaches a screenshot once transitions have ended (a field's border), and returns its pixels. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<Buffer> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const { width, height } = page.viewportSize()!;
  const path = testInfo.outputPath(`${name}-${width}x${height}.png`);
  const pixels = await page.screenshot({ path, caret: 'hide' });
  await testInfo.attach(`${name}-${width}x${height}`, { path, contentType: 'image/png' });
  return pixels;
}
const appForm = (page: Page) => page.locator('#root form');

/**
 * How many pixels of two screenshots differ by more than `tolerance` in a channel, decoded in a blank page
 * (the app's Content-Security-Policy allows no data: images). A focused field's rounded corners are
 * antialiased a level apart from one draw to the next; a moved or recoloured part differs by far more.
 */
async function differingPixels(page: Page, a: Buffer, b: Buffer, tolerance: number): Promise<number> {
  const scratch = await page.context().newPage();
  try {
    return await scratch.evaluate(
      async ({ images, tolerance }) => {
        const pixels = await Promise.all(
          images.map(async (base64) => {
            const image = new Image();
            image.src = `data:image/png;base64,${base64}`;
            await image.decode();
            const canvas = new OffscreenCanvas(image.width, image.height);
            const context = canvas.getContext('2d')!;
            context.drawImage(image, 0, 0);
            return context.getImageData(0, 0, image.width, image.height).data;
          }),
        );
        const [first, second] = pixels as [Uint8ClampedArray, Uint8ClampedArray];
        if (first.length !== second.length) return Number.POSITIVE_INFINITY;
        let count = 0;
        for (let at = 0; at < first.length; at += 4) {
          for (let channel = 0; channel < 3; channel++) {
            if (Math.abs(first[at + channel]! - second[at + channel]!) > tolerance) {
              count++;
              break;
            }
          }
        }
        return count;
      },
      { images: [a.toString('base64'), b.toString('base64')], tolerance },
    );
  } finally {
    await scratch.close();
  }
}

test.describe('the prerendered sign-in form', () => {
  test('index.html holds the first frame back for nothing but its one classic script', async ({
    request,
  }) => {
    const html = await (await request.get('/login')).text();
    // A linked stylesheet would block the form's first frame until the app's CSS had loaded (the build's
    // chunks: vite.config.ts); the app's modules are deferred, its stylesheet asked for after that frame.
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect([...html.matchAll(/<script(?![^>]*type="module")[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script src="/sign-in-shell.js">',
    ]);
    expect(html).toContain('id="sign-in-shell"');
  });

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

// The static form has a stylesheet of its own (src/app/sign-in-shell.css): at the tablets' two layouts, at
// rest and with a field tapped, the app's form must draw the same pixels when it takes over.
for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
]) {
  test.describe(`the prerendered sign-in form at ${viewport.width}x${viewport.height}, by touch`, () => {
    test.use({ viewport, hasTouch: true });

    test("the app's form draws the same pixels, at rest", async ({ page }, testInfo) => {
      const hold = await holdAppStart(page);
      await page.goto('/login');
      await expect(staticForm(page)).toBeVisible();
      const before = await shot(page, testInfo, 'sign-in-static');
      hold.release();
      await expect(appForm(page)).toBeVisible();
      await expect(staticForm(page)).toHaveCount(0);
      const after = await shot(page, testInfo, 'sign-in-app');
      expect(after.equals(before)).toBe(true);
    });

    test("the app's form draws the same pixels with the tapped field focused", async ({ page }, testInfo) => {
      const hold = await holdAppStart(page);
      await page.goto('/login');
      const login = new LoginPage(page);
      await login.password.tap();
      await page.keyboard.type('canguro');
      await expect(login.password).toBeFocused();
      const before = await shot(page, testInfo, 'sign-in-static-focused');
      hold.release();
      await expect(appForm(page)).toBeVisible();
      await expect(staticForm(page)).toHaveCount(0);
      await expect(login.password).toBeFocused();
      await expect(login.password).toHaveValue('canguro');
      const after = await shot(page, testInfo, 'sign-in-app-focused');
      expect(await differingPixels(page, before, after, 2)).toBe(0);
      // The tolerance hides no real change: without the typed password's dots the pixels differ.
      await login.password.fill('');
      const emptied = await shot(page, testInfo, 'sign-in-app-emptied');
      expect(await differingPixels(page, before, emptied, 2)).toBeGreaterThan(0);
      // Nothing wider than the screen, and "Iniciar" a touch target.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect((await login.submit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    });
  });
}
