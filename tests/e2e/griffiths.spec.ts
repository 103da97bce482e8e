/**
 * The Griffiths grid (spec 000 §2 "Griffiths tab", §4, §5, §8) in Chromium against the real server: a
 * psychologist, with no network, adds today's Griffiths, is stopped by GUARDAR while shown items are
 * unanswered, answers them, and saves; the column shows its score and the timeline its card, pending;
 * back online the server holds the exam once, every one of the 225 items answered.
 */
import { expect, test } from '@playwright/test';
import { notification } from './pages/notifications';
import { PatientSearch } from './pages/patient-search';
import { PsychologyView } from './pages/psychology';
import { seriousViolations } from './support/axe';
import { seededHistory } from './support/seeded-history';
import { apiSignIn, openSignedIn } from './support/session';
import { waitForServiceWorkerControl } from './support/service-worker';

test('a Griffiths taken offline: refused while items are unanswered, saved, and on the server once', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const history = await seededHistory(page, 1200, 0, [1, 2], 120);
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

  // Back online: once on the server, every item answered.
  await context.setOffline(false);
  await expect(page.getByTestId('document-pending')).toHaveCount(0, { timeout: 60_000 });
  const { tokens } = await apiSignIn(page, 'psicologia');
  const answer = await page.request.get('/v1/griffiths', {
    params: { historyId: history.id },
    headers: { authorization: `Bearer ${tokens.access.token}` },
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as unknown;
  const exams = (Array.isArray(body) ? body : ((body as { records?: unknown[] }).records ?? [])) as {
    testResults: { isObserved: boolean }[];
  }[];
  expect(exams).toHaveLength(1);
  expect(exams[0]!.testResults).toHaveLength(225);
  expect(exams[0]!.testResults.filter((r) => r.isObserved)).toHaveLength(shown - 1);
});
