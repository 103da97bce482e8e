/**
 * The date range of a report (spec 000 §5 "Report form: both dates required"; §7 iniDate, endDate): two
 * typed dates, each required and a real calendar day, the end not before the start (a one-day report has
 * both on the same day). The form checks the typed text with `checkReportRange`; the contract's
 * `ripsReportBody` applies `isOrderedRange` on the server, so the order rule has one home.
 *
 * Dates are typed as Colombia writes them, day first: 'D/M/AAAA' with '/', '-' or '.' between the parts
 * (what the calendar writes is 'DD/MM/AAAA'); an ISO 'AAAA-MM-DD', as pasted from elsewhere, is read too.
 */
import { isCalendarDate } from './calendar-day';

export type ReportRangeProblem = 'required' | 'invalid' | 'endBeforeStart';

export type ReportRangeCheck =
  | { ok: true; iniDate: string; endDate: string }
  | { ok: false; problems: { start?: ReportRangeProblem; end?: ReportRangeProblem } };

const pad = (part: string) => part.padStart(2, '0');

/** The calendar day 'AAAA-MM-DD' of a typed date, or null when the text is not one. */
export function typedDay(text: string): string | null {
  const value = text.trim();
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const iso = dayFirst ? `${dayFirst[3]}-${pad(dayFirst[2]!)}-${pad(dayFirst[1]!)}` : value;
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && isCalendarDate(iso) ? iso : null;
}

/** 'AAAA-MM-DD' as the calendar writes it back into the field: 'DD/MM/AAAA'. */
export function dayToTyped(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** The order rule of spec 000 §7's range: the end may fall on the start's day, never before it. */
export const isOrderedRange = (iniDate: string, endDate: string): boolean =>
  Date.parse(iniDate) <= Date.parse(endDate);

function fieldProblem(text: string): ReportRangeProblem | undefined {
  if (text.trim() === '') return 'required';
  return typedDay(text) === null ? 'invalid' : undefined;
}

/** Both typed dates checked at once, so every bad field says what is wrong with it. */
export function checkReportRange(start: string, end: string): ReportRangeCheck {
  const problems = { start: fieldProblem(start), end: fieldProblem(end) };
  const iniDate = typedDay(start);
  const endDate = typedDay(end);
  if (iniDate !== null && endDate !== null) {
    return isOrderedRange(iniDate, endDate)
      ? { ok: true, iniDate, endDate }
      : { ok: false, problems: { end: 'endBeforeStart' } };
  }
  return { ok: false, problems };
}
