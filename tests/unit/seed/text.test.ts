/** The seed's text helpers: CSV with quotes and CRLF, the accent-free search key, calendar days. */
import { describe, expect, it } from 'vitest';
import { addDays, bogotaToday, daysBetween, parseCsv, searchKey } from '../../../server/seed/text';

describe('seed text helpers', () => {
  it('parse quoted CSV fields with commas, doubled quotes and CRLF', () => {
    expect(parseCsv('a,b,c\r\n1,"x, y","say ""hi"""\r\n2,,\r\n')).toEqual([
      { a: '1', b: 'x, y', c: 'say "hi"' },
      { a: '2', b: '', c: '' },
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([{ a: '1', b: '2' }]);
  });

  it('fold accents, ñ and case for search', () => {
    expect(searchKey('José Ángel  Muñoz', null, 'CNG-000001')).toBe('jose angel munoz cng-000001');
  });

  it('count calendar days without time zones', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    // 03:00 UTC is still the previous evening in Bogotá.
    expect(bogotaToday(new Date('2025-06-15T03:00:00Z'))).toBe('2025-06-14');
  });
});
