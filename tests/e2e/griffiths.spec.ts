/**
 * The Griffiths grid (spec 000 §2 "Griffiths tab", §4, §5, §8) in Chromium against the real server: a
 * psychologist, with no network, adds today's Griffiths, is stopped by GUARDAR while shown items are
 * unanswered, answers them, and saves; the column shows its score and the timeline its card, pending;
 * back online the server holds the exam once, every one of the 225 items answered.
 */
import { expect, test } from '@playwright/test';
import type { GriffithsParams } from '../../src/contract/griffiths';
import { notification } from './pages/notifications';
import { PatientSearch } from './pages/patient-search';
import { PsychologyView } from './pages/psychology';
import { V1 } from './pages/timeline';
import { seriousViolations } from './support/axe';
import { seededHistory } from './support/seeded-history';
import { apiSignIn, openSignedIn } from './support/session';
import { waitForServiceWorkerControl } from './support/service-worker';

test('a Griffiths taken offline: refused while items are unanswered, saved, and on the server once', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  // A retry takes a history of its own (the first attempt's exam may have reached the server).
  const history = await seededHistory(page, 1200, 3 * testInfo.retry, [1, 2], 120);
  await openSignedIn(page, 'psicologia', { path: '/psychology' });
  await waitForServiceWorkerControl(page);
  const view = new PsychologyView(page);
  await new PatientSearch(page).openHistory(history.code, history.motherDocument.slice(-3));
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
  await view.tab('Griffiths').click();
  await expect(page.getByText(/No hay exámenes Griffiths/)).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  await view.options.click();
  await view.menuItem('Agregar Griffiths').click();
  const grid = page.getByTestId('griffiths-grid');
  await expect(grid).toBeVisible();
  const answers = grid.getByRole('group');
  const shown = await answers.count();
  expect(shown).toBeGreaterThan(5);
  expect(shown).toBeLessThan(225);

  // Unanswered items stop GUARDAR, named in Spanish.
  await page.getByRole('button', { name: 'GUARDAR GRIFFITHS' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `Faltan por responder ${shown} ítems de hoy.` }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Observed: all but the last shown item.
  for (let i = 0; i < shown; i++)
    await answers
      .nth(i)
      .getByRole('button', { name: i < shown - 1 ? 'Sí' : 'No' })
      .click();
  await expect(grid.getByTestId('griffiths-score').last()).toHaveText(`${shown - 1} / 225`);
  await page.getByRole('button', { name: 'GUARDAR GRIFFITHS' }).click();
  await expect(notification(page, 'success', 'Griffiths guardado correctamente')).toBeVisible();
  await expect(grid.getByTestId('griffiths-score').last()).toHaveText(`${shown - 1} / 225`);
  await view.tab('Evoluciones').click();
  const card = page.getByTestId('griffiths-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('griffiths-observed')).toContainText(`${shown - 1} / 225`);

  await expect(card.getByTestId('control-pending')).toBeVisible();

  // Back online: once on the server, every item answered.
  await context.setOffline(false);
  const { tokens } = await apiSignIn(page, 'psicologia');
  const serverExams = async () => {
    const answer = await page.request.get('/v1/griffiths', {
      params: { historyId: history.id },
      headers: { authorization: `Bearer ${tokens.access.token}` },
    });
    expect(answer.ok()).toBe(true);
    const body = (await answer.json()) as unknown;
    return (Array.isArray(body) ? body : ((body as { records?: unknown[] }).records ?? [])) as {
      testResults: { isObserved: boolean }[];
    }[];
  };
  // The replayer backs off while offline: its next try may be tens of seconds away on a loaded machine.
  await expect.poll(async () => (await serverExams()).length, { timeout: 60_000 }).toBe(1);
  await expect(card.getByTestId('control-pending')).toHaveCount(0);
  const exams = await serverExams();
  expect(exams).toHaveLength(1);
  expect(exams[0]!.testResults).toHaveLength(225);
  expect(exams[0]!.testResults.filter((r) => r.isObserved)).toHaveLength(shown - 1);
});

test("a new Griffiths column copies the last exam's answers: score / 225, equivalent age and quotient", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const history = await seededHistory(page, 1200, 1 + 3 * testInfo.retry, [1, 2], 120);
  const session = await openSignedIn(page, 'psicologia', { path: '/psychology' });
  const v1 = new V1(page, session);
  const params = await v1.get<GriffithsParams>('/griffiths/params');
  // An exam of 30 days ago: the first 60 items observed.
  const day = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const { Iden_FechaParto: born } = await v1.get<{ Iden_FechaParto: string }>(`/hc/${history.id}`);
  const birth = born.slice(0, 10);
  const ageThen = Math.round((Date.parse(day) - Date.parse(birth)) / 86_400_000);
  const observed = 60;
  await v1.post('/griffiths/commit', {
    griffithsId: null,
    historyId: history.id,
    signature: v1.signature(),
    date: day,
    patientChronologicalAgeDays: ageThen,
    testResults: params.TestItems.map((item, n) => ({
      uuid: item.uuid,
      section: item.section,
      isObserved: n < observed,
    })),
  });

  const view = new PsychologyView(page);
  await new PatientSearch(page).openHistory(history.code, history.motherDocument.slice(-3));
  await view.tab('Griffiths').click();
  const grid = page.getByTestId('griffiths-grid');
  await expect(grid.getByTestId('griffiths-score')).toHaveText([`${observed} / 225`], { timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);

  await view.options.click();
  await view.menuItem('Agregar Griffiths').click();
  // Today's column starts from the last one's answers: the same score and equivalent age.
  await expect(grid.getByTestId('griffiths-score')).toHaveText([`${observed} / 225`, `${observed} / 225`]);
  const age = params.AgeFromScore.find((row) => row.score === observed)!;
  const equivalent = await grid.getByTestId('griffiths-equivalent').allTextContents();
  expect(equivalent).toHaveLength(2);
  expect(equivalent[1]).toBe(equivalent[0]);
  expect(equivalent[1]).toContain(`${age.months}`);
  const quotients = await grid.getByTestId('griffiths-quotient').allTextContents();
  const [before, now] = quotients.map((text) => Number.parseInt(text, 10));
  // The same equivalent age over an older corrected age: a lower quotient today.
  expect(now).toBeLessThan(before!);
  expect(await seriousViolations(page)).toEqual([]);

  // The copied answers need no new one to be saved.
  await page.getByRole('button', { name: 'GUARDAR GRIFFITHS' }).click();
  await expect(notification(page, 'success', 'Griffiths guardado correctamente')).toBeVisible();
  await view.tab('Evoluciones').click();
  await expect(page.getByTestId('griffiths-card')).toHaveCount(2);
  await expect(page.getByTestId('griffiths-card').getByTestId('control-pending')).toHaveCount(0, {
    timeout: 60_000,
  });
});
