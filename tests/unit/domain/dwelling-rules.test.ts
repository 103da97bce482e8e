import { describe, expect, it } from 'vitest';
import { asksWhich, clearedWhich } from '../../../src/domain/dwelling-rules';
import { changeInitialAssessment } from '../../../src/domain/initial-assessment-rules';

describe("the dwelling's 'which?' (spec 001 §3, §4)", () => {
  it('is asked for housing type 6 and ownership 5 only', () => {
    expect(asksWhich({ housingType: 6 }, 'housingTypeComment')).toBe(true);
    expect(asksWhich({ housingType: 5 }, 'housingTypeComment')).toBe(false);
    expect(asksWhich({ ownership: 5 }, 'ownershipComment')).toBe(true);
    expect(asksWhich({ ownership: 6 }, 'ownershipComment')).toBe(false);
    expect(asksWhich({}, 'ownershipComment')).toBe(false);
  });

  it("is cleared when its answer moves away from 'other', and only its own", () => {
    expect(clearedWhich('housingType', 2)).toEqual({ housingTypeComment: '' });
    expect(clearedWhich('housingType', null)).toEqual({ housingTypeComment: '' });
    expect(clearedWhich('housingType', 6)).toEqual({});
    expect(clearedWhich('ownership', 1)).toEqual({ ownershipComment: '' });
    expect(clearedWhich('ownership', 5)).toEqual({});
    expect(clearedWhich('pets', false)).toEqual({});
    expect(clearedWhich('housingTypeComment', 'Inquilinato')).toEqual({});
  });

  it('is the rule the initial assessment applies', () => {
    expect(changeInitialAssessment({ ownership: 5, ownershipComment: 'Comodato' }, 'ownership', 2)).toEqual({
      ownership: 2,
      ownershipComment: '',
    });
  });
});
