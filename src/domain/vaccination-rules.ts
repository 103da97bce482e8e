/**
 * The rules of a vaccination cell (spec 001 §4 and §5 "Vaccination"): which applications a round shows,
 * what choosing a status does to the rest of the cell, which fields a cell still lacks, its colour and its
 * warning, the numbering of a colliding custom-vaccine name, and the date range an application may take.
 *
 * The functions work on the plain shape of an application record; the valibot schema in
 * src/contract/vaccination.ts describes the same shape for the messages and derives its type from it.
 * Every function is pure and returns new objects: the table keeps its state immutable.
 */
import { CURRENT_V_ID } from './vaccination-schedule';

/** Status codes (spec 001 §4): applied 1, postponed 2; null is a cleared cell. */
export const vaccineStatus = { applied: 1, postponed: 2 } as const;
export type VaccineStatus = (typeof vaccineStatus)[keyof typeof vaccineStatus];

/** Who applied the dose (spec 001 §4): an external provider 1 (the 'E' badge), on site 2. */
export const appliedByCodes = { external: 1, onSite: 2 } as const;
export type AppliedBy = (typeof appliedByCodes)[keyof typeof appliedByCodes];

/** The fields of an application record these rules read and write. */
export interface VaccineCell {
  V_id: number;
  vaccineName: string;
  applicationDate: string | null;
  status: VaccineStatus | null;
  appliedBy: AppliedBy | null;
  doseType: string | null;
  observation: string;
}

/** The registration switches that lift the "required today" rule. */
export interface RequirementContext {
  /** The vaccine is in requiredToday. */
  required: boolean;
  rejectsVaccination: boolean;
  disableRules: boolean;
}

/**
 * Whether a stored application appears in the table of a round: an earlier round always; the current
 * round only when applied with a dose type and a date, or postponed with a date (spec 001 §4).
 */
export function isShownInRound(cell: VaccineCell, currentVId: number = CURRENT_V_ID): boolean {
  if (cell.V_id < currentVId) return true;
  if (cell.status === vaccineStatus.applied) return Boolean(cell.doseType && cell.applicationDate);
  if (cell.status === vaccineStatus.postponed) return Boolean(cell.applicationDate);
  return false;
}

/**
 * Choosing a status (spec 001 §4): a status other than applied sets the date to today and drops applier
 * and dose type; clearing drops date, status and observation; applied keeps what the cell has.
 */
export function withStatus<T extends VaccineCell>(cell: T, status: VaccineStatus | null, today: string): T {
  if (status === null) return { ...cell, status: null, applicationDate: null, observation: '' };
  if (status === vaccineStatus.applied) return { ...cell, status };
  return { ...cell, status, applicationDate: today, appliedBy: null, doseType: null };
}

/** The fields a cell must have and lacks, as §5 lists them ('status' first). */
export type CellField = 'status' | 'applicationDate' | 'appliedBy' | 'doseType' | 'observation';

/** Whether the status is required: the vaccine is due today and the patient neither rejects nor lifts the rules. */
export function isStatusRequired(context: RequirementContext): boolean {
  return context.required && !context.rejectsVaccination && !context.disableRules;
}

/** The required fields a cell lacks (spec 001 §5 "Vaccination"). */
export function missingCellFields(cell: VaccineCell, context: RequirementContext): CellField[] {
  if (cell.status === null) return isStatusRequired(context) ? ['status'] : [];
  const missing: CellField[] = [];
  if (!cell.applicationDate) missing.push('applicationDate');
  if (cell.status === vaccineStatus.applied) {
    if (cell.appliedBy === null) missing.push('appliedBy');
    if (!cell.doseType) missing.push('doseType');
  }
  if (cell.status === vaccineStatus.postponed && cell.observation.trim() === '') {
    missing.push('observation');
  }
  return missing;
}

/** A cell with a status and every field that status asks for. */
export function isCellComplete(cell: VaccineCell): boolean {
  return (
    cell.status !== null &&
    missingCellFields(cell, { required: false, rejectsVaccination: false, disableRules: false }).length === 0
  );
}

/** The incomplete-cell warning kinds: a status is set but fields lack, or no status where one is due. */
export type CellWarning = 'completeRequired' | 'selectStatus';

export function cellWarning(cell: VaccineCell, context: RequirementContext): CellWarning | null {
  const missing = missingCellFields(cell, context);
  if (missing.length === 0) return null;
  return cell.status === null ? 'selectStatus' : 'completeRequired';
}

export type CellColour = 'success' | 'warning' | 'info' | 'default';

/**
 * Cell colour (spec 001 §4): a cell that still lacks something it must have is warning; a complete
 * postponed cell is info; a complete applied cell is success; anything else (empty, not due) default.
 */
export function cellColour(cell: VaccineCell, context: RequirementContext): CellColour {
  if (missingCellFields(cell, context).length > 0) return 'warning';
  if (cell.status === vaccineStatus.postponed) return 'info';
  if (cell.status === vaccineStatus.applied) return 'success';
  return 'default';
}

/** Whether every cell passes, so CONTINUAR may hand the data to the host. */
export function allCellsValid(
  cells: readonly VaccineCell[],
  contextOf: (cell: VaccineCell) => RequirementContext,
): boolean {
  return cells.every((cell) => missingCellFields(cell, contextOf(cell)).length === 0);
}

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es');

/**
 * The name a custom vaccine takes: the typed name, or, when another row already has it (letter case and
 * outer spaces aside), the name with the first free numeric suffix: "Otra", "Otra 1", "Otra 2"...
 */
export function uniqueVaccineName(name: string, otherNames: readonly string[]): string {
  const trimmed = name.trim();
  if (trimmed === '' || !otherNames.some((other) => sameName(other, trimmed))) return trimmed;
  for (let suffix = 1; ; suffix += 1) {
    const candidate = `${trimmed} ${suffix}`;
    if (!otherNames.some((other) => sameName(other, candidate))) return candidate;
  }
}

/** A new custom row may be added only while no custom row is still nameless (spec 001 §4). */
export function canAddCustomVaccine(customNames: readonly string[]): boolean {
  return customNames.every((name) => name.trim() !== '');
}

/** Whether an application date lies between the birth date and today, both included. */
export function isDateInRange(isoDay: string, birthDate: string, today: string): boolean {
  const day = isoDay.slice(0, 10);
  return day >= birthDate.slice(0, 10) && day <= today.slice(0, 10);
}
