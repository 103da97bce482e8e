/**
 * Drawing the growth chart of a history with 30 readings, in Chromium against the
 * reference server with its demo data: a psychologist opens the baby born at 32+0 weeks whose readings the
 * server answers as 30 (its real answer, repeated over the first 8 months), and the Gráficas tab is chosen
 * again and again. Reported: from the tab's click to the frame that shows every point of the charts
 * (weight for age: the readings before term on the INTERGROWTH-21st preterm chart, the later ones on the
 * WHO chart), p50 / p95 over 20 mounts (goal p95 ≤ 200 ms), and the first of them. Each mount starts from
 * the Evoluciones tab settled (its timeline drawn, every request it made answered), so the figure is the
 * chart's own; a second series chooses Gráficas again as soon as Evoluciones has replaced it, while the
 * timeline still reads and opens its records, and is printed beside it.
 */
import type { Page } from '@playwright/test';
import { fixtures } from '../server/seed/fixtures';
import { PatientSearch } from '../tests/e2e/pages/patient-search';
import { percentile, round, type Bench } from './lib/bench';
import { requestsInFlight } from './lib/requests-in-flight';
import { signIn, withAppInBrowser } from './lib/signed-in';

const READINGS = 30;
const MOUNTS = 20;
const DAY_MS = 86_400_000;
const P95_GOAL_MS = 200;

type Reading = Record<string, unknown> & { id: string; AN_timestamp: { date: string } };

/** 30 readings a week or so apart from birth, built on the server's own answer (its shape and schema). */
function thirtyReadings(real: Reading[], ageDays: number): Reading[] {
  const template = real.at(-1)!;
  const birth = Date.now() - ageDays * DAY_MS;
  return Array.from({ length: READINGS }, (_, i) => ({
    ...template,
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    AN_Peso: 1600 + i * 170,
    AN_Talla: 41 + i * 0.85,
    AN_PC: 29 + i * 0.45,
    AN_timestamp: { date: new Date(birth + i * 8 * DAY_MS).toISOString() },
  }));
}

/** The points of both charts: the preterm one (INTERGROWTH-21st) and the WHO one. */
const POINTS =
  '[data-testid="growth-chart"] [data-testid="growth-point"], [data-testid="preterm-chart"] [data-testid="growth-point"]';

/**
 * Clicks a tab in the page and resolves when the chart shows `points` points, painted: the milliseconds.
 * A string, not a function: the bench's TypeScript loader would wrap a function's inner helpers in names
 * the page does not have.
 */
const mountScript = (tab: string, points: number) => `
  new Promise((resolve) => {
    const button = [...document.querySelectorAll('[role="tab"]')].find(
      (element) => element.textContent.trim() === ${JSON.stringify(tab)},
    );
    const start = performance.now();
    const observer = new MutationObserver(() => {
      const shown = document.querySelectorAll(${JSON.stringify(POINTS)});
      if (shown.length < ${points}) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    button.click();
  })
`;

const mountChart = (page: Page, tab: string, points: number) =>
  page.evaluate<number>(mountScript(tab, points));

const bench: Bench = {
  name: 'growth-chart',
  description: `drawing the growth chart of a history with ${READINGS} readings in Chromium: first render p50/p95`,
  async run() {
    return withAppInBrowser(async (origin, browser) => {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      const history = fixtures.overFortyWeeks;
      await page.route('**/v1/anthropometry/*/all', async (route) => {
        const response = await route.fetch();
        const real = (await response.json()) as Reading[];
        await route.fulfill({ response, json: thirtyReadings(real, history.ageDays) });
      });
      await signIn(page, origin, 'psicologia');
      await page.goto(`${origin}/psychology`);
      await new PatientSearch(page).openHistory(history.code, history.motherDocument.slice(-3));
      // Gráficas is the default tab: the device's view (this build names no history system).
      const chart = page.getByTestId('growth-chart');
      await chart.waitFor({ timeout: 60_000 });
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="growth-reading"]').length >= 30,
        undefined,
        { timeout: 30_000 },
      );
      const preterm = page.getByTestId('preterm-chart');
      await preterm.waitFor();
      const pretermPlotted = await preterm.getByTestId('growth-point').count();
      const plotted = (await chart.getByTestId('growth-point').count()) + pretermPlotted;
      const inFlight = requestsInFlight(page);
      const evolutions = page.getByRole('tab', { name: 'Evoluciones', exact: true });
      const timeline = page.getByRole('tabpanel').locator('[data-entry-type]').first();
      const settled: number[] = [];
      const hurried: number[] = [];
      for (let i = 0; i < MOUNTS; i++) {
        // Settled: the timeline drawn and its reads answered before Gráficas is chosen.
        await evolutions.click();
        await chart.waitFor({ state: 'detached' });
        await timeline.waitFor();
        await inFlight.none();
        settled.push(await mountChart(page, 'Gráficas', plotted));
        // Hurried: Gráficas chosen as soon as the timeline's tab has replaced the chart.
        await evolutions.click();
        await chart.waitFor({ state: 'detached' });
        hurried.push(await mountChart(page, 'Gráficas', plotted));
      }
      const sorted = [...settled].sort((a, b) => a - b);
      const hurriedSorted = [...hurried].sort((a, b) => a - b);
      return [
        { metric: 'readings of the history', value: READINGS, unit: '' },
        { metric: 'points drawn (weight for age, both charts)', value: plotted, unit: '' },
        { metric: 'of which on the preterm chart (INTERGROWTH-21st)', value: pretermPlotted, unit: '' },
        { metric: 'tab click → chart painted, first', value: round(settled[0]!), unit: 'ms' },
        {
          metric: `tab click → chart painted p50 (${MOUNTS})`,
          value: round(percentile(sorted, 50)),
          unit: 'ms',
        },
        {
          metric: `tab click → chart painted p95 (${MOUNTS})`,
          value: round(percentile(sorted, 95)),
          unit: 'ms',
          goal: P95_GOAL_MS,
        },
        {
          metric: 'the same p50, Evoluciones left while it still loads',
          value: round(percentile(hurriedSorted, 50)),
          unit: 'ms',
        },
        {
          metric: 'the same p95, Evoluciones left while it still loads',
          value: round(percentile(hurriedSorted, 95)),
          unit: 'ms',
        },
      ];
    });
  },
};

export default bench;
