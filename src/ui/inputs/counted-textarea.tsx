import { Textarea } from '@mantine/core';
import { formText as t } from '../../i18n/forms';
import classes from './counted-textarea.module.css';

export interface CountedTextareaProps {
  label: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  minRows?: number;
}

/**
 * A textarea with the limits of spec 000 §5: input is cut at max + 50 characters (so a pasted text is
 * seen over the limit and trimmed by the writer, not silently), and the counter shows "N restantes" while
 * within the limit, the total over it. It grows with its text through CSS (./counted-textarea.module.css),
 * not Mantine's `autosize`, whose measuring on each keystroke cost a long form most of a slow tablet's frame.
 */
export function CountedTextarea({ label, max, value, onChange, error, minRows = 3 }: CountedTextareaProps) {
  const left = max - value.length;
  return (
    <Textarea
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.slice(0, max + 50))}
      maxLength={max + 50}
      rows={minRows}
      classNames={{ input: classes.input }}
      styles={{ input: { '--counted-rows': minRows } }}
      error={error}
      description={left >= 0 ? t.remaining(left) : t.total(value.length, max)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
