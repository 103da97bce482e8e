/**
 * Where messages show on a touch tablet held both ways (docs/ui-decisions.md "Messages and the update
 * banner on tablets"), in Chromium against the real server: a message raised inside each full-screen
 * social-work editor (a risk added to the initial assessment, an activity added to the evolution, the
 * home visit's draft refused by the server while it is open) is the element on top at its centre; neither
 * a message nor the new-version banner overlaps GUARDAR, the signer's footer, the editor's "Cerrar", the
 * sync control or "Cerrar Historia".
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { completeInitialAssessment } from '../fixtures/bodies';
import { notification } from './pages/notifications';
import { PatientSearch } from './pages/patient-search';
import { SocialWorkEditor, SocialWorkView, waitForEditor } from './pages/social-work';
import { V1 } from './pages/timeline';
import { seededHistory, type SeededHistory } from './support/seeded-history';
import { expect, test } from './support/faults';
import { openSignedIn } from './support/session';
import { waitForServiceWorkerControl } from './support/service-worker';

test.describe.configure({ timeout: 180_000 });

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element has a box').not.toBeNull();
  return box!;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The controls no message may cover, by name; the top bar's are measured before an editor hides them. */
async function editorControls(editor: SocialWorkEditor, topBar: Record<string, Box>) {
  const signer = editor.dialog.getByTestId('control-signer');
  return {
    ...topBar,
    GUARDAR: await boxOf(editor.dialog.getByRole('button', { name: 'GUARDAR', exact: true })),
    'el pie del firmante': await boxOf(signer.locator('..')),
    'Cerrar del editor': await boxOf(editor.dialog.getByRole('button', { name: 'Cerrar', exact: true })),
  };
}

/** The element painted at the centre of `target` is inside it (nothing is drawn over it there). */
async function expectOnTop(target: Locator) {
  const onTop = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop, 'the element at the centre of the message is inside it').toBe(true);
}

async function expectCoversNone(what: Locator, name: string, controls: Record<string, Box>) {
  const box = await boxOf(what);
  for (const [control, controlBox] of Object.entries(controls))
    expect(overlaps(box, controlBox), `${name} over ${control}`).toBe(false);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const { width, height } = page.viewportSize()!;
  const path = testInfo.outputPath(`${name}-${width}x${height}.png`);
  await page.screenshot({ path });
  await testInfo.attach(`${name}-${width}x${height}`, { path, contentType: 'image/png' });
}

async function openHistory(page: Page, history: SeededHistory) {
  const search = new PatientSearch(page);
  await search.chooseAndVerify(history.code, history.motherDocument.slice(-3));
  // The record loads first: seconds on a loaded two-core machine.
  await expect(search.verification).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
}

async function topBarControls(page: Page) {
  return {
    'el control de sincronización': await boxOf(page.getByTestId('sync-status')),
    'Cerrar Historia': await boxOf(page.getByRole('button', { name: 'Cerrar Historia' })),
  };
}

/** A message shown while `editor` is open: on top, and over none of the controls. */
async function expectMessageInEditor(
  message: Locator,
  editor: SocialWorkEditor,
  topBar: Record<string, Box>,
) {
  await expect(message).toBeVisible();
  // Mantine slides a message in: measure it where it stays.
  await message
    .page()
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectOnTop(message);
  await expectCoversNone(message, 'the message', await editorControls(editor, topBar));
}

for (const [index, viewport] of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
].entries()) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true });

    test('messages raised in the full-screen editors are on top and cover no control; so is the update banner', async ({
      page,
      faults,
    }, testInfo) => {
      const fresh = await seededHistory(page, 1940, 2 * index, [1]);
      const assessed = await seededHistory(page, 1940, 2 * index + 1, [1]);
      const session = await openSignedIn(page, 'trabajosocial', { path: '/socialwork', site: 1 });
      await waitForServiceWorkerControl(page);
      const v1 = new V1(page, session);
      await v1.post('/initial-assessment/commit', {
        historyId: assessed.id,
        signature: { ...v1.signature(), email: 'trabajosocial@canguro.demo' },
        ...completeInitialAssessment(),
      });
      const view = new SocialWorkView(page);

      // The initial assessment: "Riesgo nuevo agregado" while it is open.
      await openHistory(page, fresh);
      const topBar = await topBarControls(page);
      await page.getByRole('button', { name: 'Registrar Valoración Inicial' }).tap();
      const assessment = new SocialWorkEditor(page, 'Valoración Inicial');
      await waitForEditor(assessment);
      await assessment.table('Riesgos psicosociales').add('Agregar riesgo');
      const riskAdded = notification(page, 'success', 'Riesgo nuevo agregado');
      await expectMessageInEditor(riskAdded, assessment, topBar);
      await shoot(page, testInfo, 'assessment-message');
      await assessment.close();
      await expect(assessment.dialog).toBeHidden();

      // The evolution: "Actividad nueva agregado" while it is open.
      await openHistory(page, assessed);
      await expect(view.cards).toHaveCount(1);
      await view.timeline.getByRole('button', { name: 'Opciones' }).tap();
      await page.getByRole('menuitem', { name: 'Evolución' }).tap();
      const evolution = new SocialWorkEditor(page, 'Evolución');
      await waitForEditor(evolution);
      await evolution.table('Actividades').add('Agregar actividad');
      await expectMessageInEditor(
        notification(page, 'success', 'Actividad nueva agregado'),
        evolution,
        topBar,
      );
      await shoot(page, testInfo, 'evolution-message');

      // A new version arrives with the evolution open: its banner covers no control either.
      await page.evaluate(async () => {
        await navigator.serviceWorker.register('/service-worker.js?next', { scope: '/' });
      });
      const banner = page.getByRole('region', { name: 'Hay una nueva versión de Canguro' });
      await expect(banner).toBeVisible({ timeout: 30_000 });
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await expectCoversNone(banner, 'the banner', await editorControls(evolution, topBar));
      // A message raised now shows under the banner, on top, and covers neither it nor any control.
      await evolution.table('Actividades').add('Agregar actividad');
      const second = notification(page, 'success', 'Actividad nueva agregado').last();
      await expectMessageInEditor(second, evolution, {
        ...topBar,
        'el aviso de versión': await boxOf(banner),
      });
      await shoot(page, testInfo, 'update-banner-editor');
      await banner.getByRole('button', { name: 'Más tarde' }).tap();
      await expect(banner).toBeHidden();

      // The home visit: the server refuses its draft while it is open; the refusal's message, which stays
      // until closed, is on top of the editor.
      await evolution.close();
      await expect(evolution.dialog).toBeHidden();
      await faults.set({ failNext: { count: 1, status: 422, path: '^/v1/home-visit/stage$' } });
      await view.timeline.getByRole('button', { name: 'Opciones' }).tap();
      await page.getByRole('menuitem', { name: 'Visita Domiciliaria' }).tap();
      const visit = new SocialWorkEditor(page, 'Visita Domiciliaria');
      await waitForEditor(visit);
      await visit.answer('¿La familia da su consentimiento para la visita?', 'No');
      await visit.text('Observaciones', 'La familia pide otra fecha.');
      await expectMessageInEditor(notification(page, 'error', assessed.patientName), visit, topBar);
      await shoot(page, testInfo, 'home-visit-message');
    });
  });
}
