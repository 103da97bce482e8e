import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  lmsValue,
  lmsZ,
  roundZ,
  weightForLengthLms,
  weightForLengthZ,
  whoWeightZ,
} from '../../../src/domain/growth';
import { wflBoys, wflGirls } from '../../../src/domain/growth-tables/wfl';

const csvRows = (name: string) =>
  readFileSync(new URL(`../../../src/domain/growth-tables/${name}`, import.meta.url), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(',').map(Number));

/** Boys, 50.0 cm: a row of wfl_boys.csv. */
const boys50 = { L: -0.3521, M: 3.3278, S: 0.0889 };

describe('the WHO weight-for-length tables', () => {
  it('wfl.ts holds exactly the rows of the CSVs beside it (regenerate it as SOURCES.md says)', () => {
    expect(wflBoys).toEqual(csvRows('wfl_boys.csv'));
    expect(wflGirls).toEqual(csvRows('wfl_girls.csv'));
    expect(wflBoys).toHaveLength(131);
    expect(wflBoys[0]![0]).toBe(45);
    expect(wflBoys.at(-1)![0]).toBe(110);
  });
});

describe('lmsZ', () => {
  it('computes ((X/M)^L − 1) / (L·S), checked by hand against the table', () => {
    // Boys, 50.0 cm, 3000 g. wfl_boys.csv row 50.0: L = −0.3521, M = 3.3278 kg, S = 0.0889.
    //   X/M       = 3.000 / 3.3278                       = 0.90150
    //   (X/M)^L   = exp(−0.3521 × ln 0.90150)
    //             = exp(−0.3521 × −0.10370) = exp(0.036513) = 1.03719
    //   L·S       = −0.3521 × 0.0889                     = −0.031302
    //   z         = (1.03719 − 1) / −0.031302            = −1.188
    expect(lmsZ(3, boys50)).toBeCloseTo(-1.188, 3);
    expect(weightForLengthZ('M', 3000, 50)).toBeCloseTo(-1.188, 3);
    expect(roundZ(weightForLengthZ('M', 3000, 50))).toBe(-1.19);
  });

  it('is ln(X/M) / S when L is 0, and the median is z 0', () => {
    expect(lmsZ(10 * Math.exp(0.1), { L: 0, M: 10, S: 0.1 })).toBeCloseTo(1, 10);
    expect(lmsZ(boys50.M, boys50)).toBeCloseTo(0, 12);
    expect(roundZ(lmsZ(boys50.M, boys50))).toBe(0);
  });

  it('lmsValue is its inverse', () => {
    for (const z of [-2, -0.5, 0, 1.3, 2.9]) {
      expect(lmsZ(lmsValue(z, boys50), boys50)).toBeCloseTo(z, 10);
      expect(lmsZ(lmsValue(z, { L: 0, M: 5, S: 0.1 }), { L: 0, M: 5, S: 0.1 })).toBeCloseTo(z, 10);
    }
  });
});

describe('whoWeightZ (WHO restriction beyond ±3 SD)', () => {
  it('equals the LMS z-score within ±3', () => {
    expect(whoWeightZ(3, boys50)).toBe(lmsZ(3, boys50));
  });

  it('continues linearly with the SD2–SD3 distance beyond ±3', () => {
    // Boys 50.0 cm: SD3neg = M(1 + L·S·(−3))^(1/L) = 2.57900 kg, SD2neg = 2.80066 kg.
    // 2.3 kg: LMS z would be −4.44; WHO z = −3 + (2.3 − 2.57900) / (2.80066 − 2.57900) = −4.2587.
    expect(lmsValue(-3, boys50)).toBeCloseTo(2.579, 3);
    expect(whoWeightZ(2.3, boys50)).toBeCloseTo(-4.2587, 3);
    // SD3 = 4.40340 kg, SD2 = 3.99851 kg; 4.6 kg: 3 + (4.6 − 4.40340) / (4.40340 − 3.99851) = 3.4856.
    expect(whoWeightZ(4.6, boys50)).toBeCloseTo(3.4856, 3);
  });
});

describe('weightForLengthLms and weightForLengthZ', () => {
  it('interpolates L, M and S between the 0.5 cm rows, checked by hand', () => {
    // Girls, 60.25 cm, halfway between the rows 60.0 (M 5.8742, S 0.09136) and 60.5 (M 6.0014, S 0.09137);
    // L is −0.3833 in both.
    //   M = (5.8742 + 6.0014) / 2 = 5.9378;  S = (0.09136 + 0.09137) / 2 = 0.091365
    //   X/M = 5.5 / 5.9378 = 0.92627;  (X/M)^L = exp(−0.3833 × −0.076591) = exp(0.029357) = 1.029792
    //   L·S = −0.3833 × 0.091365 = −0.0350202;  z = 0.029792 / −0.0350202 = −0.8507
    const lms = weightForLengthLms('F', 60.25)!;
    expect(lms.M).toBeCloseTo(5.9378, 6);
    expect(lms.S).toBeCloseTo(0.091365, 6);
    expect(lms.L).toBeCloseTo(-0.3833, 6);
    expect(weightForLengthZ('F', 5500, 60.25)).toBeCloseTo(-0.8507, 3);
  });

  it('uses the row itself on a table length, and the sexes differ', () => {
    expect(weightForLengthLms('M', 50)).toEqual(boys50);
    expect(weightForLengthLms('F', 50)).toEqual({ L: -0.3833, M: 3.3518, S: 0.09068 });
  });

  it('covers 45 to 110 cm inclusive and answers null outside', () => {
    expect(weightForLengthLms('F', 45)?.M).toBe(2.4607);
    expect(weightForLengthLms('M', 110)?.M).toBeCloseTo(18.2689, 10);
    expect(weightForLengthZ('F', 1800, 44.9)).toBeNull();
    expect(weightForLengthZ('M', 19000, 110.1)).toBeNull();
    expect(weightForLengthZ('F', 2460.7, 45)).toBeCloseTo(0, 10);
  });

  it('answers null when a measure is missing or not positive', () => {
    expect(weightForLengthZ('M', null, 50)).toBeNull();
    expect(weightForLengthZ('M', 3000, null)).toBeNull();
    expect(weightForLengthZ('M', 0, 50)).toBeNull();
    expect(roundZ(null)).toBeNull();
  });
});
