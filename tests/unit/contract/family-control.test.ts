import { describe, expect, it } from 'vitest';
import { familyControl, referralAreaIds } from '../../../src/contract/family-control';
import { validationText as t } from '../../../src/i18n/validation';
import { completeFamilyControl, familyControlReferrals, signatureOf, uuid } from '../../fixtures/bodies';
import { fieldErrors, parsed, text } from './issues';

const historyId = uuid();

const valid = () => ({
  familyControlId: uuid(),
  historyId,
  signature: signatureOf(),
  ...completeFamilyControl(),
  ...familyControlReferrals(),
});

const noReferrals = () => ({ ...valid(), ...completeFamilyControl() });

describe('family control commit', () => {
  it('accepts a complete control, with and without referrals', () => {
    expect(fieldErrors(familyControl.commit, valid())).toEqual({});
    expect(fieldErrors(familyControl.commit, noReferrals())).toEqual({});
  });

  it.each([
    ['hasReferralIn', t.selectOption],
    ['controlType', t.selectOption],
    ['controlMode', t.selectOption],
    ['initialObservation', t.required],
    ['riskFactors', t.required],
    ['protectiveFactors', t.required],
    ['primaryDiagnosis', t.required],
    ['plan', t.required],
    ['objectives', t.required],
    ['interventionEvolution', t.required],
    ['hasReasonToStop', t.selectOption],
    ['hasReferralOutSpecialist', t.selectOption],
    ['hasReferralOutInstitution', t.selectOption],
    ['followUp', t.required],
  ])('requires %s', (field, message) => {
    const body: Record<string, unknown> = noReferrals();
    delete body[field];
    expect(fieldErrors(familyControl.commit, body)).toEqual({ [field]: [message] });
  });

  it('requires at least one control type and a known mode', () => {
    expect(fieldErrors(familyControl.commit, { ...valid(), controlType: [] })).toEqual({
      controlType: [t.selectOption],
    });
    expect(fieldErrors(familyControl.commit, { ...valid(), controlMode: 9 })).toEqual({
      controlMode: [t.selectOption],
    });
  });

  it.each([
    ['initialObservation', 600],
    ['riskFactors', 1000],
    ['protectiveFactors', 1000],
    ['plan', 1000],
    ['objectives', 500],
    ['interventionEvolution', 5000],
    ['followUp', 200],
  ] as const)('limits %s to %i characters', (field, max) => {
    expect(fieldErrors(familyControl.commit, { ...valid(), [field]: text(max) })).toEqual({});
    expect(fieldErrors(familyControl.commit, { ...valid(), [field]: text(max + 1) })).toEqual({
      [field]: [t.maxLength(max)],
    });
  });

  it('limits the referral observations to 500 characters', () => {
    const observation = (length: number) => ({ area: [2], observation: text(length) });
    expect(
      fieldErrors(familyControl.commit, { ...valid(), referralOutSpecialist: observation(500) }),
    ).toEqual({});
    expect(
      fieldErrors(familyControl.commit, { ...valid(), referralOutInstitution: observation(501) }),
    ).toEqual({
      'referralOutInstitution.observation': [t.maxLength(500)],
    });
  });

  describe('referral in', () => {
    it('requires specialist, user and reason when hasReferralIn', () => {
      expect(
        fieldErrors(familyControl.commit, {
          ...valid(),
          referralIn: { specialist: null, user: null, reason: null },
        }),
      ).toEqual({
        'referralIn.specialist': [t.selectOption],
        'referralIn.user': [t.required],
        'referralIn.reason': [t.selectOption],
      });
    });

    it('reports each field even when the whole object is missing', () => {
      expect(fieldErrors(familyControl.commit, { ...valid(), referralIn: undefined })).toEqual({
        'referralIn.specialist': [t.selectOption],
        'referralIn.user': [t.required],
        'referralIn.reason': [t.selectOption],
      });
    });

    it('asks for nothing when hasReferralIn is false', () => {
      expect(
        fieldErrors(familyControl.commit, { ...valid(), hasReferralIn: false, referralIn: null }),
      ).toEqual({});
      expect(
        fieldErrors(familyControl.commit, {
          ...valid(),
          hasReferralIn: false,
          referralIn: { specialist: null, user: null, reason: null },
        }),
      ).toEqual({});
    });

    it('accepts the admin area, whose id is 0', () => {
      const referralIn = { specialist: referralAreaIds.admin, user: uuid(), reason: 1 };
      expect(fieldErrors(familyControl.commit, { ...valid(), referralIn })).toEqual({});
    });

    it('reports a missing referral user together with the other field errors', () => {
      const body = { ...valid(), plan: '', referralIn: { specialist: 1, user: null, reason: 2 } };
      expect(fieldErrors(familyControl.commit, body)).toEqual({
        plan: [t.required],
        'referralIn.user': [t.required],
      });
    });
  });

  describe('reason to stop', () => {
    it('is required when hasReasonToStop, one of 1 and 2', () => {
      expect(fieldErrors(familyControl.commit, { ...valid(), reasonToStop: null })).toEqual({
        reasonToStop: [t.selectOption],
      });
      expect(fieldErrors(familyControl.commit, { ...valid(), reasonToStop: 2 })).toEqual({});
      expect(fieldErrors(familyControl.commit, { ...valid(), reasonToStop: 3 })).toEqual({
        reasonToStop: [t.selectOption],
      });
    });

    it('is not required otherwise', () => {
      expect(
        fieldErrors(familyControl.commit, { ...valid(), hasReasonToStop: false, reasonToStop: null }),
      ).toEqual({});
    });
  });

  describe.each(['referralOutSpecialist', 'referralOutInstitution'] as const)('%s', (field) => {
    const flag = field === 'referralOutSpecialist' ? 'hasReferralOutSpecialist' : 'hasReferralOutInstitution';

    it('requires area and observation when its flag is true', () => {
      expect(
        fieldErrors(familyControl.commit, { ...valid(), [field]: { area: [], observation: ' ' } }),
      ).toEqual({
        [`${field}.area`]: [t.selectOption],
        [`${field}.observation`]: [t.required],
      });
      expect(fieldErrors(familyControl.commit, { ...valid(), [field]: null })).toEqual({
        [`${field}.area`]: [t.selectOption],
        [`${field}.observation`]: [t.required],
      });
    });

    it('asks for nothing when its flag is false', () => {
      expect(
        fieldErrors(familyControl.commit, {
          ...valid(),
          [flag]: false,
          [field]: { area: [], observation: '' },
        }),
      ).toEqual({});
    });
  });

  it('waits for a yes/no before judging the fields that depend on it', () => {
    expect(fieldErrors(familyControl.commit, { ...valid(), hasReferralIn: 'yes', referralIn: null })).toEqual(
      {
        hasReferralIn: [t.selectOption],
      },
    );
  });

  it('strips the internal _id of the referral objects', () => {
    const body = {
      ...valid(),
      referralIn: { _id: 'abc', specialist: 1, user: uuid(), reason: 4 },
      referralOutSpecialist: { _id: 'def', area: [2], observation: 'x' },
      referralOutInstitution: { _id: 'ghi', area: [1], observation: 'y' },
    };
    for (const schema of [familyControl.commit, familyControl.stage]) {
      const output = parsed(schema, body);
      expect(output.referralIn).not.toHaveProperty('_id');
      expect(output.referralOutSpecialist).not.toHaveProperty('_id');
      expect(output.referralOutInstitution).not.toHaveProperty('_id');
      expect(output.referralOutSpecialist).toEqual({ area: [2], observation: 'x' });
    }
  });
});

describe('family control stage', () => {
  const draft = {
    historyId,
    hasReferralIn: true,
    referralIn: { specialist: 2, user: null },
    initialObservation: 'Madre ansiosa',
    controlType: [],
  };

  it('accepts a half-written draft that commit refuses', () => {
    expect(fieldErrors(familyControl.stage, draft)).toEqual({});
    const errors = fieldErrors(familyControl.commit, { ...draft, signature: signatureOf() });
    expect(errors).toMatchObject({
      controlType: [t.selectOption],
      controlMode: [t.selectOption],
      plan: [t.required],
      'referralIn.user': [t.required],
    });
  });

  it('still checks types and lengths', () => {
    expect(fieldErrors(familyControl.stage, { ...draft, objectives: text(501) })).toEqual({
      objectives: [t.maxLength(500)],
    });
    expect(fieldErrors(familyControl.stage, { ...draft, referralIn: { user: 'not-an-id' } })).toEqual({
      'referralIn.user': [t.invalidId],
    });
  });
});

describe('family control discard', () => {
  it('takes the draft id and the history', () => {
    const familyControlId = uuid();
    expect(parsed(familyControl.discard, { familyControlId, historyId })).toEqual({
      familyControlId,
      historyId,
    });
  });
});
