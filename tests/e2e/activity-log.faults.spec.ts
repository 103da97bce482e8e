/**
 * Runs in the `faults` project, alone after every other spec (playwright.config.ts): the fault hook is
 * global to the one server.
 */
import { expect, test } from '@playwright/test';
import { notification } from './pages/notifications';
import { PatientSearch } from './pages/patient-search';
import { Shell } from './pages/shell';
import { openSignedIn } from './support/session';

test.afterEach(async ({ request }) => {
  await request.post('/v1/__test/reset');
});

test('a failed activity log shows an error notification for 5 s; the history still opens', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'psicologia', { path: '/psychology' });
  const search = new PatientSearch(page);
  await expect(search.field).toBeVisible();
  const fault = await request.post('/v1/__test/faults', {
    data: { failNext: { count: 1, status: 500, path: '/v1/activity-log' } },
  });
  expect(fault.ok()).toBe(true);

  const logged = page.waitForResponse((response) => response.url().endsWith('/v1/activity-log'));
  await search.openHistory('CNG-000002', '456');
  expect((await logged).status()).toBe(500);
  const error = notification(page, 'error', 'Fallo simulado (500)');
  await expect(error).toBeVisible();
  await expect(error).toContainText('Error!');
  await expect(new Shell(page).navbarPatient).toContainText('Martín Muñoz Álvarez');
  // Spec 000 §8: shown 5000 ms, then removed.
  await expect(error).toBeHidden({ timeout: 8_000 });
});
