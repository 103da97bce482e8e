/**
 * The Bayley grid (spec 000 §2 "Bayley tab", §4, §5, §8) in Chromium against the real server: a
 * psychologist, with no network, adds today's Bayley, is stopped by GUARDAR while items and observations
 * are unanswered, scores every item by keyboard (one "No evaluado"), answers the observations ("Otro" with
 * its "¿Quién?"), and saves (today's column then prints its summary); a reload offline still shows it;
 * back online the server holds it once, with the scores. Today's Bayley saved on another device and only
 * looked at here is no draft of this device's (sidebar, card, CANCELAR with no request) until one answer
 * changes.
 */
import { expect, test } from '@playwright/test';
import type { BayleyParams } from '../../src/contract/bayley';
import { notification } from './pages/notifications';
import { PatientSearch } from './pages/patient-search';
import { PsychologyView } from './pages/psychology';
import { Shell } from './pages/shell';
import { V1 } from './pages/timeline';
import { seriousViolations } from './support/axe';
import { seededHistory } from './support/seeded-history';
import { openSignedIn } from './support/session';
import { waitForServiceWorkerControl } from './support/service-worker';

test('a Bayley taken offline: refused while unanswered, scored, kept across a reload, on the server once', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const history = await seededHistory(page, 1200, 2 + 3 * testInfo.retry, [1, 2], 120);
  const session = await openSignedIn(page, 'psicologia', { path: '/psychology' });
  const v1 = new V1(page, session);
  const params = await v1.get<BayleyParams>('/bayley/params');
  const question = (model: string) => params.TestObservations.find((o) => o.model === model)!;
  await waitForServiceWorkerControl(page);
  const view = new PsychologyView(page);
  await new PatientSearch(page).openHistory(history.code, history.motherDocument.slice(-3));
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
  await view.tab('Bayley').click();
  await expect(page.getByText(/No hay exámenes Bayley/)).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  await view.options.click();
  await view.menuItem('Agregar Bayley').click();
  const grid = page.getByTestId('bayley-grid');
  await expect(grid).toBeVisible();
  await expect(page.getByTestId('saved-ago')).toHaveText('No se ha guardado');
  const sliders = grid.getByRole('slider');
  await expect(sliders).toHaveCount(params.TestItems.length);
  // Not scored yet: no knob on the slider (a knob on 1 would read as a score), read as "Sin puntuar".
  await expect(sliders.first()).toHaveAttribute('aria-valuetext', 'Sin puntuar');
  await expect(sliders.first()).toHaveCSS('opacity', '0');
  // A draft is not printable yet.
  const todayHeader = grid.locator('[data-testid="exam-column"][data-today]');
  const printToday = todayHeader.getByRole('button', { name: /^Imprimir el resumen del / });
  await expect(printToday).toHaveCount(0);

  // Every item and the five observations unanswered stop GUARDAR.
  const save = page.getByRole('button', { name: 'GUARDAR BAYLEY' });
  await save.click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `Faltan ${params.TestItems.length + 5} respuestas del examen de hoy.` }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // By keyboard: 5 (End) for every other item, 3 (Home, then two steps) for the rest, the last one not
  // evaluated (0, counted neither for nor against).
  const n = params.TestItems.length;
  let sum = 0;
  for (let i = 0; i < n - 1; i++) {
    const slider = sliders.nth(i);
    await slider.focus();
    if (i % 2 === 0) {
      await slider.press('End');
      sum += 5;
    } else {
      await slider.press('Home');
      await slider.press('ArrowRight');
      await slider.press('ArrowRight');
      sum += 3;
    }
  }
  await grid
    .getByRole('checkbox', { name: /^No evaluado: / })
    .last()
    .check();
  await expect(sliders.nth(0)).toHaveAttribute('aria-valuetext', /^5 · /);
  await expect(sliders.nth(1)).toHaveAttribute('aria-valuetext', /^3 · /);
  const total = grid.getByTestId('bayley-total-row').getByTestId('bayley-total-cell').last();
  await expect(total).toContainText(`${sum} / ${(n - 1) * 5}`);

  // The observations: "Otro" asks "¿Quién?".
  const caretaker = grid.getByRole('group', { name: question('caretaker').title });
  await caretaker.getByRole('checkbox', { name: 'Otro', exact: true }).check();
  await grid.getByRole('textbox', { name: '¿Quién?' }).fill('Tía materna');
  await grid
    .getByRole('group', { name: question('companion').title })
    .getByRole('checkbox', { name: 'Madre' })
    .check();
  for (const model of ['whereDoTheySleep', 'whoDoTheyLookForComfort', 'canCaretakerComfortChild']) {
    const { title, data } = question(model);
    await grid.getByRole('radiogroup', { name: title }).getByRole('radio', { name: data[0]!.label }).check();
  }
  // After a pause the draft is saved on the device and staged: 'Guardado hace …', success-coloured.
  await expect(page.getByTestId('saved-ago')).toHaveText(/^Guardado hace /, { timeout: 15_000 });
  await expect(save).toHaveAttribute('data-state', 'saved');
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByRole('button', { name: 'GUARDAR BAYLEY' }).scrollIntoViewIfNeeded();
  const shot = testInfo.outputPath('bayley-grid-1024x768.png');
  await page.screenshot({ path: shot });
  await testInfo.attach('bayley-grid-1024x768', { path: shot, contentType: 'image/png' });
  await save.click();
  await expect(notification(page, 'success', 'Bayley guardado correctamente')).toBeVisible();
  await expect(total).toContainText(`${sum} / ${(n - 1) * 5}`);
  expect(await seriousViolations(page)).toEqual([]);

  // Saved, though not sent yet: today's column prints its summary, signed.
  await printToday.click();
  const printed = page.getByRole('dialog', { name: /^Bayley del / });
  await expect(printed).toBeVisible();
  await expect(printed.getByTestId('exam-print')).toContainText(`${sum} / ${(n - 1) * 5}`);
  await expect(printed.getByTestId('exam-print')).toContainText('Firmado por');
  await printed.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(printed).toHaveCount(0);

  // The timeline's card shows the new exam, pending.
  await view.tab('Evoluciones').click();
  const card = page.getByTestId('bayley-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('bayley-total').getByTestId('bar-score')).toHaveText(
    `${sum} / ${(n - 1) * 5}`,
  );
  await expect(card.getByTestId('control-pending')).toBeVisible();

  // A reload, still offline: the exam is there.
  await page.reload();
  await new Shell(page).openHistory(history.patientName).click();
  await view.tab('Bayley').click();
  await expect(grid.getByTestId('bayley-total-row').getByTestId('bayley-total-cell').last()).toContainText(
    `${sum} / ${(n - 1) * 5}`,
  );
  await expect(grid.getByRole('textbox', { name: '¿Quién?' })).toHaveValue('Tía materna');

  // Back online: once on the server, with the scores.
  await context.setOffline(false);
  await view.tab('Evoluciones').click();
  await expect(card).toHaveCount(1);
  const serverExams = async () => {
    const body = await v1.get<unknown>(`/bayley?historyId=${history.id}`);
    return (Array.isArray(body) ? body : ((body as { records?: unknown[] }).records ?? [])) as {
      testResults: { uuid: string; score: number }[];
      observations: { otherCaretaker: string; caretaker: number[] };
    }[];
  };
  // The replayer backs off while offline: its next try may be tens of seconds away on a loaded machine.
  await expect.poll(async () => (await serverExams()).length, { timeout: 60_000 }).toBe(1);
  await expect(card.getByTestId('control-pending')).toHaveCount(0);
  const exams = await serverExams();
  expect(exams).toHaveLength(1);
  expect(exams[0]!.testResults).toHaveLength(n);
  expect(exams[0]!.testResults.reduce((s, r) => s + r.score, 0)).toBe(sum);
  expect(exams[0]!.testResults.filter((r) => r.score === 0)).toHaveLength(1);
  expect(exams[0]!.observations.otherCaretaker).toBe('Tía materna');
});

test("today's Bayley saved on another device and only looked at here is no work of this device's", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const history = await seededHistory(page, 1300, testInfo.retry, [1, 2], 120);
  const session = await openSignedIn(page, 'psicologia', { path: '/psychology', site: history.siteId });
  const v1 = new V1(page, session);
  const params = await v1.get<BayleyParams>('/bayley/params');
  const first = (model: string) => params.TestObservations.find((o) => o.model === model)!.data[0]!.id;
  // The other device: today's Bayley, saved there (every item scored 3).
  await v1.post('/bayley/commit', {
    bayleyId: null,
    historyId: history.id,
    signature: v1.signature(),
    patientAgeDays: 200,
    testResults: params.TestItems.map((item) => ({ uuid: item.uuid, score: 3 })),
    observations: {
      caretaker: [1],
      otherCaretaker: '',
      companion: [1],
      otherCompanion: '',
      whereDoTheySleep: first('whereDoTheySleep'),
      whoDoTheyLookForComfort: first('whoDoTheyLookForComfort'),
      canCaretakerComfortChild: first('canCaretakerComfortChild'),
    },
  });
  const discards: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/bayley/discard')) discards.push(request.url());
  });

  // This device opens the history and looks at the Bayley tab: today's column opens with the saved exam.
  const view = new PsychologyView(page);
  await new PatientSearch(page).openHistory(history.code, history.motherDocument.slice(-3));
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
  await view.tab('Bayley').click();
  const grid = page.getByTestId('bayley-grid');
  const sliders = grid.getByRole('slider');
  await expect(sliders).toHaveCount(params.TestItems.length);
  await expect(sliders.first()).toHaveAttribute('aria-valuetext', /^3 · /);
  await expect(page.getByTestId('saved-ago')).toHaveText(/^Guardado hace /);
  const sidebarEntry = page.locator(`[data-testid="open-histories"] li[data-history-id="${history.id}"]`);
  // Looking is no draft: the open history holds no work of this device's, the card no unsaved changes.
  await expect(sidebarEntry).toHaveAttribute('data-work-state', 'none');
  await view.tab('Evoluciones').click();
  const card = page.getByTestId('bayley-card');
  await expect(card).toHaveCount(1);
  await expect(card).not.toContainText('Cambios sin guardar en este dispositivo');
  await expect(sidebarEntry).toHaveAttribute('data-work-state', 'none');

  // CANCELAR with nothing changed asks nothing of the server: the exam stays as the other device saved it.
  await view.tab('Bayley').click();
  await expect(sliders.first()).toHaveAttribute('aria-valuetext', /^3 · /);
  await page.getByRole('button', { name: 'CANCELAR BAYLEY' }).click();
  await expect(sidebarEntry).toHaveAttribute('data-work-state', 'none');

  // One step of one item is this device's work: the open history says so.
  await expect(sliders.first()).toHaveAttribute('aria-valuetext', /^3 · /);
  await sliders.first().focus();
  await sliders.first().press('ArrowRight');
  await expect(sliders.first()).toHaveAttribute('aria-valuetext', /^4 · /);
  await expect(sidebarEntry).not.toHaveAttribute('data-work-state', 'none');
  expect(discards).toEqual([]);
  const exams = await v1.get<unknown>(`/bayley?historyId=${history.id}`);
  const list = (
    Array.isArray(exams) ? exams : ((exams as { records?: unknown[] }).records ?? [])
  ) as unknown[];
  expect(list).toHaveLength(1);
});
