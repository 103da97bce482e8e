/**
 * A device whose clock is hours wrong, in Chromium against the real server (`page.clock` moves Date in the
 * pages; the sync worker dates no clinical thing): the app takes the server's time from the health
 * probe's Date header (src/api/server-clock.ts), warns beside the sync status, and the dates it writes are
 * the server's day, not the device's. Here the device is set back into the previous day in Bogotá, and a
 * Bayley postponement (dated "today" by the app) reaches the server with the server's day.
 */
import { bogotaToday } from '../../server/seed/text';
import { PsychologyView } from './pages/psychology';
import { notification } from './pages/notifications';
import { PatientSearch } from './pages/patient-search';
import { expectNothingLost } from './support/end-checks';
import { expect, test } from './support/faults';
import { userDbName, waitForUserDb } from './support/outbox-idb';
import { seededHistory } from './support/seeded-history';
import { getAsPage, openSignedIn } from './support/session';

const HOUR = 3_600_000;

test('the device clock a day behind: a warning, and the postponement is dated by the server', async ({
  page,
  faults,
}, testInfo) => {
  // Old enough for the Bayley tab (40 weeks corrected).
  const history = await seededHistory(page, 1700, 3 * testInfo.retry, [1, 2], 120);
  const today = bogotaToday();
  // Back past midnight in Bogotá (UTC-5): the device's day is yesterday.
  const bogotaHours = (new Date().getUTCHours() + 19) % 24;
  const offset = (bogotaHours + 3) * HOUR;
  await page.clock.install({ time: Date.now() - offset });

  const { user } = await openSignedIn(page, 'psicologia', { path: '/psychology', site: history.siteId });
  const dbName = userDbName(user.id);
  await waitForUserDb(page, dbName);
  const deviceDay = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date()),
  );
  expect(deviceDay < today).toBe(true);

  const warning = page.getByTestId('clock-skew-warning');
  await expect(warning).toContainText('Hora del dispositivo incorrecta');
  await expect(warning).toHaveAttribute('title', /está atrasada \d+ horas respecto a la del servidor/);

  const view = new PsychologyView(page);
  await new PatientSearch(page).openHistory(history.code, history.motherDocument.slice(-3));
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
  await view.tab('Bayley').click();
  await view.options.click();
  await view.menuItem('Aplazar Bayley').click();
  const modal = view.postponeModal('Bayley');
  const motive = `Reloj del dispositivo ${crypto.randomUUID()}`;
  await modal.getByLabel('Motivo').fill(motive);
  await modal.getByRole('button', { name: 'Aplazar', exact: true }).click();
  await expect(notification(page, 'success', 'Examen Bayley aplazado')).toBeVisible();

  await expectNothingLost({
    page,
    faults,
    dbName,
    server: {
      read: async () =>
        (await getAsPage<{ motive: string; date: string }[]>(page, `/v1/postponed-bayley/hc/${history.id}`))
          .filter((p) => p.motive === motive)
          .map((p) => p.date.slice(0, 10)),
      typed: [today],
    },
    // The page's reads of the history go beside the worker's sends.
    oneAtATime: false,
  });
});
