/**
 * The tables of rows on a tablet, portrait (768x1024) and landscape (1024x768), by touch, against the real
 * server (docs/ui-decisions.md "Tables on a tablet"): a family member added, edited and deleted; a report
 * to the external network and a subsidy; the rooms and psychosocial risks of the initial assessment and the
 * activities of an evolution, in their full-screen editors; the vaccination table framed by its host page.
 * Where a table lacks the width of its columns each row is a card with its actions in full: the page never
 * scrolls sideways, nothing inside it does either, and every action button lies within the viewport and is
 * at least 44 px high. Screenshots of each table at both sizes; axe on each screen.
 */
import { expect, test, type Frame, type Locator, type Page, type TestInfo } from '@playwright/test';
import { addDays, bogotaToday } from '../../server/seed/text';
import { bcgApplication, completeInitialAssessment, karenInit } from '../fixtures/bodies';
import { notification } from './pages/notifications';
import { PatientSearch } from './pages/patient-search';
import { SocialWorkEditor, SocialWorkView, waitForEditor } from './pages/social-work';
import { V1 } from './pages/timeline';
import { seriousViolations } from './support/axe';
import { E2E_PORT, HOST_PAGE_PORT } from './support/ports';
import { seededHistory, type SeededHistory } from './support/seeded-history';
import { apiSignIn, openSignedIn } from './support/session';

// Each test works on a history of its own (seededHistory) or only in its frame: they run on whichever
// workers are free, so this long file does not keep one worker busy at the end of the run.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

const TABLETS = [
  { name: 'portrait', width: 768, height: 1024 },
  { name: 'landscape', width: 1024, height: 768 },
] as const;

/** Nothing scrolls sideways: neither the page nor any scroll box in it (a table's, a dialog's). */
async function expectNoSidewaysScroll(page: Page | Frame) {
  const scrolled = await page.evaluate(() => {
    const width = window.innerWidth;
    const page = document.documentElement.scrollWidth > width ? ['page'] : [];
    const boxes = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const { overflowX } = getComputedStyle(element);
        return (
          (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => element.outerHTML.slice(0, 80));
    return [...page, ...boxes];
  });
  expect(scrolled).toEqual([]);
}

/** Each button lies across the viewport's width (wherever the page is scrolled to) and is a 44 px target. */
async function expectWithinViewport(page: Page, buttons: Locator[]) {
  const { width } = page.viewportSize()!;
  for (const button of buttons) {
    const box = await button.boundingBox();
    if (!box) throw new Error(`${String(button)} has no box`);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
}

/** How a table is drawn (src/ui/row-table/table-layout.ts): as cards unless said otherwise. */
async function expectCards(table: Locator, layout: 'cards' | 'table' = 'cards') {
  await expect(table.locator('xpath=ancestor::*[@data-layout][1]')).toHaveAttribute('data-layout', layout);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const { width, height } = page.viewportSize()!;
  const path = testInfo.outputPath(`${name}-${width}x${height}.png`);
  await page.screenshot({ path });
  await testInfo.attach(`${name}-${width}x${height}`, { path, contentType: 'image/png' });
}

/** A row's action buttons by their names ("Guardar Familiar 1"). */
const actions = (table: Locator, row: string, names: readonly string[]) =>
  names.map((name) => table.getByRole('button', { name: `${name} ${row}`, exact: true }));

async function openHistory(page: Page, history: SeededHistory) {
  const search = new PatientSearch(page);
  await search.chooseAndVerify(history.code, history.motherDocument.slice(-3));
  // Opening loads and stores the record: seconds on a loaded two-core machine.
  await expect(search.verification).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
}

/** The history's family members on the server. */
async function serverFamily(page: Page, historyId: string) {
  const { tokens } = await apiSignIn(page, 'trabajosocial');
  const answer = await page.request.get(`/v1/family-composition/hc/${historyId}`, {
    headers: { authorization: `Bearer ${tokens.access.token}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { familyMembers: Record<string, unknown>[] }).familyMembers;
}

/** Chooses an option of a Mantine select by touch. */
async function choose(page: Page, scope: Locator, label: string, option?: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).tap();
  const options = page.getByRole('option', option ? { name: option, exact: true } : {});
  await options.first().tap();
}

/** Types into a field after tapping it, as a finger and the on-screen keyboard would. */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.tap();
  await field.fill('');
  await page.keyboard.type(text);
}

for (const [index, tablet] of TABLETS.entries()) {
  test.describe(`on a tablet in ${tablet.name}, by touch`, () => {
    test.use({ viewport: { width: tablet.width, height: tablet.height }, hasTouch: true });

    test('the family composition and the additionals as cards: added, edited and deleted', async ({
      page,
    }, testInfo) => {
      const history = await seededHistory(page, 2200, 3 * (index + 2 * testInfo.retry), [1]);
      await openSignedIn(page, 'trabajosocial', { path: '/socialwork', site: 1 });
      await openHistory(page, history);
      const tab = (name: string) =>
        page
          .getByRole('tablist', { name: 'Secciones de trabajo social' })
          .getByRole('tab', { name, exact: true });

      // A family member: added, filled and kept by touch, on a card with its actions in full.
      await tab('Composición familiar').tap();
      await page.getByRole('button', { name: 'Agregar Familiar' }).tap();
      await expect(notification(page, 'success', 'Miembro nuevo agregado')).toBeVisible();
      const family = page.getByRole('table', { name: 'Composición familiar' });
      await expectCards(family);
      // Chromium's own accessibility tree still holds the table with its column headers and cells (it is
      // updated after the DOM: asked again until it has caught up).
      const cdp = await page.context().newCDPSession(page);
      const tableRoles = async () => {
        const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
          nodes: { role?: { value?: string }; name?: { value?: string } }[];
        };
        const named = (role: string, name: string) =>
          nodes.some((node) => node.role?.value === role && node.name?.value === name);
        return {
          table: named('table', 'Composición familiar'),
          header: named('columnheader', 'Parentesco'),
          cells: nodes.filter((node) => node.role?.value === 'cell').length >= 9,
        };
      };
      await expect.poll(tableRoles).toEqual({ table: true, header: true, cells: true });
      const editing = family.locator('[data-editing="true"]');
      await choose(page, editing, 'Parentesco', 'Padre');
      await typeInto(page, editing.getByLabel('Nombre', { exact: true }), 'Jorge Ramírez');
      await editing.getByLabel('Fecha de nacimiento', { exact: true }).fill('1995-03-14');
      await choose(page, editing, 'Escolaridad');
      await typeInto(page, editing.getByLabel('Ocupación', { exact: true }), 'Conductor');
      await editing
        .getByRole('group', { name: 'Vive con el niño' })
        .getByRole('button', { name: 'Sí' })
        .tap();
      await typeInto(page, editing.getByLabel('Observación', { exact: true }), 'Remisión a nutrición');
      await choose(page, editing, 'Estado', 'Activo');
      await expectNoSidewaysScroll(page);
      await expectWithinViewport(page, actions(family, 'Familiar 1', ['Guardar', 'Cancelar', 'Eliminar']));
      // The Estado field shows its whole value.
      await expect(editing.getByRole('combobox', { name: 'Estado' })).toHaveValue('Activo');
      await shoot(page, testInfo, 'family-editing');
      expect(await seriousViolations(page)).toEqual([]);
      await family.getByRole('button', { name: 'Guardar Familiar 1' }).tap();
      await expect(notification(page, 'success', 'Familiar guardado correctamente')).toBeVisible();
      await expect(family.locator('[data-editing="true"]')).toHaveCount(0);
      await expect(family.getByTestId('editable-row')).toContainText('Jorge Ramírez');

      // Edited in place: Editar, a new occupation, Guardar.
      await family.getByRole('button', { name: 'Editar Familiar 1' }).tap();
      await typeInto(page, editing.getByLabel('Ocupación', { exact: true }), 'Mensajero');
      await family.getByRole('button', { name: 'Guardar Familiar 1' }).tap();
      await expect(family.locator('[data-editing="true"]')).toHaveCount(0);
      await expect(family.getByTestId('editable-row')).toContainText('Mensajero');
      await expectNoSidewaysScroll(page);
      await expectWithinViewport(page, actions(family, 'Familiar 1', ['Editar', 'Eliminar']));
      await shoot(page, testInfo, 'family');
      expect(await seriousViolations(page)).toEqual([]);
      await expect
        .poll(async () => (await serverFamily(page, history.id))[0]?.occupation, {
          timeout: 30_000,
        })
        .toBe('Mensajero');

      // Deleted: the empty state, and nothing left on the server.
      await family.getByRole('button', { name: 'Eliminar Familiar 1' }).tap();
      await expect(notification(page, 'success', 'Familiar eliminado')).toBeVisible();
      await expect(page.getByText('No hay familiares registrados.')).toBeVisible();
      await expect
        .poll(async () => (await serverFamily(page, history.id)).length, {
          timeout: 30_000,
        })
        .toBe(0);

      // Adicionales: a report to the external network and a subsidy, each a card.
      await tab('Adicionales').tap();
      await page.getByRole('button', { name: 'Agregar Reporte a Red Externa' }).tap();
      await expect(notification(page, 'success', 'Reporte nuevo agregado')).toBeVisible();
      const reports = page.getByRole('table', { name: 'Reportes Red Externa' });
      await expectCards(reports);
      await typeInto(page, reports.getByLabel('Radicado', { exact: true }), 'RAD-2026-0147');
      await reports.getByLabel('Fecha', { exact: true }).fill('2026-11-02');
      await choose(page, reports, 'Entidad');
      await typeInto(page, reports.getByLabel('Observaciones', { exact: true }), 'Seguimiento por ICBF');
      await reports.getByRole('button', { name: 'Guardar Reporte 1' }).tap();
      await expect(notification(page, 'success', 'reporte guardado correctamente')).toBeVisible();
      await page.getByRole('button', { name: 'Agregar Subsidio' }).tap();
      const subsidies = page.getByRole('table', { name: 'Subsidios' });
      await expectCards(subsidies);
      await subsidies.getByLabel('Fecha', { exact: true }).fill('2026-11-03');
      await choose(page, subsidies, 'Tipo');
      await expectNoSidewaysScroll(page);
      await expectWithinViewport(page, [
        ...actions(reports, 'Reporte 1', ['Editar', 'Eliminar']),
        ...actions(subsidies, 'Subsidio 1', ['Guardar', 'Cancelar', 'Eliminar']),
      ]);
      await shoot(page, testInfo, 'additionals');
      expect(await seriousViolations(page)).toEqual([]);
      await subsidies.getByRole('button', { name: 'Guardar Subsidio 1' }).tap();
      await expect(notification(page, 'success', 'Subsidio guardado correctamente')).toBeVisible();
      await expect(reports.getByTestId('editable-row')).toContainText('RAD-2026-0147');
    });

    test('the rooms and risks of the initial assessment, in its full-screen editor', async ({
      page,
    }, testInfo) => {
      const history = await seededHistory(page, 2200, 3 * (index + 2 * testInfo.retry) + 1, [1]);
      await openSignedIn(page, 'trabajosocial', { path: '/socialwork', site: 1 });
      await openHistory(page, history);

      // The initial assessment: a room and a risk, each a card inside the full-screen editor.
      await page.getByRole('button', { name: 'Registrar Valoración Inicial' }).tap();
      const assessment = new SocialWorkEditor(page, 'Valoración Inicial');
      await waitForEditor(assessment);
      const rooms = assessment.dialog.getByRole('table', { name: 'Habitaciones' });
      await assessment.dialog.getByRole('button', { name: 'Agregar habitación' }).tap();
      const room = rooms.locator('[data-editing="true"]');
      await typeInto(page, room.getByLabel('Habitación', { exact: true }), 'Habitación principal');
      await typeInto(page, room.getByLabel('Personas', { exact: true }), '3');
      await typeInto(page, room.getByLabel('Camas', { exact: true }), '2');
      await typeInto(page, room.getByLabel('Observaciones', { exact: true }), 'Ventilada, con ventana');
      await expectCards(rooms);
      await expectNoSidewaysScroll(page);
      await expectWithinViewport(page, actions(rooms, 'Habitación 1', ['Guardar', 'Cancelar', 'Eliminar']));
      await shoot(page, testInfo, 'rooms-editing');
      await rooms.getByRole('button', { name: 'Guardar Habitación 1' }).tap();
      await expect(rooms.locator('[data-editing="true"]')).toHaveCount(0);
      await expect(rooms.getByTestId('editable-row')).toContainText('Habitación principal');

      const risks = assessment.dialog.getByRole('table', { name: 'Riesgos psicosociales' });
      await assessment.dialog.getByRole('button', { name: 'Agregar riesgo' }).tap();
      await expect(notification(page, 'success', 'Riesgo nuevo agregado')).toBeVisible();
      const risk = risks.locator('[data-editing="true"]');
      await risk.getByLabel('Fecha', { exact: true }).fill('2026-11-20');
      await typeInto(page, risk.getByLabel('Acción', { exact: true }), 'Remitir a comisaría de familia');
      await expectCards(risks);
      await expectNoSidewaysScroll(page);
      await expectWithinViewport(page, actions(risks, 'Riesgo 1', ['Guardar', 'Cancelar', 'Eliminar']));
      await risks.scrollIntoViewIfNeeded();
      await shoot(page, testInfo, 'risks-editing');
      expect(await seriousViolations(page)).toEqual([]);
      // Deleted again: the assessment is left unsaved.
      await risks.getByRole('button', { name: 'Eliminar Riesgo 1' }).tap();
      await expect(assessment.dialog.getByText('No hay riesgos psicosociales registrados.')).toBeVisible();
      await assessment.dialog.getByRole('button', { name: 'Cerrar' }).tap();
      await expect(assessment.dialog).toBeHidden();
    });

    test('the activities of an evolution, in its full-screen editor', async ({ page }, testInfo) => {
      const history = await seededHistory(page, 2200, 3 * (index + 2 * testInfo.retry) + 2, [1]);
      const session = await openSignedIn(page, 'trabajosocial', { path: '/socialwork', site: 1 });
      // An initial assessment made earlier (through /v1): the timeline then offers the evolution.
      const v1 = new V1(page, session);
      await v1.post('/initial-assessment/commit', {
        historyId: history.id,
        signature: { ...v1.signature(), email: 'trabajosocial@canguro.demo' },
        ...completeInitialAssessment(),
      });
      await openHistory(page, history);
      const view = new SocialWorkView(page);
      await expect(view.cards).toHaveCount(1);
      await view.timeline.getByRole('button', { name: 'Opciones' }).tap();
      await page.getByRole('menuitem', { name: 'Evolución' }).tap();
      const evolution = new SocialWorkEditor(page, 'Evolución');
      await waitForEditor(evolution);
      const activities = evolution.dialog.getByRole('table', { name: 'Actividades' });
      await evolution.dialog.getByRole('button', { name: 'Agregar actividad' }).tap();
      await expect(notification(page, 'success', 'Actividad nueva agregado')).toBeVisible();
      const activity = activities.locator('[data-editing="true"]');
      await typeInto(
        page,
        activity.getByLabel('Actividad', { exact: true }),
        'Gestionar subsidio de transporte',
      );
      await activity.getByRole('group', { name: 'Realizada' }).getByRole('button', { name: 'No' }).tap();
      await expectCards(activities);
      await expectNoSidewaysScroll(page);
      await expectWithinViewport(
        page,
        actions(activities, 'Actividad 1', ['Guardar', 'Cancelar', 'Eliminar']),
      );
      await activities.scrollIntoViewIfNeeded();
      await shoot(page, testInfo, 'activities-editing');
      expect(await seriousViolations(page)).toEqual([]);
      await activities.getByRole('button', { name: 'Guardar Actividad 1' }).tap();
      await expect(notification(page, 'success', 'Actividad guardada correctamente')).toBeVisible();
      await expect(activities.getByTestId('editable-row')).toContainText('Gestionar subsidio de transporte');
      await expectWithinViewport(page, actions(activities, 'Actividad 1', ['Editar', 'Eliminar']));

      // A second activity; once both are on the server (behind the evolution's first autosave, which
      // their sourceId names), both are deleted offline, one after the other: each queued DELETE names its
      // activity's id and the evolution (a local id until then), and the server ends with none.
      await typeInto(page, evolution.dialog.getByLabel('Objetivo', { exact: true }), 'Acompañar el ingreso.');
      await evolution.dialog.getByRole('button', { name: 'Agregar actividad' }).tap();
      const second = activities.locator('[data-editing="true"]');
      await typeInto(page, second.getByLabel('Actividad', { exact: true }), 'Visita de seguimiento');
      await second.getByRole('group', { name: 'Realizada' }).getByRole('button', { name: 'Sí' }).tap();
      await activities.getByRole('button', { name: 'Guardar Actividad 2' }).tap();
      type Group = { records: { name: string | null }[] };
      const serverNames = async () =>
        (await v1.get<Group[]>(`/social-work-activity/hc/${history.id}`)).flatMap((g) =>
          g.records.map((r) => r.name),
        );
      await expect
        .poll(serverNames, { timeout: 30_000 })
        .toEqual(['Gestionar subsidio de transporte', 'Visita de seguimiento']);
      await page.context().setOffline(true);
      await activities.getByRole('button', { name: 'Eliminar Actividad 1' }).tap();
      await expect(activities.getByTestId('editable-row')).toHaveCount(1);
      await expect(activities.getByTestId('editable-row')).toContainText('Visita de seguimiento');
      await activities.getByRole('button', { name: 'Eliminar Actividad 1' }).tap();
      await expect(evolution.dialog.getByText('No hay actividades registradas.')).toBeVisible();
      await expect(activities.getByTestId('editable-row')).toHaveCount(0);
      await page.context().setOffline(false);
      await expect.poll(serverNames, { timeout: 30_000 }).toEqual([]);
    });

    test('the vaccination table framed by its host page, a cell edited by touch', async ({
      page,
    }, testInfo) => {
      const today = bogotaToday();
      const [y, m, d] = today.split('-').map(Number) as [number, number, number];
      // Two months and three days old: the 2-month doses are due today.
      const birthDate = addDays(new Date(Date.UTC(y, m - 3, Math.min(d, 28))).toISOString().slice(0, 10), -3);
      const session = await apiSignIn(page, 'admin');
      const list = await page.request.get('/v1/hc/list?search=CNG-000002', {
        headers: { authorization: `Bearer ${session.tokens.access.token}` },
      });
      const record = ((await list.json()) as { results: { id: string }[] }).results[0]!;
      const query = new URLSearchParams({
        api_key: 'canguro-demo-api-key',
        auth_token: session.tokens.access.token,
        enabled: 'true',
      });
      const address = `http://localhost:${E2E_PORT}/external-views/vaccination/hc/${record.id}?${query.toString()}`;
      await page.goto(`http://localhost:${HOST_PAGE_PORT}/host.html?frame=${encodeURIComponent(address)}`);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received.length))
        .toBeGreaterThan(0);
      await page.evaluate(
        (message) => (window as unknown as { sendToFrame: (m: unknown) => void }).sendToFrame(message),
        karenInit(birthDate, { applications: [bcgApplication(birthDate, 'Brazo derecho')] }),
      );
      const view = page.frameLocator('#vacunas');
      const table = view.getByRole('table');
      await expect(view.locator('tr[data-vaccine="BCG"]')).toContainText('Aplicada · Regular');
      // The frame is the window's width: short of 900 px in portrait, a table in landscape.
      await expectCards(table, tablet.width < 900 ? 'cards' : 'table');

      const frame = page.frames().find((f) => f.url().includes('/external-views/vaccination/'))!;
      await expectNoSidewaysScroll(frame);
      await expectNoSidewaysScroll(page);
      const dpt = view.getByRole('button', { name: /^DPT, nuevas aplicaciones/ });
      await expectWithinViewport(page, [dpt, view.getByRole('button', { name: 'CONTINUAR' })]);
      await shoot(page, testInfo, 'vaccination');
      expect(await seriousViolations(page)).toEqual([]);

      await dpt.tap();
      const dialog = view.getByRole('dialog');
      const applied = dialog.getByRole('button', { name: 'Aplicada', exact: true });
      await applied.tap();
      // Checked at once: a tap that did not take fails here, not after the test's whole timeout.
      await expect(applied).toHaveAttribute('aria-pressed', 'true');
      await dialog.getByRole('button', { name: 'Otro prestador' }).tap();
      await dialog.getByRole('button', { name: 'Acelular' }).tap();
      await dialog.getByRole('button', { name: 'Hoy' }).tap();
      await dialog.getByRole('button', { name: 'Cerrar' }).last().tap();
      await expect(view.locator('tr[data-vaccine="DPT"] td[data-colour]').last()).toHaveAttribute(
        'data-colour',
        'success',
      );
      await expectNoSidewaysScroll(frame);
      await view.locator('tr[data-vaccine="DPT"]').scrollIntoViewIfNeeded();
      await shoot(page, testInfo, 'vaccination-edited');
    });
  });
}
