/**
 * What the browser benches share: the app and a browser started and stopped together, signing a demo user in through the sign-in page (choosing San Ignacio
 * when asked) and finding demo histories of that site through /v1, as the page's session sees them.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium';
import { freePort, startServerProcess } from '../../tests/e2e/support/server-process';

/**
 * Runs `measure` with a fresh reference server (demo data, not test mode) and a Chromium, both stopped
 * after, whatever happens. The server listens on BENCH_PORT when set (a port the kernel picks otherwise).
 */
export async function withAppInBrowser<T>(
  measure: (origin: string, browser: Browser) => Promise<T>,
): Promise<T> {
  const server = await startServerProcess({
    port: Number(process.env.BENCH_PORT) || (await freePort()),
    testMode: false,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    return await measure(server.origin, browser);
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function signIn(page: Page, origin: string, username: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Usuario ó Email').fill(username);
  await page.getByLabel('Contraseña').fill('canguro');
  await page.getByRole('button', { name: 'Iniciar' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 60_000 });
  // San Ignacio, the site the chosen histories belong to.
  const chooser = page.getByRole('dialog', { name: '¿En qué sede estás?' });
  // A user of several sites is asked right after sign-in; the dialog may take a moment to open.
  const asked = await chooser.waitFor({ timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (asked) {
    await chooser.getByRole('button', { name: 'San Ignacio' }).click();
    await chooser.waitFor({ state: 'hidden' });
  }
}

export interface DemoHistory {
  id: string;
  code: string;
  motherDocument: string;
  patientName: string;
}

/** Histories of site 1 from the demo data (no substitute mother), as the server's search lists them. */
export async function historiesOfSite(page: Page, origin: string, count: number): Promise<DemoHistory[]> {
  return page.evaluate(
    async ([base, wanted]) => {
      const session = JSON.parse(sessionStorage.getItem('canguro.session') ?? '{}') as {
        tokens?: { access: { token: string } };
      };
      const found: DemoHistory[] = [];
      for (let pageNumber = 1; found.length < wanted && pageNumber < 20; pageNumber++) {
        const answer = await fetch(`${base}/v1/hc/list?search=CNG&sites=1&page=${pageNumber}`, {
          headers: { authorization: `Bearer ${session.tokens?.access.token ?? ''}` },
        });
        const body = (await answer.json()) as {
          results: {
            id: string;
            EGNDT: string;
            Iden_MadreSustituta: boolean;
            Iden_DocumentoMadre: string;
            Iden_nombreCompletoPaciente: string;
          }[];
        };
        for (const row of body.results)
          if (!row.Iden_MadreSustituta && found.length < wanted)
            found.push({
              id: row.id,
              code: row.EGNDT,
              motherDocument: row.Iden_DocumentoMadre,
              patientName: row.Iden_nombreCompletoPaciente,
            });
      }
      return found;
    },
    [origin, count] as const,
  );
}
