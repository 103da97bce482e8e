/**
 * How a coded value is named from its catalogue (spec 001 §2 "Coded values are looked up in lists; an
 * unknown lookup shows 'No definido'"): one rule for the cards, the side panel and the row tables.
 */
import { formText } from '../i18n/forms';

export interface CatalogueItem {
  id: number | string;
  name: string;
}

export const NOT_DEFINED = formText.notDefined;

/** The name of a value; '' for no value, 'No definido' for a value the catalogue does not know. */
export function catalogueName(items: readonly CatalogueItem[] | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return items?.find((item) => item.id === value)?.name ?? NOT_DEFINED;
}
