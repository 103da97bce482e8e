/**
 * The family control as a user meets it (spec 000 §2 "Evoluciones tab", §3 "Family control", §4, §5): the
 * modal and its inputs, the timeline card, and the server's list.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { FixtureHistory } from '../../../server/seed/fixtures';
import type { SignedIn } from '../support/session';
import { digitsOf, showEvoluciones } from './development-control';
import { PatientSearch } from './patient-search';

export class FamilyControlModal {
  readonly dialog: Locator;
  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog').filter({ hasText: 'Psicología Familiar y Emocional' });
  }
  /** A textarea, or a select's text input, by its label. */
  field(label: string) {
    return this.dialog.getByLabel(label, { exact: true });
  }
  /** A select (Mantine's Select is a textbox or a combobox, by version). */
  select(label: string) {
    return this.dialog
      .getByRole('textbox', { name: label, exact: true })
      .or(this.dialog.getByRole('combobox', { name: label, exact: true }));
  }
  choice(group: string, option: string) {
    return this.dialog.getByRole('group', { name: group, exact: true }).getByRole('button', { name: option });
  }
  /** Picks `option` of a select (typing `search` first when given). */
  async pick(label: string, option: string | RegExp, search?: string) {
    const input = this.select(label);
    await input.click();
    if (search !== undefined) await input.fill(search);
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
  async diagnosis(label: string, search: string, code: string) {
    await this.pick(label, new RegExp(`^${code.replace('.', '\\.')} ·`), search);
  }
  save() {
    return this.dialog.getByRole('button', { name: 'GUARDAR' }).click();
  }
  close() {
    return this.dialog.getByRole('button', { name: 'Cerrar' }).click();
  }
}

export interface FamilyControl {
  observation: string;
  risk: string;
  protective: string;
  plan: string;
  objectives: string;
  evolution: string;
  followUp: string;
  primary: { search: string; code: string };
}

/** Fills the control's texts, types (both), mode (Familiar) and primary diagnosis. */
export async function fillCore(modal: FamilyControlModal, control: FamilyControl) {
  await modal.choice('Tipo de control', 'Evaluación').click();
  await modal.choice('Tipo de control', 'Intervención').click();
  await modal.choice('Modalidad', 'Familiar').click();
  await modal.field('Observación inicial').fill(control.observation);
  await modal.field('Factores de riesgo').fill(control.risk);
  await modal.field('Factores protectores').fill(control.protective);
  await modal.diagnosis('Diagnóstico principal', control.primary.search, control.primary.code);
  await modal.field('Plan de intervención').fill(control.plan);
  await modal.field('Objetivos').fill(control.objectives);
  await modal.field('Evolución de la intervención').fill(control.evolution);
  await modal.field('Fecha de seguimiento').fill(control.followUp);
}

/** Every yes/no answered No. */
export async function answerNo(modal: FamilyControlModal) {
  for (const group of [
    'Llega remitido por otro profesional',
    'Se suspende la intervención',
    'Remite a especialidad',
    'Remite a institución',
  ]) {
    await modal.choice(group, 'No').click();
  }
}

export function expectServerCore(doc: Record<string, unknown>, control: FamilyControl) {
  expect(doc).toMatchObject({
    status: 'committed',
    controlType: [1, 2],
    controlMode: 2,
    initialObservation: control.observation,
    riskFactors: control.risk,
    protectiveFactors: control.protective,
    primaryDiagnosis: control.primary.code,
    plan: control.plan,
    objectives: control.objectives,
    interventionEvolution: control.evolution,
    followUp: control.followUp,
    signature: expect.objectContaining({ name: 'Laura Camila Restrepo Gómez' }),
  });
}

export async function serverFamilyControls(page: Page, session: SignedIn, historyId: string) {
  const answer = await page.request.get(`/v1/family-control/hc/${historyId}`, {
    headers: { authorization: `Bearer ${session.tokens.access.token}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Record<string, unknown>[];
}

/** Opens a history in the psychology view and waits for its Evoluciones panel. */
export async function openHistory(
  page: Page,
  history: Pick<FixtureHistory, 'code' | 'motherDocument' | 'patientName'>,
) {
  await new PatientSearch(page).openHistory(history.code, digitsOf(history));
  await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
  await showEvoluciones(page);
  await expect(page.getByRole('button', { name: 'Opciones' })).toBeVisible();
}

export async function newFamilyControl(page: Page) {
  await page.getByRole('button', { name: 'Opciones' }).click();
  await page.getByRole('menuitem', { name: 'Evo. Familiar' }).click();
}

export const familyCards = (page: Page) => page.getByTestId('family-control-card');
