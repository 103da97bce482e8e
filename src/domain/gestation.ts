/**
 * Gestation constants and the expected due date (spec 000 §9): a pregnancy is 280 days; the due date
 * (the "40-week date") is birth date + 280 days − gestational days at birth, at start of day.
 * Dates are 'YYYY-MM-DD' calendar days, computed in UTC so no time zone can shift them.
 */
export const PREGNANCY_DAYS = 280;

/** The year, month and day of a 'YYYY-MM-DD' day (NaN for a part it lacks, as Number would give). */
export function dayParts(isoDay: string): [year: number, month: number, day: number] {
  const [year = NaN, month = NaN, day = NaN] = isoDay.slice(0, 10).split('-').map(Number);
  return [year, month, day];
}

export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The day the baby reaches 40 weeks of corrected age. */
export function fortyWeeksDate(birthDate: string, gestationalDaysAtBirth: number): string {
  return addDays(birthDate, PREGNANCY_DAYS - gestationalDaysAtBirth);
}

/** Whole days between two calendar days (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round(
    (Date.parse(`${b.slice(0, 10)}T00:00:00Z`) - Date.parse(`${a.slice(0, 10)}T00:00:00Z`)) / 86_400_000,
  );
}

/** Corrected age in days on a given day: chronological age minus the days born early. */
export function correctedAgeDays(birthDate: string, gestationalDaysAtBirth: number, onDay: string): number {
  return daysBetween(birthDate, onDay) - (PREGNANCY_DAYS - gestationalDaysAtBirth);
}

/** Corrected age in days from a chronological age in days (an exam's patientChronologicalAgeDays). */
export function correctedFromChronologicalDays(
  chronologicalDays: number,
  gestationalDaysAtBirth: number,
): number {
  return chronologicalDays - (PREGNANCY_DAYS - gestationalDaysAtBirth);
}

/**
 * Corrected age, as the spec counts it, is in weeks since conception like gestational age: 40 weeks is term
 * (the Bayley and Griffiths minimum of §9), so 41 weeks is one week past the due date.
 */
export const ALREADY_41_WEEKS_DAYS = 41 * 7;

/**
 * Spec 000 §4 "Age rule": a reading counts as "already 41 weeks" when the corrected age on its day is 41
 * weeks or more, that is from the due date + 7 days on (correctedAgeDays counts from the due date).
 */
export function isAlready41Weeks(birthDate: string, gestationalDaysAtBirth: number, onDay: string): boolean {
  return correctedAgeDays(birthDate, gestationalDaysAtBirth, onDay) >= ALREADY_41_WEEKS_DAYS - PREGNANCY_DAYS;
}

/**
 * The calendar day of an instant in the programme's time zone, America/Bogota (spec 000 §9): a reading taken
 * at 21:00 in Bogotá belongs to that day, not to the next UTC day.
 */
export function bogotaDay(instant: string): string {
  return dayIn(new Date(instant), 'America/Bogota');
}

/**
 * The Bogotá day of a time a document was saved (ms since the epoch, as lists and drafts keep it); null
 * when the time is unknown (0).
 */
export function savedDay(at: number): string | null {
  return at > 0 ? dayIn(new Date(at), 'America/Bogota') : null;
}

/** One formatter per time zone: creating one costs more than a keystroke may (the editors ask on each). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** Whole years from a birth date to a day (a person's age: 19 until the day before the 20th birthday). */
export function completedYears(birthDate: string, onDay: string): number {
  const [by, bm, bd] = dayParts(birthDate);
  const [y, m, d] = dayParts(onDay);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
