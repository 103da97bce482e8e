import { describe, expect, it } from 'vitest';
import { changeReferralOutSpecialist } from '../../../src/domain/social-work-evolution-rules';

describe('social-work evolution rules', () => {
  const withReferral = {
    hasReferralOutSpecialist: true,
    referralOutSpecialist: { area: [1, 3], observation: 'Psiquiatría infantil' },
  };

  it('turning the referral off clears areas and observation', () => {
    expect(changeReferralOutSpecialist(withReferral, false)).toEqual({
      hasReferralOutSpecialist: false,
      referralOutSpecialist: { area: [], observation: '' },
    });
  });

  it('turning it on keeps what is there, or starts empty', () => {
    expect(changeReferralOutSpecialist(withReferral, true)).toEqual(withReferral);
    expect(changeReferralOutSpecialist({}, true)).toEqual({
      hasReferralOutSpecialist: true,
      referralOutSpecialist: { area: [], observation: '' },
    });
  });
});
