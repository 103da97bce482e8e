/**
 * The vaccination schedule (spec 001 §9): the 13 vaccines, the months each is given at, the dose types
 * each allows, and which vaccines are due on a given day.
 *
 * Premature babies are vaccinated by chronological age, never by the corrected age the development tests
 * use: the age here is counted from the birth date alone and the gestational age plays no part (see
 * docs/vaccination.md for the source). Ages are whole calendar months, counted on 'YYYY-MM-DD' calendar
 * days in UTC so no time zone can shift them.
 *
 * A dose of month m is due from the day the child completes m months until the day before it completes
 * m + 1: that is the visit window in which the table asks for a status. Doses missed in an earlier window
 * stay visible in the table (earlier rounds are always shown) but are no longer "required today".
 */

/** The dose round the table records, and the highest there is (spec 001 §4 and §9). */
export const CURRENT_V_ID = 6;
export const MAX_V_ID = 6;

/** Dose types (spec 001 §5): DTP cellular or acellular; every other vaccine the regular dose only. */
export const doseTypes = { regular: 'Regular', cellular: 'Celular', acellular: 'Acelular' } as const;
export type DoseType = (typeof doseTypes)[keyof typeof doseTypes];

export interface ScheduledVaccine {
  /** The catalogue id the server's 'Vacunas' catalogue uses. */
  readonly id: number;
  readonly name: string;
  /** Ages in whole months at which a dose is given. */
  readonly months: readonly number[];
  readonly doseTypes: readonly DoseType[];
}

const regularOnly: readonly DoseType[] = [doseTypes.regular];

/** The 13 vaccines in the order and with the names of the server's catalogue. */
export const vaccineSchedule: readonly ScheduledVaccine[] = [
  { id: 1, name: 'Haemophilus influenzae tipo b', months: [2, 4, 6, 18], doseTypes: regularOnly },
  { id: 2, name: 'BCG', months: [0], doseTypes: regularOnly },
  { id: 3, name: 'Hepatitis B', months: [0, 2, 4, 6, 18], doseTypes: regularOnly },
  { id: 4, name: 'Polio', months: [2, 4, 18], doseTypes: regularOnly },
  {
    id: 5,
    name: 'DPT',
    months: [2, 4, 6, 18],
    doseTypes: [doseTypes.cellular, doseTypes.acellular],
  },
  { id: 6, name: 'Rotavirus', months: [2, 4, 18], doseTypes: regularOnly },
  { id: 7, name: 'Neumococo', months: [2, 4, 12], doseTypes: regularOnly },
  { id: 8, name: 'Influenza', months: [6, 7, 12], doseTypes: regularOnly },
  { id: 9, name: 'Triple viral (SRP)', months: [12], doseTypes: regularOnly },
  { id: 10, name: 'Fiebre amarilla', months: [18], doseTypes: regularOnly },
  { id: 11, name: 'Hepatitis A', months: [12], doseTypes: regularOnly },
  { id: 12, name: 'Varicela', months: [12], doseTypes: regularOnly },
  { id: 13, name: 'COVID-19', months: [6], doseTypes: regularOnly },
];

/** The months of the schedule, ascending: 0, 2, 4, 6, 7, 12, 18. */
export const scheduleMonths: readonly number[] = [
  ...new Set(vaccineSchedule.flatMap((vaccine) => vaccine.months)),
].sort((a, b) => a - b);

function parts(isoDay: string): [number, number, number] {
  const day = isoDay.slice(0, 10);
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
}

/**
 * Completed calendar months between the birth date and a day: a child born on 31 January completes one
 * month on the last day of February. Negative days before birth give -1.
 */
export function chronologicalAgeMonths(birthDate: string, onDay: string): number {
  const [by, bm, bd] = parts(birthDate);
  const [ty, tm, td] = parts(onDay);
  let months = (ty - by) * 12 + (tm - bm);
  const lastDayOfMonth = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  // The month is complete on the birth day of the month, or on its last day when it is shorter.
  if (td < Math.min(bd, lastDayOfMonth)) months -= 1;
  return months;
}

/** The vaccines whose dose is due on the given day, by chronological age (never corrected age). */
export function vaccinesDueOn(birthDate: string, onDay: string): ScheduledVaccine[] {
  const age = chronologicalAgeMonths(birthDate, onDay);
  if (age < 0) return [];
  return vaccineSchedule.filter((vaccine) => vaccine.months.includes(age));
}

/** The names of the vaccines due on the given day: the registration's requiredToday. */
export function vaccineNamesDueOn(birthDate: string, onDay: string): string[] {
  return vaccinesDueOn(birthDate, onDay).map((vaccine) => vaccine.name);
}

/** The dose types a vaccine allows; a custom vaccine (not in the schedule) takes the regular dose. */
export function allowedDoseTypes(vaccineName: string): readonly DoseType[] {
  return vaccineSchedule.find((vaccine) => vaccine.name === vaccineName)?.doseTypes ?? regularOnly;
}

/** Whether a name is one of the 13 scheduled vaccines (otherwise it is a custom row). */
export function isScheduledVaccine(vaccineName: string): boolean {
  return vaccineSchedule.some((vaccine) => vaccine.name === vaccineName);
}
