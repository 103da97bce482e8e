/**
 * Which options a diagnosis picker lists (src/document-kit/diagnosis-select.tsx): the chosen codes first, then
 * the search's answer, but only the answer to the query now typed. Between a keystroke and its answer the
 * previous answer would sit under the new text, and a quick tap on it would pick a diagnosis of the old
 * query: so while the answer is pending the picker lists the chosen codes alone and says it is searching,
 * and an answer to any other query (a late one) is never shown.
 */
import type { ComboboxItem } from '@mantine/core';
import type { Cie10Entry } from '../contract/shared';
import { diagnosisText } from '../domain/diagnosis-text';

/** A search's answer and the query it answers. */
export interface DiagnosisAnswer {
  query: string;
  entries: readonly Cie10Entry[];
}

export interface DiagnosisOptions {
  options: ComboboxItem[];
  /** The query typed has no answer yet. */
  searching: boolean;
}

export function diagnosisOptions(
  query: string,
  answer: DiagnosisAnswer | null,
  selected: readonly string[],
  describe: (code: string) => string | undefined,
): DiagnosisOptions {
  const chosen = selected.map((code) => ({ value: code, label: diagnosisText(code, describe(code)) }));
  const searching = answer?.query !== query;
  const rest = searching
    ? []
    : answer.entries
        .filter((entry) => !selected.includes(entry.code))
        .map((entry) => ({ value: entry.code, label: diagnosisText(entry.code, entry.value) }));
  return { options: [...chosen, ...rest], searching };
}
