/**
 * "Preparar visitas" (docs/visit-preparation.md) at a day's size: a social worker prepares 20 histories
 * for offline work in Chromium against the real server, through the screen, as a person would (search,
 * "Agregar", "Descargar para trabajar sin conexión"). Reported: the seconds from the click to the total
 * progress bar at 100 %, the requests the download made (a history's reads go in one GET /v1/batch; goal
 * ≤ 5 per history), their answers' bytes on the wire (headers and bodies as sent, compressed where the
 * server compressed them; goal ≤ 40 KB per history), and the bytes the device's storage grew by
 * (`navigator.storage.estimate`, IndexedDB sealed records included).
 */
import type { Page } from '@playwright/test';
import { round, type Bench } from './lib/bench';
import { addToPreparation, downloadPrepared } from './lib/prepare-visits';
import { historiesOfSite, signIn, withAppInBrowser } from './lib/signed-in';

const HISTORIES = 20;
/** Issue goals per history on a weak link: a round trip per request, and the link's bytes. */
const REQUESTS_GOAL = 5;
const WIRE_GOAL_KB = 40;

const usage = (page: Page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

const bench: Bench = {
  name: 'visit-preparation',
  description: `"Preparar visitas" of ${HISTORIES} histories in Chromium against the real server: seconds, requests, bytes on the wire and stored`,
  async run() {
    return withAppInBrowser(async (origin, browser) => {
      const page = await browser.newPage();
      await signIn(page, origin, 'trabajosocial');
      const codes = (await historiesOfSite(page, origin, HISTORIES)).map((h) => h.code);
      await addToPreparation(page, origin, codes);
      const before = await usage(page);
      let requests = 0;
      const sizes: Promise<number>[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/v1/')) requests += 1;
      });
      page.on('requestfinished', (request) => {
        if (!request.url().includes('/v1/')) return;
        sizes.push(request.sizes().then((size) => size.responseHeadersSize + size.responseBodySize));
      });
      const started = performance.now();
      await downloadPrepared(page);
      const seconds = (performance.now() - started) / 1000;
      const after = await usage(page);
      const wire = (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0);
      return [
        { metric: `prepare ${codes.length} histories`, value: round(seconds, 1), unit: 's' },
        { metric: 'requests of the download', value: requests, unit: '' },
        {
          metric: 'requests per history',
          value: round(requests / codes.length, 1),
          unit: '',
          goal: REQUESTS_GOAL,
        },
        {
          metric: 'answers on the wire per history',
          value: round(wire / 1024 / codes.length, 1),
          unit: 'KB',
          goal: WIRE_GOAL_KB,
        },
        { metric: 'device storage added', value: round((after - before) / 1024, 0), unit: 'KB' },
      ];
    });
  },
};

export default bench;
