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

/** The field's parts that say a search is under way. */
const searchingProps = (searching: boolean) => ({
  nothingFoundMessage: searching ? t.diagnosisSearching : t.diagnosisNothingFound,
  rightSection: searching ? <Loader size="xs" aria-label={t.diagnosisSearching} /> : undefined,
});

interface CommonProps {
  db: CanguroDb | null;
  label: string;
  error?: string | null;
}

export function DiagnosisSelect({
  db,
  label,
  error,
  value,
  onChange,
}: CommonProps & { value: string | null; onChange: (code: string | null) => void }) {
  const [search, setSearch] = useState('');
  /** The label the field shows after a choice: not a query (it would list only that diagnosis). */
  const [shown, setShown] = useState<string | null>(null);
  const selected = useMemo(() => (value ? [value] : []), [value]);
  const { options, searching } = useDiagnosisOptions(db, search === shown ? '' : search, selected);
  return (
    <Select
      label={label}
      placeholder={t.diagnosisPlaceholder}
      searchable
      clearable
      size="md"
      data={options}
      value={value}
      onChange={(code, option) => {
        setShown(code && option ? option.label : null);
        onChange(code);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={keepAll}
      {...searchingProps(searching)}
      error={error}
      maxDropdownHeight={320}
      styles={touchInputStyles}
    />
  );
}

export function DiagnosisMultiSelect({
  db,
  label,
  error,
  value,
  onChange,
}: CommonProps & { value: string[]; onChange: (codes: string[]) => void }) {
  const [search, setSearch] = useState('');
  const { options, searching } = useDiagnosisOptions(db, search, value);
  return (
    <MultiSelect
      label={label}
      placeholder={t.diagnosisPlaceholder}
      searchable
      clearable
      size="md"
      data={options}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      filter={keepAll}
      {...searchingProps(searching)}
      error={error}
      maxDropdownHeight={320}
      styles={touchInputStyles}
    />
  );
}
