import { describe, expect, it } from 'vitest';

import type { Lms } from '../../../src/domain/growth';
import { lmsValue } from '../../../src/domain/growth';
import { bmiOf, indicatorZ, normalCdf, percentileOf } from '../../../src/domain/growth-z';

// LMS rows of the WHO Child Growth Standards (tables by day, ../shared/data/growth); the expected values are
// the measures WHO publishes in its z-score tables, rounded to 0.1: the measure at that z rounds to it, and
// the published measure's z is within the rounding (0.15 SD).
const WFA_BOYS_0: Lms = { L: 0.3487, M: 3.3464, S: 0.14602 };
const WFA_BOYS_365: Lms = { L: 0.0645, M: 9.646, S: 0.10925 };
const WFA_GIRLS_365: Lms = { L: -0.2022, M: 8.9462, S: 0.12267 };
const LFA_BOYS_730: Lms = { L: 1, M: 87.8018, S: 0.03479 };
const HCFA_GIRLS_0: Lms = { L: 1, M: 33.8787, S: 0.03496 };
const HCFA_BOYS_365: Lms = { L: 1, M: 46.0637, S: 0.02789 };

describe('indicatorZ against WHO published z-score tables', () => {
  it.each([
    ['boys weight at birth, -2 SD', 'wfa', 2.5, WFA_BOYS_0, -2],
    ['boys weight at birth, +2 SD', 'wfa', 4.4, WFA_BOYS_0, 2],
    ['boys weight at 12 months, -2 SD', 'wfa', 7.7, WFA_BOYS_365, -2],
    ['boys weight at 12 months, +2 SD', 'wfa', 12.0, WFA_BOYS_365, 2],
    ['girls weight at 12 months, -2 SD', 'wfa', 7.0, WFA_GIRLS_365, -2],
    ['girls weight at 12 months, +2 SD', 'wfa', 11.5, WFA_GIRLS_365, 2],
    ['boys length at 24 months, -2 SD', 'lhfa', 81.7, LFA_BOYS_730, -2],
    ['girls head circumference at birth, -2 SD', 'hcfa', 31.5, HCFA_GIRLS_0, -2],
    ['boys head circumference at 12 months, +2 SD', 'hcfa', 48.6, HCFA_BOYS_365, 2],
  ] as const)('%s', (_name, indicator, x, lms, z) => {
    expect(Math.round(lmsValue(z, lms) * 10) / 10).toBe(x);
    expect(Math.abs((indicatorZ(indicator, x, lms) ?? Number.NaN) - z)).toBeLessThan(0.15);
    expect(indicatorZ(indicator, lmsValue(z, lms), lms)).toBeCloseTo(z, 10);
  });

  it('is 0 at the median', () => {
    expect(indicatorZ('wfa', WFA_BOYS_0.M, WFA_BOYS_0)).toBeCloseTo(0, 10);
    expect(indicatorZ('lhfa', LFA_BOYS_730.M, LFA_BOYS_730)).toBeCloseTo(0, 10);
  });

  it('refuses a measure that is not positive', () => {
    expect(indicatorZ('wfa', 0, WFA_BOYS_0)).toBeNull();
    expect(indicatorZ('hcfa', Number.NaN, HCFA_GIRLS_0)).toBeNull();
  });
});

describe("WHO's restricted tails beyond ±3 SD", () => {
  const sd2 = lmsValue(2, WFA_BOYS_365);
  const sd3 = lmsValue(3, WFA_BOYS_365);
  const sdm2 = lmsValue(-2, WFA_BOYS_365);
  const sdm3 = lmsValue(-3, WFA_BOYS_365);

  it('weight beyond +3 SD is linear in the SD2–SD3 distance', () => {
    expect(indicatorZ('wfa', sd3 + (sd3 - sd2), WFA_BOYS_365)).toBeCloseTo(4, 10);
    expect(indicatorZ('wfa', sd3, WFA_BOYS_365)).toBeCloseTo(3, 10);
  });

  it('weight below -3 SD is linear in the SD2–SD3 distance', () => {
    expect(indicatorZ('wfa', sdm3 - (sdm2 - sdm3), WFA_BOYS_365)).toBeCloseTo(-4, 10);
  });

  it('differs from the plain LMS value in the tail, where the skew would stretch the scale', () => {
    const x = sd3 + 2 * (sd3 - sd2);
    expect(indicatorZ('wfa', x, WFA_BOYS_365)).toBeCloseTo(5, 10);
    expect(indicatorZ('lhfa', x, WFA_BOYS_365)).not.toBeCloseTo(5, 2);
  });

  it('length is not restricted: plain LMS at +4 SD', () => {
    const x = lmsValue(4, LFA_BOYS_730);
    expect(indicatorZ('lhfa', x, LFA_BOYS_730)).toBeCloseTo(4, 10);
  });
});

describe('percentile from z', () => {
  it.each([
    [0, 50],
    [-1.04, 15],
    [1, 84],
    [-1, 16],
    [2, 98],
    [-1.645, 5],
  ])('z %s is p%s', (z, p) => {
    expect(percentileOf(z)).toBe(p);
  });

  it('keeps one decimal at the extremes and never reaches 0 or 100', () => {
    expect(percentileOf(-2.5)).toBe(0.6);
    expect(percentileOf(3)).toBe(99.9);
    expect(percentileOf(-6)).toBe(0.1);
    expect(percentileOf(6)).toBe(99.9);
  });

  it('the normal distribution is symmetric and exact to 1e-6', () => {
    expect(normalCdf(1.96)).toBeCloseTo(0.975002, 6);
    expect(normalCdf(-1.96) + normalCdf(1.96)).toBeCloseTo(1, 10);
  });
});

describe('Olsen BMI-for-gestational-age before 41 weeks', () => {
  // Olsen 2015 rows (bmi_preterm_*.csv): boys 40 weeks, girls 30 weeks.
  const BOYS_40: Lms = { L: 0.175141, M: 13.39009, S: 0.104435 };
  const GIRLS_30: Lms = { L: 0.196138, M: 8.690219, S: 0.112902 };

  it('BMI is weight (g) / length (cm)² × 10', () => {
    expect(bmiOf(3400, 50)).toBeCloseTo(13.6, 10);
    expect(bmiOf(null, 50)).toBeNull();
    expect(bmiOf(3400, 0)).toBeNull();
  });

  it('a boy at 40 weeks on the median is z 0, p50', () => {
    const z = indicatorZ('olsenBmi', BOYS_40.M, BOYS_40) ?? Number.NaN;
    expect(z).toBeCloseTo(0, 10);
    expect(percentileOf(z)).toBe(50);
  });

  it('a girl at 30 weeks with 1300 g and 39 cm is about -0,8 SD', () => {
    const bmi = bmiOf(1300, 39) ?? Number.NaN;
    const z = indicatorZ('olsenBmi', bmi, GIRLS_30) ?? Number.NaN;
    expect(z).toBeCloseTo(((bmi / GIRLS_30.M) ** GIRLS_30.L - 1) / (GIRLS_30.L * GIRLS_30.S), 10);
    expect(z).toBeLessThan(0);
    expect(z).toBeGreaterThan(-2);
  });
});
