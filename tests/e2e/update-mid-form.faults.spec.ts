/**
 * A new version of the app arriving while a form is open, in Chromium against the real server (the update
 * made as tests/e2e/pwa.spec.ts makes it: another service worker script for the scope): the form keeps
 * what was typed, the new version waits for the user; "Actualizar" chosen with the form open waits for
 * the form, and once it is saved the page reloads into the new version with nothing lost. (The banner
 * spans the screen's width: this test found it took the clicks meant for the form's GUARDAR.)
 */
import {
  ControlModal,
  expectServerControl,
  fill,
  newControl,
  openEvoluciones,
  serverControls,
  type Control,
} from './pages/development-control';
import { expectNothingLost } from './support/end-checks';
import { expect, test } from './support/faults';
import { userDbName } from './support/outbox-idb';
import { seededHistory } from './support/seeded-history';
import { waitForServiceWorkerControl } from './support/service-worker';
import { openSignedIn } from './support/session';

test('a new version during a development control: the form keeps its content and the update waits', async ({
  page,
  faults,
}, testInfo) => {
  // A history no other spec writes to (this spec's range); a retry takes the next one.
  const history = await seededHistory(page, 1720, testInfo.retry);
  const session = await openSignedIn(page, 'psicologia', { path: '/psychology' });
  await waitForServiceWorkerControl(page);
  await openEvoluciones(page, history);
  await newControl(page);
  const modal = new ControlModal(page);
  const control: Control = {
    observation: 'Escrita mientras llega una versión nueva.',
    evolution: 'Sostiene la cabeza.',
    followUp: 'Revisar en un mes.',
    primary: { search: 'retardo en desarrollo', code: 'R62.0' },
  };
  await fill(modal, control);

  // The next deployment installs and waits; the form stays as it was.
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/service-worker.js?next', { scope: '/' });
  });
  const banner = page.getByRole('region', { name: 'Hay una nueva versión de Canguro' });
  await expect(banner).toBeVisible();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null)).toBe(true);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/service-worker\.js$/,
  );
  await expect(modal.dialog).toBeVisible();
  await expect(modal.field('Observación inicial')).toHaveValue(control.observation);
  await expect(modal.field('Plan de seguimiento')).toHaveValue(control.followUp);

  // "Actualizar" with the form open: the update waits for it, and says so.
  let reloads = 0;
  page.on('load', () => (reloads += 1));
  await banner.getByRole('button', { name: 'Actualizar' }).click();
  await expect(banner).toContainText('Se actualizará cuando guarde o descarte el formulario abierto.');
  await expect(modal.field('Observación inicial')).toHaveValue(control.observation);
  expect(reloads).toBe(0);

  // Saved: the page reloads into the new version by itself.
  const reloaded = page.waitForEvent('load');
  await modal.save();
  await reloaded;
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/service-worker\.js\?next$/,
  );

  await expectNothingLost({
    page,
    faults,
    dbName: userDbName(session.user.id),
    server: {
      read: async () => (await serverControls(page, session, history.id)).length,
      typed: 1,
    },
    // The page's reads of the history go beside the worker's sends.
    oneAtATime: false,
  });
  const [saved] = await serverControls(page, session, history.id);
  expectServerControl(saved!, control, 0);
});
