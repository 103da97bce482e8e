import { describe, expect, it } from 'vitest';
import {
  DIAGNOSIS_CARD_CHARS,
  DIAGNOSIS_DEFAULT_CHARS,
  diagnosisText,
  truncateText,
} from '../../../src/domain/diagnosis-text';

describe('diagnosis text (spec 000 §2: 70 characters by default, 1500 in cards)', () => {
  it('keeps a text of exactly the limit and cuts one character more, with an ellipsis', () => {
    expect(truncateText('a'.repeat(70), DIAGNOSIS_DEFAULT_CHARS)).toBe('a'.repeat(70));
    expect(truncateText('a'.repeat(71), DIAGNOSIS_DEFAULT_CHARS)).toBe(`${'a'.repeat(70)}…`);
    expect(truncateText('b'.repeat(1500), DIAGNOSIS_CARD_CHARS)).toHaveLength(1500);
    expect(truncateText('b'.repeat(1501), DIAGNOSIS_CARD_CHARS)).toBe(`${'b'.repeat(1500)}…`);
  });

  it('writes the code and description, cut at 70 unless told otherwise', () => {
    const description =
      'Trastorno específico del desarrollo de la función motriz, con una nota larga añadida';
    const full = `F82 · ${description}`;
    expect(diagnosisText('F82', description)).toBe(`${full.slice(0, 70)}…`);
    expect(diagnosisText('F82', description, DIAGNOSIS_CARD_CHARS)).toBe(full);
    expect(diagnosisText('R62.0', undefined)).toBe('R62.0');
  });
});
