/**
 * A clinic's tablets reach the server by a network name (docs/deploy.md "HTTPS"). Chromium maps the name
 * canguro.clinica.test to loopback (`--host-resolver-rules`), so the page is not on localhost, which
 * browsers count as secure:
 * - over plain http (the suite's server) the page is an insecure context, with no service worker and no
 *   Web Crypto: the sign-in screen says so and which https address to open, and shows no form;
 * - over https (a server this spec starts with a certificate it makes, trusted by its key as a tablet
 *   trusts a clinic's internal certificate: `--ignore-certificate-errors-spki-list`) the plain-http port
 *   redirects there, the user signs in, the service worker takes control, and a reload with no network
 *   shows the app.
 */
import { chromium, expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { makeTestCertificate, type TestCertificate } from '../fixtures/test-certificate';
import { LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';
import { seriousViolations } from './support/axe';
import { testChromiumLaunchOptions } from './support/chromium';
import { E2E_PORT, HTTPS_PORT, HTTPS_REDIRECT_PORT } from './support/ports';
import { E2E_BUILD_ENV, startServerProcess, type ServerProcess } from './support/server-process';
import { waitForServiceWorkerControl } from './support/service-worker';
import { DEMO_PASSWORD, fastKeyDerivation, SIGN_IN_TIMEOUT_MS } from './support/session';

const HOST = 'canguro.clinica.test';

const viewports = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
];

function launch(extraArgs: string[]): Promise<Browser> {
  const options = testChromiumLaunchOptions();
  return chromium.launch({
    ...options,
    args: [...options.args, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`, ...extraArgs],
  });
}

const newTabletPage = async (browser: Browser, viewport: { width: number; height: number }) =>
  (
    await browser.newContext({ viewport, hasTouch: true, locale: 'es-CO', timezoneId: 'America/Bogota' })
  ).newPage();

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const { width, height } = page.viewportSize()!;
  const path = testInfo.outputPath(`${name}-${width}x${height}.png`);
  await page.screenshot({ path });
  await testInfo.attach(`${name}-${width}x${height}`, { path, contentType: 'image/png' });
}

test.describe('plain http on a network name', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launch([]);
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of viewports) {
    test(`the sign-in screen says the address is not secure and which to open (${viewport.width}x${viewport.height})`, async () => {
      const testInfo = test.info();
      const page = await newTabletPage(browser, viewport);
      await page.goto(`http://${HOST}:${E2E_PORT}/login`);

      const notice = page.getByRole('alert').filter({ hasText: 'Conexión no segura' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(`Esta página se abrió con http://${HOST}:${E2E_PORT}`);
      await expect(notice).toContainText(`Abra la aplicación con https://${HOST}/`);
      const open = page.getByRole('link', { name: 'Abrir con https' });
      await expect(open).toHaveAttribute('href', `https://${HOST}/`);
      expect((await open.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      // No form that could not work: neither the app's nor the static one the page is built with.
      await expect(page.getByRole('button', { name: 'Iniciar' })).toHaveCount(0);
      await expect(page.getByLabel('Contraseña')).toHaveCount(0);
      await expect(page.locator('#sign-in-shell')).toHaveCount(0);
      // The browser's view of the page, which is why.
      expect(
        await page.evaluate(() => ({
          secure: window.isSecureContext,
          serviceWorker: 'serviceWorker' in navigator,
          webCrypto: typeof crypto.subtle,
        })),
      ).toEqual({ secure: false, serviceWorker: false, webCrypto: 'undefined' });

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, testInfo, 'insecure-sign-in');
      await page.context().close();
    });
  }
});

test.describe('https with a certificate the tablet trusts', () => {
  test.describe.configure({ mode: 'serial' });
  let certificate: TestCertificate;
  let server: ServerProcess;
  let browser: Browser;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    certificate = makeTestCertificate([HOST]);
    server = await startServerProcess({
      port: HTTPS_PORT,
      ca: certificate.cert,
      env: {
        ...E2E_BUILD_ENV,
        TLS_CERT_FILE: certificate.certFile,
        TLS_KEY_FILE: certificate.keyFile,
        HTTP_REDIRECT_PORT: String(HTTPS_REDIRECT_PORT),
      },
    });
    // Chromium trusts this one key, and nothing else is relaxed: any other certificate error still fails.
    browser = await launch([`--ignore-certificate-errors-spki-list=${certificate.spkiHash}`]);
  });

  test.afterAll(async () => {
    await browser?.close();
    await server?.stop();
    certificate?.remove();
  });

  for (const viewport of viewports) {
    test(`http redirects to https, the user signs in, and the app opens offline (${viewport.width}x${viewport.height})`, async () => {
      const testInfo = test.info();
      const page = await newTabletPage(browser, viewport);
      const answer = await page.goto(`http://${HOST}:${HTTPS_REDIRECT_PORT}/login`);
      await expect(page).toHaveURL(`https://${HOST}:${HTTPS_PORT}/login`);
      expect(answer?.headers()['strict-transport-security']).toBe('max-age=31536000');
      expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
      await expect(page.getByRole('alert').filter({ hasText: 'Conexión no segura' })).toHaveCount(0);

      // The device key with few PBKDF2 rounds, as every spec whose subject is not the key's cost
      // (tests/e2e/support/session.ts): it is still Web Crypto, which only a secure context has.
      await fastKeyDerivation(page.context(), { domain: HOST, secure: true });
      const login = new LoginPage(page);
      await login.identifier.fill('psicologia');
      await login.password.fill(DEMO_PASSWORD);
      await login.submit.tap();
      await expect(page).toHaveURL(`https://${HOST}:${HTTPS_PORT}/`, { timeout: SIGN_IN_TIMEOUT_MS });
      const shell = new Shell(page);
      // The sign-in derives the device key with Web Crypto (PBKDF2, 600,000 rounds) before the chooser.
      await expect(shell.siteChooser).toBeVisible({ timeout: SIGN_IN_TIMEOUT_MS });
      await shell.siteChooser.getByRole('button', { name: 'San Ignacio' }).tap();
      await expect(shell.siteChooser).toBeHidden();
      await expect(shell.activeTile('Psicología')).toBeVisible();
      await waitForServiceWorkerControl(page);
      await screenshot(page, testInfo, 'https-home');

      await page.context().setOffline(true);
      const reload = await page.reload();
      expect(reload?.fromServiceWorker()).toBe(true);
      await expect(shell.activeTile('Psicología')).toBeVisible();
      await expect(shell.sidebar).toBeVisible();
      await screenshot(page, testInfo, 'https-offline');
      await page.context().close();
    });
  }
});
