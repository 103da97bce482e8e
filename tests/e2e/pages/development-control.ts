/**
 * The development control as a user meets it (spec 000 §2 "Evoluciones tab", §3, §5): the modal, filling
 * every field with the §4 therapy rules on the way, the server's list, and opening the Evoluciones panel
 * of a history.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { FixtureHistory } from '../../../server/seed/fixtures';
import type { SignedIn } from '../support/session';
import { PatientSearch } from './patient-search';

export const digitsOf = (f: Pick<FixtureHistory, 'motherDocument'>) => f.motherDocument.slice(-3);

export class ControlModal {
  readonly dialog: Locator;
  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog').filter({ hasText: 'Psicología del Desarrollo' });
  }
  field(label: string) {
    return this.dialog.getByLabel(label, { exact: true });
  }
  choice(group: string, option: string) {
    return this.dialog.getByRole('group', { name: group, exact: true }).getByRole('button', { name: option });
  }
  async diagnosis(label: string, search: string, code: string) {
    const input = this.dialog
      .getByRole('textbox', { name: label, exact: true })
      .or(this.dialog.getByRole('combobox', { name: label, exact: true }));
    await input.click();
    await input.fill(search);
    await this.page.getByRole('option', { name: new RegExp(`^${code.replace('.', '\\.')} ·`) }).click();
  }
  save() {
    return this.dialog.getByRole('button', { name: 'GUARDAR' }).click();
  }
  close() {
    return this.dialog.getByRole('button', { name: 'Cerrar' }).click();
  }
}

export interface Control {
  observation: string;
  evolution: string;
  followUp: string;
  primary: { search: string; code: string };
  other?: { search: string; code: string };
}

export async function fill(modal: ControlModal, control: Control) {
  await modal.choice('Egresado del programa', 'No').click();
  await modal.field('Observación inicial').fill(control.observation);
  await modal.diagnosis('Diagnóstico principal', control.primary.search, control.primary.code);
  if (control.other) await modal.diagnosis('Otros hallazgos', control.other.search, control.other.code);
  await modal.field('Evolución de la intervención').fill(control.evolution);
  await modal.choice('Se remite a terapia', 'Sí').click();
  // §4: Terapia Integral is exclusive, any other drops it.
  await modal.choice('Terapias', 'Terapia Física').click();
  await modal.choice('Terapias', 'Terapia Integral').click();
  await expect(modal.choice('Terapias', 'Terapia Física')).toHaveAttribute('aria-pressed', 'false');
  await modal.choice('Terapias', 'Terapia Ocupacional').click();
  await expect(modal.choice('Terapias', 'Terapia Integral')).toHaveAttribute('aria-pressed', 'false');
  await modal.choice('Terapias', 'Terapia del Lenguaje').click();
  for (const group of ['Talleres', 'Ejercicios en casa', 'Folletos', 'Videos', 'Orientación']) {
    await modal.choice(group, group === 'Videos' ? 'No' : 'Sí').click();
  }
  await modal.field('Plan de seguimiento').fill(control.followUp);
}

export function expectServerControl(doc: Record<string, unknown>, control: Control, index: number) {
  expect(doc).toMatchObject({
    status: 'committed',
    index,
    graduated: false,
    initialObservation: control.observation,
    primaryDiagnosis: control.primary.code,
    otherDiagnoses: control.other ? [control.other.code] : [],
    interventionEvolution: control.evolution,
    needsTherapy: true,
    therapies: [2, 3],
    workshops: true,
    homeExercises: true,
    brochures: true,
    videos: false,
    orientation: true,
    followUp: control.followUp,
    signature: expect.objectContaining({ name: 'Laura Camila Restrepo Gómez' }),
  });
}

export async function serverControls(page: Page, session: SignedIn, historyId: string) {
  const answer = await page.request.get(`/v1/development-control/hc/${historyId}`, {
    headers: { authorization: `Bearer ${session.tokens.access.token}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Record<string, unknown>[];
}

/** The psychology view opens on Gráficas (spec 000 §2 default tab 2): the timeline is its own tab. */
export async function showEvoluciones(page: Page) {
  await page.getByRole('tab', { name: 'Evoluciones' }).click();
  await expect(page.getByRole('heading', { name: 'Evoluciones' })).toBeVisible();
}

export async function openEvoluciones(
  page: Page,
  history: Pick<FixtureHistory, 'code' | 'motherDocument' | 'patientName'>,
) {
  await new PatientSearch(page).openHistory(history.code, digitsOf(history));
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
  await showEvoluciones(page);
  await expect(page.getByText('No hay controles disponibles actualmente.')).toBeVisible();
}

export async function newControl(page: Page) {
  await page.getByRole('button', { name: 'Opciones' }).click();
  await page.getByRole('menuitem', { name: 'Evo. Desarrollo' }).click();
}

/**
 * Waits until the user's database holds the record `key`: by default the CIE-10 catalogue (diagnosis search
 * offline). Polled with `evaluate`: `waitForFunction` does not await a predicate's promise (a promise is
 * truthy at once).
 */
export async function waitForRecord(page: Page, dbName: string, key = 'catalogue:cie10') {
  // The catalogue is some thousand rows sealed one by one: seconds on a loaded 2-core machine.
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ dbName, key }) => {
            const db = await new Promise<IDBDatabase>((resolve, reject) => {
              const request = indexedDB.open(dbName);
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => reject(new Error(String(request.error)));
            });
            try {
              return await new Promise<number>((resolve, reject) => {
                const request = db.transaction('records').objectStore('records').count(key);
                request.onsuccess = () => resolve(request.result);
                request.onerror = () => reject(new Error(String(request.error)));
              });
            } finally {
              db.close();
            }
          },
          { dbName, key },
        ),
      { timeout: 20_000 },
    )
    .toBe(1);
}
