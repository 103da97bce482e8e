/**
 * The social-work module (spec 001 §1–§5) in Chromium against the real server, as a social worker on a
 * home visit: the view and its tabs; with no network, an initial assessment (two rooms, one psychosocial
 * risk), an evolution with two activities (one an edit of an earlier evolution's activity, which becomes
 * this evolution's copy) and a home visit with consent (rejected consent asks only the observations);
 * still there after a reload offline; on the server exactly once each after reconnecting, the rows naming
 * their documents' server ids, no Idempotency-Key executed twice. A refused GUARDAR brings the first
 * invalid field into focus with its Spanish message, and the GUARDAR of the long form stays in view. On a
 * tablet in landscape, by touch: a home visit with consent rejected, saved with its observations alone.
 */
import { expect, test, type Page } from '@playwright/test';
import { notification } from './pages/notifications';
import { PatientSearch } from './pages/patient-search';
import { SocialWorkEditor, SocialWorkView, waitForEditor } from './pages/social-work';
import { V1 } from './pages/timeline';
import { completeInitialAssessment } from '../fixtures/bodies';
import { seriousViolations } from './support/axe';
import { readTable, userDbName } from './support/outbox-idb';
import { seededHistory, type SeededHistory } from './support/seeded-history';
import { apiSignIn, openSignedIn } from './support/session';
import { waitForServiceWorkerControl } from './support/service-worker';

test.describe.configure({ timeout: 180_000 });

/** Waits until the user's database holds a record (a catalogue the forms read offline). */
async function waitForRecord(page: Page, dbName: string, key: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ([name, recordKey]) => {
            const db = await new Promise<IDBDatabase>((resolve, reject) => {
              const request = indexedDB.open(name);
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => reject(new Error(String(request.error)));
            });
            try {
              return await new Promise<number>((resolve, reject) => {
                const request = db.transaction('records').objectStore('records').count(recordKey);
                request.onsuccess = () => resolve(request.result);
                request.onerror = () => reject(new Error(String(request.error)));
              });
            } finally {
              db.close();
            }
          },
          [dbName, key] as const,
        ),
      { timeout: 30_000 },
    )
    .toBe(1);
}

async function openHistory(page: Page, history: SeededHistory) {
  await new PatientSearch(page).openHistory(history.code, history.motherDocument.slice(-3));
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
}

async function serverList(page: Page, kind: string, historyId: string) {
  const { tokens } = await apiSignIn(page, 'trabajosocial');
  const answer = await page.request.get(`/v1/${kind}/hc/${historyId}`, {
    headers: { authorization: `Bearer ${tokens.access.token}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Record<string, unknown>[];
}

/** The dwelling's services, asked by the initial assessment and the home visit alike. */
const SERVICES = [
  'Acueducto',
  'Alcantarillado',
  'Teléfono',
  'Internet',
  'Energía eléctrica',
  'Gas',
  'Recolección de basuras',
];

/** Every required answer of an initial assessment (spec 001 §5), with two rooms. */
async function fillInitialAssessment(editor: SocialWorkEditor, marker: string) {
  const { dialog } = editor;
  await dialog.getByRole('checkbox', { name: 'Ninguna' }).check();
  for (const select of [
    'Tipología familiar',
    'Ingresos familiares',
    'Tipo de vivienda',
    'Tenencia de la vivienda',
    'Estrato socioeconómico',
    'Aseo',
    'Iluminación',
    'Ventilación',
    'Vías de acceso',
    'Método de planificación familiar',
    'Concepto profesional (riesgo social)',
  ])
    await editor.chooseFirst(select);
  await dialog.getByLabel('Miembros que trabajan', { exact: true }).fill('2');
  for (const service of [...SERVICES, '¿El padre apoya en la crianza?']) await editor.answer(service, 'Sí');
  for (const question of [
    '¿Tienen mascotas?',
    '¿La madre consume sustancias psicoactivas?',
    '¿La madre consume alcohol?',
    '¿La madre tiene antecedentes en el ICBF?',
    '¿La madre ha vivido violencia?',
    '¿La madre pensó en interrumpir el embarazo?',
    '¿La madre pensó en dar al bebé en adopción?',
    '¿El padre consume sustancias psicoactivas?',
    '¿El padre consume alcohol?',
    '¿El padre tiene antecedentes en el ICBF?',
    '¿El padre ha ejercido o vivido violencia?',
    '¿El padre pensó en interrumpir el embarazo?',
    '¿El padre pensó en dar al bebé en adopción?',
    '¿Es candidato a visita domiciliaria?',
  ])
    await editor.answer(question, 'No');
  await editor.text('Red de apoyo', 'Abuela materna y una vecina.');
  // Each text is the one control of a form of its own in the browser, so that autofill does not read the
  // document's hundred controls on every keystroke (src/ui/inputs/counted-textarea.tsx).
  expect(
    await dialog
      .getByLabel('Red de apoyo', { exact: true })
      .evaluate((field: HTMLTextAreaElement) => field.form?.elements.length),
  ).toBe(1);
  // Its border takes the focus colour at once: no fade to restyle and repaint under the first keys typed.
  expect(
    await dialog
      .getByLabel('Red de apoyo', { exact: true })
      .evaluate((field) => getComputedStyle(field).transitionDuration),
  ).toBe('0s');
  await editor.text('Relación con la pareja y la familia', 'Buena comunicación.');
  await editor.text('Proyecto de vida', 'Terminar el bachillerato.');
  await editor.text('¿Qué piensan los padres del bebé?', 'Lo esperaban con ilusión.');
  await editor.text('Plan de manejo', marker);
  await editor.text('Factores protectores', 'Red familiar presente.');
  await addRooms(editor, ['Habitación principal', 'Habitación de la abuela'], 'Ventilada');
}

/** Rooms on the row table: each added, filled and kept with its Guardar. */
async function addRooms(editor: SocialWorkEditor, names: string[], observation: string) {
  const rooms = editor.table('Habitaciones');
  for (const [index, room] of names.entries()) {
    await rooms.add('Agregar habitación');
    await rooms.input('Habitación').fill(room);
    await rooms.input('Personas').fill('2');
    await rooms.input('Camas').fill('1');
    await rooms.input('Observaciones').fill(observation);
    await rooms.button('Guardar', `Habitación ${index + 1}`).click();
    await expect(rooms.rows.nth(index)).not.toHaveAttribute('data-editing', 'true');
  }
  await expect(rooms.rows).toHaveCount(names.length);
}

/** Every required answer of a home visit with consent (spec 001 §5), with one room. */
async function fillHomeVisit(editor: SocialWorkEditor) {
  await editor.text('Objetivo', 'Conocer la vivienda y la red de apoyo.');
  for (const select of [
    'Tipo de vivienda',
    'Tenencia de la vivienda',
    'Estrato socioeconómico',
    'Aseo',
    'Iluminación',
    'Ventilación',
    'Vías de acceso',
  ])
    await editor.chooseFirst(select);
  await addRooms(editor, ['Habitación de los padres'], '');
  await editor.text('¿Quién duerme con el bebé?', 'La madre.');
  for (const service of [
    ...SERVICES,
    '¿Los padres le hablan al bebé?',
    '¿La madre responde a las señales del bebé?',
    '¿La madre le nombra las cosas al bebé?',
    '¿Hay libros o cuentos para el bebé?',
  ])
    await editor.answer(service, 'Sí');
  for (const question of [
    '¿Tienen mascotas?',
    '¿Hay fumadores en la casa?',
    '¿Ha consultado al médico desde la última visita?',
    '¿Hay antecedentes de enfermedad mental en la madre?',
    '¿Recibe una estimulación adecuada?',
  ])
    await editor.answer(question, 'No');
  for (const question of [
    '¿Conoce el Programa Madre Canguro?',
    '¿Sabe para qué sirve el programa?',
    '¿Realiza la posición canguro?',
    '¿Usa biberón o chupo?',
  ]) {
    await editor.answer(question, 'Sí');
    await editor.text(`Comentario: ${question}`, 'Lo explica con sus palabras.');
  }
  await editor.text('¿Quién permanece con el bebé?', 'La abuela.');
  await editor.text('¿Reconoce los cambios de color del bebé?', 'Sí, lo ha visto morado.');
  await editor.text('¿Conoce los signos de alarma?', 'Fiebre y no comer.');
  await editor.text('¿Qué hace en caso de emergencia?', 'Va a urgencias.');
  await editor.text('¿Conoce la red de servicios?', 'La EPS y el hospital.');
  await editor.text('Observaciones', 'Visita sin novedades.');
}

/** An activity written online by an earlier evolution of the history (through /v1, as another device). */
async function earlierActivity(page: Page, historyId: string, name: string) {
  const { tokens, user } = await apiSignIn(page, 'trabajosocial');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = () => ({
    authorization: `Bearer ${tokens.access.token}`,
    'x-xsrf-token': xsrf,
    'idempotency-key': crypto.randomUUID(),
  });
  const signature = { id: user.id, name: user.name, email: 'trabajosocial@canguro.demo' };
  const earlierEvolution = crypto.randomUUID();
  const opened = await page.request.post(`/v1/social-work-activity/hc/${historyId}`, {
    headers: headers(),
    data: {
      historyId,
      recordDate: '2026-10-01',
      sourceId: earlierEvolution,
      sourceType: 'SocialWorkEvolution',
      signature,
    },
  });
  expect(opened.ok()).toBe(true);
  const { id, records } = (await opened.json()) as { id: string; records: { _id: string }[] };
  const filled = await page.request.put(`/v1/social-work-activity/${id}/${records[0]!._id}`, {
    headers: headers(),
    data: { name, completed: false, observation: 'Pendiente', signature },
  });
  expect(filled.ok()).toBe(true);
  return { groupId: id, earlierEvolution };
}

/**
 * The nth history of site 1 these tests write to, one set per attempt: an attempt leaves its documents and
 * rows on the server, and a retry that opened the same history would find them (two activities for one).
 */
const historyOfAttempt = (page: Page, nth: number, retry: number) =>
  seededHistory(page, 900 + 20 * retry, nth, [1]);

test('a social worker offline: initial assessment, evolution and home visit, once each on the server', async ({
  page,
  context,
}, testInfo) => {
  const history = await historyOfAttempt(page, 0, testInfo.retry);
  const earlier = await earlierActivity(page, history.id, 'Solicitar cita con la EPS');
  const session = await openSignedIn(page, 'trabajosocial', { path: '/socialwork', site: 1 });
  await waitForServiceWorkerControl(page);
  await openHistory(page, history);
  const view = new SocialWorkView(page);
  await expect(view.tab('Evoluciones')).toHaveAttribute('aria-selected', 'true');
  const dbName = userDbName(session.user.id);
  await waitForRecord(page, dbName, 'catalogue:parameters:RiesgoSocial');
  await waitForRecord(page, dbName, `basic-data:social-work:${history.id}`);
  await waitForRecord(page, dbName, `rows:social-work-activity:${history.id}`);
  await expect(page.getByRole('button', { name: 'Registrar Valoración Inicial' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // On the visit: no network.
  await context.setOffline(true);
  const marker = `plan ${crypto.randomUUID()}`;
  await page.getByRole('button', { name: 'Registrar Valoración Inicial' }).click();
  const assessment = new SocialWorkEditor(page, 'Valoración Inicial');
  await waitForEditor(assessment);
  await expect(assessment.dialog.getByTestId('basic-data-panel')).toContainText(history.motherName);
  await fillInitialAssessment(assessment, marker);
  // One psychosocial risk: added, filled and kept (its POST names the assessment's local id).
  const risks = assessment.table('Riesgos psicosociales');
  await risks.add('Agregar riesgo');
  await expect(notification(page, 'success', 'Riesgo nuevo agregado')).toBeVisible();
  await risks.button('Guardar', 'Riesgo 1').click();
  await expect(risks.table.getByText('Este valor es obligatorio')).toHaveCount(2);
  await risks.input('Fecha').fill('2026-11-20');
  await risks.input('Acción').fill('Remitir a comisaría de familia');
  await risks.button('Guardar', 'Riesgo 1').click();
  await expect(notification(page, 'success', 'riesgo guardado correctamente')).toBeVisible();
  await expect(risks.rows.first()).toContainText('Remitir a comisaría de familia');
  await assessment.save();
  await expect(assessment.dialog).toBeHidden();
  await expect(notification(page, 'success', 'Valoración inicial guardada correctamente')).toBeVisible();
  await expect(view.cards.filter({ hasText: marker }).getByTestId('document-pending')).toBeVisible();

  // The page scrolled a little: under the full-screen editor it is not drawn, and keeps its height and
  // place (src/ui/cover/page-behind.ts). The messages gone first: over Opciones, the click would scroll.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 120));
  const place = () =>
    page.evaluate(() => ({ y: window.scrollY, height: document.documentElement.scrollHeight }));
  const before = await place();
  expect(before.y).toBe(120);
  await view.openOption('Evolución');
  const evolution = new SocialWorkEditor(page, 'Evolución');
  await waitForEditor(evolution);
  await expect(page.locator('#root')).toHaveAttribute('data-behind-editor', '');
  await expect(view.cards.first()).toBeHidden();
  expect(await place()).toEqual(before);
  await evolution.text('Objetivo', 'Acompañar el ingreso al programa.');
  // A text of many lines: the field grows to show it whole, and its counter stays under it (the box around
  // the field lays out alone: src/ui/inputs/own-layout.ts).
  const diagnosis = evolution.dialog.getByLabel('Diagnóstico social', { exact: true });
  const emptyHeight = (await diagnosis.boundingBox())!.height;
  await evolution.text('Diagnóstico social', 'Familia con red de apoyo. '.repeat(12));
  await expect.poll(async () => (await diagnosis.boundingBox())!.height).toBeGreaterThan(emptyHeight + 10);
  expect(await diagnosis.evaluate((field) => field.scrollHeight <= field.clientHeight)).toBe(true);
  const counterId = (await diagnosis.getAttribute('aria-describedby'))!.split(' ')[0]!;
  const field = (await diagnosis.boundingBox())!;
  const counter = (await page.locator(`[id="${counterId}"]`).boundingBox())!;
  expect(counter.y).toBeGreaterThanOrEqual(field.y + field.height - 0.5);
  await evolution.text('Plan de manejo', 'Visita en un mes.');
  // The earlier evolution's activity: editable, not deletable here; saving it makes this evolution's copy.
  const activities = evolution.table('Actividades');
  await expect(activities.rows).toHaveCount(1);
  await expect(activities.rows.first()).toContainText('Solicitar cita con la EPS');
  await expect(activities.button('Eliminar', 'Actividad 1')).toHaveCount(0);
  await activities.button('Editar', 'Actividad 1').click();
  await expect(activities.button('No hay cambios', 'Actividad 1')).toBeDisabled();
  await activities.answer('Realizada', 'Sí');
  await activities.button('Guardar', 'Actividad 1').click();
  await expect(notification(page, 'success', 'Actividad guardada correctamente')).toBeVisible();
  await expect(activities.button('Eliminar', 'Actividad 1')).toBeVisible();
  // A new activity of this evolution.
  await activities.add('Agregar actividad');
  await expect(notification(page, 'success', 'Actividad nueva agregado')).toBeVisible();
  await activities.input('Actividad').fill('Gestionar subsidio de transporte');
  await activities.answer('Realizada', 'No');
  await activities.button('Guardar', 'Actividad 2').click();
  await expect(activities.rows).toHaveCount(2);
  await expect(activities.rows.nth(1)).not.toHaveAttribute('data-editing', 'true');
  await evolution.answer('Remisión a especialidad', 'No');
  expect(await seriousViolations(page)).toEqual([]);
  await evolution.save();
  await expect(evolution.dialog).toBeHidden();
  await expect(notification(page, 'success', 'Evolución guardada correctamente')).toBeVisible();

  await view.openOption('Visita Domiciliaria');
  const visit = new SocialWorkEditor(page, 'Visita Domiciliaria');
  await waitForEditor(visit);
  await expect(visit.dialog.getByText('Consentimiento informado para la visita domiciliaria')).toBeVisible();
  // Rejected consent asks only the observations...
  await visit.answer('¿La familia da su consentimiento para la visita?', 'No');
  await expect(visit.dialog.getByLabel('Observaciones', { exact: true })).toBeVisible();
  await expect(visit.dialog.getByLabel('Objetivo', { exact: true })).toHaveCount(0);
  // ...accepted opens the full form.
  await visit.answer('¿La familia da su consentimiento para la visita?', 'Sí');
  await expect(visit.dialog.getByRole('group', { name: '¿Realiza la posición canguro?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await fillHomeVisit(visit);
  await visit.save();
  await expect(visit.dialog).toBeHidden();
  await expect(notification(page, 'success', 'Valoración inicial guardada correctamente')).toBeVisible();
  await expect(view.cards).toHaveCount(3);

  // A reload with no network: everything is still there (the address keeps the patient and the tab).
  await page.reload();
  await expect(view.tab('Evoluciones')).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
  await expect(view.cards).toHaveCount(3);
  await expect(view.cards.filter({ hasText: marker })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const entries = await readTable<{ idempotencyKey: string; op: string }>(page, dbName, 'outbox');
  expect(entries.length).toBeGreaterThanOrEqual(3);

  // Back online: each document reaches the server once, by itself.
  await context.setOffline(false);
  await expect(page.getByTestId('document-pending')).toHaveCount(0, { timeout: 60_000 });
  await expect.poll(async () => (await serverList(page, 'initial-assessment', history.id)).length).toBe(1);
  const [saved] = await serverList(page, 'initial-assessment', history.id);
  expect(saved).toMatchObject({ status: 'committed', managementPlan: marker });
  expect(saved!.rooms).toHaveLength(2);
  expect(await serverList(page, 'social-work-evolution', history.id)).toHaveLength(1);
  const visits = await serverList(page, 'home-visit', history.id);
  expect(visits).toHaveLength(1);
  expect(visits[0]).toMatchObject({ signedConsent: true, status: 'committed' });
  expect(visits[0]!.rooms).toHaveLength(1);

  // The rows name the documents' server ids: the risk its assessment, the activities their evolution.
  const [evolutionSaved] = await serverList(page, 'social-work-evolution', history.id);
  const serverRisks = await serverList(page, 'psychosocial-risk', history.id);
  expect(serverRisks).toHaveLength(1);
  expect(serverRisks[0]).toMatchObject({
    sourceId: saved!.id,
    sourceType: 'InitialAssessment',
    assessmentDate: '2026-11-20',
    action: 'Remitir a comisaría de familia',
  });
  const groups = await serverList(page, 'social-work-activity', history.id);
  expect(groups).toHaveLength(2);
  const earlierGroup = groups.find((group) => group.id === earlier.groupId)!;
  expect(earlierGroup.records).toMatchObject([
    { name: 'Solicitar cita con la EPS', completed: false, sourceId: earlier.earlierEvolution },
    { name: 'Solicitar cita con la EPS', completed: true, sourceId: evolutionSaved!.id },
  ]);
  const newGroup = groups.find((group) => group.id !== earlier.groupId)!;
  expect(newGroup.records).toMatchObject([
    { name: 'Gestionar subsidio de transporte', completed: false, sourceId: evolutionSaved!.id },
  ]);

  const stats = (await (await page.request.get('/v1/__test/stats')).json()) as {
    requests: { status: number; idempotencyKey: string | null; replay: boolean }[];
  };
  for (const entry of entries) {
    const executed = stats.requests.filter(
      (r) => r.idempotencyKey === entry.idempotencyKey && r.status < 300 && !r.replay,
    );
    expect(executed.length).toBeLessThanOrEqual(1);
  }
});

test('a refused GUARDAR focuses the first invalid field; an editor left open reopens after a reload', async ({
  page,
}, testInfo) => {
  const history = await historyOfAttempt(page, 1, testInfo.retry);
  await openSignedIn(page, 'trabajosocial', { path: '/socialwork', site: 1 });
  await openHistory(page, history);
  const view = new SocialWorkView(page);
  await page.getByRole('button', { name: 'Registrar Valoración Inicial' }).click();
  const assessment = new SocialWorkEditor(page, 'Valoración Inicial');
  await waitForEditor(assessment);
  // The Sisbén group offers its own subgroups: group 1 (A) has five.
  await assessment.chooseFirst('Grupo Sisbén');
  await assessment.dialog
    .getByRole('textbox', { name: 'Subgrupo Sisbén', exact: true })
    .or(assessment.dialog.getByRole('combobox', { name: 'Subgrupo Sisbén', exact: true }))
    .click();
  await expect(page.getByRole('option')).toHaveCount(5);
  await page.keyboard.press('Escape');

  await assessment.save();
  await expect(assessment.dialog).toBeVisible();
  await expect(assessment.dialog.getByText('Por favor seleccione una opción').first()).toBeVisible();
  // The first invalid field has the focus, and what was typed is kept.
  await expect(
    assessment.dialog.locator('[aria-invalid="true"]:focus, [data-invalid="true"] :focus'),
  ).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 768, height: 1024 });
  // The long form scrolled to its end: GUARDAR (the sticky left column) is still on screen.
  await assessment.dialog.getByLabel('Factores protectores', { exact: true }).scrollIntoViewIfNeeded();
  await expect(assessment.dialog.getByRole('button', { name: 'GUARDAR' })).toBeInViewport();
  await testInfo.attach('initial-assessment-768x1024', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await testInfo.attach('initial-assessment-1440x900', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  // Left open with a change: a reload reopens it on its draft; X then discards and says so.
  await assessment.text('Observación inicial', 'Primera entrevista.');
  await expect(assessment.dialog.getByTestId('autosave-state')).toHaveAttribute(
    'data-state',
    /saved-on-device|pending-sync/,
  );
  await page.reload();
  // The address keeps the patient: the editor reopens on it without a tap in the sidebar.
  await expect(assessment.dialog).toBeVisible({ timeout: 20_000 });
  await expect(assessment.dialog.getByLabel('Observación inicial', { exact: true })).toHaveValue(
    'Primera entrevista.',
  );
  await assessment.close();
  await expect(assessment.dialog).toBeHidden();
  await expect(
    notification(page, 'success', 'Se descartaron los cambios en el borrador de la valoración inicial'),
  ).toBeVisible();
  await expect(view.cards).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Registrar Valoración Inicial' })).toBeVisible();
});

test.describe('on a tablet held in landscape, by touch', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('a home visit with consent rejected asks only the observations, and reaches the server so', async ({
    page,
  }, testInfo) => {
    const history = await historyOfAttempt(page, 2, testInfo.retry);
    const session = await openSignedIn(page, 'trabajosocial', { path: '/socialwork', site: 1 });
    // An initial assessment made earlier (through /v1): the timeline then offers the other documents.
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
    await page.getByRole('menuitem', { name: 'Visita Domiciliaria' }).tap();
    const visit = new SocialWorkEditor(page, 'Visita Domiciliaria');
    await waitForEditor(visit);
    await visit.dialog
      .getByRole('group', { name: '¿La familia da su consentimiento para la visita?', exact: true })
      .getByRole('button', { name: 'No' })
      .tap();
    await expect(visit.dialog.getByLabel('Objetivo', { exact: true })).toHaveCount(0);
    await expect(visit.dialog.getByRole('table', { name: 'Habitaciones' })).toHaveCount(0);
    const observations = visit.dialog.getByLabel('Observaciones', { exact: true });
    await observations.tap();
    await page.keyboard.type('La familia no autorizó la visita hoy.');
    await visit.dialog.getByRole('button', { name: 'GUARDAR' }).tap();
    await expect(visit.dialog).toBeHidden();
    await expect(notification(page, 'success', 'Valoración inicial guardada correctamente')).toBeVisible();
    await expect(view.cards).toHaveCount(2);

    await expect(page.getByTestId('document-pending')).toHaveCount(0, { timeout: 30_000 });
    const visits = await serverList(page, 'home-visit', history.id);
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({
      signedConsent: false,
      observations: 'La familia no autorizó la visita hoy.',
      status: 'committed',
    });
    expect(visits[0]!.objective ?? null).toBeNull();
  });
});
