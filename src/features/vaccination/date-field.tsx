import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isDateInRange } from '../../domain/vaccination-rules';
import { formatVaccinationDate, parseVaccinationDate } from '../../domain/vaccination-dates';
import { vaccinationText as t } from '../../i18n/vaccination';

export interface VaccinationDateFieldProps {
  label: string;
  /** 'YYYY-MM-DD' or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The birth date and today: the range an application date may take (spec 001 §5). */
  min: string;
  max: string;
  /** A message from the cell's rules (the date is required). */
  error?: string | null;
}

interface Draft {
  text: string;
  /** The value the text was typed over: a value set from outside (Hoy, a status) replaces the draft. */
  over: string | null;
  error: string | null;
}

/**
 * An application date typed as the table shows it ('5 MAR 2026', any letter case, or 'YYYY-MM-DD'), read
 * when the field is left or Enter is pressed. Text that is not a date, or a day outside the birth date
 * and today, stays as typed with its message ('{value} no es una fecha válida'); a 'Hoy' button sets today
 * with one touch.
 */
export function VaccinationDateField({ label, value, onChange, min, max, error }: VaccinationDateFieldProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const current = draft && draft.over === value ? draft : null;
  const text = current ? current.text : formatVaccinationDate(value);

  const commit = () => {
    if (!current) return;
    const typed = current.text.trim();
    if (typed === '') {
      setDraft(null);
      if (value !== null) onChange(null);
      return;
    }
    const day = parseVaccinationDate(typed);
    if (day === null) {
      setDraft({ ...current, error: t.invalidDate(typed) });
      return;
    }
    if (!isDateInRange(day, min, max)) {
      setDraft({
        ...current,
        error: t.dateOutOfRange(formatVaccinationDate(min), formatVaccinationDate(max)),
      });
      return;
    }
    setDraft(null);
    if (day !== value) onChange(day);
  };

  return (
    <TextInput
      label={label}
      description={t.dateHint}
      value={text}
      onChange={(event) => setDraft({ text: event.currentTarget.value, over: value, error: null })}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      error={current?.error ?? error ?? undefined}
      styles={{ input: { height: 48, textTransform: 'uppercase' } }}
      autoComplete="off"
      rightSectionWidth={72}
      rightSectionPointerEvents="all"
      rightSection={
        <Button
          variant="default"
          h={44}
          w={64}
          px={0}
          onClick={() => {
            setDraft(null);
            onChange(max);
          }}
        >
          {t.today}
        </Button>
      }
    />
  );
}
