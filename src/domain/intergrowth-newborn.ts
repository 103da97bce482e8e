/**
 * Size at birth by the INTERGROWTH-21st Newborn Size Standards: birth weight, length and head
 * circumference for gestational age at birth, 24+0 to 42+6 weeks, by sex.
 *
 * - 33+0 to 42+6 weeks (Villar J et al., Lancet 2014;384:857–68): a skew t distribution (GAMLSS "ST3",
 *   Fernández and Steel's skewed Student t) per day of gestation, whose μ, σ, ν and τ are the table
 *   growth-tables/intergrowth_newborn_st3.csv; its percentile is the distribution's probability of the
 *   measure, and the z-score the standard normal quantile of that probability.
 * - 24+0 to 32+6 weeks, the very preterm standards (Villar J et al., Arch Dis Child Fetal Neonatal Ed
 *   2016): normal equations of the mean of log weight (kg), length and head circumference (cm) in weeks,
 *   with a constant SD.
 *
 * Pequeño / adecuado / grande para la edad gestacional: birth weight below the 10th centile, between, or
 * above the 90th. Sources and the cross-check against the published tables: growth-tables/SOURCES.md.
 */
import type { Sex } from './growth';
import { normalCdf, percentileOf } from './growth-z';
import type { PretermMeasure } from './intergrowth-preterm';

export type NewbornMeasure = PretermMeasure;

export const NEWBORN_MIN_DAYS = 24 * 7;
export const NEWBORN_MAX_DAYS = 42 * 7 + 6;
/** From 33+0 weeks the skew t table applies; before it, the very preterm equations. */
const ST3_FROM_DAYS = 33 * 7;

export interface SkewT {
  mu: number;
  sigma: number;
  nu: number;
  tau: number;
}

/** The skew t parameters by measure and sex, one row per day from 33+0 weeks (231 days). */
export type NewbornTable = Record<NewbornMeasure, Record<Sex, readonly SkewT[]>>;

const isNewbornMeasure = (name: string | undefined): name is NewbornMeasure =>
  name === 'weight' || name === 'length' || name === 'head';

/** Rows of growth-tables/intergrowth_newborn_st3.csv (measure,sex,ga_days,mu,sigma,nu,tau). */
export function parseNewbornTable(csv: string): NewbornTable {
  const table: Record<NewbornMeasure, Record<Sex, SkewT[]>> = {
    weight: { F: [], M: [] },
    length: { F: [], M: [] },
    head: { F: [], M: [] },
  };
  for (const line of csv.trim().split(/\r?\n/).slice(1)) {
    const [measure, sex, days, mu, sigma, nu, tau] = line.split(',');
    if (!isNewbornMeasure(measure) || (sex !== 'F' && sex !== 'M'))
      throw new Error(`intergrowth_newborn_st3.csv: a row of no known measure and sex: ${line}`);
    table[measure][sex][Number(days) - ST3_FROM_DAYS] = {
      mu: Number(mu),
      sigma: Number(sigma),
      nu: Number(nu),
      tau: Number(tau),
    };
  }
  return table;
}

let loaded: Promise<NewbornTable> | null = null;
/** The table once read, so a view drawn again has it in its first render. */
let ready: NewbornTable | undefined;

/** The table, loaded once on demand (a chunk of its own, precached for offline). */
export function loadNewbornTable(): Promise<NewbornTable> {
  loaded ??= import('./growth-tables/intergrowth_newborn_st3.csv?raw').then((m) => {
    ready = parseNewbornTable(m.default);
    return ready;
  });
  return loaded;
}

/** The table if loadNewbornTable has read it already, else undefined. */
export const loadedNewbornTable = (): NewbornTable | undefined => ready;

// --- Student t and the skew t ------------------------------------------------------------------------

const [LANCZOS_0, ...LANCZOS] = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
] as const;

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9): ample for the t distribution's degrees of freedom. */
function lnGamma(x: number): number {
  const y = x - 1;
  let sum: number = LANCZOS_0;
  for (const [i, c] of LANCZOS.entries()) sum += c / (y + i + 1);
  const t = y + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The continued fraction of the incomplete beta function (modified Lentz). */
function betaFraction(x: number, a: number, b: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return h;
}

/** The regularised incomplete beta function I_x(a, b). */
function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(lnGamma(a + b) - lnGamma(a) - lnGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2)
    ? (front * betaFraction(x, a, b)) / a
    : 1 - (front * betaFraction(1 - x, b, a)) / b;
}

/** P(T ≤ t) for Student's t with `df` degrees of freedom. */
export function studentTCdf(t: number, df: number): number {
  const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
}

/**
 * P(X ≤ x) for the skew t type 3 (Fernández and Steel): the t density scaled by ν on the left of μ and
 * by 1/ν on its right, weighted so that P(X < μ) = 1 / (1 + ν²).
 */
export function skewTCdf(x: number, { mu, sigma, nu, tau }: SkewT): number {
  const z = (x - mu) / sigma;
  const nu2 = nu * nu;
  return x < mu
    ? (2 * studentTCdf(nu * z, tau)) / (1 + nu2)
    : 1 + (2 * nu2 * (studentTCdf(z / nu, tau) - 1)) / (1 + nu2);
}

/** The standard normal quantile (Acklam's rational approximation, relative error below 1.2e-9). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) return p <= 0 ? -Infinity : Infinity;
  const [a0, a1, a2, a3, a4, a5] = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const [b0, b1, b2, b3, b4] = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const [c0, c1, c2, c3, c4, c5] = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const [d0, d1, d2, d3] = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low || p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(p < low ? p : 1 - p));
    const x =
      (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
      ((((d0 * q + d1) * q + d2) * q + d3) * q + 1);
    return p < low ? x : -x;
  }
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) /
    (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1)
  );
}

// --- The standards --------------------------------------------------------------------------------------

/** The very preterm equations (24+0 to 32+6): mean and SD, of log weight (kg) or of the measure (cm). */
function veryPreterm(measure: NewbornMeasure, sex: Sex, days: number) {
  const weeks = days / 7;
  const male = sex === 'M' ? 1 : 0;
  switch (measure) {
    case 'weight':
      return {
        mu: -7.00303 + 1.325911 * weeks ** 0.5 + 0.0571937 * male,
        sigma: Math.sqrt(0.0373218),
        log: true,
      };
    case 'length':
      return { mu: 1.307633 + 1.270022 * weeks + 0.4263885 * male, sigma: Math.sqrt(6.757543), log: false };
    case 'head':
      return { mu: 0.7866522 + 0.887638 * weeks + 0.2513385 * male, sigma: Math.sqrt(2.433481), log: false };
  }
}

const covers = (days: number) =>
  Number.isInteger(days) && days >= NEWBORN_MIN_DAYS && days <= NEWBORN_MAX_DAYS;

/** A measure at birth placed on the standard: the probability of one at or below it, and its z-score. */
export interface NewbornScore {
  probability: number;
  z: number;
}

/**
 * The score of a measure at birth (weight in kg, length and head circumference in cm) for a gestational
 * age in whole days; null outside 24+0–42+6 weeks, for a measure that is not positive, or where the
 * z-score is infinite.
 */
export function newbornScore(
  table: NewbornTable,
  measure: NewbornMeasure,
  sex: Sex,
  days: number,
  value: number,
): NewbornScore | null {
  if (!covers(days) || !(value > 0) || !Number.isFinite(value)) return null;
  if (days < ST3_FROM_DAYS) {
    // Normal there: the z-score directly, exact in the far tails too.
    const { mu, sigma, log } = veryPreterm(measure, sex, days);
    const z = ((log ? Math.log(value) : value) - mu) / sigma;
    return { probability: normalCdf(z), z };
  }
  const row = table[measure][sex][days - ST3_FROM_DAYS];
  if (!row) return null;
  // The z-score is the normal quantile of the skew t's probability.
  const probability = skewTCdf(value, row);
  const z = normalQuantile(probability);
  return Number.isFinite(z) ? { probability, z } : null;
}

/** The measure at a probability (the published centile and SD lines); null outside the standards. */
export function newbornValue(
  table: NewbornTable,
  measure: NewbornMeasure,
  sex: Sex,
  days: number,
  probability: number,
): number | null {
  if (!covers(days) || !(probability > 0 && probability < 1)) return null;
  if (days < ST3_FROM_DAYS) {
    const { mu, sigma, log } = veryPreterm(measure, sex, days);
    const y = mu + normalQuantile(probability) * sigma;
    return log ? Math.exp(y) : y;
  }
  const row = table[measure][sex][days - ST3_FROM_DAYS];
  if (!row) return null;
  // The distribution function is increasing: bisect it.
  let lo = row.mu - 60 * row.sigma;
  let hi = row.mu + 60 * row.sigma;
  for (let i = 0; i < 200 && hi - lo > 1e-10; i++) {
    const mid = (lo + hi) / 2;
    if (skewTCdf(mid, row) < probability) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

// --- Size at birth ---------------------------------------------------------------------------------------

export type SizeForGestationalAge = 'small' | 'appropriate' | 'large';

/** Below the 10th centile small, above the 90th large, appropriate between (the probability, unrounded). */
export function sizeForGestationalAge(probability: number): SizeForGestationalAge {
  return probability < 0.1 ? 'small' : probability > 0.9 ? 'large' : 'appropriate';
}

export interface BirthMeasures {
  sex: Sex;
  /** Gestational age at birth in days; 0 or less when the history does not record it. */
  gestationalDays: number;
  weightG: number | null;
  lengthCm: number | null;
  headCm: number | null;
}

export interface BirthScore {
  measure: NewbornMeasure;
  /** In the standard's unit: kg for weight, cm otherwise. */
  value: number;
  z: number;
  percentile: number;
}

export interface SizeAtBirth {
  /** Each measure recorded at birth with its centile and z-score. */
  scores: BirthScore[];
  /** By the birth weight's centile; null without a birth weight. */
  size: SizeForGestationalAge | null;
}

/**
 * Size at birth: the centile and z-score of each recorded measure, and the classification by weight.
 * Null when the gestational age at birth is not recorded or is outside 24+0–42+6 weeks.
 */
export function sizeAtBirth(table: NewbornTable, birth: BirthMeasures): SizeAtBirth | null {
  const days = birth.gestationalDays;
  if (!covers(days)) return null;
  const measures: [NewbornMeasure, number | null][] = [
    ['weight', birth.weightG === null ? null : birth.weightG / 1000],
    ['length', birth.lengthCm],
    ['head', birth.headCm],
  ];
  const scores: BirthScore[] = [];
  let size: SizeForGestationalAge | null = null;
  for (const [measure, value] of measures) {
    if (value === null) continue;
    const score = newbornScore(table, measure, birth.sex, days, value);
    if (score === null) continue;
    scores.push({ measure, value, z: score.z, percentile: percentileOf(score.z) });
    if (measure === 'weight') size = sizeForGestationalAge(score.probability);
  }
  return { scores, size };
}
