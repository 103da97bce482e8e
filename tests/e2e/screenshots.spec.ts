import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';
import { openSignedIn } from './support/session';

const viewports = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

for (const viewport of viewports) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`login and home at ${size}`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const login = new LoginPage(page);
    await login.goto();
    await testInfo.attach(`login-${size}`, { body: await page.screenshot(), contentType: 'image/png' });
    await page.screenshot({ path: testInfo.outputPath(`login-${size}.png`) });

    await openSignedIn(page, 'admin');
    const shell = new Shell(page);
    await expect(shell.activeTile('Trabajo Social')).toBeVisible();
    // Nothing may be wider than the screen, and every control is at least 44 px high.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    for (const item of await shell.sidebar.getByRole('button').all()) {
      expect((await item.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await testInfo.attach(`home-${size}`, { body: await page.screenshot(), contentType: 'image/png' });
    await page.screenshot({ path: testInfo.outputPath(`home-${size}.png`) });
  });
}
