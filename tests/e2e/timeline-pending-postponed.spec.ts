/**
 * A postponement made offline in the Bayley tab shows in the Evoluciones timeline at once, as a postponed
 * card with its motive and "Pendiente de sincronizar"; once the server lists it, one card without the mark
 * (docs/timeline.md "Pending postponements"). The postponement is undone at the end.
 *
 * It works on a seeded history no other spec writes to (tests/e2e/support/seeded-history.ts).
 */
import { expect, test } from '@playwright/test';
import { showEvoluciones } from './pages/development-control';
import { PatientSearch } from './pages/patient-search';
import { PsychologyView, serverPostponements } from './pages/psychology';
import { seededHistory } from './support/seeded-history';
import { openSignedIn } from './support/session';

test.describe.configure({ timeout: 90_000 });

test('a Bayley postponed offline is a pending card until the server lists it', async ({ page, context }) => {
  const history = await seededHistory(page, 140);
  const session = await openSignedIn(page, 'psicologia', { path: '/psychology', site: history.siteId });
  await new PatientSearch(page).openHistory(history.code, history.motherDocument.slice(-3));
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
  await showEvoluciones(page);
  const view = new PsychologyView(page);
  await view.tab('Bayley').click();
  await expect(view.options).toBeEnabled();

  await context.setOffline(true);
  const motive = `Aplazado sin señal ${crypto.randomUUID()}`;
  await view.postpone('Bayley', motive);
  await expect(view.postponedScreen.getByTestId('postponed-pending')).toBeVisible();

  await view.tab('Evoluciones').click();
  const cards = page.getByTestId('postponed-bayley-card');
  const card = cards.filter({ hasText: motive });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('postponed-motive')).toContainText(motive);
  await expect(card.getByTestId('postponed-card-pending')).toHaveText('Pendiente de sincronizar');
  expect(await serverPostponements(page, session, 'postponed-bayley', history.id)).toHaveLength(0);

  await context.setOffline(false);
  await expect(card.getByTestId('postponed-card-pending')).toHaveCount(0, { timeout: 30_000 });
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId('postponed-card-pending')).toHaveCount(0);
  const saved = await serverPostponements(page, session, 'postponed-bayley', history.id);
  expect(saved.filter((p) => p.motive === motive)).toHaveLength(1);

  // Leave the history as it was.
  await view.tab('Bayley').click();
  await view.undo();
  await expect(view.options).toBeEnabled();
  await expect
    .poll(async () => (await serverPostponements(page, session, 'postponed-bayley', history.id)).length, {
      timeout: 20_000,
    })
    .toBe(saved.length - 1);
});
