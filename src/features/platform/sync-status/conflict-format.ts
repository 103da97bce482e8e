/**
 * How a conflict's values read in the sync panel and its dialog (pure; unit-tested): a value as text,
 * who wrote it and when, and which fields can be merged by hand (text on both sides).
 */
import { documentTypeId, type DocumentKind } from '../../../contract/document';
import { conflictText as t, documentTypeLabels } from '../../../i18n/offline';
import type { ServerAuthor } from '../../../offline/db';
import { timeAgo } from './sync-status-format';

/** A field's value as the user reads it: Sí/No, lists joined, blanks as "(vacío)". */
export function formatConflictValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return t.empty;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (Array.isArray(value)) return value.length ? value.map(formatConflictValue).join(', ') : t.empty;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** "Laura Restrepo, hace 3 minutos"; this device's own value is "Usted, …". */
export function writtenBy(by: ServerAuthor | null, at: string | number | null, now: number, own: boolean) {
  const who = own ? t.you : (by?.name ?? t.someone);
  const time = typeof at === 'string' ? Date.parse(at) : at;
  return time === null || Number.isNaN(time) ? who : t.writtenAt(who, timeAgo(time, now));
}

/** Text on both sides (or blank on one): the user may merge it by hand. */
export const mergeableByHand = (mine: unknown, theirs: unknown): boolean =>
  [mine, theirs].every((v) => v === undefined || v === null || typeof v === 'string') &&
  [mine, theirs].some((v) => typeof v === 'string' && v !== '');

/** The document's type as the spec names it ("Control de Desarrollo"). */
export const documentTypeOf = (kind: DocumentKind): string =>
  documentTypeLabels[documentTypeId[kind]] ?? kind;

/** The fields that name a table's row for the user, first present first (a family member's name, ...). */
const rowNameFields = ['name', 'filingNumber', 'action', 'observation'] as const;

/** A row's name in the sync panel ("Familiar · Ana Pérez"); empty when it has none of them yet. */
export function rowName(row: Readonly<Record<string, unknown>>): string {
  for (const field of rowNameFields) {
    const value = row[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '';
}
