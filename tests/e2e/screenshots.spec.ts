import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { PatientSearch } from './pages/patient-search';
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

  test(`patient search results with an open history at ${size}`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, 'psicologia', { path: '/psychology' });
    const search = new PatientSearch(page);
    await search.openHistory('CNG-000003', '789');
    await search.search('mar');
    await expect(search.count).toHaveText(/^20 de \d+ historias$/);
    await search.field.press('ArrowDown');
    await search.field.press('ArrowDown');
    // The list fits the screen and nothing is wider than it.
    const box = await search.results.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
    expect(box?.height ?? 0).toBeLessThanOrEqual(600);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    for (const row of (await search.options.all()).slice(0, 3)) {
      expect((await row.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await testInfo.attach(`search-${size}`, { body: await page.screenshot(), contentType: 'image/png' });
    await page.screenshot({ path: testInfo.outputPath(`search-${size}.png`) });
  });
}
