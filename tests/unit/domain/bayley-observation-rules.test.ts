import { describe, expect, it } from 'vitest';
import { applyBayleyObservationRules } from '../../../src/domain/bayley-observation-rules';

describe('applyBayleyObservationRules', () => {
  it('empties "¿Quién?" when caretaker no longer includes 6', () => {
    expect(applyBayleyObservationRules({ caretaker: [1], otherCaretaker: 'La tía' }).otherCaretaker).toBe('');
    expect(applyBayleyObservationRules({ caretaker: [6], otherCaretaker: 'La tía' }).otherCaretaker).toBe(
      'La tía',
    );
  });

  it('empties "¿Quién lo acompaña?" when companion no longer includes 4', () => {
    expect(applyBayleyObservationRules({ companion: [], otherCompanion: 'Vecino' }).otherCompanion).toBe('');
    expect(applyBayleyObservationRules({ companion: [4], otherCompanion: 'Vecino' }).otherCompanion).toBe(
      'Vecino',
    );
  });

  it('returns the same object when nothing changes', () => {
    const observations = { caretaker: [1], otherCaretaker: '' };
    expect(applyBayleyObservationRules(observations)).toBe(observations);
  });
});
