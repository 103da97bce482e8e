import { describe, expect, it } from 'vitest';
import { formatShortDate } from '../../../src/domain/date-format';

describe('short date (spec 000 §9 "D MMM YYYY", Spanish)', () => {
  it('formats a calendar day without shifting it', () => {
    expect(formatShortDate('2026-03-26')).toBe('26 mar 2026');
    expect(formatShortDate('2025-01-05')).toBe('5 ene 2025');
    expect(formatShortDate('2025-12-31')).toBe('31 dic 2025');
  });

  it('says "[Sin fecha]" when there is no date', () => {
    expect(formatShortDate(null)).toBe('[Sin fecha]');
    expect(formatShortDate('')).toBe('[Sin fecha]');
    expect(formatShortDate('no es fecha')).toBe('[Sin fecha]');
  });
});
