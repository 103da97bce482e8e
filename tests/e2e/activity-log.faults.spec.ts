/**
 * An activity log the server fails: the error is shown and the history still opens. The fault is the
 * test's own (./support/faults.ts); the test ends with the common checks, the page's reads free to overlap.
 */
import { notification } from './pages/notifications';
import { PatientSearch } from './pages/patient-search';
import { Shell } from './pages/shell';
import { expectNothingLost } from './support/end-checks';
import { expect, test } from './support/faults';
import { userDbName } from './support/outbox-idb';
import { openSignedIn } from './support/session';

test('a failed activity log shows an error notification for 5 s; the history still opens', async ({
  page,
  faults,
}) => {
  const { user } = await openSignedIn(page, 'psicologia', { path: '/psychology' });
  const search = new PatientSearch(page);
  await expect(search.field).toBeVisible();
  await faults.set({ failNext: { count: 1, status: 500, path: '/v1/activity-log' } });

  const logged = page.waitForResponse((response) => response.url().endsWith('/v1/activity-log'));
  await search.openHistory('CNG-000002', '456');
  expect((await logged).status()).toBe(500);
  const error = notification(page, 'error', 'Fallo simulado (500)');
  await expect(error).toBeVisible();
  await expect(error).toContainText('Error!');
  await expect(new Shell(page).navbarPatient).toContainText('Martín Muñoz Álvarez');
  // Spec 000 §8: shown 5000 ms, then removed.
  await expect(error).toBeHidden({ timeout: 8_000 });
  await expectNothingLost({ page, faults, dbName: userDbName(user.id), oneAtATime: false });
});
