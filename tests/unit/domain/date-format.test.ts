import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatShortDate } from '../../../src/domain/date-format';

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

describe('long date and date-time (spec 000 §9 "DD MMMM YYYY", "DD MMM YYYY hh:mm")', () => {
  it('writes the month in full with a two-digit day', () => {
    expect(formatLongDate('2026-03-05')).toBe('05 marzo 2026');
    expect(formatLongDate('2025-12-31')).toBe('31 diciembre 2025');
    expect(formatLongDate(undefined)).toBe('[Sin fecha]');
  });

  it('adds the time on the 12-hour clock of the spec', () => {
    expect(formatDateTime(new Date(2026, 2, 5, 15, 7))).toBe('05 mar 2026 03:07');
    expect(formatDateTime(new Date(2026, 2, 5, 9, 30))).toBe('05 mar 2026 09:30');
    expect(formatDateTime(null)).toBe('[Sin fecha]');
  });
});
