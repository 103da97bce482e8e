/**
 * Weight-for-length z-score (pesoTalla, "D.E." in the lateral panel; spec 000 §3 and §9 "Growth reference
 * tables") from the WHO Child Growth Standards 2006 LMS tables in growth-tables/ (SOURCES.md there).
 *
 * The LMS method: z = ((X/M)^L − 1) / (L·S), or ln(X/M) / S when L = 0. For weight indicators the WHO
 * restricts it beyond ±3 SD, where the skewed tail would stretch the scale: there the z-score continues
 * linearly with the distance between the ±2 and ±3 SD values (WHO Child Growth Standards, Methods and
 * development, 2006, "Computation of centiles and z-scores"; the igrowup and WHO Anthro macros do the same).
 *
 * The tables step by 0.5 cm; L, M and S are interpolated linearly between the two rows around a length.
 * Outside 45–110 cm the WHO defines no weight-for-length, so the answer is null, not an extrapolation.
 */
import { wflBoys, wflGirls } from './growth-tables/wfl';

export type Sex = 'F' | 'M';

export interface Lms {
  L: number;
  M: number;
  S: number;
}

/** The plain LMS z-score of a measure X. */
export function lmsZ(x: number, { L, M, S }: Lms): number {
  return L === 0 ? Math.log(x / M) / S : (Math.pow(x / M, L) - 1) / (L * S);
}

/** The measure at a z-score (inverse of lmsZ). */
export function lmsValue(z: number, { L, M, S }: Lms): number {
  return L === 0 ? M * Math.exp(S * z) : M * Math.pow(1 + L * S * z, 1 / L);
}

/** The WHO z-score of a weight indicator: LMS within ±3 SD, linear in the SD2–SD3 distance beyond. */
export function whoWeightZ(x: number, lms: Lms): number {
  const z = lmsZ(x, lms);
  if (z > 3) {
    const sd3 = lmsValue(3, lms);
    return 3 + (x - sd3) / (sd3 - lmsValue(2, lms));
  }
  if (z < -3) {
    const sd3 = lmsValue(-3, lms);
    return -3 + (x - sd3) / (lmsValue(-2, lms) - sd3);
  }
  return z;
}

export const WFL_MIN_LENGTH_CM = 45;
export const WFL_MAX_LENGTH_CM = 110;
const WFL_STEP_CM = 0.5;

/** L, M (kg) and S at a length, interpolated between table rows; null outside the table. */
export function weightForLengthLms(sex: Sex, lengthCm: number): Lms | null {
  if (!Number.isFinite(lengthCm) || lengthCm < WFL_MIN_LENGTH_CM || lengthCm > WFL_MAX_LENGTH_CM) return null;
  const table = sex === 'M' ? wflBoys : wflGirls;
  const position = (lengthCm - WFL_MIN_LENGTH_CM) / WFL_STEP_CM;
  const i = Math.min(Math.floor(position), table.length - 2);
  const row0 = table[i];
  const row1 = table[i + 1];
  if (!row0 || !row1) return null;
  const [x0, L0, M0, S0] = row0;
  const [x1, L1, M1, S1] = row1;
  const t = (lengthCm - x0) / (x1 - x0);
  return { L: L0 + (L1 - L0) * t, M: M0 + (M1 - M0) * t, S: S0 + (S1 - S0) * t };
}

/**
 * Weight-for-length z-score of a weight in grams at a length in cm, or null when a measure is missing or
 * not positive, or the length is outside the WHO table (under 45 cm is common before term).
 */
export function weightForLengthZ(
  sex: Sex,
  weightG: number | null | undefined,
  lengthCm: number | null | undefined,
): number | null {
  if (weightG == null || lengthCm == null || !(weightG > 0)) return null;
  const lms = weightForLengthLms(sex, lengthCm);
  return lms ? whoWeightZ(weightG / 1000, lms) : null;
}

/** A z-score as the panel shows it, to two decimals ("D.E."); never −0, which would print as "-0". */
export const roundZ = (z: number | null): number | null =>
  z === null ? null : Math.round(z * 100) / 100 || 0;
