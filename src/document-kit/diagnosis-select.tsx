/**
 * CIE-10 diagnosis pickers of every document that names diagnoses (the development and family controls,
 * the social-work evolution) (spec 000 §3 "primaryDiagnosis (sent as id; shown
 * with code and value)", "otherDiagnoses (list of ids)"; §5 "Diagnosis search returns up to 20").
 *
 * Design:
 * - The list is what the search answers (src/offline/queries.ts `diagnosisSearchQuery` over
 *   src/offline/cie10-catalogue.ts: the server online, the device's catalogue offline, same matching), not
 *   filtered again here; typing waits 250 ms before searching.
 * - Only the answer to the text now typed is listed (diagnosis-options.ts): until it comes the field shows
 *   a loader and "Buscando diagnósticos…", so a quick tap never picks from the previous query's list.
 * - Chosen codes keep their label even when they are not in the current answer (from the answers seen
 *   and the device's catalogue).
 */
import { Loader, MultiSelect, Select, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCie10Descriptions } from '../offline/cie10-catalogue';
import type { CanguroDb } from '../offline/db';
import { diagnosisSearchQuery } from '../offline/queries';
import { formText as t } from '../i18n/forms';
import { touchInputStyles } from '../ui/touch-target';
import { diagnosisOptions, type DiagnosisAnswer } from './diagnosis-options';

const SEARCH_DEBOUNCE_MS = 250;
const keepAll: OptionsFilter = ({ options }) => options;
/** Touch targets of at least 44 px (inputs of size md are 42). */
function useDiagnosisOptions(db: CanguroDb | null, search: string, selected: readonly string[]) {
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const found = useQuery(diagnosisSearchQuery(db, query)).data;
  /** Descriptions of every answer seen, so a chosen code keeps its label after the next search. */
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [seenAnswer, setSeenAnswer] = useState(found);
  if (found && found !== seenAnswer) {
    setSeenAnswer(found);
    setSeen((known) => new Map([...known, ...found.map((entry) => [entry.code, entry.value] as const)]));
  }
  const described = useCie10Descriptions(selected);

  return useMemo(() => {
    const answer: DiagnosisAnswer | null = found ? { query, entries: found } : null;
    return diagnosisOptions(search, answer, selected, (code) => described.get(code) ?? seen.get(code));
  }, [search, query, found, selected, described, seen]);
}

interface CommonProps {
  db: CanguroDb | null;
  label: string;
  error?: string | null;
}

/**
 * What both pickers are: a searchable, clearable field of the search's answer, its text held here, a
 * loader and "Buscando diagnósticos…" while the answer to the text typed has not come.
 */
function useDiagnosisField(
  { db, label, error }: CommonProps,
  selected: readonly string[],
  /** The text searched for the text typed (the single picker searches nothing for its chosen label). */
  queryOf: (search: string) => string = (search) => search,
) {
  const [search, setSearch] = useState('');
  const { options, searching } = useDiagnosisOptions(db, queryOf(search), selected);
  return {
    label,
    placeholder: t.diagnosisPlaceholder,
    searchable: true,
    clearable: true,
    size: 'md',
    data: options,
    searchValue: search,
    onSearchChange: setSearch,
    filter: keepAll,
    nothingFoundMessage: searching ? t.diagnosisSearching : t.diagnosisNothingFound,
    rightSection: searching ? <Loader size="xs" aria-label={t.diagnosisSearching} /> : undefined,
    error,
    maxDropdownHeight: 320,
    styles: touchInputStyles,
  } as const;
}

export function DiagnosisSelect({
  value,
  onChange,
  ...common
}: CommonProps & { value: string | null; onChange: (code: string | null) => void }) {
  /** The label the field shows after a choice: not a query (it would list only that diagnosis). */
  const [shown, setShown] = useState<string | null>(null);
  const selected = useMemo(() => (value ? [value] : []), [value]);
  const field = useDiagnosisField(common, selected, (search) => (search === shown ? '' : search));
  return (
    <Select
      {...field}
      value={value}
      onChange={(code, option) => {
        setShown(code && option ? option.label : null);
        onChange(code);
      }}
    />
  );
}

export function DiagnosisMultiSelect({
  value,
  onChange,
  ...common
}: CommonProps & { value: string[]; onChange: (codes: string[]) => void }) {
  const field = useDiagnosisField(common, value);
  return <MultiSelect {...field} value={value} onChange={onChange} />;
}
