/**
 * A write the server refuses, and the work the device counts, on a tablet in both orientations with touch,
 * in a real Chromium against the real server:
 * - a refused GUARDAR (the fault hooks answer the commit 422) is an error notification naming the document
 *   and the patient, the sync panel lists it under the patient, the sidebar marks the history refused, and
 *   the notification's "Abrir documento" opens the draft, still editable: corrected and saved again, it
 *   reaches the server;
 * - offline, tab clicks (activity logs) leave the pending count at 0, while a control saved meanwhile is
 *   counted, said to stay on the device, and marks its history pending; back online everything is sent.
 *
 * Each viewport works on its own seeded history (tests/e2e/support/seeded-history.ts, from 1850).
 */
import type { Page } from '@playwright/test';
import {
  ControlModal,
  fill,
  newControl,
  showEvoluciones,
  waitForRecord,
  type Control,
} from './pages/development-control';
import { notification } from './pages/notifications';
import { PatientSearch } from './pages/patient-search';
import { seriousViolations } from './support/axe';
import { expectNothingLost } from './support/end-checks';
import { expect, test } from './support/faults';
import { readTable, userDbName } from './support/outbox-idb';
import { seededHistory } from './support/seeded-history';
import { getAsPage, openSignedIn } from './support/session';

test.describe.configure({ timeout: 120_000 });

const COMMIT_PATH = '/v1/development-control/commit';

const control = (followUp: string): Control => ({
  observation: 'Visita domiciliaria: bebé activo.',
  evolution: 'Sostiene la cabeza.',
  followUp,
  primary: { search: 'retardo en desarrollo', code: 'R62.0' },
});

/** The control's name is its line (the panel's "Exportar cambios sin sincronizar" is no match). */
const statusControl = (page: Page) =>
  page.getByRole('button', { name: /^(sincroniz|sin cambios|\d+ cambios? pendientes?)/i });

const sidebarHistory = (page: Page, historyId: string) =>
  page.locator(`[data-testid="open-histories"] li[data-history-id="${historyId}"]`);

async function serverFollowUps(page: Page, historyId: string): Promise<string[]> {
  const controls = await getAsPage<{ followUp: string | null; status: string }[]>(
    page,
    `/v1/development-control/hc/${historyId}`,
  );
  return controls.filter((c) => c.status === 'committed').map((c) => c.followUp ?? '');
}

const viewports = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
] as const;

viewports.forEach((viewport, index) => {
  const size = `${viewport.width}x${viewport.height}`;

  test.describe(size, () => {
    test.use({ hasTouch: true, viewport });

    test('a refused GUARDAR is an error naming the patient, listed by patient, and opens the draft to correct', async ({
      page,
      faults,
    }, testInfo) => {
      const history = await seededHistory(page, 1850, index * 2 + testInfo.retry);
      const session = await openSignedIn(page, 'psicologia', { path: '/psychology', site: history.siteId });
      const dbName = userDbName(session.user.id);
      await new PatientSearch(page).openHistory(history.code, history.motherDocument.slice(-3));
      await showEvoluciones(page);
      await waitForRecord(page, dbName);
      await faults.reset();
      await faults.set({ failNext: { count: 1, status: 422, path: `^${COMMIT_PATH}$` } });

      await newControl(page);
      const modal = new ControlModal(page);
      await fill(modal, control('Revisar en un mes.'));
      await modal.save();
      await expect(modal.dialog).toBeHidden();
      // Online, the spec's words alone.
      await expect(notification(page, 'success', 'Control guardado correctamente')).toBeVisible();

      // The server refuses the commit: an error, naming the document and the patient.
      const error = notification(page, 'error', history.patientName);
      await expect(error).toContainText(
        `El servidor rechazó «Guardado de Control de Desarrollo» de ${history.patientName}: Fallo simulado (422).`,
      );
      await expect(error).toHaveAttribute('role', 'alert');
      // The refusal replaces the save's success message.
      await expect(notification(page, 'success', 'Control guardado correctamente')).toBeHidden();
      await expect(sidebarHistory(page, history.id)).toHaveAttribute('data-work-state', 'refused');
      await expect(sidebarHistory(page, history.id).getByRole('button')).toHaveAccessibleName(
        new RegExp(`${history.patientName}.*Rechazado por el servidor`),
      );
      // The card stays, marked refused, and editable.
      const card = page.getByTestId('control-card');
      await expect(card).toContainText('El servidor rechazó el envío');
      await expect(card.getByRole('button', { name: 'Editar' })).toBeEnabled();
      const shot = testInfo.outputPath(`refusal-notification-${size}.png`);
      await page.screenshot({ path: shot });
      await testInfo.attach(`refusal-notification-${size}`, { path: shot, contentType: 'image/png' });

      // One count: the button's and the panel's.
      const status = page.getByTestId('sync-status');
      await expect(status.getByTestId('sync-status-attention')).toContainText('1 cambio requiere atención');
      // The error stays over the top bar's right end: the control is reached by keyboard here.
      await statusControl(page).focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Sincronización' });
      await expect(panel).toBeVisible();
      const patient = panel.getByRole('region', { name: history.patientName });
      await expect(patient).toBeVisible();
      const entry = patient.getByRole('listitem').filter({ hasText: 'Guardado de Control de Desarrollo' });
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText('Fallo simulado (422)');
      await expect(entry.getByRole('button', { name: 'Abrir documento' })).toBeVisible();
      await expect(panel.getByText('No hay cambios que requieran atención.')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      const panelShot = testInfo.outputPath(`refusal-panel-${size}.png`);
      await page.screenshot({ path: panelShot });
      await testInfo.attach(`refusal-panel-${size}`, { path: panelShot, contentType: 'image/png' });
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();

      // The notification's action opens the draft, still editable; corrected and saved, it is sent.
      await error.getByRole('button', { name: /^Abrir documento/ }).tap();
      await expect(error).toBeHidden();
      await expect(modal.dialog).toBeVisible();
      await expect(modal.field('Plan de seguimiento')).toHaveValue('Revisar en un mes.');
      await modal.field('Plan de seguimiento').fill('Revisar en quince días.');
      await modal.dialog.getByRole('button', { name: 'GUARDAR' }).tap();
      await expect(modal.dialog).toBeHidden();
      await expect
        .poll(() => serverFollowUps(page, history.id), { timeout: 15_000 })
        .toEqual(['Revisar en quince días.']);
      await expect(status.getByTestId('sync-status-attention')).toBeHidden();
      await expect(sidebarHistory(page, history.id)).toHaveAttribute('data-work-state', 'none');
      // The refused commit was answered once, and never sent again.
      const commits = (await faults.stats()).requests.filter((r) => r.path === COMMIT_PATH);
      expect(commits.map((r) => r.status)).toEqual([422, 200]);
      // The page's reads (the timeline fetched again after each acknowledgement) go beside the worker's sends.
      await expectNothingLost({ page, faults, dbName, oneAtATime: false });
    });

    test('offline tab clicks leave the pending count at 0; a control saved offline is counted and kept', async ({
      page,
      context,
      faults,
    }, testInfo) => {
      const history = await seededHistory(page, 1850, index * 2 + 1 + testInfo.retry * 2);
      const session = await openSignedIn(page, 'psicologia', { path: '/psychology', site: history.siteId });
      const dbName = userDbName(session.user.id);
      await new PatientSearch(page).openHistory(history.code, history.motherDocument.slice(-3));
      await showEvoluciones(page);
      await waitForRecord(page, dbName);
      await page.waitForLoadState('networkidle');
      await faults.reset();

      const status = page.getByTestId('sync-status');
      await context.setOffline(true);
      await expect(status.getByTestId('offline-badge')).toBeVisible();
      for (const tab of ['Gráficas', 'Evoluciones', 'Pediatría', 'Evoluciones']) {
        await page.getByRole('tab', { name: tab }).tap();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      }
      // The four logs wait in the outbox, and are not the user's pending work.
      await expect
        .poll(async () => (await readTable<{ draftKey: string }>(page, dbName, 'outbox')).length)
        .toBe(4);
      await expect(status.getByTestId('sync-status-label')).toHaveText(
        /^(Sincronizado|Sin cambios pendientes)/,
      );
      await expect(sidebarHistory(page, history.id)).toHaveAttribute('data-work-state', 'none');

      // A control saved meanwhile is counted, and the message says where it is.
      await newControl(page);
      const modal = new ControlModal(page);
      await fill(modal, control('Revisar sin conexión.'));
      await modal.save();
      await expect(modal.dialog).toBeHidden();
      await expect(
        notification(
          page,
          'success',
          'Control guardado correctamente. Queda guardado en este dispositivo y se enviará al servidor cuando vuelva la conexión.',
        ),
      ).toBeVisible();
      await expect(status.getByTestId('sync-status-label')).toHaveText('1 cambio pendiente');
      await expect(sidebarHistory(page, history.id)).toHaveAttribute('data-work-state', 'pending');
      const shot = testInfo.outputPath(`offline-pending-${size}.png`);
      await page.screenshot({ path: shot });
      await testInfo.attach(`offline-pending-${size}`, { path: shot, contentType: 'image/png' });

      // Back online, the control and the four logs are sent.
      await context.setOffline(false);
      await expect
        .poll(() => serverFollowUps(page, history.id), { timeout: 15_000 })
        .toEqual(['Revisar sin conexión.']);
      await expect
        .poll(
          async () => (await faults.stats()).requests.filter((r) => r.path === '/v1/activity-log').length,
          {
            timeout: 15_000,
          },
        )
        .toBeGreaterThanOrEqual(4);
      await expect(sidebarHistory(page, history.id)).toHaveAttribute('data-work-state', 'none');
      // Back online the page reads the history again beside the worker's sends.
      await expectNothingLost({ page, faults, dbName, oneAtATime: false });
    });
  });
});
