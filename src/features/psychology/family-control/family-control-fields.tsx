/**
 * The family control's own inputs (spec 000 §3 "Family control"): catalogue selects (referral area and reason, specialities, institutions) read from
 * the device, and the referring-user search filtered by the area's role group (§6). The yes/no groups,
 * limited textareas and diagnosis pickers are the development control's (../development-control).
 */
import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { PublicUser } from '../../../api/users.api';
import { familyControlText as t } from '../../../i18n/family-control';
import type { CanguroDb } from '../../../offline/db';
import { catalogueOptions } from '../../../document-kit/catalogues';
import { referringUsersQuery } from '../../../offline/queries';
import { useFamilyCatalogue, useKnownUser, type FamilyCatalogueName } from './family-lookups';
import { touchInputStyles } from '../../../ui/touch-target';

const SEARCH_DEBOUNCE_MS = 250;
const noUsers: readonly PublicUser[] = [];

interface CatalogueProps {
  catalogue: FamilyCatalogueName;
  label: string;
  error?: string | null;
}

/** What both catalogue pickers are: the stored catalogue's options, or a placeholder that says it is missing. */
function useCatalogueField({ catalogue, label, error }: CatalogueProps) {
  const items = useFamilyCatalogue(catalogue);
  const data = useMemo(() => catalogueOptions(items ?? []), [items]);
  const missing = items !== undefined && items.length === 0;
  return {
    label,
    placeholder: missing ? t.catalogueMissing : t.selectPlaceholder,
    size: 'md',
    data,
    error,
    styles: touchInputStyles,
  } as const;
}

/** One choice from a stored catalogue. */
export function CatalogueSelect({
  value,
  onChange,
  ...props
}: CatalogueProps & { value: number | null; onChange: (value: number | null) => void }) {
  const field = useCatalogueField(props);
  return (
    <Select
      {...field}
      value={value === null ? null : String(value)}
      onChange={(chosen) => onChange(chosen === null ? null : Number(chosen))}
      allowDeselect={false}
    />
  );
}

/** Several choices from a stored catalogue. */
export function CatalogueMultiSelect({
  value,
  onChange,
  ...props
}: CatalogueProps & { value: number[]; onChange: (value: number[]) => void }) {
  const field = useCatalogueField(props);
  return (
    <MultiSelect
      {...field}
      value={value.map(String)}
      onChange={(chosen) => onChange(chosen.map(Number))}
      searchable
    />
  );
}

/**
 * The referring user: a search among the users of the chosen area's role group (spec 000 §6), disabled
 * until an area is chosen. The chosen user keeps its name while other searches run.
 */
export function ReferringUserSelect({
  db,
  area,
  label,
  error,
  value,
  onChange,
}: {
  db: CanguroDb;
  area: number | null;
  label: string;
  error?: string | null;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const chosen = useKnownUser(value);
  const [query] = useDebouncedValue(search === shown ? '' : search, SEARCH_DEBOUNCE_MS);
  // The last answer stays listed while the next one is asked.
  const found =
    useQuery({
      ...referringUsersQuery(db, query, area ?? 0),
      enabled: area !== null,
      placeholderData: keepPreviousData,
    }).data ?? noUsers;

  const data = useMemo(() => {
    const rest = found
      .filter((user) => user.id !== value)
      .map((user) => ({ value: user.id, label: user.name }));
    return value ? [{ value, label: chosen?.name ?? value }, ...rest] : rest;
  }, [found, value, chosen]);

  return (
    <Select
      label={label}
      placeholder={area === null ? t.referralUserNeedsArea : t.referralUserPlaceholder}
      disabled={area === null}
      searchable
      clearable
      size="md"
      data={area === null ? [] : data}
      value={value}
      onChange={(id, option) => {
        setShown(id && option ? option.label : null);
        onChange(id);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t.referralUserNothingFound}
      error={error}
      styles={touchInputStyles}
    />
  );
}
