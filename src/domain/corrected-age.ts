/**
 * Corrected age for growth charts (spec 000 §3, issue "growth charts right for premature babies"): a baby
 * born before 37+0 weeks is plotted at the age it would have had if born at 40 weeks, until the first
 * birthday; a baby born before 32+0 weeks keeps the correction until the second birthday. After that, and
 * for every baby born at term, corrected and chronological age are the same.
 *
 * Ages are whole days between calendar dates ('YYYY-MM-DD'), counted in UTC so a daylight-saving change
 * never moves a reading by a day. The birthdays are calendar birthdays (29 February → 1 March).
 */
import { dayParts } from './gestation';

export interface GestationalAge {
  weeks: number;
  days: number;
}

const DAY_MS = 86_400_000;
const TERM_DAYS = 40 * 7;

const utcDay = (iso: string): number => {
  const [y, m, d] = dayParts(iso);
  return Date.UTC(y, m - 1, d) / DAY_MS;
};

/** Whole days from birth to a date. */
export const chronologicalAgeDays = (birthDate: string, date: string): number =>
  utcDay(date) - utcDay(birthDate);

/** The date of the n-th birthday as a day number. */
const birthdayDay = (birthDate: string, years: number): number => {
  const [y, m, d] = dayParts(birthDate);
  return Date.UTC(y + years, m - 1, d) / DAY_MS;
};

export const gestationDays = ({ weeks, days }: GestationalAge): number => weeks * 7 + days;

/** How many years the correction lasts for a gestational age at birth: 0 (term), 1 or 2. */
export function correctionYears(ga: GestationalAge): 0 | 1 | 2 {
  const total = gestationDays(ga);
  if (total < 32 * 7) return 2;
  if (total < 37 * 7) return 1;
  return 0;
}

/** Whether a reading on `date` is plotted at corrected age. */
export function isCorrected(ga: GestationalAge | null, birthDate: string, date: string): boolean {
  if (!ga) return false;
  const years = correctionYears(ga);
  return years > 0 && utcDay(date) < birthdayDay(birthDate, years);
}

/**
 * The age in days at which a reading is plotted: chronological minus the weeks missing to 40, while the
 * correction lasts. Before term that is negative; the chart then uses the Olsen curves (by gestational age).
 */
export function plottedAgeDays(ga: GestationalAge | null, birthDate: string, date: string): number {
  const chronological = chronologicalAgeDays(birthDate, date);
  if (!ga || !isCorrected(ga, birthDate, date)) return chronological;
  return chronological - (TERM_DAYS - gestationDays(ga));
}

/** Postmenstrual age in days (gestational age at birth plus days since birth). */
export const postmenstrualAgeDays = (ga: GestationalAge, birthDate: string, date: string): number =>
  gestationDays(ga) + chronologicalAgeDays(birthDate, date);
