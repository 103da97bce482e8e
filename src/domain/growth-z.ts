/**
 * One z-score for every growth indicator (spec 000 §2 Gráficas, §9 "Growth reference tables"), and the
 * percentile it stands for. The LMS formula and its inverse live in growth.ts; here each indicator says
 * whether the WHO restricts its tails: weight-for-age, weight-for-length and BMI-for-age are computed
 * beyond ±3 SD linearly in the SD2–SD3 distance (WHO Anthro's adjusted method); length-for-age and head
 * circumference-for-age are not skewed enough to need it, so the plain LMS value stands.
 */
import type { Lms } from './growth';
import { lmsZ, whoWeightZ } from './growth';

export type GrowthIndicator = 'wfa' | 'lhfa' | 'hcfa' | 'wfl' | 'bfa' | 'olsenBmi';

const RESTRICTED: ReadonlySet<GrowthIndicator> = new Set(['wfa', 'wfl', 'bfa']);

/** The z-score of a measure for an indicator at the reference point whose LMS is given. */
export function indicatorZ(indicator: GrowthIndicator, x: number, lms: Lms): number | null {
  if (!(x > 0) || !Number.isFinite(x)) return null;
  return RESTRICTED.has(indicator) ? whoWeightZ(x, lms) : lmsZ(x, lms);
}

/**
 * Standard normal cumulative distribution, by the complementary error function of Numerical Recipes
 * (erfc Chebyshev fit, relative error under 1.2e-7): ample for a percentile shown as a whole number.
 */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/**
 * The percentile shown beside a z-score: a whole number, held within 0.1–99.9 at the extremes so the list
 * never says p0 or p100 (shown with one decimal there, as WHO Anthro does).
 */
export function percentileOf(z: number): number {
  const p = normalCdf(z) * 100;
  if (p < 1) return Math.max(0.1, Math.round(p * 10) / 10);
  if (p > 99) return Math.min(99.9, Math.round(p * 10) / 10);
  return Math.round(p);
}

/**
 * BMI of a reading as the Olsen preterm curves take it: weight (g) / length (cm)² × 10, numerically kg/m².
 * Null when a measure is missing or not positive.
 */
export function bmiOf(
  weightG: number | null | undefined,
  lengthCm: number | null | undefined,
): number | null {
  if (weightG == null || lengthCm == null || !(weightG > 0) || !(lengthCm > 0)) return null;
  return (weightG / (lengthCm * lengthCm)) * 10;
}
