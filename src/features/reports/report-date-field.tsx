/**
 * A date typed as 'DD/MM/AAAA' or picked in a calendar. The text is the field's value as written, so an
 * unfinished or wrong date stays on screen with its message instead of being replaced (Mantine's
 * DateInput puts back the last valid date on blur); the calendar (@mantine/dates DatePicker, Spanish
 * through its DatesProvider, here since no other screen has a calendar) only writes a chosen day into it. The calendar opens from its own
 * 44 px button in a centred modal dialog named like the button: on a tablet a dropdown under the field
 * covered "Generar" and, controlled, stayed open; the modal closes on a chosen day, Escape, a tap outside
 * or its close button, and gives the focus back to the button.
 */
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';

import { ActionIcon, Modal, TextInput } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { useState } from 'react';
import { dayToTyped, typedDay } from '../../domain/report-range';
import { reportsText as t } from '../../i18n/reports';
import { IconCalendar } from '../../ui/icons/icons';

export interface ReportDateFieldProps {
  /** Visible label, also the field's accessible name. */
  label: string;
  /** The text as typed, or as the calendar wrote it. */
  value: string;
  /** Called with the new text on every keystroke and on a day chosen in the calendar. */
  onChange: (text: string) => void;
  /** Called when the text field loses the focus. */
  onBlur?: () => void;
  /** Message shown under the field; the field is marked invalid while there is one. */
  error?: string | null;
  /** Locks the text and the calendar (while the report is generated). */
  disabled?: boolean;
}

export function ReportDateField({ label, value, onChange, onBlur, error, disabled }: ReportDateFieldProps) {
  const [opened, setOpened] = useState(false);
  const day = typedDay(value);
  const pickLabel = t.pickDate(label.toLowerCase());

  return (
    <>
      <TextInput
        label={label}
        withAsterisk
        aria-required
        description={t.dateHint}
        placeholder={t.datePlaceholder}
        autoComplete="off"
        size="lg"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        error={error || undefined}
        disabled={disabled}
        rightSectionWidth={52}
        rightSection={
          <ActionIcon
            size={44}
            variant="subtle"
            aria-label={pickLabel}
            aria-haspopup="dialog"
            aria-expanded={opened}
            disabled={disabled}
            onClick={() => setOpened((open) => !open)}
          >
            <IconCalendar size={22} />
          </ActionIcon>
        }
      />
      <Modal
        opened={opened && !disabled}
        onClose={() => setOpened(false)}
        title={pickLabel}
        size="auto"
        centered
      >
        <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
          <DatePicker
            value={day}
            defaultDate={day ?? undefined}
            ariaLabels={t.calendar}
            size="md"
            onChange={(picked) => {
              if (picked === null) return;
              onChange(dayToTyped(picked));
              setOpened(false);
            }}
          />
        </DatesProvider>
      </Modal>
    </>
  );
}
