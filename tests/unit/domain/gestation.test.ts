import { describe, expect, it } from 'vitest';
import {
  addDays,
  bogotaDay,
  completedYears,
  correctedAgeDays,
  correctedFromChronologicalDays,
  fortyWeeksDate,
  isAlready41Weeks,
  savedDay,
} from '../../../src/domain/gestation';

describe('fortyWeeksDate and correctedAgeDays (spec 000 §9)', () => {
  it('puts the due date at birth + 280 − gestational days, where corrected age is 0', () => {
    expect(fortyWeeksDate('2025-01-01', 224)).toBe('2025-02-26');
    expect(correctedAgeDays('2025-01-01', 224, '2025-02-26')).toBe(0);
  });

  it('is the birth day itself at 280 days (40+0), before it past term, across month and year ends', () => {
    expect(fortyWeeksDate('2025-03-10', 280)).toBe('2025-03-10');
    expect(fortyWeeksDate('2025-03-10', 287)).toBe('2025-03-03');
    expect(fortyWeeksDate('2024-12-20', 266)).toBe('2025-01-03');
    // Leap year: 2024-02-01 + 56 days.
    expect(fortyWeeksDate('2024-02-01', 224)).toBe('2024-03-28');
  });

  it('is a calendar day at start of day: a birth date with a time of day gives the same day', () => {
    expect(fortyWeeksDate('2025-01-01T23:59:00', 224)).toBe('2025-02-26');
    expect(correctedAgeDays('2025-01-01T23:59:00', 224, '2025-02-26T00:01:00')).toBe(0);
  });

  it('turns an exam’s chronological age in days into corrected days', () => {
    expect(correctedFromChronologicalDays(240, 224)).toBe(184);
    expect(correctedFromChronologicalDays(56, 224)).toBe(0);
    expect(correctedFromChronologicalDays(0, 280)).toBe(0);
  });
});

describe('isAlready41Weeks (spec 000 §4 age rule)', () => {
  // Born 2025-01-01 at 32+0 weeks (224 days): 40+0 on 2025-02-26, 41+0 on 2025-03-05.
  const birth = '2025-01-01';

  it('is true from exactly 41+0 weeks of corrected age', () => {
    expect(isAlready41Weeks(birth, 224, '2025-03-05')).toBe(true);
    expect(isAlready41Weeks(birth, 224, '2025-09-01')).toBe(true);
  });

  it('is false at 40+6 weeks and at term', () => {
    expect(isAlready41Weeks(birth, 224, '2025-03-04')).toBe(false);
    expect(isAlready41Weeks(birth, 224, '2025-02-26')).toBe(false);
  });

  it('counts a baby born at 41+0 weeks as 41 weeks on its birth day', () => {
    expect(isAlready41Weeks('2025-01-01', 287, '2025-01-01')).toBe(true);
    expect(isAlready41Weeks('2025-01-01', 286, '2025-01-01')).toBe(false);
    expect(isAlready41Weeks('2025-01-01', 286, addDays('2025-01-01', 1))).toBe(true);
  });
});

describe('bogotaDay', () => {
  it('is the calendar day in Bogotá (UTC−5), not in UTC', () => {
    expect(bogotaDay('2025-03-05T04:59:00.000Z')).toBe('2025-03-04');
    expect(bogotaDay('2025-03-05T05:00:00.000Z')).toBe('2025-03-05');
    expect(bogotaDay('2025-03-05T21:30:00-05:00')).toBe('2025-03-05');
  });
});

describe('savedDay', () => {
  it('is the Bogotá day of a saved time, null when the time is unknown', () => {
    expect(savedDay(Date.parse('2026-03-05T03:00:00Z'))).toBe('2026-03-04');
    expect(savedDay(Date.parse('2026-03-05T15:00:00Z'))).toBe('2026-03-05');
    expect(savedDay(0)).toBeNull();
  });
});

describe('completedYears', () => {
  it('counts whole years, turning on the birthday', () => {
    expect(completedYears('2005-06-15', '2025-06-14')).toBe(19);
    expect(completedYears('2005-06-15', '2025-06-15')).toBe(20);
    expect(completedYears('2005-06-15', '2025-12-31')).toBe(20);
    expect(completedYears('2004-02-29', '2025-02-28')).toBe(20);
  });
});
