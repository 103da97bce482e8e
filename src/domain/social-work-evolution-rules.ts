/**
 * Pure rule of the evolution form (spec 001 §4): turning the referral switch off clears the specialities
 * and the reason, so a referral that was taken back is not committed with stale data.
 */
import type { SocialWorkEvolutionDraft } from '../contract/social-work-evolution';

/** The values to set when the "referral to a specialty" switch changes. */
export function changeReferralOutSpecialist(
  current: SocialWorkEvolutionDraft,
  on: boolean,
): Pick<SocialWorkEvolutionDraft, 'hasReferralOutSpecialist' | 'referralOutSpecialist'> {
  return on
    ? {
        hasReferralOutSpecialist: true,
        referralOutSpecialist: current.referralOutSpecialist ?? { area: [], observation: '' },
      }
    : { hasReferralOutSpecialist: false, referralOutSpecialist: { area: [], observation: '' } };
}
