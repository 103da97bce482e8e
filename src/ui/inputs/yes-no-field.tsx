import { Input, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { formText as t } from '../../i18n/forms';
import classes from './yes-no-field.module.css';

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
 * buttons of 44 px, announced as a group by its label, the chosen one pressed. Plain buttons styled as
 * Mantine's (./yes-no-field.module.css), cheap enough for a grid of hundreds.
 */
export function YesNoField({ label, value, onChange, error, hideLabel }: YesNoFieldProps) {
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
        {[true, false].map((option) => (
          <button
            key={String(option)}
            type="button"
            className={classes.option}
            aria-pressed={value === option}
            onClick={() => onChange(option)}
          >
            {option ? t.yes : t.no}
          </button>
        ))}
      </div>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </div>
  );
}
