import { describe, expect, it } from 'vitest';
import { DIAGNOSIS_CHARS, diagnosisText } from '../../../src/domain/diagnosis-text';

describe('diagnosis text (spec 000 §2: truncated at 70 characters by default, 1500 in cards)', () => {
  it('reads "code · description", the code alone when the description is unknown', () => {
    expect(diagnosisText('Z63.2', 'PROBLEMAS RELACIONADOS CON EL APOYO FAMILIAR INADECUADO', 1500)).toBe(
      'Z63.2 · PROBLEMAS RELACIONADOS CON EL APOYO FAMILIAR INADECUADO',
    );
    expect(diagnosisText('Z63.2', undefined)).toBe('Z63.2');
  });

  it('cuts past the limit with an ellipsis, not at it', () => {
    const description = 'x'.repeat(DIAGNOSIS_CHARS.card - 'F82 · '.length);
    expect(diagnosisText('F82', description, DIAGNOSIS_CHARS.card)).toHaveLength(1500);
    const longer = diagnosisText('F82', `${description}y`, DIAGNOSIS_CHARS.card);
    expect(longer).toHaveLength(1501);
    expect(longer.endsWith('x…')).toBe(true);
    expect(diagnosisText('F82', 'y'.repeat(100))).toHaveLength(71);
  });
});
