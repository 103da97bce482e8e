/**
 * The preterm chart of the age indicators (weight, length and head circumference): a baby born before
 * 37+0 weeks is measured against the INTERGROWTH-21st Postnatal Growth Standards for Preterm Infants
 * (intergrowth-preterm.ts) by postmenstrual age until term, or until 64 weeks when the clinic follows the
 * standards' authors that far; from then on the WHO 2006 standards by corrected age (growth-chart.ts)
 * take over. The standards start at 27 weeks: a reading before it is on the preterm period but has no
 * reference, which the view says in words.
 */
import { postmenstrualAgeDays } from './corrected-age';
import type { Sex } from './growth';
import {
  evenlySpaced,
  measureOf,
  type ChartRange,
  type GrowthChild,
  type GrowthPoint,
  type GrowthReading,
  type ReferenceLine,
  REFERENCE_ZS,
} from './growth-chart';
import { percentileOf } from './growth-z';
import {
  PRETERM_MAX_WEEKS,
  PRETERM_MIN_WEEKS,
  pretermValue,
  pretermZ,
  type PretermMeasure,
} from './intergrowth-preterm';

/** Until which postmenstrual week INTERGROWTH-21st scores a preterm baby: term, or 64 weeks. */
export type PretermUntilWeeks = 40 | 64;

export type PretermIndicator = 'wfa' | 'lhfa' | 'hcfa';

export const pretermMeasure: Record<PretermIndicator, PretermMeasure> = {
  wfa: 'weight',
  lhfa: 'length',
  hcfa: 'head',
};

/** 37+0 weeks: born before it, a baby is preterm. */
const PRETERM_BIRTH_DAYS = 37 * 7;

/**
 * Where a reading of a preterm baby belongs: 'preterm' on the INTERGROWTH-21st chart, 'beforeStandard'
 * before its 27 weeks, null after it ends (the WHO charts) or for a baby born at term or of unrecorded
 * gestational age.
 */
export function pretermPlace(
  child: GrowthChild,
  day: string,
  untilWeeks: PretermUntilWeeks,
): 'preterm' | 'beforeStandard' | null {
  const { gestation } = child;
  if (!gestation || gestation.weeks * 7 + gestation.days >= PRETERM_BIRTH_DAYS) return null;
  const pma = postmenstrualAgeDays(gestation, child.birthDate, day);
  if (pma >= untilWeeks * 7) return null;
  return pma < PRETERM_MIN_WEEKS * 7 ? 'beforeStandard' : 'preterm';
}

/** The points of the readings on the preterm chart (x: postmenstrual age in days), oldest first. */
export function pretermPoints(
  indicator: PretermIndicator,
  child: GrowthChild,
  readings: readonly GrowthReading[],
  untilWeeks: PretermUntilWeeks,
): GrowthPoint[] {
  const points: GrowthPoint[] = [];
  for (const reading of [...readings].sort((a, b) => a.day.localeCompare(b.day))) {
    const value = measureOf(indicator, reading);
    if (value === null || !child.gestation || pretermPlace(child, reading.day, untilWeeks) !== 'preterm')
      continue;
    const x = postmenstrualAgeDays(child.gestation, child.birthDate, reading.day);
    const z = pretermZ(pretermMeasure[indicator], child.sex, x / 7, value);
    points.push({
      readingId: reading.id,
      day: reading.day,
      value,
      x,
      chronologicalX: null,
      z,
      percentile: z === null ? null : percentileOf(z),
    });
  }
  return points;
}

/** From 27 weeks to term (40), or past the last reading by 2 weeks, up to the chart's end. */
export function pretermRange(points: readonly GrowthPoint[], untilWeeks: PretermUntilWeeks): ChartRange {
  const lastWeek = Math.max(0, ...points.map((p) => Math.ceil(p.x / 7)));
  const end = Math.min(untilWeeks, PRETERM_MAX_WEEKS, Math.max(40, lastWeek + 2));
  return { min: PRETERM_MIN_WEEKS * 7, max: end * 7 };
}

/** The -3…+3 SD lines of the preterm standard over a range (days), sampled at `samples` + 1 points. */
export function samplePretermLines(
  indicator: PretermIndicator,
  sex: Sex,
  range: ChartRange,
  samples = 52,
): ReferenceLine[] {
  const xs = evenlySpaced(range, samples);
  return REFERENCE_ZS.map((z) => ({
    z,
    points: xs.flatMap((x) => {
      const y = pretermValue(pretermMeasure[indicator], sex, x / 7, z);
      return y === null ? [] : [{ x, y }];
    }),
  }));
}

/** Lines already sampled; ranges are whole weeks between 27 and 64, so the keys are few. */
const sampled = new Map<string, readonly ReferenceLine[]>();

/** The preterm chart's SD lines, sampled once per indicator, sex, range and samples (the same array). */
export function pretermLines(
  indicator: PretermIndicator,
  sex: Sex,
  range: ChartRange,
  samples = 52,
): readonly ReferenceLine[] {
  const key = `${indicator}:${sex}:${range.min}:${range.max}:${samples}`;
  let lines = sampled.get(key);
  if (!lines) sampled.set(key, (lines = samplePretermLines(indicator, sex, range, samples)));
  return lines;
}
