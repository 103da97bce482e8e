/**
 * The vaccination table built from the host's registration (docs/vaccination.md "The table"): which
 * vaccines are rows, which dates are columns, the cell of each row in 'Nuevas aplicaciones', which
 * vaccines are required today, and what CONTINUAR hands back. Pure: the view keeps the result in state.
 *
 * - Date columns hold the applications already recorded: in the editable view the earlier rounds
 *   (V_id below the current one), since the current round is what 'Nuevas aplicaciones' edits; in the
 *   read-only view every application the round shows (`isShownInRound`). An earlier-round application
 *   without a date sits in a column of its own, last.
 * - Rows: the scheduled vaccines in the schedule's order, then the other names in the order they come.
 *   A scheduled vaccine is a row when it has an application, or, editable, when it is due today or its
 *   first dose's month has come (chronological age); a custom name is a row when it has an application.
 * - Required today: the host's requiredToday together with the vaccines the schedule makes due today by
 *   chronological age (`vaccineNamesDueOn`): a dose the schedule asks for is never left unasked.
 */
import {
  CURRENT_V_ID,
  chronologicalAgeMonths,
  isScheduledVaccine,
  MAX_V_ID,
  vaccineNamesDueOn,
  vaccineSchedule,
} from './vaccination-schedule';
import { isShownInRound, type VaccineCell } from './vaccination-rules';

/** An application as the table keeps it: the cell's fields and whatever else the host sent, kept as is. */
export interface TableApplication extends VaccineCell {
  _id?: string;
  historyId?: string;
  signature?: unknown;
}

/** The column of applications recorded without a date. */
export const NO_DATE = '';

export interface HistoryTable {
  /** Column keys: 'YYYY-MM-DD' days ascending, then NO_DATE when some application has no date. */
  dates: string[];
  /** The recorded applications of each vaccine, by column key. */
  cells: Map<string, Map<string, TableApplication[]>>;
}

/** The recorded applications the date columns show. */
export function historyApplications(
  applications: readonly TableApplication[],
  editable: boolean,
  currentVId: number = CURRENT_V_ID,
): TableApplication[] {
  return applications.filter((application) =>
    editable ? application.V_id < currentVId : isShownInRound(application, currentVId),
  );
}

export function historyTable(applications: readonly TableApplication[]): HistoryTable {
  const cells = new Map<string, Map<string, TableApplication[]>>();
  const days = new Set<string>();
  for (const application of applications) {
    const key = application.applicationDate?.slice(0, 10) ?? NO_DATE;
    days.add(key);
    const byDate = cells.get(application.vaccineName) ?? new Map<string, TableApplication[]>();
    byDate.set(key, [...(byDate.get(key) ?? []), application]);
    cells.set(application.vaccineName, byDate);
  }
  const dates = [...days].filter((day) => day !== NO_DATE).sort();
  if (days.has(NO_DATE)) dates.push(NO_DATE);
  return { dates, cells };
}

/** The names required today: the host's list and the schedule's doses due today. */
export function requiredTodayNames(
  requiredToday: readonly string[],
  birthDate: string,
  today: string,
): Set<string> {
  return new Set([...requiredToday, ...vaccineNamesDueOn(birthDate, today)]);
}

export interface RowContext {
  birthDate: string;
  today: string;
  editable: boolean;
  required: ReadonlySet<string>;
}

/** The vaccine rows (without the custom rows added in this visit), in the table's order. */
export function vaccineRowNames(applications: readonly TableApplication[], context: RowContext): string[] {
  const withApplication = new Set(applications.map((application) => application.vaccineName));
  const age = chronologicalAgeMonths(context.birthDate, context.today);
  const scheduled = vaccineSchedule
    .filter(
      (vaccine) =>
        withApplication.has(vaccine.name) ||
        (context.editable && (context.required.has(vaccine.name) || (vaccine.months[0] ?? Infinity) <= age)),
    )
    .map((vaccine) => vaccine.name);
  const others = [
    ...new Set([
      ...applications.map((application) => application.vaccineName),
      ...(context.editable ? context.required : []),
    ]),
  ].filter((name) => name.trim() !== '' && !isScheduledVaccine(name));
  return [...scheduled, ...others];
}

/** An empty cell of the current round. */
export function emptyApplication(vaccineName: string, vId: number = CURRENT_V_ID): TableApplication {
  return {
    V_id: vId,
    vaccineName,
    applicationDate: null,
    status: null,
    appliedBy: null,
    doseType: null,
    observation: '',
  };
}

/** The 'Nuevas aplicaciones' cell of each row: the current round's application, or an empty one. */
export function currentRoundCells(
  applications: readonly TableApplication[],
  rowNames: readonly string[],
  vId: number = CURRENT_V_ID,
): Map<string, TableApplication> {
  const cells = new Map<string, TableApplication>();
  for (const name of rowNames) {
    const existing = applications.find(
      (application) => application.V_id === vId && application.vaccineName === name,
    );
    cells.set(name, existing ? { ...existing } : emptyApplication(name, vId));
  }
  return cells;
}

/**
 * What CONTINUAR hands to the host: the current round's cells that have a status, and those the host
 * sent (with an _id), so that a cleared one reaches it cleared; blank-named custom rows never.
 */
export function applicationsToSend(cells: Iterable<TableApplication>): TableApplication[] {
  return [...cells].filter(
    (cell) => cell.vaccineName.trim() !== '' && (cell.status !== null || cell._id !== undefined),
  );
}

const roundIn = (value: number | undefined, max: number): number | null =>
  value !== undefined && Number.isInteger(value) && value >= 1 && value <= max ? value : null;

/**
 * The dose round the view records, from the query's V_id and MaxV_id: MaxV_id no higher than the
 * schedule's maximum (6), V_id from 1 to MaxV_id; a missing or impossible value gives the current round.
 */
export function roundOfQuery(vId: number | undefined, maxVId: number | undefined): number {
  const max = roundIn(maxVId, MAX_V_ID) ?? MAX_V_ID;
  return roundIn(vId, max) ?? Math.min(CURRENT_V_ID, max);
}
