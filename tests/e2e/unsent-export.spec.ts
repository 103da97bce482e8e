/**
 * Unsent work handed from a tablet that will never reach the server again to a new one (docs/offline.md
 * "Exporting unsent work"): the tablet writes a development control offline and exports it from the sync
 * panel (a wrong password makes no file); a second browser context, the new tablet, signed in as the same
 * user, refuses the file with a wrong password, imports it, and the control reaches the server once;
 * importing the file again adds nothing, and the server executed no key twice.
 *
 * A seeded history of its own range (1800).
 */
import { expect, test, type Page } from '@playwright/test';
import {
  ControlModal,
  expectServerControl,
  fill,
  newControl,
  openEvoluciones,
  serverControls,
  waitForRecord,
  type Control,
} from './pages/development-control';
import { seriousViolations } from './support/axe';
import { readTable, userDbName } from './support/outbox-idb';
import { seededHistory } from './support/seeded-history';
import { DEMO_PASSWORD, openSignedIn, SIGN_IN_TIMEOUT_MS } from './support/session';

interface LoggedRequest {
  status: number;
  idempotencyKey: string | null;
  replay: boolean;
}

async function executedTimes(page: Page, key: string): Promise<number> {
  const stats = (await (await page.request.get('/v1/__test/stats')).json()) as { requests: LoggedRequest[] };
  return stats.requests.filter((r) => r.idempotencyKey === key && !r.replay && r.status < 300).length;
}

/** The sync status control, named by its line (the panel's export button also says "sincronizar"). */
const syncControl = (page: Page) =>
  page.getByRole('button', { name: /^(sincroniz|inicie sesión|sin cambios|\d+ cambios? pendientes?)/i });

const openSyncPanel = async (page: Page) => {
  await syncControl(page).click();
  const panel = page.getByRole('dialog', { name: 'Sincronización' });
  await expect(panel).toBeVisible();
  return panel;
};

test('a control written offline is exported, imported on a new tablet and reaches the server once', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const history = await seededHistory(page, 1800, 3 * testInfo.retry);
  const session = await openSignedIn(page, 'psicologia', { path: '/psychology' });
  await openEvoluciones(page, history);
  await waitForRecord(page, userDbName(session.user.id));

  // The old tablet, offline for good: a control written and saved.
  await context.setOffline(true);
  await newControl(page);
  const modal = new ControlModal(page);
  const control: Control = {
    observation: 'Tableta sin retorno: bebé activo.',
    evolution: 'Sostiene la cabeza.',
    followUp: 'Control en quince días.',
    primary: { search: 'F82', code: 'F82' },
  };
  await fill(modal, control);
  await modal.save();
  await expect(modal.dialog).toBeHidden();
  await expect(page.getByTestId('control-card').getByTestId('control-pending')).toHaveText(
    'Pendiente de sincronizar',
  );
  const queued = await readTable<{ idempotencyKey: string; draftKey: string }>(
    page,
    userDbName(session.user.id),
    'outbox',
  );
  expect(queued.length).toBeGreaterThan(0);

  // Export: a typo makes no file; the right password saves one.
  await (await openSyncPanel(page)).getByRole('button', { name: 'Exportar cambios sin sincronizar' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Exportar cambios sin sincronizar' });
  // The dialog counts the user's work: not the activity logs queued beside it (opening the editor).
  const work = queued.filter((entry) => entry.draftKey !== 'activity-log').length;
  await expect(exportDialog).toContainText(work === 1 ? '(1 cambio)' : `(${work} cambios)`);
  await exportDialog.getByLabel('Contraseña').fill('no-es-la-clave');
  await exportDialog.getByRole('button', { name: 'Exportar archivo' }).click();
  await expect(exportDialog.getByRole('alert')).toHaveText(
    'La contraseña no coincide con la de este usuario en este dispositivo. No se creó ningún archivo.',
    { timeout: SIGN_IN_TIMEOUT_MS },
  );
  expect(await seriousViolations(page)).toEqual([]);
  await exportDialog.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: SIGN_IN_TIMEOUT_MS * 2 }),
    exportDialog.getByRole('button', { name: 'Exportar archivo' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^canguro-cambios-psicologia-\d{4}-\d{2}-\d{2}\.canguro$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  await expect(exportDialog.getByTestId('export-done')).toContainText(download.suggestedFilename());
  await exportDialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(exportDialog).toBeHidden();
  // The focus goes back to the sync status control, not to the page's start.
  await expect(syncControl(page)).toBeFocused();
  expect(await serverControls(page, session, history.id)).toHaveLength(0);

  // The new tablet: the same user, its own browser profile.
  const newTablet = await browser.newContext(testInfo.project.use);
  try {
    const other = await newTablet.newPage();
    const otherSession = await openSignedIn(other, 'psicologia', { path: '/psychology' });
    // Reachable from the sync panel.
    await (
      await openSyncPanel(other)
    )
      .getByRole('link', { name: 'Importar cambios de otro dispositivo' })
      .click();
    await expect(other).toHaveURL(/\/import-changes$/);
    await expect(other.getByRole('heading', { name: 'Importar cambios de otro dispositivo' })).toBeVisible();
    await other.locator('input[type="file"]').setInputFiles(file);
    const password = other.getByLabel('Contraseña');
    const importButton = other.getByRole('button', { name: 'Importar' });
    const outcome = other.getByTestId('import-outcome');

    await password.fill('no-es-la-clave');
    await importButton.click();
    await expect(outcome).toHaveText(
      'Contraseña incorrecta: el archivo no se pudo abrir. No se importó nada.',
      {
        timeout: SIGN_IN_TIMEOUT_MS,
      },
    );
    expect(await seriousViolations(other)).toEqual([]);
    const otherDb = userDbName(otherSession.user.id);
    expect(await readTable(other, otherDb, 'outbox')).toEqual([]);

    await password.fill(DEMO_PASSWORD);
    await importButton.click();
    await expect(outcome).toContainText(
      queued.length === 1 ? 'Se importó 1 cambio.' : `Se importaron ${queued.length} cambios.`,
      {
        timeout: SIGN_IN_TIMEOUT_MS,
      },
    );
    await expect
      .poll(() => serverControls(other, otherSession, history.id), { timeout: 20_000 })
      .toHaveLength(1);
    const [saved] = await serverControls(other, otherSession, history.id);
    expectServerControl(saved!, control, 0);
    await expect.poll(async () => (await readTable(other, otherDb, 'outbox')).length).toBe(0);

    // The same file again: nothing added, nothing sent.
    await password.fill(DEMO_PASSWORD);
    await importButton.click();
    await expect(outcome).toHaveText(
      'Los cambios de este archivo ya estaban en este dispositivo (importados antes, o exportados desde aquí): no se añadió nada.',
      { timeout: SIGN_IN_TIMEOUT_MS },
    );
    expect(await readTable(other, otherDb, 'outbox')).toEqual([]);
    expect(await serverControls(other, otherSession, history.id)).toHaveLength(1);
    for (const { idempotencyKey } of queued)
      expect(await executedTimes(other, idempotencyKey)).toBeLessThanOrEqual(1);
    const committed = queued.at(-1)!.idempotencyKey;
    expect(await executedTimes(other, committed)).toBe(1);
  } finally {
    await newTablet.close();
  }
});
