import { describe, expect, it } from 'vitest';
import {
  canSearch,
  MIN_SEARCH_LENGTH,
  SEARCH_DEBOUNCE_MS,
  searchHint,
  searchLength,
} from '../../../../src/features/platform/patient-search/search-rules';
import { searchText } from '../../../../src/i18n/platform';

describe('patient search hint (spec 000 §2, §9)', () => {
  it('uses the spec constants: 3 characters, 300 ms', () => {
    expect(MIN_SEARCH_LENGTH).toBe(3);
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('says how many characters are missing, in the singular for one', () => {
    expect(searchHint('')).toBe('Faltan 3 caracteres');
    expect(searchHint('m')).toBe('Faltan 2 caracteres');
    expect(searchHint('ma')).toBe('Falta 1 carácter');
    expect(searchHint('mar')).toBeNull();
    expect(searchHint('CNG-000002')).toBeNull();
  });

  it('does not count surrounding spaces, and counts an accented letter once', () => {
    expect(searchHint('  ma  ')).toBe('Falta 1 carácter');
    expect(searchLength('Ñu\u0301')).toBe(2); // 'Ñú' with a combining accent
    expect(canSearch(' ab ')).toBe(false);
    expect(canSearch('ñoñ')).toBe(true);
  });

  it('offline, the notice names the histories found: those opened and those prepared for a visit', () => {
    expect(searchText.onDevice).toBe(
      'Sin conexión: solo se buscan las historias abiertas o preparadas en este dispositivo.',
    );
  });
});
