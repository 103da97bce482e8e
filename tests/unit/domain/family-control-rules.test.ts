import { describe, expect, it } from 'vitest';
import type { FamilyControlDraft } from '../../../src/contract/family-control';
import {
  applyFamilyControlRules,
  emptyReferralIn,
  emptyReferralOut,
} from '../../../src/domain/family-control-rules';

const userId = '6f1c2f4e-2a55-4d1e-9a3b-0c1d2e3f4a5b';

const base = (): FamilyControlDraft => ({
  hasReferralIn: true,
  referralIn: { specialist: 1, user: userId, reason: 3 },
  hasReasonToStop: true,
  reasonToStop: 1,
  hasReferralOutSpecialist: true,
  referralOutSpecialist: { area: [2], observation: 'Psiquiatría' },
  hasReferralOutInstitution: true,
  referralOutInstitution: { area: [1], observation: 'ICBF' },
  plan: 'Plan',
});

describe('applyFamilyControlRules', () => {
  it('clears the referral in when answered No', () => {
    const previous = base();
    const result = applyFamilyControlRules(previous, { ...previous, hasReferralIn: false });
    expect(result.referralIn).toEqual(emptyReferralIn());
    expect(result.plan).toBe('Plan');
  });

  it('clears the reason to stop when answered No', () => {
    const previous = base();
    expect(
      applyFamilyControlRules(previous, { ...previous, hasReasonToStop: false }).reasonToStop,
    ).toBeNull();
  });

  it('clears each referral out when answered No', () => {
    const previous = base();
    const specialist = applyFamilyControlRules(previous, { ...previous, hasReferralOutSpecialist: false });
    expect(specialist.referralOutSpecialist).toEqual(emptyReferralOut());
    expect(specialist.referralOutInstitution).toEqual(previous.referralOutInstitution);
    const institution = applyFamilyControlRules(previous, { ...previous, hasReferralOutInstitution: false });
    expect(institution.referralOutInstitution).toEqual(emptyReferralOut());
    expect(institution.referralOutSpecialist).toEqual(previous.referralOutSpecialist);
  });

  it('clears the referring user when the referral area changes', () => {
    const previous = base();
    const next: FamilyControlDraft = { ...previous, referralIn: { specialist: 3, user: userId, reason: 3 } };
    expect(applyFamilyControlRules(previous, next).referralIn).toEqual({
      specialist: 3,
      user: null,
      reason: 3,
    });
  });

  it('keeps the user chosen together with the area (a draft being loaded)', () => {
    const loaded = base();
    expect(applyFamilyControlRules({}, loaded)).toBe(loaded);
  });

  it('returns the same object when no rule applies', () => {
    const previous = base();
    const next = { ...previous, plan: 'Otro plan' };
    expect(applyFamilyControlRules(previous, next)).toBe(next);
    const cleared = { ...previous, hasReferralIn: false, referralIn: emptyReferralIn() };
    expect(applyFamilyControlRules(previous, cleared)).toBe(cleared);
  });
});
