/**
 * "Preparar visitas" (docs/visit-preparation.md) at a day's size: a social worker prepares 20 histories
 * for offline work in Chromium against the real server, through the screen, as a person would (search,
 * "Agregar", "Descargar para trabajar sin conexión"). Reported: the seconds from the click to the total
 * progress bar at 100 %, the requests the download made, and the bytes the device's storage grew by
 * (`navigator.storage.estimate`, IndexedDB sealed records included).
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium';
import { freePort, startServerProcess } from '../tests/e2e/support/server-process';
import { round, type Bench } from './lib/bench';

const HISTORIES = 20;

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Usuario ó Email').fill('trabajosocial');
  await page.getByLabel('Contraseña').fill('canguro');
  await page.getByRole('button', { name: 'Iniciar' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 60_000 });
  // San Ignacio, the site the chosen histories belong to.
  const chooser = page.getByRole('dialog', { name: '¿En qué sede estás?' });
  if (await chooser.isVisible().catch(() => false))
    await chooser.getByRole('button', { name: 'San Ignacio' }).click();
}

/** Codes of histories of site 1 from the demo data, as the server's search lists them. */
async function codesOfSite(page: Page, origin: string): Promise<string[]> {
  return page.evaluate(
    async ([base, count]) => {
      const session = JSON.parse(sessionStorage.getItem('canguro.session') ?? '{}') as {
        tokens?: { access: { token: string } };
      };
      const codes: string[] = [];
      for (let pageNumber = 1; codes.length < count && pageNumber < 20; pageNumber++) {
        const answer = await fetch(`${base}/v1/hc/list?search=CNG&sites=1&page=${pageNumber}`, {
          headers: { authorization: `Bearer ${session.tokens?.access.token ?? ''}` },
        });
        const body = (await answer.json()) as { results: { EGNDT: string; Iden_MadreSustituta: boolean }[] };
        for (const row of body.results)
          if (!row.Iden_MadreSustituta && codes.length < count) codes.push(row.EGNDT);
      }
      return codes;
    },
    [origin, HISTORIES] as const,
  );
}

const usage = (page: Page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

const bench: Bench = {
  name: 'visit-preparation',
  description: `"Preparar visitas" of ${HISTORIES} histories in Chromium against the real server: seconds, requests, bytes stored`,
  async run() {
    const server = await startServerProcess({
      port: await freePort(),
      testMode: false,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const page = await browser.newPage();
      await signIn(page, server.origin);
      const codes = await codesOfSite(page, server.origin);
      await page.goto(`${server.origin}/prepare-visits`);
      const field = page.getByRole('textbox', { name: 'Buscar historias para la visita' });
      for (const code of codes) {
        await field.fill(code);
        const add = page
          .getByRole('listitem')
          .filter({ hasText: code })
          .getByRole('button', { name: /^Agregar / });
        await add.first().click();
      }
      const before = await usage(page);
      let requests = 0;
      page.on('request', (request) => {
        if (request.url().includes('/v1/')) requests += 1;
      });
      const started = performance.now();
      await page.getByRole('button', { name: 'Descargar para trabajar sin conexión' }).click();
      await page
        .getByRole('progressbar', { name: 'Progreso total' })
        .and(page.locator('[aria-valuenow="100"]'))
        .waitFor({ timeout: 600_000 });
      const seconds = (performance.now() - started) / 1000;
      const after = await usage(page);
      return [
        { metric: `prepare ${codes.length} histories`, value: round(seconds, 1), unit: 's' },
        { metric: 'requests of the download', value: requests, unit: '' },
        { metric: 'requests per history', value: round(requests / codes.length, 1), unit: '' },
        { metric: 'device storage added', value: round((after - before) / 1024, 0), unit: 'KB' },
      ];
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};

export default bench;
