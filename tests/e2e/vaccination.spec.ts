/**
 * The vaccination view framed by a host page on another origin (docs/vaccination.md): the ready/init
 * handshake; messages with another source, type or origin ignored; cells scored by the rules; a custom
 * vaccine with a colliding name; the rejection flow; CONTINUAR handing the round to the host at its own
 * origin; a page on an origin EMBED_ORIGINS does not list cannot frame the view, nor any page the rest of
 * the app; axe on the framed table and its cell editor.
 */
import { expect, test, type Frame, type FrameLocator, type Page } from '@playwright/test';
import { addDays, bogotaToday } from '../../server/seed/text';
import { seriousViolations } from './support/axe';
import { E2E_PORT, HOST_PAGE_PORT } from './support/ports';
import { apiSignIn } from './support/session';
import { bcgApplication, karenInit } from '../fixtures/bodies';

const API_KEY = 'canguro-demo-api-key';
const VIEW_ORIGIN = `http://localhost:${E2E_PORT}`;
const HOST_ORIGIN = `http://localhost:${HOST_PAGE_PORT}`;
/** The same host page on a loopback origin the default EMBED_ORIGINS does not list. */
const FOREIGN_HOST_ORIGIN = `http://127.0.0.2:${HOST_PAGE_PORT}`;

interface Received {
  origin: string;
  data: { type?: string; [key: string]: unknown };
}

const today = bogotaToday();
/** Two months and three days old: the 2-month doses are due today by chronological age. */
function twoMonthsAgo(): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 3, Math.min(d, 28)));
  return addDays(date.toISOString().slice(0, 10), -3);
}
const birthDate = twoMonthsAgo();

const initMessage = (over: Record<string, unknown> = {}) =>
  karenInit(birthDate, {
    applications: [bcgApplication(birthDate, 'Aplicada en la clínica de nacimiento')],
    ...over,
  });

async function viewAddress(page: Page, query: Record<string, string> = { enabled: 'true' }) {
  const session = await apiSignIn(page, 'admin');
  const list = await page.request.get('/v1/hc/list?search=CNG-000002', {
    headers: { authorization: `Bearer ${session.tokens.access.token}` },
  });
  const record = ((await list.json()) as { results: { id: string }[] }).results[0]!;
  const search = new URLSearchParams({ api_key: API_KEY, auth_token: session.tokens.access.token, ...query });
  return `${VIEW_ORIGIN}/external-views/vaccination/hc/${record.id}?${search.toString()}`;
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: Received[] }).received);
const send = (page: Page, data: unknown) =>
  page.evaluate(
    (message) => (window as unknown as { sendToFrame: (m: unknown) => void }).sendToFrame(message),
    data,
  );

/** Opens the host page framing the view and waits for the view's iframe-ready. */
async function openHost(page: Page, address: string): Promise<{ view: FrameLocator; frame: Frame }> {
  await page.goto(`${HOST_ORIGIN}/host.html?frame=${encodeURIComponent(address)}`);
  await expect
    .poll(() => received(page))
    .toContainEqual({ origin: VIEW_ORIGIN, data: { type: 'iframe-ready' } });
  const frame = page.frames().find((f) => f.url().startsWith(`${VIEW_ORIGIN}/external-views/`))!;
  return { view: page.frameLocator('#vacunas'), frame };
}

const cell = (view: FrameLocator, vaccine: string) =>
  view.locator(`tr[data-vaccine="${vaccine}"] td[data-colour]`).last();
const openCell = (view: FrameLocator, vaccine: string) =>
  view.getByRole('button', { name: new RegExp(`^${vaccine}, nuevas aplicaciones`) }).click();

test('the host frames the view: handshake, only its KAREN messages taken, cells scored, CONTINUAR hands the round back', async ({
  page,
}) => {
  const { view, frame } = await openHost(page, await viewAddress(page));
  // The credentials left the frame's address at once.
  expect(frame.url()).not.toContain('api_key');
  expect(frame.url()).not.toContain('auth_token');
  await expect(view.getByText('Esperando los datos de la historia clínica…')).toBeVisible();

  // Another source, another type, another origin: ignored. The real init after them is the first taken.
  await send(page, { ...initMessage(), source: 'OTRO' });
  await send(page, { ...initMessage(), type: 'message' });
  await frame.evaluate((data) => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: 'https://intruso.example', source: window.parent }),
    );
  }, initMessage());
  await send(page, initMessage());
  await expect(view.getByTestId('vaccination-table-view')).toHaveAttribute('data-inits', '1');

  // The table: BCG of the earlier round with its E badge and observation; the 2-month doses due.
  await expect(view.getByRole('columnheader', { name: 'Nuevas aplicaciones' })).toBeVisible();
  await expect(view.locator('tr[data-vaccine="BCG"]')).toContainText('Aplicada · Regular');
  await expect(view.locator('tfoot')).toContainText('BCG: Aplicada en la clínica de nacimiento');
  await expect(cell(view, 'DPT')).toHaveAttribute('data-colour', 'warning');
  await expect(cell(view, 'DPT')).toContainText('Por favor, seleccione un estado');

  // DPT applied by another provider, acellular, today: success with its E badge.
  await openCell(view, 'DPT');
  const dialog = view.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Aplicada', exact: true }).click();
  await expect(cell(view, 'DPT')).toContainText('Por favor, complete los campos requeridos');
  await dialog.getByRole('button', { name: 'Otro prestador' }).click();
  await dialog.getByRole('button', { name: 'Acelular' }).click();
  await dialog.getByRole('button', { name: 'Hoy' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(cell(view, 'DPT')).toHaveAttribute('data-colour', 'success');

  // Polio postponed: today's date set, an observation asked, then info.
  await openCell(view, 'Polio');
  await dialog.getByRole('button', { name: 'Aplazada' }).click();
  await expect(cell(view, 'Polio')).toHaveAttribute('data-colour', 'warning');
  await dialog.getByLabel('Observación').fill('Fiebre');
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(cell(view, 'Polio')).toHaveAttribute('data-colour', 'info');

  // CONTINUAR is refused while due vaccines have no status; nothing reaches the host.
  await view.getByRole('button', { name: 'CONTINUAR' }).click();
  await expect(
    view.getByRole('alert').filter({ hasText: 'Por favor, complete los campos requeridos' }),
  ).toBeVisible();
  expect((await received(page)).map((m) => m.data.type)).toEqual(['iframe-ready']);

  // A custom vaccine named like an existing one takes a suffix once the name settles.
  await view.getByRole('button', { name: 'NUEVA VACUNA' }).click();
  const name = view.getByRole('textbox', { name: 'Nombre de la vacuna' });
  await name.fill('BCG');
  await expect(name).toHaveValue('BCG 1');
  await openCell(view, 'BCG 1');
  await dialog.getByRole('button', { name: 'Aplicada', exact: true }).click();
  await dialog.getByRole('button', { name: 'En la institución' }).click();
  await dialog.getByRole('button', { name: 'Regular' }).click();
  await dialog.getByLabel('Fecha de aplicación').fill(addDays(today, -1));
  await dialog.getByLabel('Fecha de aplicación').press('Enter');
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(cell(view, 'BCG 1')).toHaveAttribute('data-colour', 'success');

  // Lifting the rules lets CONTINUAR pass: the host gets the round, at its own origin.
  await view.getByRole('switch', { name: 'Levantar Reglas de Vacunación' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await view.getByRole('button', { name: 'CONTINUAR' }).click();
  await expect(
    view.getByText('Los nuevos registros quedaran guardados una vez se complete la evolución'),
  ).toBeVisible();
  // The message crosses to the host's window in a task of its own, after the view has shown its text.
  await expect
    .poll(async () => (await received(page)).map((m) => m.data.type))
    .toContain('updated-vaccine-data');
  const update = (await received(page)).find((m) => m.data.type === 'updated-vaccine-data')!;
  expect(update.origin).toBe(VIEW_ORIGIN);
  expect(update.data).toMatchObject({
    type: 'updated-vaccine-data',
    V_id: 6,
    rejectsVaccination: false,
    disableRules: true,
    reasonForRejection: '',
  });
  const vaccines = update.data.vaccines as { vaccineName: string }[];
  expect(vaccines.map((v) => v.vaccineName).sort()).toEqual(['BCG 1', 'DPT', 'Polio']);
  expect(vaccines).toContainEqual(
    expect.objectContaining({
      vaccineName: 'DPT',
      status: 1,
      appliedBy: 1,
      doseType: 'Acelular',
      applicationDate: today,
    }),
  );
  expect(vaccines).toContainEqual(
    expect.objectContaining({
      vaccineName: 'Polio',
      status: 2,
      appliedBy: null,
      doseType: null,
      observation: 'Fiebre',
    }),
  );
  expect(vaccines).toContainEqual(
    expect.objectContaining({
      vaccineName: 'BCG 1',
      status: 1,
      appliedBy: 2,
      applicationDate: addDays(today, -1),
    }),
  );
});

test('rejecting vaccination asks a Motivo and hands it to the host', async ({ page }) => {
  const { view } = await openHost(page, await viewAddress(page));
  await send(page, initMessage());
  await view.getByRole('switch', { name: 'Rechaza Vacunación' }).click();
  const reason = view.getByRole('textbox', { name: 'Motivo' });
  await expect(reason).toBeVisible();
  await view.getByRole('button', { name: 'CONTINUAR' }).click();
  await expect(view.getByText('Este valor es obligatorio')).toBeVisible();
  await expect(reason).toBeFocused();
  await reason.fill('La familia no autoriza');
  // Rejecting lifts the due statuses: nothing else is asked.
  await expect(cell(view, 'DPT')).toHaveAttribute('data-colour', 'default');
  await view.getByRole('button', { name: 'CONTINUAR' }).click();
  await expect
    .poll(async () => (await received(page)).find((m) => m.data.type === 'updated-vaccine-data')?.data)
    .toEqual({
      type: 'updated-vaccine-data',
      V_id: 6,
      rejectsVaccination: true,
      disableRules: false,
      reasonForRejection: 'La familia no autoriza',
      vaccines: [],
    });
});

test('read-only: the recorded table and the amber banners, no new applications', async ({ page }) => {
  const { view } = await openHost(page, await viewAddress(page, {}));
  await send(page, initMessage({ NoVacuna: true, DesactivarReglas: true, MotivoNoVacuna: 'Creencias' }));
  await expect(view.getByText('El paciente rechaza la vacunación. Motivo: Creencias')).toBeVisible();
  await expect(view.getByText('Las reglas de vacunación están levantadas')).toBeVisible();
  await expect(view.locator('tr[data-vaccine="BCG"]')).toBeVisible();
  await expect(view.getByRole('columnheader', { name: 'Nuevas aplicaciones' })).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'CONTINUAR' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a page on an origin not configured cannot frame the view, and no page frames the rest of the app', async ({
  page,
}) => {
  const address = await viewAddress(page);
  await page.goto(`${FOREIGN_HOST_ORIGIN}/host.html?frame=${encodeURIComponent(address)}`);
  await expect(page.getByRole('heading', { name: 'Evolución' })).toBeVisible();
  await expect.poll(() => page.frames()[1]?.url() ?? '').toMatch(/^chrome-error:/);
  expect(await received(page)).toEqual([]);

  await page.goto(`${HOST_ORIGIN}/host.html?frame=${encodeURIComponent(`${VIEW_ORIGIN}/login`)}`);
  await expect.poll(() => page.frames()[1]?.url() ?? '').toMatch(/^chrome-error:/);
});
