/**
 * Vaccination dates as the table shows and reads them (spec 001 §9): upper-case 'D MMM YYYY' in Spanish
 * ("5 MAR 2026"). Typed text is read in that form, in any letter case, or as 'YYYY-MM-DD'; anything else,
 * or a day that does not exist, is not a date and the field says '{value} no es una fecha válida'.
 * Calendar days stay 'YYYY-MM-DD' strings, built with date-fns on local days so no time zone shifts them.
 */
import { format, isValid, parse, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

/** "5 MAR 2026"; an empty string when there is no date. */
export function formatVaccinationDate(isoDay: string | null | undefined): string {
  if (!isoDay) return '';
  const date = parseISO(isoDay.slice(0, 10));
  return isValid(date) ? format(date, 'd MMM yyyy', { locale: es }).toLocaleUpperCase('es') : '';
}

/** The 'YYYY-MM-DD' day a typed text names, or null when it is not a date. */
export function parseVaccinationDate(text: string): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(trimmed)
    ? parse(trimmed, 'yyyy-MM-dd', new Date())
    : parse(trimmed.toLocaleLowerCase('es'), 'd MMM yyyy', new Date(), { locale: es });
  return isValid(date) ? format(date, 'yyyy-MM-dd') : null;
}
