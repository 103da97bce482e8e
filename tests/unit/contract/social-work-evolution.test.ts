import { describe, expect, it } from 'vitest';
import { socialWorkEvolution } from '../../../src/contract/social-work';
import { completeEvolution, signatureOf, uuid } from '../../fixtures/bodies';
import { fieldErrors, text } from './issues';

const required = 'Este valor es obligatorio';
const selectOption = 'Por favor seleccione una opción';

const historyId = uuid();
const evolution = {
  socialWorkEvolutionId: uuid(),
  historyId,
  signature: signatureOf(),
  ...completeEvolution(),
};

const commitIssues = (patch: Record<string, unknown>) =>
  fieldErrors(socialWorkEvolution.commit, { ...evolution, ...patch });

const referral = {
  hasReferralOutSpecialist: true,
  referralOutSpecialist: { area: [2], observation: 'Psiquiatría' },
};

describe('social-work evolution contract', () => {
  it('commits a complete evolution, with or without referral', () => {
    expect(commitIssues({})).toEqual({});
    expect(commitIssues(referral)).toEqual({});
    expect(commitIssues({ graduated: true, hasReasonToStop: false, initialObservation: 'Inicio' })).toEqual(
      {},
    );
  });

  it('requires objective, social diagnosis, management plan and the referral switch', () => {
    const { objective, socialDiagnosis, managementPlan, hasReferralOutSpecialist, ...rest } = evolution;
    expect([objective, socialDiagnosis, managementPlan, hasReferralOutSpecialist]).toHaveLength(4);
    expect(fieldErrors(socialWorkEvolution.commit, rest)).toEqual({
      objective: [required],
      socialDiagnosis: [required],
      managementPlan: [required],
      hasReferralOutSpecialist: [selectOption],
    });
  });

  it.each(['objective', 'managementPlan'])('limits %s to 400 characters', (field) => {
    expect(commitIssues({ [field]: text(400) })).toEqual({});
    expect(commitIssues({ [field]: text(401) })).toEqual({ [field]: ['The maximum length allowed is 400'] });
  });

  it('requires area and observation of a referral, only when there is one', () => {
    const empty = { referralOutSpecialist: { area: [], observation: '' } };
    expect(commitIssues({ ...referral, ...empty })).toEqual({
      'referralOutSpecialist.area': [selectOption],
      'referralOutSpecialist.observation': [required],
    });
    expect(commitIssues({ hasReferralOutSpecialist: true, referralOutSpecialist: null })).toEqual({
      'referralOutSpecialist.area': [selectOption],
      'referralOutSpecialist.observation': [required],
    });
    expect(commitIssues({ hasReferralOutSpecialist: false, ...empty })).toEqual({});
  });

  it('limits the referral observation to 500 characters', () => {
    const withObservation = (observation: string) => ({
      hasReferralOutSpecialist: true,
      referralOutSpecialist: { area: [1], observation },
    });
    expect(commitIssues(withObservation(text(500)))).toEqual({});
    expect(commitIssues(withObservation(text(501)))).toEqual({
      'referralOutSpecialist.observation': ['The maximum length allowed is 500'],
    });
  });

  it('stages a half-written draft that commit refuses', () => {
    const draft = { historyId, objective: 'Acompañar', hasReferralOutSpecialist: true };
    expect(fieldErrors(socialWorkEvolution.stage, draft)).toEqual({});
    expect(
      Object.keys(fieldErrors(socialWorkEvolution.commit, { ...evolution, ...draft, managementPlan: '' })),
    ).toEqual(['managementPlan', 'referralOutSpecialist.area', 'referralOutSpecialist.observation']);
  });
});
