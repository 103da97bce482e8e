import { ActionIcon, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { vaccinationText as t } from '../../i18n/vaccination';
import { IconX } from '../../ui/icons/icons';
import { touchInputStyles } from '../../ui/touch-target';

/** The custom vaccine name's debounce (spec 001 §9). */
export const CUSTOM_NAME_DEBOUNCE_MS = 500;

export interface CustomNameInputProps {
  id: string;
  /** The committed name (after the collision rule). */
  name: string;
  onCommit: (typed: string) => void;
  onRemove: () => void;
  error?: string | null;
}

/**
 * The name of a custom vaccine row: typed freely, committed 500 ms after the last keystroke or when the
 * field is left; the committed name (a colliding one with its numeric suffix) then shows in the field.
 */
export function CustomNameInput({ id, name, onCommit, onRemove, error }: CustomNameInputProps) {
  const [draft, setDraft] = useState<{ text: string; over: string } | null>(null);
  const text = draft && draft.over === name ? draft.text : name;
  const commit = useDebouncedCallback((typed: string) => {
    setDraft(null);
    onCommit(typed);
  }, CUSTOM_NAME_DEBOUNCE_MS);

  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <TextInput
        id={id}
        style={{ flex: 1 }}
        aria-label={t.customName}
        placeholder={t.customName}
        value={text}
        onChange={(event) => {
          setDraft({ text: event.currentTarget.value, over: name });
          commit(event.currentTarget.value);
        }}
        onBlur={() => {
          if (commit.isPending()) commit.flush();
        }}
        error={error}
        styles={touchInputStyles}
        autoComplete="off"
      />
      <ActionIcon
        variant="subtle"
        color="red"
        size={44}
        aria-label={t.removeVaccine(name)}
        onClick={onRemove}
      >
        <IconX />
      </ActionIcon>
    </Group>
  );
}
