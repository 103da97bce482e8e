/**
 * The Evoluciones timeline end to end (spec 000 §2 "Evoluciones tab", "Timeline cards", §7 the parallel
 * calls, §9 the weight display), as the psychologist in Chromium against the real server: a history with a
 * Bayley, a Griffiths, a postponed Bayley and Griffiths and a graduated development control (written
 * through /v1 here: the seed holds none) and the seed's anthropometry readings shows each card with its
 * values, newest first, and the anthropometry panel; after `context.setOffline(true)` and a reload the
 * same timeline shows from the device.
 *
 * CNG-000004 (Medellín, 400 days old, born at 34+1): no other spec writes to it.
 */
import { expect, test, type Page } from '@playwright/test';
import { fixtures } from '../../server/seed/fixtures';
import { completeDevelopmentControl } from '../fixtures/bodies';
import type { AnthropometryLateral, AnthropometryReading } from '../../src/contract/anthropometry';
import type { BayleyParams } from '../../src/contract/bayley';
import type { GriffithsParams } from '../../src/contract/griffiths';
import { digitsOf, showEvoluciones } from './pages/development-control';
import { PatientSearch } from './pages/patient-search';
import { Shell } from './pages/shell';
import { Timeline, V1 } from './pages/timeline';
import { openSignedIn } from './support/session';

const history = fixtures.medellin;
const grams = (g: number) => `${new Intl.NumberFormat('es-CO').format(g)} g`;

async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('every card of the timeline with its values, online and offline after a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const session = await openSignedIn(page, 'psicologia', { path: '/psychology' });
  await waitForServiceWorkerControl(page);
  const v1 = new V1(page, session);
  const signature = v1.signature();
  const historyId = history.id;

  // Postponements first (oldest), then the exams, then the control (newest).
  await v1.post('/postponed-bayley', {
    historyId,
    motive: 'Bebé con fiebre el día del examen',
    signature,
    createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
  });
  await v1.post('/postponed-griffiths', {
    historyId,
    motive: 'La madre no pudo quedarse',
    signature,
    createdAt: new Date(Date.now() - 2 * 60_000).toISOString(),
  });

  // Bayley: section 1 scored 2 on every item (40 %), every other item 4 (80 %), at 300 days (6 to 12
  // months): section 1 "No óptimo", the others and the total "Normal" (docs/ui-decisions.md cutoffs).
  const bayleyParams = await v1.get<BayleyParams>('/bayley/params');
  const items = bayleyParams.TestItems;
  await v1.post('/bayley/commit', {
    bayleyId: null,
    historyId,
    signature,
    patientAgeDays: 300,
    testResults: items.map((item) => ({ uuid: item.uuid, score: item.section === 1 ? 2 : 4 })),
    observations: {
      caretaker: [1],
      otherCaretaker: '',
      companion: [1],
      otherCompanion: '',
      whereDoTheySleep: bayleyParams.TestObservations.find((o) => o.model === 'whereDoTheySleep')!.data[0]!
        .id,
      whoDoTheyLookForComfort: bayleyParams.TestObservations.find(
        (o) => o.model === 'whoDoTheyLookForComfort',
      )!.data[0]!.id,
      canCaretakerComfortChild: bayleyParams.TestObservations.find(
        (o) => o.model === 'canCaretakerComfortChild',
      )!.data[0]!.id,
    },
  });
  const section = (n: number) => items.filter((item) => item.section === n);
  const total = items.length * 4 - section(1).length * 2;

  // Griffiths: all of section 1 and 30 items of section 2 observed, at 400 days chronological.
  const griffithsParams = await v1.get<GriffithsParams>('/griffiths/params');
  const observedOf2 = new Set(
    griffithsParams.TestItems.filter((i) => i.section === 2)
      .slice(0, 30)
      .map((i) => i.uuid),
  );
  const observed = (item: GriffithsParams['TestItems'][number]) =>
    item.section === 1 || observedOf2.has(item.uuid);
  await v1.post('/griffiths/commit', {
    griffithsId: null,
    historyId,
    signature,
    patientChronologicalAgeDays: 400,
    testResults: griffithsParams.TestItems.map((item) => ({
      uuid: item.uuid,
      section: item.section,
      isObserved: observed(item),
    })),
  });
  const score = griffithsParams.TestItems.filter(observed).length;
  const age = griffithsParams.AgeFromScore.find((row) => row.score === score)!;
  // Spec 000 §9: equivalent age / corrected age (400 − (280 − 239) = 359 days), in percent, rounded.
  const quotient = Math.round(
    ((age.months * 30.4375 + age.days) / (400 - (280 - history.gestationalDays))) * 100,
  );

  await v1.post('/development-control/commit', {
    developmentControlId: null,
    historyId,
    signature,
    ...completeDevelopmentControl(),
    date: new Date().toISOString().slice(0, 10),
    graduated: true,
    initialObservation: 'Sostiene la cabeza y sigue objetos.',
    primaryDiagnosis: 'F82',
    otherDiagnoses: [],
    interventionEvolution: 'Logró los objetivos del programa.',
    needsTherapy: false,
    therapies: [],
    followUp: 'Egreso.',
  });

  const readings = await v1.get<AnthropometryReading[]>(`/anthropometry/${historyId}/all`);
  const lateral = await v1.get<AnthropometryLateral>(`/anthropometry/${historyId}/all/lateral`);
  expect(readings.length).toBeGreaterThan(1);

  await new PatientSearch(page).openHistory(history.code, digitsOf(history));
  await showEvoluciones(page);
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);

  const timeline = new Timeline(page);
  const expectTimeline = async () => {
    // Newest first: the control, the two exams, the postponements, then the readings.
    await expect(timeline.entries).toHaveCount(5 + readings.length);
    const types = await timeline.entries.evaluateAll((lis) =>
      lis.slice(0, 5).map((li) => li.dataset.entryType),
    );
    expect(types).toEqual([
      'development-control',
      'griffiths',
      'bayley',
      'postponed-griffiths',
      'postponed-bayley',
    ]);
    await expect(page.getByText('No hay controles disponibles actualmente.')).toHaveCount(0);

    const control = timeline.card('control-card');
    await expect(control).toContainText('Primera visita');
    await expect(control).toHaveAttribute('data-tone', 'success');
    await expect(control.getByTestId('control-graduated')).toBeVisible();
    await expect(control.getByTestId('card-primary-diagnosis')).toContainText('F82');

    const bayley = timeline.card('bayley-card');
    await expect(bayley).toContainText('Bayley');
    await expect(timeline.bar(bayley, 'bayley-total').score).toHaveText(`${total} / ${items.length * 5}`);
    await expect(timeline.bar(bayley, 'bayley-total').band).toHaveText('Normal');
    await expect(timeline.bar(bayley, 'bayley-section-1').score).toHaveText(
      `${section(1).length * 2} / ${section(1).length * 5}`,
    );
    await expect(timeline.bar(bayley, 'bayley-section-1').band).toHaveText('No óptimo');
    for (const n of [2, 3, 4, 5, 6]) {
      await expect(timeline.bar(bayley, `bayley-section-${n}`).band).toHaveText('Normal');
    }

    const griffiths = timeline.card('griffiths-card');
    await expect(griffiths.getByTestId('griffiths-observed')).toContainText(`${score} / 225`);
    await expect(griffiths.getByTestId('griffiths-equivalent-age')).toContainText(
      `${age.months}m ${age.days}d`,
    );
    await expect(griffiths.getByTestId('griffiths-quotient')).toContainText(String(quotient));
    await expect(timeline.bar(griffiths, 'griffiths-section-1').score).toHaveText('45 / 45');
    await expect(timeline.bar(griffiths, 'griffiths-section-2').score).toHaveText('30 / 45');
    await expect(timeline.bar(griffiths, 'griffiths-section-5').band).toHaveText('0 %');

    await expect(timeline.card('postponed-bayley-card')).toContainText('Bayley Aplazado');
    await expect(timeline.card('postponed-bayley-card')).toContainText('Bebé con fiebre el día del examen');
    await expect(timeline.card('postponed-griffiths-card')).toContainText('La madre no pudo quedarse');

    // The readings, newest first, with the server's weight change as §9 shows it.
    const cards = timeline.card('anthropometry-card');
    await expect(cards).toHaveCount(readings.length);
    const newest = readings.at(-1)!;
    const first = cards.first();
    await expect(first).toContainText('Datos Peso y Talla');
    await expect(first.getByTestId('card-subtitle')).toContainText('Edad corregida');
    await expect(first.getByTestId('card-subtitle')).toContainText('Edad cronológica');
    await expect(first.getByTestId('reading-weight')).toContainText(grams(newest.AN_Peso!));
    const change = first.getByTestId('reading-weight-change');
    await expect(change).toHaveAttribute('data-display', newest.cambioPeso.display);
    if (newest.cambioPeso.display === 'absolute') {
      await expect(change).toContainText(newest.cambioPeso.abs.value!);
      expect(newest.cambioPeso.abs.value).toMatch(/^[+-]/);
    } else {
      await expect(change).toContainText(newest.cambioPeso.gKgDia.value!);
    }
    // The oldest reading is the first: nothing to compare with.
    await expect(cards.last().getByTestId('reading-weight-change')).toContainText('Primera medición');

    const panel = page.getByTestId('anthropometry-panel');
    await expect(panel.getByTestId('lateral-birth-weight')).toHaveText(grams(history.birthWeightG));
    await expect(panel.getByTestId('lateral-day-weight')).toHaveText(grams(lateral.pesoDia!));
    await expect(panel.getByTestId('lateral-41-weeks')).toHaveText(lateral.already41Weeks ? 'Sí' : 'No');
  };
  await expectTimeline();
  // The exam cards' View buttons open their tabs (Bayley index 5, Griffiths index 4).
  for (const [card, tab] of [
    ['bayley-card', 'Bayley'],
    ['griffiths-card', 'Griffiths'],
  ] as const) {
    await timeline.card(card).getByRole('button', { name: 'Ver' }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await showEvoluciones(page);
  }

  // No network at all: the app starts again from the service worker and the device's store.
  await context.setOffline(true);
  await page.reload();
  const shell = new Shell(page);
  await shell.openHistory(history.patientName).click();
  await showEvoluciones(page);
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
  await expectTimeline();
  await context.setOffline(false);
});
