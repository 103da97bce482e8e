/**
 * Dates as the spec shows them (spec 000 §9 "Dates: Spanish locale; short 'D MMM YYYY', long
 * 'DD MMMM YYYY', date-time 'DD MMM YYYY hh:mm'"; "Missing dates '[Sin fecha]'"), with date-fns and its
 * Spanish locale. Calendar days ('YYYY-MM-DD') are read as local days, never shifted by a time zone; the
 * date-time form keeps the spec's 12-hour `hh`.
 */
import { format, isValid, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';
import { dateText } from '../i18n/platform';

function parse(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : parseISO(value);
  return isValid(date) ? date : null;
}

/** "26 mar 2026"; "[Sin fecha]" when missing or not a date. */
export function formatShortDate(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? format(date, 'd MMM yyyy', { locale: es }) : dateText.missing;
}

/** "05 marzo 2026"; "[Sin fecha]" when missing or not a date. */
export function formatLongDate(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? format(date, 'dd MMMM yyyy', { locale: es }) : dateText.missing;
}

/** "05 mar 2026 03:07"; "[Sin fecha]" when missing or not a date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? format(date, 'dd MMM yyyy hh:mm', { locale: es }) : dateText.missing;
}
