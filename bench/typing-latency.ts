/**
 * Typing into the social worker's three documents (spec 001 §2: the initial assessment, the evolution and
 * the home visit, each a full-screen editor over the Evoluciones timeline) on a slow tablet: Chromium with
 * the page's CPU throttled 4x (CDP Emulation.setCPUThrottlingRate), every keystroke going through the form,
 * the draft session and its throttled write to the device. Reported per editor: keystroke to next paint,
 * p50 / p95 / max, and in each of five runs (each a new device, its floor typed before and after the
 * editors) its p95 against that run's floor; the goal (≤ 1.15×) is read on the median of the five.
 *
 * Measured in the page: from the keydown event's timestamp to a task queued from the next animation frame
 * (the frame that shows the character has been painted by then). The floor is the same measure on the
 * sign-in form's user field, the smallest input of the app, as many keystrokes under the same throttling
 * in the same run (the text three times, each into the emptied field, as each editor gets it), typed once
 * before the editors and once after them in a new tab: a run lasts about a minute, and what the machine
 * does meanwhile then weighs on both sides of the ratio. Typed only before, a floor met in a quiet second
 * moved every editor's ratio of that run the same way (three medians 1.19×, 1.23× and 1.24× in one bench,
 * its run 5 with the floor's p95 at 29 ms against 32 to 40 in the others).
 * The evolution and the home visit are typed on a second history that has an initial assessment (committed
 * through the API first), as the Opciones menu offers them only then. Also per editor: the page's reads of
 * /v1 from the first keystroke to a second after its draft's stage (sent after two seconds of quiet).
 *
 * The page is a tablet in portrait (768x1024, touch) and every press in a typed document is a tap. A mouse
 * click leaves the pointer over the page, and Chromium then hit-tests the page under it after each frame's
 * layout (to update hover), about 1.7 ms a key at 4x in the initial assessment; a touch screen has no
 * pointer, and the floor, typed before any click, never paid it.
 */
import type { Browser, Locator, Page, Request } from '@playwright/test';
import { PatientSearch } from '../tests/e2e/pages/patient-search';
import { median, percentile, round, type Bench, type Figure } from './lib/bench';
import { completeInitialAssessment } from '../tests/fixtures/bodies';
import { historiesOfSite, signIn, withAppInBrowser } from './lib/signed-in';

const CPU_THROTTLING = 4;
/** Three text fields of each editor, by label. */
const FIELDS = {
  initialAssessment: ['Red de apoyo', 'Relación con la pareja y la familia', 'Proyecto de vida'],
  evolution: ['Objetivo', 'Diagnóstico social', 'Plan de manejo'],
  homeVisit: ['Objetivo', '¿Quién duerme con el bebé?', 'Observaciones'],
};
// No letter outside a US keyboard: Playwright types those with no keydown, which the measure listens to.
// Typed twice into each field, 70 keystrokes: a p95 of 105 keys was their 6th slowest, among them each
// field's first, which pays for the focus (35 to 45 ms at 4x against 20 for the others).
const TEXT = 'La abuela materna cuida a la madre '.repeat(2);
const GOAL_TO_FLOOR = 1.15;
/**
 * Whole runs, each in a new device with its own floor; the goal is read on the median of their ratios. On a
 * shared machine one run's p95 moves by a third with what else runs in the same minute, the floor's too.
 */
const RUNS = 5;

/**
 * Installed in the page: each keydown's latency to the next paint, collected in window.__latencies (emptied
 * on each call; the listener is added once per document).
 */
const measureScript = `
  window.__latencies = [];
  if (!window.__measuring) {
    window.__measuring = true;
    document.addEventListener('keydown', (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => setTimeout(() => window.__latencies.push(performance.now() - start), 0));
    }, true);
  }
`;

/** Types TEXT into each field under CPU throttling, one keystroke at a time; the latencies, sorted. */
async function typeAndMeasure(page: Page, fields: Locator[]): Promise<number[]> {
  // A frame first: what the field's emptying (the floor's) still has to report lands before the count.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  await page.evaluate(measureScript);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  let typed = 0;
  for (const field of fields) {
    await field.tap();
    for (const key of TEXT) {
      await page.keyboard.type(key);
      typed += 1;
      // One keystroke at a time: the next waits until this one has been painted.
      await page.waitForFunction(
        (n) => (window as unknown as { __latencies: number[] }).__latencies.length >= n,
        typed,
      );
    }
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const latencies = await page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies);
  return latencies.sort((a, b) => a - b);
}

/** Commits an initial assessment of a history through the API, with the page's session and XSRF cookie. */
async function commitInitialAssessment(page: Page, origin: string, historyId: string) {
  const status = await page.evaluate(
    async ([base, id, body]) => {
      const session = JSON.parse(sessionStorage.getItem('canguro.session') ?? '{}') as {
        tokens: { access: { token: string } };
        user: { id: string; name: string; email: string };
      };
      const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const { id: userId, name, email } = session.user;
      const answer = await fetch(`${base}/v1/initial-assessment/commit`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${session.tokens.access.token}`,
          'content-type': 'application/json',
          'x-xsrf-token': decodeURIComponent(xsrf),
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify({ historyId: id, signature: { id: userId, name, email }, ...body }),
      });
      return answer.status;
    },
    [origin, historyId, completeInitialAssessment()] as const,
  );
  if (status >= 300) throw new Error(`The initial assessment was not committed: ${status}`);
}

/** What one editor's typing gave: its latencies, sorted, and the page's reads of /v1 meanwhile. */
interface Typed {
  latencies: number[];
  reads: number;
}

/**
 * Opens a full-screen editor, types into its fields, pauses as a user who stops to think (the draft is
 * staged after 2 s of quiet) and closes it (discarding its draft): the latencies, and the reads of /v1 the
 * page made from the first keystroke until a second after the stage was answered.
 */
async function typeIntoEditor(
  page: Page,
  kind: string,
  open: () => Promise<void>,
  labels: string[],
): Promise<Typed> {
  await open();
  const dialog = page.getByRole('dialog').filter({ hasText: kind });
  await dialog.getByRole('button', { name: 'GUARDAR' }).waitFor();
  if (kind === 'Visita Domiciliaria')
    await dialog
      .getByRole('group', { name: '¿La familia da su consentimiento para la visita?', exact: true })
      .getByRole('button', { name: 'Sí' })
      .tap();
  let reads = 0;
  const countRead = (request: Request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/v1/')) reads += 1;
  };
  page.context().on('request', countRead);
  const latencies = await typeAndMeasure(
    page,
    labels.map((label) => dialog.getByLabel(label, { exact: true })),
  );
  // The stage is sent by the sync worker; what it sets going in the page starts as its answer arrives.
  await page
    .context()
    .waitForEvent('response', (response) => new URL(response.url()).pathname.endsWith('/stage'));
  await page.waitForTimeout(1000);
  page.context().off('request', countRead);
  await dialog.getByRole('button', { name: 'Cerrar' }).tap();
  await dialog.waitFor({ state: 'hidden' });
  return { latencies, reads };
}

/**
 * The floor: the sign-in form's user field of a page at rest (the service worker active, the first visit's
 * precache done), the text typed as each editor gets it: three times, each into an empty field. The first
 * character in an empty field costs more (the placeholder goes, the text node is made), and a longer text
 * costs more per key: 210 keys into one field would give the floor one such start and a text three times
 * as long as any editor's. The latencies, sorted.
 */
async function typeFloor(page: Page, origin: string): Promise<number[]> {
  await page.goto(`${origin}/login`);
  // The app's own form, once it has taken over the one index.html draws before the app runs.
  await page.locator('#root input[type="password"]').waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const userField = page.getByLabel('Usuario ó Email');
  const floor: number[] = [];
  for (let field = 0; field < FIELDS.initialAssessment.length; field++) {
    await userField.fill('');
    floor.push(...(await typeAndMeasure(page, [userField])));
  }
  return floor.sort((a, b) => a - b);
}

/**
 * One run, in a device of its own (a new tablet, signed in afresh): the floor, the three editors, and the
 * floor again in a new tab.
 */
async function oneRun(browser: Browser, origin: string, run: number) {
  // A tablet in portrait, pressed by touch: no mouse rests over the page (see the module's note).
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true });
  let page = await context.newPage();
  try {
    const floorBefore = await typeFloor(page, origin);
    await signIn(page, origin, 'trabajosocial');
    // Two histories a run: one without an initial assessment, one given one through the API.
    const [fresh, assessed] = (await historiesOfSite(page, origin, 2 * run + 2)).slice(2 * run);
    await commitInitialAssessment(page, origin, assessed!.id);
    const search = new PatientSearch(page);
    const timeline = page.getByRole('region', { name: 'Evoluciones' });
    const option = (name: string) => async () => {
      await timeline.getByRole('button', { name: 'Opciones' }).tap();
      await page.getByRole('menuitem', { name }).tap();
    };

    await page.goto(`${origin}/socialwork`);
    await search.openHistory(fresh!.code, fresh!.motherDocument.slice(-3), 'tap');
    const initialAssessment = await typeIntoEditor(
      page,
      'Valoración Inicial',
      () => page.getByRole('button', { name: 'Registrar Valoración Inicial' }).tap(),
      FIELDS.initialAssessment,
    );
    await page.goto(`${origin}/socialwork`);
    await search.openHistory(assessed!.code, assessed!.motherDocument.slice(-3), 'tap');
    const evolution = await typeIntoEditor(page, 'Evolución', option('Evolución'), FIELDS.evolution);
    const homeVisit = await typeIntoEditor(
      page,
      'Visita Domiciliaria',
      option('Visita Domiciliaria'),
      FIELDS.homeVisit,
    );
    // The floor again after the editors, in a new tab of the same device (signed out, as the first was),
    // so that what the machine did meanwhile weighs on both sides of the ratio.
    await page.close();
    page = await context.newPage();
    const floorAfter = await typeFloor(page, origin);
    return {
      floor: [...floorBefore, ...floorAfter].sort((a, b) => a - b),
      floorBefore,
      floorAfter,
      editors: { 'initial assessment': initialAssessment, evolution, 'home visit': homeVisit },
    };
  } catch (error) {
    // What the screen showed when a run stopped, beside the figures of the runs before it.
    const shot = new URL(`results/typing-latency-failed-run-${run + 1}.png`, import.meta.url);
    await page.screenshot({ path: shot.pathname }).then(
      () => console.error(`The screen when run ${run + 1} stopped: ${shot.pathname}`),
      () => undefined,
    );
    throw error;
  } finally {
    await context.close();
  }
}

/**
 * An editor's figures over the runs: its keys pooled, each run's ratio to that run's floor, their median
 * (the goal), and the pooled keys' p95 against the floor's pooled p95 (steadier than a median of five, and
 * printed beside it: a run's ratio moves with what else the machine does between its floor and its editors).
 */
function editorFigures(
  editor: string,
  typed: Typed[],
  floorP95s: number[],
  floorPooledP95: number,
): Figure[] {
  const pooled = typed.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const ratios = typed.map((run, index) => percentile(run.latencies, 95) / floorP95s[index]!);
  return [
    { metric: `${editor}: keystrokes typed per run`, value: typed[0]!.latencies.length, unit: '' },
    {
      metric: `${editor}: reads of /v1 while typing and at the stage, most in a run`,
      value: Math.max(...typed.map((run) => run.reads)),
      unit: '',
    },
    {
      metric: `${editor}: keystroke → next paint p50, all runs`,
      value: round(percentile(pooled, 50)),
      unit: 'ms',
    },
    {
      metric: `${editor}: keystroke → next paint p95, all runs`,
      value: round(percentile(pooled, 95)),
      unit: 'ms',
    },
    {
      metric: `${editor}: keystroke → next paint max`,
      value: round(pooled.at(-1) ?? Number.NaN),
      unit: 'ms',
    },
    ...ratios.map((ratio, index) => ({
      metric: `${editor}: p95 / floor p95, run ${index + 1}`,
      value: round(ratio, 2),
      unit: '×',
    })),
    {
      metric: `${editor}: p95 / floor p95, median of ${RUNS} runs`,
      value: round(median(ratios), 2),
      unit: '×',
      goal: GOAL_TO_FLOOR,
    },
    {
      metric: `${editor}: p95 / floor p95, all runs pooled`,
      value: round(percentile(pooled, 95) / floorPooledP95, 2),
      unit: '×',
    },
  ];
}

const bench: Bench = {
  name: 'typing-latency',
  description: `typing into the three social-work documents at ${CPU_THROTTLING}x CPU throttling: keystroke to next paint, median of ${RUNS} runs`,
  async run() {
    return withAppInBrowser(async (origin, browser) => {
      const runs: Awaited<ReturnType<typeof oneRun>>[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await oneRun(browser, origin, run));
      const floorP95s = runs.map((run) => percentile(run.floor, 95));
      const floorPooled = runs.flatMap((run) => run.floor).sort((a, b) => a - b);
      return [
        {
          metric: 'floor: keystrokes typed per run, before and after',
          value: runs[0]!.floor.length,
          unit: '',
        },
        {
          metric: 'floor: sign-in field p50, all runs',
          value: round(percentile(floorPooled, 50)),
          unit: 'ms',
        },
        {
          metric: 'floor: sign-in field p95, all runs',
          value: round(percentile(floorPooled, 95)),
          unit: 'ms',
        },
        ...runs.flatMap((run, index) => [
          {
            metric: `floor: sign-in field p95, run ${index + 1}, before the editors`,
            value: round(percentile(run.floorBefore, 95)),
            unit: 'ms',
          },
          {
            metric: `floor: sign-in field p95, run ${index + 1}, after them`,
            value: round(percentile(run.floorAfter, 95)),
            unit: 'ms',
          },
          {
            metric: `floor: sign-in field p95, run ${index + 1}`,
            value: round(floorP95s[index]!),
            unit: 'ms',
          },
        ]),
        ...(['initial assessment', 'evolution', 'home visit'] as const).flatMap((editor) =>
          editorFigures(
            editor,
            runs.map((run) => run.editors[editor]),
            floorP95s,
            percentile(floorPooled, 95),
          ),
        ),
      ];
    });
  },
};

export default bench;
