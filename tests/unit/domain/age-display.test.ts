import { describe, expect, it } from 'vitest';
import { formatChronologicalAge, formatCorrectedAge, monthsAndDays } from '../../../src/domain/age-display';

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
});
