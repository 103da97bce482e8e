/**
 * The read-only psychology view (spec 000 §2 "Read-only view", §6 embedded mode): a development control
 * saved by the psychologist shows in /external-views/psychology/hc/{id} with the embedding system's
 * credentials, with its content and no "Editar", no "Opciones" and no tabs.
 */
import { expect, test } from '@playwright/test';
import { ControlModal, fill, newControl, openEvoluciones, serverControls } from './pages/development-control';
import { notification } from './pages/notifications';
import { seriousViolations } from './support/axe';
import { seededHistory } from './support/seeded-history';
import { openSignedIn } from './support/session';

const API_KEY = 'canguro-demo-api-key';

test('the read-only view lists the timeline without any edit', async ({ page, browser }) => {
  // A control written and acknowledged, then a second browser context for the embedded view.
  test.setTimeout(120_000);
  const history = await seededHistory(page, 40, 3);
  const session = await openSignedIn(page, 'psicologia', { path: '/psychology', site: history.siteId });
  await openEvoluciones(page, history);
  await newControl(page);
  const modal = new ControlModal(page);
  const observation = 'Vista de solo lectura: bebé sonriente.';
  await fill(modal, {
    observation,
    evolution: 'Progreso constante.',
    followUp: 'Control en un mes.',
    primary: { search: 'F82', code: 'F82' },
  });
  await modal.save();
  await expect(notification(page, 'success', 'Control guardado correctamente')).toBeVisible();
  await expect.poll(async () => (await serverControls(page, session, history.id)).length).toBe(1);

  // The embedding system's frame: a fresh browser context with no session of ours.
  const embedder = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const frame = await embedder.newPage();
  const query = new URLSearchParams({ api_key: API_KEY, auth_token: session.tokens.access.token });
  await frame.goto(`/external-views/psychology/hc/${history.id}?${query.toString()}`);
  await expect(frame.getByTestId('patient-name')).toHaveText(history.patientName);
  const card = frame.getByTestId('control-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('card-initial-observation')).toContainText(observation);
  await expect(card.getByTestId('card-primary-diagnosis')).toContainText('F82');
  await expect(frame.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await expect(frame.getByRole('button', { name: 'Opciones' })).toHaveCount(0);
  await expect(frame.getByRole('tab')).toHaveCount(0);
  expect(frame.url()).not.toContain('auth_token');
  expect(await seriousViolations(frame)).toEqual([]);
  await embedder.close();
});
