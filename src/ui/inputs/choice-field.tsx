import { Input, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import classes from './choice-field.module.css';

export interface ChoiceOption<T> {
  value: T;
  label: string;
}

interface GroupProps<T> {
  label: string;
  options: readonly ChoiceOption<T>[];
  error?: string | null;
  hideLabel?: boolean;
}

export interface ChoiceFieldProps<T> extends GroupProps<T> {
  value: T | null;
  onChange: (value: T) => void;
}

export interface ChoicesFieldProps<T> extends GroupProps<T> {
  value: readonly T[];
  onChange: (value: T[]) => void;
  /** The choice after a tap on `option` (default: the option added, or taken out if chosen). */
  toggle?: (current: readonly T[], option: T) => T[];
}

type Choice = string | number | boolean;

/**
 * A group of toggle buttons for one choice among a few (yes or no, a status, who applied a dose): 44 px
 * buttons, announced as a group by its label, the chosen one pressed, the group marked invalid with its
 * message (spec 000 §5 "button groups show 'Por favor seleccione una opción'"). Plain buttons styled as
 * Mantine's (./choice-field.module.css), cheap enough for a grid of hundreds.
 */
export function ChoiceField<T extends Choice>({ value, onChange, ...group }: ChoiceFieldProps<T>) {
  return <ToggleGroup {...group} pressed={(option) => value === option} press={onChange} />;
}

/** The same group where several may be chosen (the control's therapies, its types): each button toggles. */
export function ChoicesField<T extends Choice>({ value, onChange, toggle, ...group }: ChoicesFieldProps<T>) {
  const next =
    toggle ??
    ((current: readonly T[], option: T) =>
      current.includes(option) ? current.filter((chosen) => chosen !== option) : [...current, option]);
  return (
    <ToggleGroup
      {...group}
      pressed={(option) => value.includes(option)}
      press={(option) => onChange(next(value, option))}
    />
  );
}

function ToggleGroup<T extends Choice>({
  label,
  options,
  error,
  hideLabel,
  pressed,
  press,
}: GroupProps<T> & { pressed: (option: T) => boolean; press: (option: T) => void }) {
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
            aria-pressed={pressed(option.value)}
            onClick={() => press(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </div>
  );
}
