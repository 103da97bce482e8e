import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { familyControl } from '../../../../src/contract/family-control';
import { applyFamilyControlRules } from '../../../../src/domain/family-control-rules';
import {
  familyControlErrors,
  fieldOfPath,
  referralInOf,
  referralOutOf,
  toFamilyContent,
  toFamilyValues,
  type FamilyValues,
} from '../../../../src/features/psychology/family-control/family-control-values';
import { rolesOfArea, searchDirectory } from '../../../../src/offline/user-directory';
import { validationText as t } from '../../../../src/i18n/validation';
import { completeFamilyControl, familyControlReferrals, signatureOf, uuid } from '../../../fixtures/bodies';

const historyId = uuid();
const signature = signatureOf();

/** A server document as an older system stored it: referral sub-objects carry their own `_id`. */
const withInternalIds = () => {
  const referrals = familyControlReferrals();
  return {
    ...completeFamilyControl(),
    ...referrals,
    referralIn: { _id: 'a1', ...referrals.referralIn },
    referralOutSpecialist: { _id: 'b2', ...referrals.referralOutSpecialist },
    referralOutInstitution: { _id: 'c3', ...referrals.referralOutInstitution },
  };
};

describe('family control content (spec 000 §3: _id of referral sub-objects removed when sent)', () => {
  it('drops the _id of every referral sub-object on the way to the draft, keeping the rest', () => {
    const source = withInternalIds();
    const content = toFamilyContent(toFamilyValues(source), signature);
    expect(JSON.stringify(content)).not.toContain('_id');
    expect(content.referralIn).toEqual({
      specialist: source.referralIn.specialist,
      user: source.referralIn.user,
      reason: source.referralIn.reason,
    });
    expect(content.referralOutSpecialist).toEqual({ area: [2], observation: 'Valoración por psiquiatría.' });
    expect(content.signature).toEqual(signature);
  });

  it('makes a body the commit schema accepts as it is, with only the contract keys', () => {
    const content = toFamilyContent(toFamilyValues(withInternalIds()), signature);
    const body = { ...content, historyId };
    const parsed = v.parse(familyControl.commit, body);
    // Nothing the schema drops: the draft holds exactly what is sent.
    expect(Object.keys(content).sort()).toEqual(
      Object.entries(parsed)
        .filter(([key, value]) => key !== 'historyId' && value !== undefined)
        .map(([key]) => key)
        .sort(),
    );
    expect(familyControlErrors(content, historyId)).toBeNull();
  });

  it('reads missing or malformed fields as empty form values', () => {
    const values = toFamilyValues({ referralIn: 'x', controlType: [1, 'a'], otherDiagnoses: null, plan: 3 });
    expect(values.referralIn).toEqual({ specialist: null, user: null, reason: null });
    expect(values.controlType).toEqual([1]);
    expect(values.otherDiagnoses).toEqual([]);
    expect(values.plan).toBe('');
    expect(values.hasReferralIn).toBeNull();
    expect(referralOutOf(undefined)).toEqual({ area: [], observation: '' });
    expect(referralInOf({ specialist: 0, user: 7 })).toEqual({ specialist: 0, user: null, reason: null });
  });
});

describe('family control field messages (spec 000 §5)', () => {
  it('keys each message by its field path, lists on the list field', () => {
    expect(fieldOfPath('referralIn.user')).toBe('referralIn.user');
    expect(fieldOfPath('otherDiagnoses.0')).toBe('otherDiagnoses');
    expect(fieldOfPath('referralOutSpecialist.area.1')).toBe('referralOutSpecialist.area');
  });

  it('gives the Spanish messages of an empty control with a referral in, nested fields included', () => {
    const values = toFamilyValues({ hasReferralIn: true, initialObservation: 'Madre ansiosa' });
    const errors = familyControlErrors(toFamilyContent(values, signature), historyId);
    expect(errors).toEqual({
      'referralIn.specialist': t.selectOption,
      'referralIn.user': t.required,
      'referralIn.reason': t.selectOption,
      controlType: t.selectOption,
      controlMode: t.selectOption,
      riskFactors: t.required,
      protectiveFactors: t.required,
      primaryDiagnosis: t.required,
      plan: t.required,
      objectives: t.required,
      interventionEvolution: t.required,
      hasReasonToStop: t.selectOption,
      hasReferralOutSpecialist: t.selectOption,
      hasReferralOutInstitution: t.selectOption,
      followUp: t.required,
    });
  });

  it('asks for area and observation of a referral out answered Sí, and the max length', () => {
    const values: FamilyValues = {
      ...toFamilyValues({ ...completeFamilyControl() }),
      hasReferralOutInstitution: true,
      referralOutSpecialist: { area: [], observation: 'x'.repeat(501) },
    };
    expect(familyControlErrors(toFamilyContent(values, signature), historyId)).toEqual({
      'referralOutInstitution.area': t.selectOption,
      'referralOutInstitution.observation': t.required,
      'referralOutSpecialist.observation': t.maxLength(500),
    });
  });
});

describe('the §4 clearing rules through the form values', () => {
  const filled = () => toFamilyValues({ ...completeFamilyControl(), ...familyControlReferrals() });
  const ruled = (previous: FamilyValues, next: FamilyValues) =>
    toFamilyValues(applyFamilyControlRules(previous, next));

  it('No to each yes/no clears its dependent fields and nothing else', () => {
    const previous = filled();
    expect(ruled(previous, { ...previous, hasReferralIn: false }).referralIn).toEqual({
      specialist: null,
      user: null,
      reason: null,
    });
    expect(ruled(previous, { ...previous, hasReasonToStop: false }).reasonToStop).toBeNull();
    const noSpecialist = ruled(previous, { ...previous, hasReferralOutSpecialist: false });
    expect(noSpecialist.referralOutSpecialist).toEqual({ area: [], observation: '' });
    expect(noSpecialist.referralOutInstitution).toEqual(previous.referralOutInstitution);
    expect(noSpecialist.plan).toBe(previous.plan);
    expect(ruled(previous, { ...previous, hasReferralOutInstitution: false }).referralOutInstitution).toEqual(
      {
        area: [],
        observation: '',
      },
    );
  });

  it('a new referral area clears the referring user and keeps the reason', () => {
    const previous = filled();
    const next = ruled(previous, { ...previous, referralIn: { ...previous.referralIn, specialist: 3 } });
    expect(next.referralIn).toEqual({ specialist: 3, user: null, reason: previous.referralIn.reason });
  });

  it('choosing a user in the same area keeps it', () => {
    const previous = { ...filled(), referralIn: { specialist: 1 as const, user: null, reason: null } };
    const user = uuid();
    const next = { ...previous, referralIn: { ...previous.referralIn, user } };
    expect(ruled(previous, next).referralIn.user).toBe(user);
  });
});

describe('the referring-user search (spec 000 §6 control role groups)', () => {
  const users = [
    { id: '1', name: 'Carlos Andrés Mejía Uribe', email: 'p@x', role: 'pediatrician' },
    { id: '2', name: 'Diana Patricia Ospina León', email: 'n@x', role: 'nurse' },
    { id: '3', name: 'Ana María Muñoz', email: 'a@x', role: 'nursing-assistant' },
    { id: '4', name: 'Carolina Díaz', email: 's@x', role: 'social-worker' },
  ];

  it('filters by the roles of the area', () => {
    expect(rolesOfArea(null)).toEqual([]);
    expect(rolesOfArea(2)).toEqual(['nurse', 'nursing-assistant']);
    expect(searchDirectory(users, '', rolesOfArea(2)).map((u) => u.id)).toEqual(['3', '2']);
    expect(searchDirectory(users, 'car', rolesOfArea(1)).map((u) => u.id)).toEqual(['1']);
    expect(searchDirectory(users, 'car', rolesOfArea(3)).map((u) => u.id)).toEqual(['4']);
  });

  it('folds accents and case as the server does', () => {
    expect(searchDirectory(users, 'MUNOZ', rolesOfArea(2)).map((u) => u.id)).toEqual(['3']);
    expect(searchDirectory(users, 'mejía', rolesOfArea(1)).map((u) => u.id)).toEqual(['1']);
  });
});
