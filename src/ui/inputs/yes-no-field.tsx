import { formText as t } from '../../i18n/forms';
import { ChoiceField, type ChoiceOption } from './choice-field';

export interface YesNoFieldProps {
  label: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  error?: string | null;
  /** The label for assistive technology only (a table cell under its column header). */
  hideLabel?: boolean;
}

const YES_NO: readonly ChoiceOption<boolean>[] = [
  { value: true, label: t.yes },
  { value: false, label: t.no },
];

/** A yes/no button group: the choice field with Sí and No. */
export function YesNoField(props: YesNoFieldProps) {
  return <ChoiceField {...props} options={YES_NO} />;
}
