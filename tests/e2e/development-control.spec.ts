/**
 * The development control end to end (spec 000 §2 "Evoluciones tab", §3, §4, §5, §8) as the psychologist,
 * in Chromium against the real server: the §5 messages keep what was typed, GUARDAR closes at once and the
 * server ends with exactly one committed control with the typed content, Editar reopens it, X discards,
 * the second control is "Seguimiento", and a control written offline (diagnosis from the device's CIE-10
 * catalogue) shows as pending and reaches the server once the network is back.
 *
 * Each test works on its own history, so the server's counts belong to it alone: the first on a fixture,
 * the offline one on a seeded history of its own range (1500).
 */
import { expect, test } from '@playwright/test';
import { fixtures } from '../../server/seed/fixtures';
import { notification } from './pages/notifications';
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
import { seededHistory } from './support/seeded-history';
import { openSignedIn } from './support/session';
import { userDbName } from './support/outbox-idb';

test.describe('development control (spec 000 §2 Evoluciones, §3, §4, §5)', () => {
  // Long flows of many steps: twice their usual time when the runner's two cores are loaded.
  test.describe.configure({ timeout: 180_000 });

  test('validation, GUARDAR, Editar, X and the follow-up', async ({ page }) => {
    const history = fixtures.overFortyWeeks;
    const session = await openSignedIn(page, 'psicologia', { path: '/psychology' });
    await openEvoluciones(page, history);
    // The psychology header's own facts (spec 000 §2).
    const grams = new Intl.NumberFormat('es-CO').format(history.birthWeightG);
    await expect(page.getByTestId('patient-birth-weight')).toHaveText(`${grams} g`);
    const weeks = Math.floor(history.gestationalDays / 7);
    await expect(page.getByTestId('patient-gestational-age')).toHaveText(
      `${weeks}s ${history.gestationalDays % 7}d`,
    );
    await expect(page.getByTestId('patient-corrected-age')).toHaveText(/^\d+(s|m) \d+d$/);
    await expect(page.getByTestId('patient-forty-weeks')).toHaveText(/^\d{1,2} \w{3} \d{4}$/);

    await newControl(page);
    const modal = new ControlModal(page);
    await expect(modal.dialog).toBeVisible();
    await expect(modal.dialog).toContainText('Primera');
    await expect(modal.dialog).toContainText('Edad corregida');
    await expect(modal.dialog.getByTestId('control-signer')).toContainText('Laura Camila Restrepo Gómez');
    await expect(modal.dialog.getByTestId('control-signer')).toContainText('psicologia@canguro.demo');

    // GUARDAR with almost nothing: the §5 messages, and what was typed stays.
    await modal.field('Observación inicial').fill('Solo esto por ahora.');
    await modal.save();
    await expect(modal.dialog).toBeVisible();
    await expect(modal.dialog.getByText('Este valor es obligatorio')).toHaveCount(3);
    await expect(modal.dialog.getByText('Por favor seleccione una opción')).toHaveCount(7);
    await expect(modal.field('Observación inicial')).toHaveValue('Solo esto por ahora.');

    const first: Control = {
      observation: 'Bebé alerta, sigue objetos con la mirada.',
      evolution: 'Buena respuesta a la estimulación temprana.',
      followUp: 'Control en un mes.',
      primary: { search: 'F82', code: 'F82' },
      other: { search: 'P07.3', code: 'P07.3' },
    };
    await fill(modal, first);
    await modal.save();
    await expect(modal.dialog).toBeHidden();
    await expect(notification(page, 'success', 'Control guardado correctamente')).toBeVisible();
    const card = page.getByTestId('control-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Primera visita');
    await expect(card.getByTestId('card-initial-observation')).toContainText(first.observation);
    await expect(card.getByTestId('card-primary-diagnosis')).toContainText('F82');
    await expect(card.getByTestId('card-therapies')).toHaveText(/Terapia Ocupacional, Terapia del Lenguaje/);
    // Acknowledged by the server: no pending mark.
    await expect(card.getByTestId('control-pending')).toHaveCount(0);

    await expect.poll(async () => (await serverControls(page, session, history.id)).length).toBe(1);
    const [saved] = await serverControls(page, session, history.id);
    expectServerControl(saved!, first, 0);

    // Editar reopens it with its content; X drops the change.
    await card.getByRole('button', { name: 'Editar' }).click();
    await expect(modal.dialog).toBeVisible();
    await expect(modal.dialog).toContainText('Primera');
    await expect(modal.field('Observación inicial')).toHaveValue(first.observation);
    await expect(modal.field('Plan de seguimiento')).toHaveValue(first.followUp);
    await modal.field('Plan de seguimiento').fill('Cambio que no se guarda.');
    await modal.close();
    await expect(modal.dialog).toBeHidden();
    await expect(
      notification(page, 'success', 'Se descartaron los cambios en el borrador del Control'),
    ).toBeVisible();
    await expect(card.getByTestId('card-follow-up')).toContainText(first.followUp);
    const afterDiscard = await serverControls(page, session, history.id);
    expect(afterDiscard).toHaveLength(1);
    expect(afterDiscard[0]).toMatchObject({ followUp: first.followUp, draft: null });

    // The second control is a follow-up.
    await newControl(page);
    await expect(modal.dialog).toBeVisible();
    await expect(modal.dialog).toContainText('Seguimiento');
    await modal.close();
    await expect(modal.dialog).toBeHidden();
    expect(await serverControls(page, session, history.id)).toHaveLength(1);
  });

  test('a control written offline shows pending and reaches the server once back online', async ({
    page,
    context,
  }, testInfo) => {
    // A history no other spec writes to; a retry takes the next one (the first attempt's control stays).
    const history = await seededHistory(page, 1500, testInfo.retry);
    const session = await openSignedIn(page, 'psicologia', { path: '/psychology' });
    await openEvoluciones(page, history);
    // The device holds the CIE-10 catalogue before the network goes.
    await waitForRecord(page, userDbName(session.user.id));

    await context.setOffline(true);
    await newControl(page);
    const modal = new ControlModal(page);
    await expect(modal.dialog).toContainText('Primera');
    const control: Control = {
      observation: 'Visita sin conexión: bebé tranquilo.',
      evolution: 'Progresa en motricidad gruesa.',
      followUp: 'Revisar en quince días.',
      primary: { search: 'retardo en desarrollo', code: 'R62.0' },
    };
    await fill(modal, control);
    await modal.save();
    await expect(modal.dialog).toBeHidden();
    const card = page.getByTestId('control-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('control-pending')).toHaveText('Pendiente de sincronizar');
    await expect(card.getByTestId('card-initial-observation')).toContainText(control.observation);

    await context.setOffline(false);
    await expect(card.getByTestId('control-pending')).toHaveCount(0, { timeout: 15_000 });
    const saved = await serverControls(page, session, history.id);
    expect(saved).toHaveLength(1);
    expectServerControl(saved[0]!, control, 0);
  });
});
