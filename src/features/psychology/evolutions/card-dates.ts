/**
 * The day a timeline card belongs to and the ages on it (spec 000 §2 "subtitle corrected and chronological
 * age"): a document's own `date` when it has one, else the Bogotá day of when it was saved.
 */
import type { HistoryRecord } from '../../../contract/history';
import { formatChronologicalAge, formatCorrectedAge } from '../../../domain/age-display';
import { savedDay } from '../../../domain/gestation';
import { timelineText } from '../../../i18n/timeline';

export function cardDay(date: unknown, at: number): string | null {
  if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(date)) return date.slice(0, 10);
  return savedDay(at);
}

export const gestationalDaysOf = (history: HistoryRecord): number =>
  history.Pediatria.ExamenInicialPediatria.EIP_EdadGestacionalAlNacer.EIP_EG_DiasTotales;

/** "Edad corregida: 6m 3d · Edad cronológica: 7m 28d" on a day. */
export function agesOn(history: HistoryRecord, day: string | null): string | null {
  if (!day) return null;
  const corrected = formatCorrectedAge(history.Iden_FechaParto, gestationalDaysOf(history), day);
  const chronological = formatChronologicalAge(history.Iden_FechaParto, day);
  return `${timelineText.correctedAge}: ${corrected} · ${timelineText.chronologicalAge}: ${chronological}`;
}
