/**
 * The INTERGROWTH-21st standards against their published tables (tests/unit/domain/intergrowth-tables,
 * sources in README.md there): the preterm postnatal standards at every whole week 27–64, the newborn size
 * standards at every day 24+0–42+6, both sexes, weight, length and head circumference.
 *
 * The SD lines: the z-score of each published -3…+3 SD value is that line's z within 0.02, beyond what the
 * table's printing (0.01 kg, 0.1 cm) already moves it — the tolerance adds the z-width of half a printed
 * unit at that value, since a head circumference printed to 0.1 cm with an SD near 1 cm cannot say its
 * z-score closer than ±0.05. The centile tables: each computed centile, printed as the table prints it, is
 * within one printed unit of the published one.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Sex } from '../../../src/domain/growth';
import { normalCdf } from '../../../src/domain/growth-z';
import {
  newbornScore,
  newbornValue,
  normalQuantile,
  parseNewbornTable,
  sizeAtBirth,
  sizeForGestationalAge,
  skewTCdf,
  studentTCdf,
  type NewbornTable,
} from '../../../src/domain/intergrowth-newborn';
import {
  PRETERM_MAX_WEEKS,
  PRETERM_MIN_WEEKS,
  pretermValue,
  pretermZ,
  type PretermMeasure,
} from '../../../src/domain/intergrowth-preterm';

const read = (name: string) => readFileSync(new URL(`./intergrowth-tables/${name}`, import.meta.url), 'utf8');

/** Rows of a published table: the age (weeks, or "w+d" as days) and its seven values. */
function rows(name: string): { x: number; values: number[] }[] {
  return read(name)
    .trim()
    .split('\n')
    .map((line) => {
      const [age, ...values] = line.trim().split(/\s+/);
      const [weeks, days] = (age as string).split('+').map(Number) as [number, number | undefined];
      return { x: days === undefined ? weeks : weeks * 7 + days, values: values.map(Number) };
    });
}

const files: Record<PretermMeasure, string> = { weight: 'weight', length: 'len', head: 'hc' };
const sexes: [Sex, string][] = [
  ['M', 'male'],
  ['F', 'female'],
];
const SDS = [-3, -2, -1, 0, 1, 2, 3];
const CENTILES = [3, 5, 10, 50, 90, 95, 97];
/** Half a printed unit: weight in kg to 2 decimals, length and head circumference in cm to 1. */
const halfUnit = (measure: PretermMeasure) => (measure === 'weight' ? 0.005 : 0.05);
const printed = (measure: PretermMeasure, value: number) =>
  Math.round(value * (measure === 'weight' ? 100 : 10)) / (measure === 'weight' ? 100 : 10);

/** |z(published) − k| ≤ 0.02 + the z-width of half a printed unit at the published value. */
function expectSdLine(
  z: (v: number) => number | null,
  value: number,
  k: number,
  half: number,
  where: string,
) {
  const at = z(value)!;
  const width = Math.abs(z(value + half)! - z(value - half)!) / 2;
  expect(Math.abs(at - k), `${where}: z ${at.toFixed(3)} for the ${k} SD line`).toBeLessThanOrEqual(
    0.02 + width + 1e-9,
  );
}

describe('INTERGROWTH-21st preterm postnatal growth (27–64 weeks)', () => {
  for (const measure of ['weight', 'length', 'head'] as const) {
    for (const [sex, name] of sexes) {
      it(`${measure}, ${name}: the SD lines at every whole week`, () => {
        const table = rows(`png_${files[measure]}_${name}_zscores.txt`);
        expect(table.map((row) => row.x)).toEqual(
          Array.from({ length: PRETERM_MAX_WEEKS - PRETERM_MIN_WEEKS + 1 }, (_, i) => PRETERM_MIN_WEEKS + i),
        );
        for (const { x, values } of table) {
          values.forEach((value, i) => {
            const k = SDS[i] as number;
            expectSdLine((v) => pretermZ(measure, sex, x, v), value, k, halfUnit(measure), `${x} weeks`);
            // The line drawn, printed as the table prints it, is the published value (± one printed unit).
            expect(Math.abs(printed(measure, pretermValue(measure, sex, x, k)!) - value)).toBeLessThanOrEqual(
              2 * halfUnit(measure) + 1e-9,
            );
          });
        }
      });

      it(`${measure}, ${name}: the centiles at every whole week`, () => {
        for (const { x, values } of rows(`png_${files[measure]}_${name}_percentiles.txt`)) {
          values.forEach((value, i) => {
            const computed = pretermValue(measure, sex, x, normalQuantile((CENTILES[i] as number) / 100))!;
            expect(
              Math.abs(printed(measure, computed) - value),
              `${x} weeks p${CENTILES[i]}`,
            ).toBeLessThanOrEqual(2 * halfUnit(measure) + 1e-9);
          });
        }
      });
    }
  }

  it('has no z-score outside 27–64 weeks or for a measure that is not positive', () => {
    expect(pretermZ('weight', 'M', 26.99, 0.9)).toBeNull();
    expect(pretermZ('weight', 'M', 64.01, 7)).toBeNull();
    expect(pretermZ('head', 'F', 30, 0)).toBeNull();
    expect(pretermZ('weight', 'F', 27, 0.66)).not.toBeNull();
    expect(pretermZ('weight', 'F', 64, 7.3)).not.toBeNull();
  });

  it('scores between whole weeks on the same equations (a boy of 1.39 kg at 31 weeks is on the median)', () => {
    expect(pretermZ('weight', 'M', 31, 1.39)).toBeCloseTo(0, 1);
    const before = pretermZ('weight', 'M', 31, 1.5)!;
    const later = pretermZ('weight', 'M', 31 + 3 / 7, 1.5)!;
    expect(later).toBeLessThan(before);
  });
});

const newborn: NewbornTable = parseNewbornTable(
  readFileSync(
    new URL('../../../src/domain/growth-tables/intergrowth_newborn_st3.csv', import.meta.url),
    'utf8',
  ),
);

describe('INTERGROWTH-21st newborn size (24+0–42+6 weeks)', () => {
  for (const measure of ['weight', 'length', 'head'] as const) {
    for (const [sex, name] of sexes) {
      it(`${measure}, ${name}: the SD lines at every day`, () => {
        const table = rows(`nbs_${files[measure]}_${name}_zscores.txt`);
        expect(table).toHaveLength(42 * 7 + 6 - 24 * 7 + 1);
        for (const { x, values } of table) {
          values.forEach((value, i) => {
            const k = SDS[i] as number;
            const where = `${Math.floor(x / 7)}+${x % 7}`;
            expectSdLine(
              (v) => newbornScore(newborn, measure, sex, x, v)?.z ?? null,
              value,
              k,
              halfUnit(measure),
              where,
            );
            const computed = newbornValue(newborn, measure, sex, x, normalCdf(k))!;
            expect(Math.abs(printed(measure, computed) - value), `${where} ${k} SD`).toBeLessThanOrEqual(
              2 * halfUnit(measure) + 1e-9,
            );
          });
        }
      });

      it(`${measure}, ${name}: the centiles at every day`, () => {
        for (const { x, values } of rows(`nbs_${files[measure]}_${name}_percentiles.txt`)) {
          values.forEach((value, i) => {
            const computed = newbornValue(newborn, measure, sex, x, (CENTILES[i] as number) / 100)!;
            expect(
              Math.abs(printed(measure, computed) - value),
              `${Math.floor(x / 7)}+${x % 7} p${CENTILES[i]}`,
            ).toBeLessThanOrEqual(2 * halfUnit(measure) + 1e-9);
          });
        }
      });
    }
  }

  it('classifies by the birth weight: below p10 small, above p90 large, appropriate between', () => {
    expect(sizeForGestationalAge(0.0999)).toBe('small');
    expect(sizeForGestationalAge(0.1)).toBe('appropriate');
    expect(sizeForGestationalAge(0.9)).toBe('appropriate');
    expect(sizeForGestationalAge(0.9001)).toBe('large');
    // A boy at 40+0 weeks: p10 2.88 kg, p90 3.97 kg (published table).
    const boy = (weightG: number) =>
      sizeAtBirth(newborn, { sex: 'M', gestationalDays: 280, weightG, lengthCm: null, headCm: null });
    expect(boy(2700)?.size).toBe('small');
    expect(boy(3400)?.size).toBe('appropriate');
    expect(boy(4200)?.size).toBe('large');
    // The very preterm standard: a girl at 30+0 weeks of 1.25 kg is near the median.
    const girl = sizeAtBirth(newborn, {
      sex: 'F',
      gestationalDays: 210,
      weightG: 1250,
      lengthCm: 39,
      headCm: 27.5,
    })!;
    expect(girl.size).toBe('appropriate');
    expect(girl.scores.map((s) => s.measure)).toEqual(['weight', 'length', 'head']);
    expect(Math.abs(girl.scores[0]!.z)).toBeLessThan(0.5);
  });

  it('gives nothing outside 24+0–42+6 weeks or without a gestational age; a missing measure is left out', () => {
    const at = (gestationalDays: number) =>
      sizeAtBirth(newborn, { sex: 'F', gestationalDays, weightG: 800, lengthCm: null, headCm: null });
    expect(at(0)).toBeNull();
    expect(at(167)).toBeNull();
    expect(at(301)).toBeNull();
    expect(at(168)?.scores).toHaveLength(1);
    expect(
      sizeAtBirth(newborn, { sex: 'F', gestationalDays: 280, weightG: null, lengthCm: 50, headCm: null }),
    ).toEqual({
      scores: [expect.objectContaining({ measure: 'length' })],
      size: null,
    });
  });

  it('computes Student t and the skew t as their definitions do', () => {
    expect(studentTCdf(0, 5)).toBeCloseTo(0.5, 12);
    // t(10) 97.5th percentile is 2.228139.
    expect(studentTCdf(2.228139, 10)).toBeCloseTo(0.975, 6);
    expect(studentTCdf(-2.228139, 10)).toBeCloseTo(0.025, 6);
    // P(X < μ) = 1 / (1 + ν²), continuous at μ.
    const st = { mu: 3, sigma: 0.4, nu: 1.1, tau: 18 };
    expect(skewTCdf(3 - 1e-12, st)).toBeCloseTo(1 / (1 + 1.21), 9);
    expect(skewTCdf(3, st)).toBeCloseTo(1 / (1 + 1.21), 9);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232, 6);
  });
});
