import { describe, expect, it } from 'vitest';
import {
  formatChronologicalAge,
  formatCorrectedAge,
  formatPersonAge,
  monthsAndDays,
} from '../../../src/domain/age-display';

describe('age display (spec 000 §9)', () => {
  it('shows weeks and days up to 4 weeks, then months and days', () => {
    expect(formatChronologicalAge('2026-01-01', '2026-01-24')).toBe('3s 2d');
    expect(formatChronologicalAge('2026-01-01', '2026-01-30')).toBe('4s 1d');
    expect(formatChronologicalAge('2026-01-01', '2026-02-05')).toBe('1m 4d');
    expect(formatChronologicalAge('2026-01-01', '2026-08-29')).toBe('7m 28d');
  });

  it('shows corrected age as weeks since conception up to 280 days, then months and days past term', () => {
    // Born at 32+0 (224 days): 30 days later is 36s 2d.
    expect(formatCorrectedAge('2026-01-01', 224, '2026-01-31')).toBe('36s 2d');
    expect(formatCorrectedAge('2026-01-01', 224, '2026-02-26')).toBe('40s 0d');
    // Term date 2026-02-26; 240 days after birth (2026-08-29) is 6 months and 3 days past it.
    expect(formatCorrectedAge('2026-01-01', 224, '2026-08-29')).toBe('6m 3d');
  });

  it('counts calendar months, clamping to short months', () => {
    expect(monthsAndDays('2026-01-31', '2026-02-28')).toEqual({ months: 0, days: 28 });
    expect(monthsAndDays('2026-01-31', '2026-03-01')).toEqual({ months: 1, days: 1 });
    expect(monthsAndDays('2026-01-15', '2026-01-15')).toEqual({ months: 0, days: 0 });
  });

  it('switches to months exactly past 4 weeks (boundary days 34, 35)', () => {
    expect(formatChronologicalAge('2026-01-01', '2026-02-04')).toBe('4s 6d');
    expect(formatChronologicalAge('2026-01-01', '2026-02-05')).toBe('1m 4d');
  });

  it('switches corrected age to months exactly past 280 days (boundary days 279, 280, 281)', () => {
    // Born at 32+0 (224 days): 55, 56 and 57 days later are 279, 280 and 281 days since conception.
    expect(formatCorrectedAge('2026-01-01', 224, '2026-02-25')).toBe('39s 6d');
    expect(formatCorrectedAge('2026-01-01', 224, '2026-02-26')).toBe('40s 0d');
    expect(formatCorrectedAge('2026-01-01', 224, '2026-02-27')).toBe('0m 1d');
  });

  it('says "[Sin fecha de parto]" without a birth date', () => {
    expect(formatChronologicalAge(null, '2026-02-05')).toBe('[Sin fecha de parto]');
    expect(formatCorrectedAge(undefined, 224, '2026-02-05')).toBe('[Sin fecha de parto]');
    expect(formatPersonAge('', '2026-02-05')).toBe('[Sin fecha de parto]');
  });

  it("shows a person's age in years, or in months under one year", () => {
    expect(formatPersonAge('2000-06-15', '2026-06-14')).toBe('25 años');
    expect(formatPersonAge('2000-06-15', '2026-06-15')).toBe('26 años');
    expect(formatPersonAge('2025-06-15', '2026-06-15')).toBe('1 año');
    expect(formatPersonAge('2025-06-15', '2026-06-14')).toBe('11 meses');
    expect(formatPersonAge('2026-05-10', '2026-06-15')).toBe('1 mes');
    expect(formatPersonAge('2026-06-01', '2026-06-15')).toBe('0 meses');
  });
});
