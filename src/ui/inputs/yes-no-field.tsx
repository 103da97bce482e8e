import { Button, Group, Input, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { formText as t } from '../../i18n/forms';

export interface YesNoFieldProps {
  label: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  error?: string | null;
  /** The label for assistive technology only (a table cell under its column header). */
  hideLabel?: boolean;
}

/**
 * A yes/no button group (spec 000 §5 "button groups show 'Por favor seleccione una opción'"): two toggle
 * buttons of 44 px, announced as a group by its label, the chosen one pressed.
 */
export function YesNoField({ label, value, onChange, error, hideLabel }: YesNoFieldProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Stack gap={4}>
      {hideLabel ? (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      ) : (
        <Text id={labelId} size="sm" fw={500}>
          {label}
        </Text>
      )}
      <Group gap="xs" role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
        {[true, false].map((option) => (
          <Button
            key={String(option)}
            mih={44}
            miw={72}
            variant={value === option ? 'filled' : 'default'}
            aria-pressed={value === option}
            onClick={() => onChange(option)}
          >
            {option ? t.yes : t.no}
          </Button>
        ))}
      </Group>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}
