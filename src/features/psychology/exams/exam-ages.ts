/**
 * The corrected age an exam is scored at, one rule for its grid column, its timeline card and its printed
 * summary: the age the record carries (Griffiths: chronological days at the exam, corrected here; Bayley:
 * patientAgeDays, the corrected age), else the corrected age on the exam's day.
 */
import type { HistoryRecord } from '../../../contract/history';
import { correctedAgeDays, correctedFromChronologicalDays } from '../../../domain/gestation';
import { gestationalDaysOf } from '../evolutions/card-dates';

export interface GriffithsAgeFields {
  patientChronologicalAgeDays?: number | null;
}

export interface BayleyAgeFields {
  patientAgeDays?: number | null;
}

const onDay = (history: HistoryRecord, day: string | null): number | null =>
  day ? correctedAgeDays(history.Iden_FechaParto, gestationalDaysOf(history), day) : null;

export function griffithsCorrectedDays(
  content: GriffithsAgeFields,
  history: HistoryRecord,
  day: string | null,
): number | null {
  return content.patientChronologicalAgeDays != null
    ? correctedFromChronologicalDays(content.patientChronologicalAgeDays, gestationalDaysOf(history))
    : onDay(history, day);
}

export function bayleyCorrectedDays(
  content: BayleyAgeFields,
  history: HistoryRecord,
  day: string | null,
): number | null {
  return content.patientAgeDays ?? onDay(history, day);
}
