import { describe, expect, it } from 'vitest';
import { formatVaccinationDate, parseVaccinationDate } from '../../../src/domain/vaccination-dates';

describe('vaccination dates (spec 001 §9: upper-case D MMM YYYY)', () => {
  it('formats in upper case without a leading zero', () => {
    expect(formatVaccinationDate('2026-03-05')).toBe('5 MAR 2026');
    expect(formatVaccinationDate('2026-12-24')).toBe('24 DIC 2026');
    expect(formatVaccinationDate(null)).toBe('');
    expect(formatVaccinationDate('no')).toBe('');
  });

  it('reads the displayed form in any case and ISO days, and nothing else', () => {
    expect(parseVaccinationDate('5 MAR 2026')).toBe('2026-03-05');
    expect(parseVaccinationDate(' 5  mar 2026 ')).toBe('2026-03-05');
    expect(parseVaccinationDate('2026-03-05')).toBe('2026-03-05');
    expect(parseVaccinationDate('31 FEB 2026')).toBeNull();
    expect(parseVaccinationDate('ayer')).toBeNull();
    expect(parseVaccinationDate('')).toBeNull();
  });
});
