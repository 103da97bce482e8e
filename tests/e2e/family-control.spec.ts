/**
 * The family control end to end (spec 000 §2 "Evoluciones tab", "Timeline cards", §3, §4, §5, §8) as the
 * psychologist, in Chromium against the real server: an invalid GUARDAR shows the Spanish field messages
 * and keeps what was typed; the §4 clearing rules in the form; a control with every referral reaches the
 * server once, without `_id`, and its card shows the values; a control written offline (diagnosis from the
 * device's CIE-10 catalogue, referring professional from the device's directory of users, which no search
 * filled) shows as pending and reaches the server exactly once when the network is back.
 *
 * Each test works on its own history, and counts only family controls, so the counts belong to it alone.
 */
import { expect, test } from '@playwright/test';
import { fixtures } from '../../server/seed/fixtures';
import { waitForRecord } from './pages/development-control';
import {
  answerNo,
  expectServerCore,
  familyCards,
  FamilyControlModal,
  fillCore,
  newFamilyControl,
  openHistory,
  serverFamilyControls,
  type FamilyControl,
} from './pages/family-control';
import { notification } from './pages/notifications';
import { userDbName } from './support/outbox-idb';
import { seededHistory } from './support/seeded-history';
import { openSignedIn } from './support/session';

const pediatrician = 'Carlos Andrés Mejía Uribe';

test.describe('family control (spec 000 §2 Evoluciones, §3, §4, §5)', () => {
  // Long flows of many steps: twice their usual time when the runner's two cores are loaded.
  test.describe.configure({ timeout: 180_000 });

  test('messages, clearing rules, GUARDAR with every referral, the card, Editar and the follow-up', async ({
    page,
  }, testInfo) => {
    // A retry works on a history of its own: the first attempt may have saved its "Primera" already.
    const history =
      testInfo.retry === 0 ? fixtures.medellin : await seededHistory(page, 1000, testInfo.retry - 1, [2]);
    const session = await openSignedIn(page, 'psicologia', { path: '/psychology' });
    await openHistory(page, history);
    await newFamilyControl(page);
    const modal = new FamilyControlModal(page);
    await expect(modal.dialog).toBeVisible();
    await expect(modal.dialog).toContainText('Primera');
    await expect(modal.dialog.getByTestId('control-ages')).toContainText('Edad corregida');
    await expect(modal.dialog.getByTestId('control-signer')).toContainText('Laura Camila Restrepo Gómez');
    await expect(modal.dialog.getByTestId('control-signer')).toContainText('psicologia@canguro.demo');

    // An invalid GUARDAR: the §5 messages under their fields, and what was typed stays.
    await modal.field('Observación inicial').fill('Madre con llanto frecuente.');
    await modal.choice('Llega remitido por otro profesional', 'Sí').click();
    await modal.save();
    await expect(modal.dialog).toBeVisible();
    // Required: user, risk, protective, diagnosis, plan, objectives, evolution, follow-up.
    await expect(modal.dialog.getByText('Este valor es obligatorio')).toHaveCount(8);
    // Option groups: area, reason, type, mode, reason to stop, both referrals out.
    await expect(modal.dialog.getByText('Por favor seleccione una opción')).toHaveCount(7);
    await expect(modal.field('Observación inicial')).toHaveValue('Madre con llanto frecuente.');
    await expect(modal.choice('Llega remitido por otro profesional', 'Sí')).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Referral in: the user search is filtered by the area's role group; a new area clears the user.
    await expect(modal.select('Profesional que remite')).toBeDisabled();
    await modal.pick('Área que remite', 'Enfermería');
    await modal.select('Profesional que remite').click();
    await modal.select('Profesional que remite').fill('Carlos');
    await expect(page.getByText('Sin resultados')).toBeVisible();
    await modal.select('Profesional que remite').press('Escape');
    await modal.pick('Área que remite', 'Pediatría');
    await modal.pick('Profesional que remite', pediatrician, 'carlos');
    await expect(modal.select('Profesional que remite')).toHaveValue(pediatrician);
    await modal.pick('Área que remite', 'Trabajo Social');
    await expect(modal.select('Profesional que remite')).toHaveValue('');
    await modal.pick('Área que remite', 'Pediatría');
    await modal.pick('Profesional que remite', pediatrician, 'mejia');
    await modal.pick('Motivo de remisión', 'Duelo');

    const control: FamilyControl = {
      observation: 'Madre con llanto frecuente.',
      risk: 'Madre sola, sin red de apoyo.',
      protective: 'Abuela materna presente.',
      plan: 'Sesiones semanales de acompañamiento.',
      objectives: 'Fortalecer el vínculo madre-hijo.',
      evolution: 'La madre expresa sus temores con más facilidad.',
      followUp: 'En quince días.',
      primary: { search: 'Z63.2', code: 'Z63.2' },
    };
    await fillCore(modal, control);
    await modal.diagnosis('Otros diagnósticos', 'Z63.0', 'Z63.0');

    // No clears what depends on it: the reason to stop and a referral out.
    await modal.choice('Se suspende la intervención', 'Sí').click();
    await modal.choice('Motivo de suspensión', 'La madre no desea continuar').click();
    await modal.choice('Se suspende la intervención', 'No').click();
    await expect(modal.dialog.getByRole('group', { name: 'Motivo de suspensión' })).toHaveCount(0);
    await modal.choice('Se suspende la intervención', 'Sí').click();
    await expect(modal.choice('Motivo de suspensión', 'La madre no desea continuar')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await modal.choice('Motivo de suspensión', 'Cumplimiento de objetivos').click();

    await modal.choice('Remite a especialidad', 'Sí').click();
    await modal.pick('Especialidades', 'Psiquiatría', 'Psiquiatría');
    await modal.field('Observación de la remisión a especialidad').fill('Texto que se borra.');
    await modal.choice('Remite a especialidad', 'No').click();
    await modal.choice('Remite a especialidad', 'Sí').click();
    await expect(modal.field('Observación de la remisión a especialidad')).toHaveValue('');
    await modal.pick('Especialidades', 'Neuropediatría', 'Neuro');
    await modal.field('Observación de la remisión a especialidad').fill('Valoración del sueño.');

    await modal.choice('Remite a institución', 'Sí').click();
    await modal.pick('Instituciones', 'Comisaría de Familia');
    await modal.field('Observación de la remisión a institución').fill('Seguimiento de derechos.');

    await modal.save();
    await expect(modal.dialog).toBeHidden();
    await expect(notification(page, 'success', 'control guardado correctamente')).toBeVisible();
    const card = familyCards(page);
    await expect(card).toHaveCount(1);
    // The card is a draft until GUARDAR's commit debounce ends, then pending until the server has it: wait
    // for the server, not for the pending mark alone (a draft has none).
    await expect
      .poll(async () => (await serverFamilyControls(page, session, history.id)).length, { timeout: 15_000 })
      .toBe(1);
    await expect(card.getByTestId('control-pending')).toHaveCount(0, { timeout: 15_000 });
    await expect(card.getByTestId('card-referral-in')).toContainText(`Pediatría · ${pediatrician}`);
    await expect(card.getByTestId('card-referral-reason')).toContainText('Duelo');
    await expect(card.getByTestId('card-control')).toContainText('Evaluación, Intervención, Familiar');
    await expect(card.getByTestId('card-initial-observation')).toContainText(control.observation);
    await expect(card.getByTestId('card-risk-factors')).toContainText(control.risk);
    await expect(card.getByTestId('card-protective-factors')).toContainText(control.protective);
    await expect(card.getByTestId('card-diagnoses')).toContainText('Z63.2 · PROBLEMAS RELACIONADOS');
    await expect(card.getByTestId('card-diagnoses')).toContainText('Z63.0');
    await expect(card.getByTestId('card-plan')).toContainText(control.plan);
    await expect(card.getByTestId('card-objectives')).toContainText(control.objectives);
    await expect(card.getByTestId('card-intervention-evolution')).toContainText(control.evolution);
    await expect(card.getByTestId('card-reason-to-stop')).toContainText('Cumplimiento de objetivos');
    await expect(card.getByTestId('card-referral-specialist')).toContainText('Neuropediatría');
    await expect(card.getByTestId('card-referral-specialist')).not.toContainText('Psiquiatría');
    await expect(card.getByTestId('card-referral-institution')).toContainText('Comisaría de Familia');
    await expect(card.getByTestId('card-follow-up')).toContainText(control.followUp);

    const saved = await serverFamilyControls(page, session, history.id);
    expect(saved).toHaveLength(1);
    const doc = saved[0]!;
    expectServerCore(doc, control);
    expect(doc).toMatchObject({
      hasReferralIn: true,
      referralIn: { specialist: 1, user: expect.any(String), reason: 3 },
      otherDiagnoses: ['Z63.0'],
      hasReasonToStop: true,
      reasonToStop: 1,
      hasReferralOutSpecialist: true,
      referralOutSpecialist: { area: [3], observation: 'Valoración del sueño.' },
      hasReferralOutInstitution: true,
      referralOutInstitution: { area: [2], observation: 'Seguimiento de derechos.' },
    });
    expect(JSON.stringify(doc)).not.toContain('"_id"');
    const referrer = await page.request.get(`/v1/users/${(doc.referralIn as { user: string }).user}`, {
      headers: { authorization: `Bearer ${session.tokens.access.token}` },
    });
    expect(await referrer.json()).toMatchObject({ name: pediatrician, role: 'pediatrician' });

    // Editar reopens it as the first visit with its content; X drops a change.
    await card.getByRole('button', { name: 'Editar' }).click();
    await expect(modal.dialog).toBeVisible();
    await expect(modal.dialog).toContainText('Primera');
    await expect(modal.field('Plan de intervención')).toHaveValue(control.plan);
    await expect(modal.select('Profesional que remite')).toHaveValue(pediatrician);
    await modal.field('Plan de intervención').fill('Cambio que no se guarda.');
    await modal.close();
    await expect(modal.dialog).toBeHidden();
    await expect(
      notification(page, 'success', 'Se descartaron los cambios en el borrador del Control'),
    ).toBeVisible();
    await expect(card.getByTestId('card-plan')).toContainText(control.plan);
    await expect
      .poll(async () => (await serverFamilyControls(page, session, history.id))[0])
      .toMatchObject({ plan: control.plan, draft: null });

    // The next one is a follow-up.
    await newFamilyControl(page);
    await expect(modal.dialog).toContainText('Seguimiento');
    await modal.close();
    await expect(modal.dialog).toBeHidden();
    expect(await serverFamilyControls(page, session, history.id)).toHaveLength(1);
  });

  test('written offline with the device CIE-10 search and its users: pending, then on the server once', async ({
    page,
    context,
  }, testInfo) => {
    const history =
      testInfo.retry === 0
        ? fixtures.extremelyPreterm
        : await seededHistory(page, 1000, testInfo.retry + 1, [2]);
    const session = await openSignedIn(page, 'psicologia', { path: '/psychology' });
    await openHistory(page, history);
    await waitForRecord(page, userDbName(session.user.id));
    // The referral areas' users come with the psychology reference data: this device never searched one.
    await waitForRecord(page, userDbName(session.user.id), 'catalogue:users');
    const modal = new FamilyControlModal(page);
    // The referral lists are on the device once a list shows its entries (the form reads only the device).
    await newFamilyControl(page);
    await modal.choice('Remite a institución', 'Sí').click();
    await modal.select('Instituciones').click();
    await expect(page.getByRole('option', { name: 'EPS', exact: true })).toBeVisible();
    await modal.close();
    await expect(modal.dialog).toBeHidden();

    await context.setOffline(true);
    await newFamilyControl(page);
    await expect(modal.dialog).toContainText('Primera');
    const control: FamilyControl = {
      observation: 'Visita sin conexión: madre tranquila.',
      risk: 'Vivienda lejana del centro.',
      protective: 'Padre presente y participativo.',
      plan: 'Acompañamiento quincenal.',
      objectives: 'Sostener la lactancia con apoyo familiar.',
      evolution: 'Mejor organización de la rutina familiar.',
      followUp: 'Próximo mes.',
      // Found in the device's catalogue: no network.
      primary: { search: 'apoyo familiar inadecuado', code: 'Z63.2' },
    };
    await answerNo(modal);
    // The referring professional, found in the device's directory with no network.
    await modal.choice('Llega remitido por otro profesional', 'Sí').click();
    await modal.pick('Área que remite', 'Pediatría');
    await modal.pick('Profesional que remite', pediatrician, 'mejia');
    await modal.pick('Motivo de remisión', 'Duelo');
    await fillCore(modal, control);
    // A referral list from the device, with no network.
    await modal.choice('Remite a institución', 'Sí').click();
    await modal.pick('Instituciones', 'EPS');
    await modal.field('Observación de la remisión a institución').fill('Orientación sobre afiliación.');
    await modal.save();
    await expect(modal.dialog).toBeHidden();
    const card = familyCards(page);
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('control-pending')).toHaveText('Pendiente de sincronizar');
    await expect(card.getByTestId('card-initial-observation')).toContainText(control.observation);
    await expect(card.getByTestId('card-diagnoses')).toContainText('Z63.2');
    await expect(card.getByTestId('card-referral-in')).toContainText(`Pediatría · ${pediatrician}`);
    await expect(card.getByTestId('card-referral-institution')).toContainText('EPS');
    // (Whether the server has it yet is not asked here: Playwright's offline emulation does not reach the
    // sync worker, which may send during it.)

    await context.setOffline(false);
    await expect(card.getByTestId('control-pending')).toHaveCount(0, { timeout: 20_000 });
    const saved = await serverFamilyControls(page, session, history.id);
    expect(saved).toHaveLength(1);
    expectServerCore(saved[0]!, control);
    expect(saved[0]).toMatchObject({
      hasReferralIn: true,
      referralIn: { specialist: 1, user: expect.any(String), reason: 3 },
      hasReasonToStop: false,
      hasReferralOutInstitution: true,
      referralOutInstitution: { area: [3], observation: 'Orientación sobre afiliación.' },
    });
    const referrer = await page.request.get(`/v1/users/${(saved[0]!.referralIn as { user: string }).user}`, {
      headers: { authorization: `Bearer ${session.tokens.access.token}` },
    });
    expect(await referrer.json()).toMatchObject({ name: pediatrician, role: 'pediatrician' });
    await expect(card).toHaveCount(1);
  });
});
