/**
 * Postponed Bayley and Griffiths (spec 000 §2 "Bayley tab", "Griffiths tab", §4 "Postponing", §7, §8) as
 * the psychologist, in Chromium against the real server: "Opciones" with "Agregar …" (disabled in this
 * version) and "Aplazar …", the "Aplazar" modal asking for a "Motivo", the postponed screen with the motive
 * and "Deshacer", "Opciones" disabled meanwhile, the spec's messages, the is-postponed check on load (and
 * its failure message), the modal's open flag and the motive typed in it kept across a reload (and given up
 * by "Cancelar"), and a postponement made offline that
 * reaches the server once when the network returns.
 *
 * Each test works on its own history and leaves no postponement behind.
 */
import { expect, test } from '@playwright/test';
import { fixtures } from '../../server/seed/fixtures';
import { waitForRecord } from './pages/development-control';
import { notification } from './pages/notifications';
import { PsychologyView, serverPostponements } from './pages/psychology';
import { seriousViolations } from './support/axe';
import { userDbName } from './support/outbox-idb';
import { openSignedIn } from './support/session';

test.describe('postponed exams (spec 000 §2, §4, §7)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('Bayley: postpone with a motive, the postponed screen after a reload, undo', async ({ page }) => {
    const history = fixtures.extremelyPreterm;
    const session = await openSignedIn(page, 'psicologia', { path: '/psychology' });
    const view = new PsychologyView(page);
    await view.open(history);
    await view.tab('Bayley').click();
    await expect(view.options).toBeEnabled();

    await view.options.click();
    await expect(view.menuItem('Agregar Bayley')).toBeEnabled();
    await view.menuItem('Aplazar Bayley').click();
    const modal = view.postponeModal('Bayley');
    await expect(modal).toBeVisible();
    // The modal's open flag is part of the history's view: a reload onto the history's address opens it
    // again, with no tap in the sidebar.
    await page.reload();
    await expect(modal).toBeVisible();
    // No motive: the form says so and sends nothing.
    await modal.getByRole('button', { name: 'Aplazar', exact: true }).click();
    await expect(modal.getByText('Este valor es obligatorio')).toBeVisible();
    // What is typed is kept on the device: a reload brings the modal back with it.
    await modal.getByLabel('Motivo').fill('La madre no pudo asistir');
    await waitForRecord(page, userDbName(session.user.id), `postpone-motive:bayley:${history.id}`);
    await page.reload();
    await expect(modal.getByLabel('Motivo')).toHaveValue('La madre no pudo asistir');
    // "Cancelar" gives it up: the modal opens empty again.
    await modal.getByRole('button', { name: 'Cancelar' }).click();
    await expect(modal).toBeHidden();
    await view.options.click();
    await view.menuItem('Aplazar Bayley').click();
    await expect(modal.getByLabel('Motivo')).toHaveValue('');
    await modal.getByLabel('Motivo').fill('La madre no pudo asistir: el bebé tiene fiebre.');
    await modal.getByRole('button', { name: 'Aplazar', exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(notification(page, 'success', 'Examen Bayley aplazado')).toBeVisible();

    await expect(view.postponedScreen).toContainText('Bayley Aplazado');
    await expect(view.postponedScreen.getByTestId('postponed-motive')).toHaveText(
      'La madre no pudo asistir: el bebé tiene fiebre.',
    );
    await expect(view.options).toBeDisabled();
    // Acknowledged by the server: the pending mark goes.
    await expect(view.postponedScreen.getByTestId('postponed-pending')).toHaveCount(0, { timeout: 15_000 });
    const saved = await serverPostponements(page, session, 'postponed-bayley', history.id);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      motive: 'La madre no pudo asistir: el bebé tiene fiebre.',
      timeZone: 'America/Bogota',
    });

    // On load the server's answer shows it (is-postponed, with the browser's time zone).
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/postponed-bayley/is-postponed')) checks.push(request.url());
    });
    await page.reload();
    await expect(view.tab('Bayley')).toHaveAttribute('aria-selected', 'true');
    await expect(view.postponedScreen).toContainText('Bayley Aplazado');
    await expect(view.options).toBeDisabled();
    expect(checks.length).toBeGreaterThan(0);
    const query = new URL(checks[0]!).searchParams;
    expect(query.get('historyId')).toBe(history.id);
    expect(query.get('timeZone')).toBe('America/Bogota');
    expect(query.get('date')).toBe(saved[0]!.date);

    await view.undo();
    await expect(notification(page, 'success', 'Examen Bayley desaplazado')).toBeVisible();
    await expect(view.postponedScreen).toHaveCount(0);
    await expect(view.options).toBeEnabled();
    await expect
      .poll(async () => (await serverPostponements(page, session, 'postponed-bayley', history.id)).length)
      .toBe(0);
  });

  test('Griffiths: the spec\'s own messages ("Grifiths" sic), and Opciones back after undo', async ({
    page,
  }) => {
    const history = fixtures.extremelyPreterm;
    const session = await openSignedIn(page, 'psicologia', { path: '/psychology' });
    const view = new PsychologyView(page);
    await view.open(history);
    await view.tab('Griffiths').click();
    await view.options.click();
    await expect(view.menuItem('Agregar Griffiths')).toBeEnabled();
    await page.keyboard.press('Escape');
    await view.postpone('Griffiths', 'Consulta reprogramada por el transporte.');
    await expect(notification(page, 'success', 'Examen Grifiths aplazado')).toBeVisible();
    await expect(view.postponedScreen).toContainText('Griffiths Aplazado');
    await expect(view.options).toBeDisabled();
    await expect(view.postponedScreen.getByTestId('postponed-pending')).toHaveCount(0, { timeout: 15_000 });
    expect(await serverPostponements(page, session, 'postponed-griffiths', history.id)).toHaveLength(1);
    // The Bayley of the same day is not postponed.
    await view.tab('Bayley').click();
    await expect(view.options).toBeEnabled();
    await view.tab('Griffiths').click();
    await view.undo();
    await expect(notification(page, 'success', 'Examen Griffiths desaplazado')).toBeVisible();
    await expect(view.options).toBeEnabled();
    await expect
      .poll(async () => (await serverPostponements(page, session, 'postponed-griffiths', history.id)).length)
      .toBe(0);
  });

  test('a failed check says "Error al cargar examen pospuesto"', async ({ page }) => {
    await page.route('**/v1/postponed-bayley/is-postponed**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"fallo"}' }),
    );
    await openSignedIn(page, 'psicologia', { path: '/psychology' });
    const view = new PsychologyView(page);
    await view.open(fixtures.extremelyPreterm);
    await view.tab('Bayley').click();
    await expect(notification(page, 'error', 'Error al cargar examen pospuesto')).toBeVisible();
  });

  test('postponed offline: shown at once, pending, and on the server once after reconnecting', async ({
    page,
    context,
  }) => {
    const history = fixtures.substituteMother;
    const session = await openSignedIn(page, 'psicologia', { path: '/psychology' });
    const view = new PsychologyView(page);
    await view.open(history);
    await view.tab('Bayley').click();
    await expect(view.options).toBeEnabled();

    await context.setOffline(true);
    const motive = 'Sin conexión en la visita: se aplaza.';
    await view.postpone('Bayley', motive);
    await expect(notification(page, 'success', 'Examen Bayley aplazado')).toBeVisible();
    await expect(view.postponedScreen).toContainText('Bayley Aplazado');
    await expect(view.postponedScreen.getByTestId('postponed-motive')).toHaveText(motive);
    await expect(view.postponedScreen.getByTestId('postponed-pending')).toHaveText(
      'Pendiente de sincronizar',
    );
    await expect(view.options).toBeDisabled();
    expect(await serverPostponements(page, session, 'postponed-bayley', history.id)).toHaveLength(0);
    expect(await seriousViolations(page)).toEqual([]);
    // Another tab and back, still offline: the device keeps it.
    await view.tab('Evoluciones').click();
    await view.tab('Bayley').click();
    await expect(view.postponedScreen.getByTestId('postponed-motive')).toHaveText(motive);

    await context.setOffline(false);
    // Beside a Bayley being scored in the other worker, the replay after reconnecting took over 20 s once.
    await expect(view.postponedScreen.getByTestId('postponed-pending')).toHaveCount(0, { timeout: 40_000 });
    await expect(view.postponedScreen).toContainText('Bayley Aplazado');
    const saved = await serverPostponements(page, session, 'postponed-bayley', history.id);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.motive).toBe(motive);

    // Undo offline too: both directions go through the outbox, in order.
    await context.setOffline(true);
    await view.undo();
    await expect(notification(page, 'success', 'Examen Bayley desaplazado')).toBeVisible();
    await expect(view.options).toBeEnabled();
    expect(await serverPostponements(page, session, 'postponed-bayley', history.id)).toHaveLength(1);
    await context.setOffline(false);
    await expect
      .poll(async () => (await serverPostponements(page, session, 'postponed-bayley', history.id)).length, {
        timeout: 20_000,
      })
      .toBe(0);
    await expect(view.options).toBeEnabled();
  });
});
