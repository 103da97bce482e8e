import { describe, expect, it } from 'vitest';

import {
  chronologicalAgeDays,
  correctionYears,
  isCorrected,
  plottedAgeDays,
  postmenstrualAgeDays,
} from '../../../src/domain/corrected-age';

const BIRTH = '2025-03-10';

describe('how long the correction lasts', () => {
  it.each([
    [31, 6, 2],
    [32, 0, 1],
    [36, 6, 1],
    [37, 0, 0],
    [40, 0, 0],
    [24, 0, 2],
  ] as const)('born at %s+%s weeks: %s years', (weeks, days, years) => {
    expect(correctionYears({ weeks, days })).toBe(years);
  });
});

describe('corrected age at the birthdays', () => {
  it('born at 36+6 weeks: corrected the day before the first birthday, not on it', () => {
    const ga = { weeks: 36, days: 6 };
    expect(isCorrected(ga, BIRTH, '2026-03-09')).toBe(true);
    expect(isCorrected(ga, BIRTH, '2026-03-10')).toBe(false);
    expect(plottedAgeDays(ga, BIRTH, '2026-03-09')).toBe(364 - 22);
    expect(plottedAgeDays(ga, BIRTH, '2026-03-10')).toBe(365);
  });

  it('born at 32+0 weeks: the correction ends at 1 year', () => {
    const ga = { weeks: 32, days: 0 };
    expect(isCorrected(ga, BIRTH, '2026-03-09')).toBe(true);
    expect(isCorrected(ga, BIRTH, '2026-03-10')).toBe(false);
  });

  it('born at 31+6 weeks: the correction lasts until the second birthday', () => {
    const ga = { weeks: 31, days: 6 };
    expect(isCorrected(ga, BIRTH, '2026-03-10')).toBe(true);
    expect(plottedAgeDays(ga, BIRTH, '2026-03-10')).toBe(365 - 57);
    expect(isCorrected(ga, BIRTH, '2027-03-09')).toBe(true);
    expect(isCorrected(ga, BIRTH, '2027-03-10')).toBe(false);
    expect(plottedAgeDays(ga, BIRTH, '2027-03-10')).toBe(730);
  });

  it('born at 37+0 weeks: never corrected', () => {
    const ga = { weeks: 37, days: 0 };
    expect(isCorrected(ga, BIRTH, '2025-04-10')).toBe(false);
    expect(plottedAgeDays(ga, BIRTH, '2025-04-10')).toBe(31);
  });

  it('without a gestational age the chronological age stands', () => {
    expect(plottedAgeDays(null, BIRTH, '2025-04-10')).toBe(31);
  });

  it('before term the corrected age is negative, and the postmenstrual age says where on the Olsen curves', () => {
    const ga = { weeks: 30, days: 2 };
    expect(plottedAgeDays(ga, BIRTH, '2025-03-24')).toBe(14 - 68);
    expect(postmenstrualAgeDays(ga, BIRTH, '2025-03-24')).toBe(30 * 7 + 2 + 14);
  });

  it('counts calendar days across a daylight-saving change', () => {
    expect(chronologicalAgeDays('2025-03-29', '2025-03-31')).toBe(2);
    expect(chronologicalAgeDays('2024-02-29', '2025-03-01')).toBe(366);
  });
});
