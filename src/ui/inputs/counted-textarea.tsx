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

// The same objects on every render: Mantine resolves its styles again, and React sets the style again,
// whenever they are new, on each keystroke.
const classNames = { input: classes.input, description: classes.description };
const stylesByRows = new Map<number, { input: Record<string, number> }>();
const stylesOf = (rows: number) => {
  let styles = stylesByRows.get(rows);
  if (!styles) stylesByRows.set(rows, (styles = { input: { '--counted-rows': rows } }));
  return styles;
};
const wrapperOrder: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

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
      classNames={classNames}
      styles={stylesOf(minRows)}
      error={error}
      description={left >= 0 ? t.remaining(left) : t.total(value.length, max)}
      inputWrapperOrder={wrapperOrder}
    />
  );
}
