/**
 * Rules of the specs that cross the browser, in Chromium against the real server, by touch:
 * - the anthropometry side panel shows the mother's facts the history record carries (primigestante,
 *   mamaSola, nivelEducativo; spec 000 §3 "Lateral panel");
 * - opening an edit window posts the activity log (spec 000 §7), in psychology and in social work;
 * - the Griffiths column's notes and follow-up (spec 000 §3) are saved with it and read again after a
 *   reload, and the server holds them;
 * - the social-work evolution card lists the history's psychosocial risks assessed by its day (spec 001
 *   §2), not one assessed after it.
 */
import { expect, test, type Page, type Request, type TestInfo } from '@playwright/test';
import { fixtures } from '../../server/seed/fixtures';
import { addDays, bogotaToday } from '../../server/seed/text';
import { completeEvolution, completeInitialAssessment, psychosocialRiskSource } from '../fixtures/bodies';
import { notification } from './pages/notifications';
import { PatientSearch } from './pages/patient-search';
import { PsychologyView } from './pages/psychology';
import { SocialWorkView } from './pages/social-work';
import { seriousViolations } from './support/axe';
import { seededHistory, type SeededHistory } from './support/seeded-history';
import { apiSignIn, openSignedIn } from './support/session';

test.describe.configure({ timeout: 180_000 });
test.use({ hasTouch: true });

/** The next POST /v1/activity-log whose action is `action`. */
const activityLog = (page: Page, action: string) =>
  page.waitForRequest(
    (request: Request) =>
      request.method() === 'POST' &&
      request.url().endsWith('/v1/activity-log') &&
      (request.postDataJSON() as { action?: string }).action === action,
  );

async function openHistory(page: Page, history: SeededHistory) {
  await new PatientSearch(page).openHistory(history.code, history.motherDocument.slice(-3));
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const size = page.viewportSize()!;
  const path = testInfo.outputPath(`${name}-${size.width}x${size.height}.png`);
  await page.screenshot({ path });
  await testInfo.attach(`${name}-${size.width}x${size.height}`, { path, contentType: 'image/png' });
}

/** The page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test.describe('psychology at 1024x768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("the panel's mother facts, the activity log of an edit window, the Griffiths notes and follow-up", async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    // A history of its own per attempt, old enough for the exams (a retry's Griffiths may be on the server).
    const history = await seededHistory(page, 2300, testInfo.retry, [1, 2], 120);
    const session = await openSignedIn(page, 'psicologia', { path: '/psychology' });
    const view = new PsychologyView(page);

    // The side panel of a history whose record carries the three facts (server/seed/fixtures.ts).
    await view.open(fixtures.overFortyWeeks);
    await view.tab('Evoluciones').tap();
    const panel = page.getByTestId('anthropometry-panel');
    await expect(panel).toBeVisible({ timeout: 30_000 });
    const toggle = panel.getByRole('button', { name: 'Peso y talla' });
    if ((await toggle.count()) > 0) await toggle.tap();
    await expect(panel.getByTestId('lateral-first-pregnancy')).toHaveText('Sí');
    await expect(panel.getByTestId('lateral-single-mother')).toHaveText('No');
    await expect(panel.getByTestId('lateral-education')).toHaveText('Bachillerato completo');
    await shot(page, testInfo, 'anthropometry-panel');
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);

    // Opening an edit window posts its activity log, with the history, the page and the user.
    await openHistory(page, history);
    await view.tab('Evoluciones').tap();
    await expect(view.options).toBeVisible({ timeout: 30_000 });
    const logged = activityLog(page, 'abrir-edicion-development-control');
    await view.options.tap();
    await view.menuItem('Evo. Desarrollo').tap();
    const request = await logged;
    expect(request.postDataJSON()).toEqual({
      action: 'abrir-edicion-development-control',
      historyId: history.id,
      url: `/psychology/hc/${history.id}/evoluciones`,
      userId: session.user.id,
    });
    expect((await request.response())?.ok()).toBe(true);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).tap();
    await expect(dialog).toBeHidden();

    // Today's Griffiths with its notes and follow-up.
    await view.tab('Griffiths').tap();
    await expect(page.getByText(/No hay exámenes Griffiths/)).toBeVisible({ timeout: 30_000 });
    await view.options.tap();
    await view.menuItem('Agregar Griffiths').tap();
    const grid = page.getByTestId('griffiths-grid');
    await expect(grid).toBeVisible();
    const notes = page.getByLabel('Notas del examen');
    const followUp = page.getByLabel('Plan de seguimiento');
    await expect(notes).toHaveValue('');
    await expect(followUp).toHaveValue('');
    const answers = grid.getByRole('group');
    const shown = await answers.count();
    expect(shown).toBeGreaterThan(5);
    // The items are not the subject here (griffiths.spec.ts answers them by hand): each gets its "Sí" as a
    // click event, one at a time, so a baby of many months does not spend the test's time on scrolling.
    for (let i = 0; i < shown; i++)
      await answers.nth(i).getByRole('button', { name: 'Sí' }).dispatchEvent('click');
    await expect(grid.getByTestId('griffiths-score').last()).toHaveText(`${shown} / 225`);
    const noteText = 'Colabora bien; se distrae con los ruidos del consultorio.';
    const followUpText = 'Control en un mes con estimulación en casa.';
    await notes.fill(noteText);
    await followUp.fill(followUpText);
    await expect(page.getByText(`${1000 - noteText.length} restantes`)).toBeVisible();
    await followUp.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'griffiths-notes');
    // axe over the grid's rows takes minutes on a loaded machine (griffiths.spec.ts runs it on this grid);
    // the two fields are the shared counted textarea, which the controls' specs check with axe.
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'GUARDAR GRIFFITHS' }).tap();
    await expect(notification(page, 'success', 'Griffiths guardado correctamente')).toBeVisible();

    // On the server once, with both texts.
    const { tokens } = await apiSignIn(page, 'psicologia');
    await expect
      .poll(
        async () => {
          const answer = await page.request.get('/v1/griffiths', {
            params: { historyId: history.id },
            headers: { authorization: `Bearer ${tokens.access.token}` },
          });
          const exams = (await answer.json()) as { notes?: string; followUp?: string; status?: string }[];
          return exams.map((exam) => [exam.notes, exam.followUp]);
        },
        { timeout: 30_000 },
      )
      .toEqual([[noteText, followUpText]]);

    // Read again after a reload: today's column, saved, shows its texts.
    await page.reload();
    await expect(page.getByTestId('griffiths-grid')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Notas del examen')).toHaveValue(noteText);
    await expect(page.getByLabel('Plan de seguimiento')).toHaveValue(followUpText);
  });
});

test.describe('social work at 768x1024', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the evolution card lists the risks assessed by its day; editing it posts the activity log', async ({
    page,
  }, testInfo) => {
    const history = await seededHistory(page, 2340, testInfo.retry, [1]);
    // Written through /v1 as another device would: an assessment with a risk assessed before today and one
    // assessed after it, then today's evolution.
    const { tokens, user } = await apiSignIn(page, 'trabajosocial');
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const send = async (method: 'post' | 'put', path: string, data: Record<string, unknown>) => {
      const answer = await page.request[method](path, {
        data,
        headers: {
          authorization: `Bearer ${tokens.access.token}`,
          'x-xsrf-token': xsrf,
          'idempotency-key': crypto.randomUUID(),
        },
      });
      expect(answer.ok(), `${method} ${path}: ${answer.status()}`).toBe(true);
      return (await answer.json()) as { id: string };
    };
    const signature = { id: user.id, name: user.name, email: 'trabajosocial@canguro.demo' };
    const today = bogotaToday();
    const assessment = await send('post', '/v1/initial-assessment/commit', {
      historyId: history.id,
      signature,
      ...completeInitialAssessment(),
    });
    const risks = [
      {
        assessmentDate: addDays(today, -10),
        action: 'Remitir a comisaría de familia',
        observation: 'Urgente',
      },
      { assessmentDate: addDays(today, 2), action: 'Valorar red de apoyo', observation: '' },
    ];
    for (const risk of risks) {
      const { id } = await send('post', `/v1/psychosocial-risk/hc/${history.id}`, {
        historyId: history.id,
        signature,
        ...psychosocialRiskSource(),
        sourceId: assessment.id,
      });
      await send('put', `/v1/psychosocial-risk/${id}`, { ...risk, signature });
    }
    await send('post', '/v1/social-work-evolution/commit', {
      historyId: history.id,
      signature,
      ...completeEvolution(),
    });

    await openSignedIn(page, 'trabajosocial', { path: '/socialwork', site: 1 });
    await openHistory(page, history);
    const view = new SocialWorkView(page);
    await view.tab('Evoluciones').tap();
    const evolution = view.cards.and(page.locator('[data-kind="social-work-evolution"]'));
    await expect(evolution).toHaveCount(1, { timeout: 30_000 });
    const listed = evolution.getByTestId('card-risks');
    await expect(listed).toContainText('Riesgos psicosociales');
    await expect(listed).toContainText('Remitir a comisaría de familia — Urgente');
    await expect(listed).not.toContainText('Valorar red de apoyo');
    // The assessment lists both risks it recorded.
    const assessmentCard = view.cards.and(page.locator('[data-kind="initial-assessment"]'));
    await expect(assessmentCard.getByTestId('card-risks')).toContainText('Valorar red de apoyo');
    await listed.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'evolution-card-risks');
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);

    // Its "Editar" opens the edit window, logged.
    const logged = activityLog(page, 'abrir-edicion-social-work-evolution');
    await evolution.getByRole('button', { name: /^Editar / }).tap();
    expect((await logged).postDataJSON()).toMatchObject({ historyId: history.id, userId: user.id });
    const dialog = page.getByRole('dialog').filter({ hasText: 'Evolución' });
    await expect(dialog).toBeVisible();
  });
});
