/**
 * The one calendar-date rule of the app and the server: 'YYYY-MM-DD', optionally followed by an ISO
 * time, naming a real calendar day (no 31 February) between MIN_YEAR and MAX_YEAR. The contract's date
 * schemas (src/contract/common.ts) and the typed dates of the forms (./report-range.ts) both read it.
 */

/** Years a clinical date may fall in: anything else is a typing slip, not a date of this programme. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
  if (!match || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= MIN_YEAR &&
    year <= MAX_YEAR &&
    calendar.getUTCMonth() === month - 1 &&
    calendar.getUTCDate() === day
  );
}
