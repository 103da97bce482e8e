/**
 * The report's date range (src/domain/report-range.ts; spec 000 §5 "both dates required", §7): typed
 * dates read day first or as ISO, each required and a real day, the end not before the start.
 */
import { describe, expect, it } from 'vitest';
import { checkReportRange, dayToTyped, isOrderedRange, typedDay } from '../../../src/domain/report-range';

describe('typedDay', () => {
  it('reads a day-first date with /, - or . and one or two digits', () => {
    expect(typedDay('05/03/2025')).toBe('2025-03-05');
    expect(typedDay('5/3/2025')).toBe('2025-03-05');
    expect(typedDay(' 31-12-2024 ')).toBe('2024-12-31');
    expect(typedDay('1.2.2026')).toBe('2026-02-01');
  });

  it('reads an ISO day as pasted from elsewhere', () => {
    expect(typedDay('2025-03-05')).toBe('2025-03-05');
  });

  it('refuses what is not a real calendar day of the programme', () => {
    for (const text of [
      '',
      '05/03',
      '05/03/25',
      '2025/03/05',
      '31/02/2025',
      '00/01/2025',
      '12/13/2025',
      'ayer',
    ])
      expect(typedDay(text), text).toBeNull();
    expect(typedDay('29/02/2024')).toBe('2024-02-29');
    expect(typedDay('29/02/2025')).toBeNull();
    // The years of src/domain/calendar-day.ts.
    expect(typedDay('01/01/1899')).toBeNull();
    expect(typedDay('01/01/2101')).toBeNull();
  });

  it('writes a picked day back as DD/MM/AAAA, which reads as the same day', () => {
    expect(dayToTyped('2025-03-05')).toBe('05/03/2025');
    expect(typedDay(dayToTyped('2024-12-31'))).toBe('2024-12-31');
  });
});

describe('isOrderedRange', () => {
  it('lets the end fall on the start day or after it, never before', () => {
    expect(isOrderedRange('2025-03-05', '2025-03-05')).toBe(true);
    expect(isOrderedRange('2025-03-05', '2025-03-06')).toBe(true);
    expect(isOrderedRange('2025-03-06', '2025-03-05')).toBe(false);
    // The server also receives instants.
    expect(isOrderedRange('2025-03-05T05:00:00.000Z', '2025-03-06T04:59:00.000Z')).toBe(true);
  });
});

describe('checkReportRange', () => {
  it('gives the two ISO days of a good range', () => {
    expect(checkReportRange('01/03/2025', '31/03/2025')).toEqual({
      ok: true,
      iniDate: '2025-03-01',
      endDate: '2025-03-31',
    });
    expect(checkReportRange('05/03/2025', '5/3/2025')).toMatchObject({ ok: true });
  });

  it('names every bad field at once: empty is required, wrong text is invalid', () => {
    expect(checkReportRange('', '  ')).toEqual({
      ok: false,
      problems: { start: 'required', end: 'required' },
    });
    expect(checkReportRange('31/02/2025', '')).toEqual({
      ok: false,
      problems: { start: 'invalid', end: 'required' },
    });
    expect(checkReportRange('01/03/2025', 'mañana')).toEqual({
      ok: false,
      problems: { start: undefined, end: 'invalid' },
    });
  });

  it('puts an end before the start on the end field', () => {
    expect(checkReportRange('10/03/2025', '09/03/2025')).toEqual({
      ok: false,
      problems: { end: 'endBeforeStart' },
    });
  });
});
