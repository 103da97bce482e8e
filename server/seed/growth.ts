/**
 * A plausible growth model for the demo: birth measures from the Olsen 2010 intrauterine curves
 * (server/data/olsen2010_intrauterine_lms.csv, see SOURCES.md) at a baby's own z-score, growth along the
 * same curves until term with some extra-uterine growth restriction, then steady gains per day of
 * corrected age close to the WHO medians. It only has to look right on a chart, not be a reference.
 */
import { lmsValue, lmsZ, type Lms, type Sex } from '../../src/domain/growth';
import { readCsv } from './text';

type Measure = 'weight' | 'length' | 'head_circ';

let table: Map<string, Lms> | undefined;

function lmsAt(measure: Measure, sex: Sex, week: number): Lms {
  table ??= new Map(
    readCsv(new URL('../data/olsen2010_intrauterine_lms.csv', import.meta.url)).map((r) => [
      `${r.measure}|${r.sex}|${r.ga_weeks}`,
      { L: Number(r.L), M: Number(r.M), S: Number(r.S) },
    ]),
  );
  const found = table.get(`${measure}|${sex}|${week}`);
  if (!found) throw new Error(`Olsen 2010: no ${measure} for ${sex} at ${week} weeks`);
  return found;
}

/** L, M and S at a gestational age (days), interpolated between weeks; the table's week n stands for n + 3/7. */
function olsenLms(measure: Measure, sex: Sex, gestationalDays: number): Lms {
  const x = Math.min(41, Math.max(23, (gestationalDays - 3) / 7));
  const lo = Math.floor(x);
  const hi = Math.min(41, lo + 1);
  const t = x - lo;
  const a = lmsAt(measure, sex, lo);
  const b = lmsAt(measure, sex, hi);
  return { L: a.L + (b.L - a.L) * t, M: a.M + (b.M - a.M) * t, S: a.S + (b.S - a.S) * t };
}

/** Value at gestational age (days) and z-score. */
export function olsenValue(measure: Measure, sex: Sex, gestationalDays: number, z: number): number {
  return lmsValue(z, olsenLms(measure, sex, gestationalDays));
}

/** z-score of a value at a gestational age (inverse of olsenValue). */
export function olsenZ(measure: Measure, sex: Sex, gestationalDays: number, value: number): number {
  return lmsZ(value, olsenLms(measure, sex, gestationalDays));
}

export interface GrowthPoint {
  weightG: number;
  lengthCm: number;
  headCm: number;
}

/** Gains per day of corrected age after 41 weeks: [until corrected day, g/day, cm/day length, cm/day head]. */
const gains = [
  [90, 28, 0.11, 0.065],
  [180, 18, 0.065, 0.033],
  [365, 11, 0.045, 0.016],
  [Infinity, 7, 0.03, 0.007],
] as const;

const TERM = 287; // 41 weeks: the end of the Olsen curves

/** Days a baby takes to regain its birth weight; its weight follows the curve that much later. */
const REGAIN_DAYS = 12;

/** Adds the post-term gains of `days` days of corrected age past 41 weeks to a point. */
function addGains(point: GrowthPoint, days: number, which: 'weight' | 'size'): void {
  let left = days;
  let from = 0;
  for (const [until, g, l, h] of gains) {
    const span = Math.min(left, until - from);
    if (span <= 0) break;
    if (which === 'weight') point.weightG += span * g;
    else {
      point.lengthCm += span * l;
      point.headCm += span * h;
    }
    left -= span;
    from = until;
  }
}

/**
 * Measures at a chronological age. Length and head follow the intrauterine curve at the baby's birth
 * z-score until 41 weeks, drifting down by up to `restriction` z over six weeks (extra-uterine growth
 * restriction), then gain per day as above. Weight first dips (about 7 %) and is back to birth weight on
 * day 12, then follows the same course twelve days late.
 */
export function growthAt(
  sex: Sex,
  birthZ: { weight: number; length: number; head: number },
  chronologicalDays: number,
  gestationalDays: number,
  restriction = 0.6,
): GrowthPoint {
  const drift = (days: number) => restriction * Math.min(1, days / 42);
  const size = (pma: number, days: number): GrowthPoint => ({
    weightG: 0,
    lengthCm: olsenValue('length', sex, Math.min(pma, TERM), birthZ.length - drift(days) / 2),
    headCm: olsenValue('head_circ', sex, Math.min(pma, TERM), birthZ.head - drift(days) / 3),
  });
  const point = size(gestationalDays + chronologicalDays, chronologicalDays);
  addGains(point, gestationalDays + chronologicalDays - TERM, 'size');

  if (chronologicalDays <= REGAIN_DAYS) {
    const birth = olsenValue('weight', sex, gestationalDays, birthZ.weight);
    point.weightG = birth * (1 - 0.07 * Math.sin((Math.PI * chronologicalDays) / REGAIN_DAYS));
  } else {
    const days = chronologicalDays - REGAIN_DAYS;
    const pma = gestationalDays + days;
    point.weightG = olsenValue('weight', sex, Math.min(pma, TERM), birthZ.weight - drift(days));
    addGains(point, pma - TERM, 'weight');
  }
  return point;
}
