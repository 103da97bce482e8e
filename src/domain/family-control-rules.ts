/**
 * Form rules of the family control (spec 000 §4): answering No to a referral or to the reason to stop
 * clears the fields that depend on it, and changing the referral area clears the referring user (the user
 * search is filtered by that area, §6). Pure functions over the draft.
 *
 * Cleared sub-objects keep their keys with empty values rather than becoming null, so a form bound to
 * referralIn.user or referralOutSpecialist.area keeps controlled inputs.
 */
import type {
  FamilyControlDraft,
  FamilyControlReferralIn,
  FamilyControlReferralOut,
} from '../contract/family-control';

export const emptyReferralIn = (): FamilyControlReferralIn => ({
  specialist: null,
  user: null,
  reason: null,
});
export const emptyReferralOut = (): FamilyControlReferralOut => ({ area: [], observation: '' });

const isEmptyReferralIn = (referral: FamilyControlReferralIn | null | undefined) =>
  !referral || (referral.specialist == null && referral.user == null && referral.reason == null);

const isEmptyReferralOut = (referral: FamilyControlReferralOut | null | undefined) =>
  !referral || ((referral.area ?? []).length === 0 && !referral.observation);

/**
 * The draft after a change from `previous` to `next`, with the §4 rules applied. Returns `next` itself when
 * no rule applies, so a caller can compare by reference.
 */
export function applyFamilyControlRules(
  previous: FamilyControlDraft,
  next: FamilyControlDraft,
): FamilyControlDraft {
  let result = next;
  const patch = (change: Partial<FamilyControlDraft>) => {
    result = { ...result, ...change };
  };

  if (next.hasReferralIn === false) {
    if (!isEmptyReferralIn(next.referralIn)) patch({ referralIn: emptyReferralIn() });
  } else {
    // Only when the area alone changed: a draft loaded into the form changes area and user together.
    const before = previous.referralIn;
    const after = next.referralIn;
    const areaChanged = (after?.specialist ?? null) !== (before?.specialist ?? null);
    const userKept = (after?.user ?? null) === (before?.user ?? null);
    if (after && areaChanged && userKept && after.user != null) {
      patch({ referralIn: { ...after, user: null } });
    }
  }
  if (next.hasReasonToStop === false && next.reasonToStop != null) patch({ reasonToStop: null });
  if (next.hasReferralOutSpecialist === false && !isEmptyReferralOut(next.referralOutSpecialist)) {
    patch({ referralOutSpecialist: emptyReferralOut() });
  }
  if (next.hasReferralOutInstitution === false && !isEmptyReferralOut(next.referralOutInstitution)) {
    patch({ referralOutInstitution: emptyReferralOut() });
  }
  return result;
}
