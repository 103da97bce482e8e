/**
 * What a growth chart draws (spec 000 §2 Gráficas, §3 anthropometry, §9 growth reference tables), as plain
 * data: each reading's point on an indicator with its z-score and percentile, and the reference lines from
 * -3 to +3 SD. The view (src/features/psychology/growth) only scales and draws them.
 *
 * - Age indicators (weight, length and head circumference for age, WHO 2006) take the age in days; a baby
 *   born before 37 weeks is plotted at corrected age until 1 year (2 years when born before 32 weeks), as
 *   the RCPCH digital growth charts do (corrected-age.ts). A reading before term (a negative corrected age)
 *   has no place on the WHO curves, which start at birth at term: it is listed, and drawn on the Olsen chart.
 * - Weight-for-length (WHO 2006) takes the length, 45–110 cm.
 * - BMI for gestational age (Olsen 2015) takes the postmenstrual age, 24–41 weeks: the readings before 41
 *   weeks.
 * The z-score is one function for all (growth-z.ts: LMS, with WHO's restricted tails for weights).
 */
import {
  chronologicalAgeDays,
  correctionYears,
  isCorrected,
  plottedAgeDays,
  postmenstrualAgeDays,
  type GestationalAge,
} from './corrected-age';
import {
  lmsValue,
  weightForLengthLms,
  WFL_MAX_LENGTH_CM,
  WFL_MIN_LENGTH_CM,
  type Lms,
  type Sex,
} from './growth';
import { lmsAt, type LmsTable } from './growth-reference';
import { bmiOf, indicatorZ, percentileOf, type GrowthIndicator } from './growth-z';

export type ChartIndicator = Extract<GrowthIndicator, 'wfa' | 'lhfa' | 'hcfa' | 'wfl' | 'olsenBmi'>;

export const chartIndicators: readonly ChartIndicator[] = ['wfa', 'lhfa', 'hcfa', 'wfl', 'olsenBmi'];

export interface GrowthChild {
  sex: Sex;
  birthDate: string;
  /** Gestational age at birth; null when the history does not say (then no correction). */
  gestation: GestationalAge | null;
}

/** One anthropometry reading: its day (Bogotá) and measures (g, cm, cm). */
export interface GrowthReading {
  id: string;
  day: string;
  weightG: number | null;
  lengthCm: number | null;
  headCm: number | null;
}

/** Which age the age indicators plot and score by. */
export type AgeBasis = 'corrected' | 'chronological';

export interface GrowthPoint {
  readingId: string;
  day: string;
  /** The measure in the chart's unit (kg, cm, kg/m²). */
  value: number;
  /** Where it is drawn: days of age, cm of length or days of postmenstrual age. */
  x: number;
  /** The chronological age's position, when it differs from x (a corrected reading): the cross. */
  chronologicalX: number | null;
  z: number | null;
  percentile: number | null;
}

export interface ReferenceLine {
  z: number;
  points: readonly { x: number; y: number }[];
}

/** The x range (in the indicator's x unit) a chart shows. */
export interface ChartRange {
  min: number;
  max: number;
}

const DAYS_PER_MONTH = 365.25 / 12;
export const OLSEN_MIN_DAYS = 24 * 7;
export const OLSEN_MAX_DAYS = 41 * 7;
/** The WHO tables by day end at 1856 days; the charts here stop at 2 years, the correction's limit. */
const WHO_MAX_DAYS = 1856;

export const daysToMonths = (days: number): number => days / DAYS_PER_MONTH;

/** The measure of a reading an indicator charts, in the chart's unit. */
export function measureOf(indicator: ChartIndicator, reading: GrowthReading): number | null {
  const positive = (n: number | null) => (n !== null && n > 0 && Number.isFinite(n) ? n : null);
  switch (indicator) {
    case 'wfa':
    case 'wfl': {
      const grams = positive(reading.weightG);
      return grams === null ? null : grams / 1000;
    }
    case 'lhfa':
      return positive(reading.lengthCm);
    case 'hcfa':
      return positive(reading.headCm);
    case 'olsenBmi':
      return bmiOf(reading.weightG, reading.lengthCm);
  }
}

/** Where a reading goes on an indicator's x axis, by the chosen age; null when it has no place there. */
function positionOf(
  indicator: ChartIndicator,
  child: GrowthChild,
  reading: GrowthReading,
  basis: AgeBasis,
): { x: number; chronologicalX: number | null } | null {
  if (indicator === 'wfl') {
    const length = reading.lengthCm;
    return length !== null && length >= WFL_MIN_LENGTH_CM && length <= WFL_MAX_LENGTH_CM
      ? { x: length, chronologicalX: null }
      : null;
  }
  if (indicator === 'olsenBmi') {
    if (!child.gestation) return null;
    const pma = postmenstrualAgeDays(child.gestation, child.birthDate, reading.day);
    return pma >= OLSEN_MIN_DAYS && pma < OLSEN_MAX_DAYS ? { x: pma, chronologicalX: null } : null;
  }
  const chronological = chronologicalAgeDays(child.birthDate, reading.day);
  const corrected = basis === 'corrected' && isCorrected(child.gestation, child.birthDate, reading.day);
  const x = corrected ? plottedAgeDays(child.gestation, child.birthDate, reading.day) : chronological;
  if (x < 0 || x > WHO_MAX_DAYS) return null;
  return { x, chronologicalX: corrected ? chronological : null };
}

/** The LMS of the reference at x: the WHO weight-for-length from its own table, else the loaded one. */
function lmsOf(indicator: ChartIndicator, child: GrowthChild, table: LmsTable | null, x: number): Lms | null {
  if (indicator === 'wfl') return weightForLengthLms(child.sex, x);
  if (!table) return null;
  // Olsen's table is by completed week; x is in days.
  return lmsAt(table, indicator === 'olsenBmi' ? x / 7 : x);
}

/**
 * The points of the readings on an indicator, oldest first, each with its z-score and percentile; readings
 * lacking the measure, or with no place on this chart, are left out. `table`: the indicator's reference for
 * the child's sex (growth-reference.ts; null for weight-for-length, whose table is always loaded).
 */
export function growthPoints(
  indicator: ChartIndicator,
  child: GrowthChild,
  readings: readonly GrowthReading[],
  table: LmsTable | null,
  basis: AgeBasis,
): GrowthPoint[] {
  const points: GrowthPoint[] = [];
  for (const reading of [...readings].sort((a, b) => a.day.localeCompare(b.day))) {
    const value = measureOf(indicator, reading);
    const position = value === null ? null : positionOf(indicator, child, reading, basis);
    if (value === null || position === null) continue;
    const lms = lmsOf(indicator, child, table, position.x);
    const z = lms ? indicatorZ(indicator, value, lms) : null;
    points.push({
      readingId: reading.id,
      day: reading.day,
      value,
      ...position,
      z,
      percentile: z === null ? null : percentileOf(z),
    });
  }
  return points;
}

/**
 * The x range of an indicator's chart: for ages, birth to 1 year (2 years when the correction lasts that
 * long), widened to the last reading; weight-for-length 45 cm to past the longest reading; Olsen 24–41 weeks.
 */
export function chartRange(
  indicator: ChartIndicator,
  child: GrowthChild,
  points: readonly GrowthPoint[],
): ChartRange {
  if (indicator === 'olsenBmi') return { min: OLSEN_MIN_DAYS, max: OLSEN_MAX_DAYS };
  const furthest = Math.max(0, ...points.map((p) => Math.max(p.x, p.chronologicalX ?? 0)));
  if (indicator === 'wfl') {
    return {
      min: WFL_MIN_LENGTH_CM,
      max: Math.min(WFL_MAX_LENGTH_CM, Math.max(80, Math.ceil(furthest / 5) * 5 + 5)),
    };
  }
  const years = child.gestation && correctionYears(child.gestation) === 2 ? 2 : 1;
  const months = Math.max(12 * years, Math.ceil(daysToMonths(furthest) / 3) * 3 + 3);
  return { min: 0, max: Math.min(WHO_MAX_DAYS, Math.round(months * DAYS_PER_MONTH)) };
}

export const REFERENCE_ZS = [-3, -2, -1, 0, 1, 2, 3] as const;

/** `samples` + 1 evenly spaced points of a range, both ends included: where a chart's lines are sampled. */
export const evenlySpaced = (range: ChartRange, samples: number): number[] =>
  Array.from({ length: samples + 1 }, (_, i) => range.min + ((range.max - range.min) * i) / samples);

/** The reference lines -3…+3 SD over a range, sampled at `samples` + 1 points (computed each call). */
export function sampleReferenceLines(
  indicator: ChartIndicator,
  child: GrowthChild,
  table: LmsTable | null,
  range: ChartRange,
  samples = 60,
): ReferenceLine[] {
  const xs = evenlySpaced(range, samples);
  const lmsAtXs = xs.map((x) => lmsOf(indicator, child, table, x));
  return REFERENCE_ZS.map((z) => ({
    z,
    points: xs.flatMap((x, i) => {
      const lms = lmsAtXs[i];
      return lms ? [{ x, y: lmsValue(z, lms) }] : [];
    }),
  }));
}

/**
 * Lines already sampled, by table (weight-for-length has none: its own key) and then by indicator, sex,
 * range and samples. A chart drawn again takes the same lines, and the same array, so nothing downstream
 * draws them anew. Ranges step by whole months or centimetres, so the keys stay few.
 */
const WFL_LINES = {};
const sampledLines = new WeakMap<LmsTable | typeof WFL_LINES, Map<string, readonly ReferenceLine[]>>();

/** The reference lines -3…+3 SD over a range, sampled at `samples` + 1 points, sampled once per key. */
export function referenceLines(
  indicator: ChartIndicator,
  child: GrowthChild,
  table: LmsTable | null,
  range: ChartRange,
  samples = 60,
): readonly ReferenceLine[] {
  const owner = table ?? WFL_LINES;
  let byKey = sampledLines.get(owner);
  if (!byKey) sampledLines.set(owner, (byKey = new Map<string, readonly ReferenceLine[]>()));
  const key = `${indicator}:${child.sex}:${range.min}:${range.max}:${samples}`;
  let lines = byKey.get(key);
  if (!lines) byKey.set(key, (lines = sampleReferenceLines(indicator, child, table, range, samples)));
  return lines;
}
