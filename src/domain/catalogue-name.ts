/**
 * How a coded value is named from its catalogue (spec 001 §2 "Coded values are looked up in lists; an
 * unknown lookup shows 'No definido'"): one rule for the cards, the side panels, the row tables and the
 * pickers. Every label a catalogue gives is cut by spec 000 §9 ("over 103 characters cut to 100 plus an
 * ellipsis"): a long health-insurer or institution name then fits a card line and a picker's option; the
 * three characters of slack keep a name that is only just over 100 whole.
 */
import { formText } from '../i18n/forms';

export interface CatalogueItem {
  id: number | string;
  name: string;
}

export const NOT_DEFINED = formText.notDefined;

/** Spec 000 §9: a label longer than this is cut... */
export const CATALOGUE_LABEL_MAX = 103;
/** ...to this many characters, followed by an ellipsis. */
export const CATALOGUE_LABEL_CUT = 100;

/** A catalogue's label as shown: whole up to 103 characters, else its first 100 and "…". */
export function catalogueLabel(name: string): string {
  // By code points, so a cut never splits a character written with two UTF-16 units.
  const chars = Array.from(name);
  return chars.length > CATALOGUE_LABEL_MAX ? `${chars.slice(0, CATALOGUE_LABEL_CUT).join('')}…` : name;
}

/** The name of a value; '' for no value, 'No definido' for a value the catalogue does not know. */
export function catalogueName(items: readonly CatalogueItem[] | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const item = items?.find((entry) => entry.id === value);
  return item ? catalogueLabel(item.name) : NOT_DEFINED;
}

/** A catalogue as the options of a picker: the id as the value, the shown label. */
export function catalogueOptions(items: readonly CatalogueItem[]): { value: string; label: string }[] {
  return items.map((item) => ({ value: String(item.id), label: catalogueLabel(item.name) }));
}
