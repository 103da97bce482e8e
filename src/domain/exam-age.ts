/**
 * The minimum corrected age for the Griffiths and Bayley exams (spec 000 §9 "Minimum corrected age for
 * Griffiths and Bayley: 40 weeks"). Corrected age counts like gestational age (weeks since conception,
 * gestation.ts), so 40 weeks is reached on the 40-week date: gestational days at birth plus days since
 * birth of at least 280. A baby born at 35+0 reaches it 35 days later (fixture CNG-000006), not one day
 * before (CNG-000007, 39+6).
 */
import { daysBetween } from './gestation';

export const MIN_EXAM_CORRECTED_WEEKS = 40;

/**
 * Whether the baby has at least 40 weeks of corrected age on `onDay` ('YYYY-MM-DD'). Without a birth date
 * the age cannot be known, and the exams wait for it (false).
 */
export function hasExamAge(birthDate: string | null, gestationalDaysAtBirth: number, onDay: string): boolean {
  if (!birthDate) return false;
  return gestationalDaysAtBirth + daysBetween(birthDate, onDay) >= MIN_EXAM_CORRECTED_WEEKS * 7;
}
