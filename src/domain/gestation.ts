/**
 * Gestation constants and the expected due date (spec 000 §9): a pregnancy is 280 days; the due date
 * (the "40-week date") is birth date + 280 days − gestational days at birth, at start of day.
 * Dates are 'YYYY-MM-DD' calendar days, computed in UTC so no time zone can shift them.
 */
export const PREGNANCY_DAYS = 280;

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
