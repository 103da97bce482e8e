/**
 * The patient search's constants and hint (spec 000 §2 "Under 3 characters a hint shows 'Falta 1 carácter'
 * or 'Faltan N caracteres'; from 3 characters a search runs (debounce 300 ms)", §9).
 */
import { searchText } from '../../../i18n/platform';

/** Spec 000 §9: search minimum 3 characters. */
export const MIN_SEARCH_LENGTH = 3;
/** Spec 000 §9: debounce 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The characters that count: surrounding spaces do not (the server trims them), and an accented letter or
 * an emoji counts once.
 */
export const searchLength = (query: string): number => [...query.trim().normalize('NFC')].length;

export const canSearch = (query: string): boolean => searchLength(query) >= MIN_SEARCH_LENGTH;

/** "Falta 1 carácter" / "Faltan N caracteres" under 3 characters; null from 3 on. */
export function searchHint(query: string): string | null {
  const missing = MIN_SEARCH_LENGTH - searchLength(query);
  return missing > 0 ? searchText.missingCharacters(missing) : null;
}
