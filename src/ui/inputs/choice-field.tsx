import { Input, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import classes from './choice-field.module.css';

export interface ChoiceOption<T> {
  value: T;
  label: string;
}

export interface ChoiceFieldProps<T> {
  label: string;
  options: readonly ChoiceOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string | null;
  hideLabel?: boolean;
}

/**
 * A group of toggle buttons for one choice among a few (yes or no, a status, who applied a dose): 44 px
 * buttons, announced as a group by its label, the chosen one pressed, the group marked invalid with its
 * message (spec 000 §5 "button groups show 'Por favor seleccione una opción'"). Plain buttons styled as
 * Mantine's (./choice-field.module.css), cheap enough for a grid of hundreds.
 */
export function ChoiceField<T extends string | number | boolean>({
  label,
  options,
  value,
  onChange,
  error,
  hideLabel,
}: ChoiceFieldProps<T>) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div className={classes.field}>
      {hideLabel ? (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      ) : (
        <span id={labelId} className={classes.label}>
          {label}
        </span>
      )}
      <div
        className={classes.options}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        data-invalid={error ? true : undefined}
      >
        {options.map((option) => (
          <button
            key={String(option.value)}
            type="button"
            className={classes.option}
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </div>
  );
}
