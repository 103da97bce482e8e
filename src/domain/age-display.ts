/**
 * Ages as the spec shows them (spec 000 §9 "Age display in weeks and days (e.g. '3s 2d'), changing to
 * months and days when weeks exceed 4 or age exceeds 280 days").
 *
 * Design:
 * - Chronological age counts from the birth date: weeks and days up to 4 weeks, then calendar months and
 *   days.
 * - Corrected age counts like gestational age (weeks since conception; 280 days is term, see gestation.ts):
 *   up to 280 days it shows as weeks and days ("36s 4d"); beyond, as calendar months and days since the
 *   40-week date.
 * - A person's age (a mother's, say) is whole years ("N años"), or whole months under one year.
 * - With no birth date, ages read "[Sin fecha de parto]" (spec 000 §9).
 */
import { dateText } from '../i18n/platform';
import { ageText } from '../i18n/psychology';
import { PREGNANCY_DAYS, addDays, completedYears, dayParts, daysBetween, fortyWeeksDate } from './gestation';

/** Whole calendar months and the days left between two days ('YYYY-MM-DD'), from ≤ to. */
export function monthsAndDays(from: string, to: string): { months: number; days: number } {
  const [fy, fm, fd] = dayParts(from);
  const [ty, tm, td] = dayParts(to);
  let months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  if (months < 0) months = 0;
  // The day the last whole month ended, clamped to the month's length (31 Jan + 1 month = 28/29 Feb).
  const target = new Date(Date.UTC(fy, fm - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const anniversary = addDays(target.toISOString().slice(0, 10), Math.min(fd, lastDay) - 1);
  return { months, days: daysBetween(anniversary, to) };
}

const weeksAndDays = (days: number) => ageText.weeks(Math.floor(days / 7), days % 7);

/** Gestational age at birth from its total days: "32s 0d". */
export const formatGestationalAge = (totalDays: number): string => weeksAndDays(totalDays);

type BirthDate = string | null | undefined;

/** Chronological age on a day. */
export function formatChronologicalAge(birthDate: BirthDate, onDay: string): string {
  if (!birthDate) return dateText.missingBirthDate;
  const days = Math.max(0, daysBetween(birthDate, onDay));
  if (Math.floor(days / 7) <= 4) return weeksAndDays(days);
  const { months, days: rest } = monthsAndDays(birthDate, onDay);
  return ageText.months(months, rest);
}

/** Corrected age on a day, for a baby born at `gestationalDays`. */
export function formatCorrectedAge(birthDate: BirthDate, gestationalDays: number, onDay: string): string {
  if (!birthDate) return dateText.missingBirthDate;
  const sinceConception = gestationalDays + Math.max(0, daysBetween(birthDate, onDay));
  if (sinceConception <= PREGNANCY_DAYS) return weeksAndDays(sinceConception);
  const { months, days } = monthsAndDays(fortyWeeksDate(birthDate, gestationalDays), onDay);
  return ageText.months(months, days);
}

/** A person's age on a day: "N años", or "N meses" under one year; "[Sin fecha de parto]" without a date. */
export function formatPersonAge(birthDate: BirthDate, onDay: string): string {
  if (!birthDate) return dateText.missingBirthDate;
  const years = completedYears(birthDate, onDay);
  if (years >= 1) return ageText.years(years);
  return ageText.personMonths(monthsAndDays(birthDate, onDay).months);
}
