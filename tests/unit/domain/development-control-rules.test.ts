import { describe, expect, it } from 'vitest';
import type { DevelopmentControlDraft } from '../../../src/contract/development-control';
import {
  applyDevelopmentControlRules,
  nextTherapies,
  toggleTherapy,
} from '../../../src/domain/development-control-rules';

describe('nextTherapies', () => {
  it('keeps Terapia Integral alone when it is chosen', () => {
    expect(nextTherapies([1, 2], [1, 2, 4])).toEqual([4]);
    expect(nextTherapies([], [4])).toEqual([4]);
  });

  it('drops Terapia Integral when another therapy is chosen', () => {
    expect(nextTherapies([4], [4, 3])).toEqual([3]);
  });

  it('leaves any other change as it is', () => {
    expect(nextTherapies([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
    expect(nextTherapies([1, 2], [2])).toEqual([2]);
    expect(nextTherapies([4], [])).toEqual([]);
  });
});

describe('toggleTherapy', () => {
  it('adds and removes one therapy with the same rules', () => {
    expect(toggleTherapy([1], 2)).toEqual([1, 2]);
    expect(toggleTherapy([1, 2], 2)).toEqual([1]);
    expect(toggleTherapy([1, 2], 4)).toEqual([4]);
    expect(toggleTherapy([4], 1)).toEqual([1]);
    expect(toggleTherapy([4], 4)).toEqual([]);
  });
});

describe('applyDevelopmentControlRules', () => {
  const base: DevelopmentControlDraft = { needsTherapy: true, therapies: [1, 3], followUp: 'x' };

  it('clears the therapies when needsTherapy is answered No', () => {
    expect(applyDevelopmentControlRules(base, { ...base, needsTherapy: false })).toEqual({
      ...base,
      needsTherapy: false,
      therapies: [],
    });
  });

  it('applies the Terapia Integral rule to a change of therapies', () => {
    expect(applyDevelopmentControlRules(base, { ...base, therapies: [1, 3, 4] }).therapies).toEqual([4]);
    const integral = { ...base, therapies: [4] as const };
    expect(
      applyDevelopmentControlRules({ ...integral, therapies: [4] }, { ...integral, therapies: [4, 2] })
        .therapies,
    ).toEqual([2]);
  });

  it('returns the same object when no rule applies', () => {
    const next = { ...base, followUp: 'y' };
    expect(applyDevelopmentControlRules(base, next)).toBe(next);
    const no = { ...base, needsTherapy: false, therapies: [] };
    expect(applyDevelopmentControlRules(base, no)).toBe(no);
  });

  it('keeps a loaded draft as it is', () => {
    const loaded: DevelopmentControlDraft = { needsTherapy: true, therapies: [2, 3] };
    expect(applyDevelopmentControlRules({}, loaded)).toBe(loaded);
  });
});
