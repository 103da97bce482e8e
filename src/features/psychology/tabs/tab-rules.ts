/**
 * The six tabs of the psychology view and their rules (spec 000 §2 "Psychology view"): Antecedentes,
 * Pediatría, Gráficas, Evoluciones, Griffiths, Bayley, in that order (the timeline's View buttons open
 * Griffiths at index 4 and Bayley at 5); default index 2; Griffiths and Bayley disabled while corrected
 * age is under 40 weeks (§9), with the reason the error notification gives. Each tab's key is its slug in
 * the history's address (/psychology/hc/{historyId}/{key}); an unknown or disabled one shows the default.
 */
import type { HistoryRecord } from '../../../contract/history';
import { hasExamAge } from '../../../domain/exam-age';
import { psychologyTabsText as t } from '../../../i18n/psychology-view';

export const psychologyTabs = [
  { key: 'antecedentes', label: t.antecedentes },
  { key: 'pediatria', label: t.pediatria },
  { key: 'graficas', label: t.graficas },
  { key: 'evoluciones', label: t.evoluciones },
  { key: 'griffiths', label: t.griffiths },
  { key: 'bayley', label: t.bayley },
] as const;

export type PsychologyTabKey = (typeof psychologyTabs)[number]['key'];

/** Spec 000 §2: "Default tab index is 2 for psychology". */
export const PSYCHOLOGY_DEFAULT_TAB = 2;
export const GRAFICAS_TAB = 2;
export const GRIFFITHS_TAB = 4;
export const BAYLEY_TAB = 5;

/** The index of a tab's slug (its key, the last part of the history's address); undefined if unknown. */
export function psychologyTabIndex(slug: string): number | undefined {
  const index = psychologyTabs.findIndex((tab) => tab.key === slug);
  return index < 0 ? undefined : index;
}

/** The slug of a tab index, the default tab's when there is none or it is out of range. */
export function psychologyTabSlug(index: number | undefined): PsychologyTabKey {
  const tab = index === undefined ? undefined : psychologyTabs[index];
  return (tab ?? psychologyTabs[PSYCHOLOGY_DEFAULT_TAB]).key;
}

/** Why each tab is disabled (null: enabled), by index, for a history on a day ('YYYY-MM-DD'). */
export function disabledReasons(
  record: Pick<HistoryRecord, 'Iden_FechaParto' | 'Pediatria'>,
  onDay: string,
): (string | null)[] {
  const birth = record.Iden_FechaParto ? record.Iden_FechaParto.slice(0, 10) : null;
  const gestationalDays =
    record.Pediatria.ExamenInicialPediatria.EIP_EdadGestacionalAlNacer.EIP_EG_DiasTotales;
  const examsReason = hasExamAge(birth, gestationalDays, onDay) ? null : t.minimumAgeReason;
  return psychologyTabs.map((_, index) =>
    index === GRIFFITHS_TAB || index === BAYLEY_TAB ? examsReason : null,
  );
}

/**
 * The tab shown: the one chosen before in this history's view when it exists and is enabled, else the
 * default. (A chosen exam tab cannot become disabled for the same baby, but a stored index may be stale.)
 */
export function shownTab(chosen: number | undefined, reasons: readonly (string | null)[]): number {
  if (chosen !== undefined && chosen >= 0 && chosen < psychologyTabs.length && reasons[chosen] === null)
    return chosen;
  return PSYCHOLOGY_DEFAULT_TAB;
}

/** Choosing a tab: 'show' it (and remember it), or the error message of a disabled one. */
export function chooseTab(
  index: number,
  reasons: readonly (string | null)[],
): { type: 'show'; index: number } | { type: 'unavailable'; message: string } {
  const reason = reasons[index];
  return reason ? { type: 'unavailable', message: t.unavailable(reason) } : { type: 'show', index };
}
