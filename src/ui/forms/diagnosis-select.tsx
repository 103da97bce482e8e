/**
 * CIE-10 diagnosis pickers of every document that names diagnoses (the development and family controls,
 * the social-work evolution) (spec 000 §3 "primaryDiagnosis (sent as id; shown
 * with code and value)", "otherDiagnoses (list of ids)"; §5 "Diagnosis search returns up to 20").
 *
 * Design:
 * - The list is what the search answers (src/offline/cie10-catalogue.ts: the server online, the device's
 *   catalogue offline, same matching), not filtered again here; typing waits 250 ms before searching.
 * - Chosen codes keep their label even when they are not in the current answer (from the answers seen
 *   and the device's catalogue).
 */
import { MultiSelect, Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { diagnosisText } from '../../domain/diagnosis-text';
import type { Cie10Entry } from '../../contract/shared';
import { searchDiagnoses, useCie10Descriptions } from '../../offline/cie10-catalogue';
import type { CanguroDb } from '../../offline/db';
import { formText as t } from '../../i18n/forms';

const SEARCH_DEBOUNCE_MS = 250;
const keepAll: OptionsFilter = ({ options }) => options;
/** Touch targets of at least 44 px (inputs of size md are 42). */
const touchStyles = { input: { minHeight: 44 }, option: { minHeight: 44 } };
/** Spec 000 §2: a diagnosis reads "code · description", cut at 70 characters by default. */
const labelOf = (code: string, value: string | undefined) => diagnosisText(code, value);

function useDiagnosisOptions(db: CanguroDb | null, search: string, selected: readonly string[]) {
  const [results, setResults] = useState<Cie10Entry[]>([]);
  /** Descriptions of every answer seen, so a chosen code keeps its label after the next search. */
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(() => new Map());
  const described = useCie10Descriptions(selected);
  useEffect(() => {
    if (!db) return;
    let current = true;
    const timer = setTimeout(() => {
      void searchDiagnoses(db, search).then((found) => {
        if (!current) return;
        setSeen((known) => new Map([...known, ...found.map((entry) => [entry.code, entry.value] as const)]));
        setResults(found);
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [db, search]);

  return useMemo(() => {
    const describe = (code: string) => described.get(code) ?? seen.get(code);
    const chosen: ComboboxItem[] = selected.map((code) => ({
      value: code,
      label: labelOf(code, describe(code)),
    }));
    const rest = results
      .filter((entry) => !selected.includes(entry.code))
      .map((entry) => ({ value: entry.code, label: labelOf(entry.code, entry.value) }));
    return [...chosen, ...rest];
  }, [results, selected, described, seen]);
}

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
  const data = useDiagnosisOptions(db, search === shown ? '' : search, selected);
  return (
    <Select
      label={label}
      placeholder={t.diagnosisPlaceholder}
      searchable
      clearable
      size="md"
      data={data}
      value={value}
      onChange={(code, option) => {
        setShown(code && option ? option.label : null);
        onChange(code);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={keepAll}
      nothingFoundMessage={t.diagnosisNothingFound}
      error={error}
      maxDropdownHeight={320}
      styles={touchStyles}
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
  const data = useDiagnosisOptions(db, search, value);
  return (
    <MultiSelect
      label={label}
      placeholder={t.diagnosisPlaceholder}
      searchable
      clearable
      size="md"
      data={data}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      filter={keepAll}
      nothingFoundMessage={t.diagnosisNothingFound}
      error={error}
      maxDropdownHeight={320}
      styles={touchStyles}
    />
  );
}
