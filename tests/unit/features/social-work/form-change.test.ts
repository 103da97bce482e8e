// @vitest-environment happy-dom
/**
 * One change of a social-work form (src/features/social-work/editors/form-change.ts), through the real
 * document declarations: a refused visit drops its answers, housing and ownership away from 'other' clear
 * their 'which?' in the home visit, and turning the evolution's referral off resets its two fields and their
 * messages.
 */
import { describe, expect, it } from 'vitest';
import { homeVisitDefaults } from '../../../../src/contract/home-visit';
import { evolutionDocument, homeVisitDocument } from '../../../../src/features/social-work/editors/documents';
import { formAfterChange, type FormState } from '../../../../src/features/social-work/editors/form-change';
import type { SocialWorkDocument } from '../../../../src/features/social-work/editors/social-work-editor';
import { completeHomeVisit } from '../../../fixtures/bodies';

const required = 'Este valor es obligatorio';
const selectOption = 'Por favor seleccione una opción';

/** The changes one after the other, as the editor applies them. */
const apply = (document: SocialWorkDocument, start: FormState, ...changes: [string, unknown][]) =>
  changes.reduce((state, [name, value]) => formAfterChange(document, state, name, value), start);

describe('the home visit', () => {
  const typed: FormState = {
    values: { ...completeHomeVisit(), createdAt: '2026-03-01T10:00:00.000Z' },
    messages: {},
  };

  it('drops every answer but the observations when consent is refused', () => {
    const refused = apply(homeVisitDocument, typed, ['signedConsent', false]);
    expect(refused.values).toEqual({
      signedConsent: false,
      observations: typed.values.observations,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    // Typing the observations keeps it so.
    const observed = apply(homeVisitDocument, refused, ['observations', 'No acepta']);
    expect(observed.values).toEqual({ ...refused.values, observations: 'No acepta' });
  });

  it('starts the counts and rooms anew, and nothing else, when consent is given again', () => {
    const again = apply(homeVisitDocument, typed, ['signedConsent', false], ['signedConsent', true]);
    expect(again.values).toEqual({
      ...homeVisitDefaults,
      signedConsent: true,
      observations: typed.values.observations,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('drops the messages of the fields a refusal hides', () => {
    const start: FormState = {
      values: { signedConsent: true },
      messages: {
        objective: required,
        'rooms.0.room': required,
        housingType: selectOption,
        observations: required,
      },
    };
    const refused = apply(homeVisitDocument, start, ['signedConsent', false]);
    expect(refused.messages).toEqual({ observations: required });
    const again = apply(homeVisitDocument, refused, ['signedConsent', true]);
    expect(again.messages).toEqual({ observations: required });
  });

  it("clears housing's and ownership's 'which?' when the answer moves away from 'other'", () => {
    const other = apply(
      homeVisitDocument,
      typed,
      ['housingType', 6],
      ['housingTypeComment', 'Inquilinato'],
      ['ownership', 5],
      ['ownershipComment', 'Comodato'],
    );
    expect(other.values).toMatchObject({ housingTypeComment: 'Inquilinato', ownershipComment: 'Comodato' });
    const housing = apply(homeVisitDocument, other, ['housingType', 2]);
    expect(housing.values).toMatchObject({
      housingType: 2,
      housingTypeComment: '',
      ownershipComment: 'Comodato',
    });
    const ownership = apply(homeVisitDocument, housing, ['ownership', 1]);
    expect(ownership.values).toMatchObject({ ownership: 1, ownershipComment: '' });
    // Back to 'other': the question is asked again, empty.
    expect(apply(homeVisitDocument, ownership, ['housingType', 6]).values.housingTypeComment).toBe('');
  });

  it("drops the message of a 'which?' that is no longer asked", () => {
    const start: FormState = {
      values: { ...typed.values, housingType: 6 },
      messages: { housingTypeComment: required },
    };
    const moved = apply(homeVisitDocument, start, ['housingType', 1], ['housingType', 6]);
    expect(moved.messages).toEqual({});
  });
});

describe('the evolution', () => {
  const referral = { area: [2], observation: 'Valoración por psiquiatría' };
  const messages = {
    'referralOutSpecialist.area': selectOption,
    'referralOutSpecialist.observation': required,
    objective: required,
  };

  it('clears the speciality and the reason when the referral is turned off', () => {
    const off = apply(
      evolutionDocument,
      { values: { hasReferralOutSpecialist: true, referralOutSpecialist: referral }, messages: {} },
      ['hasReferralOutSpecialist', false],
    );
    expect(off.values).toEqual({
      hasReferralOutSpecialist: false,
      referralOutSpecialist: { area: [], observation: '' },
    });
  });

  it('resets their validation: turned on again, the two fields show no old message', () => {
    const start: FormState = {
      values: { hasReferralOutSpecialist: true, referralOutSpecialist: { area: [], observation: '' } },
      messages,
    };
    const off = apply(evolutionDocument, start, ['hasReferralOutSpecialist', false]);
    expect(off.messages).toEqual({ objective: required });
    const on = apply(evolutionDocument, off, ['hasReferralOutSpecialist', true]);
    expect(on.messages).toEqual({ objective: required });
  });

  it('keeps the other field of the referral its message while one is corrected', () => {
    const start: FormState = {
      values: { hasReferralOutSpecialist: true, referralOutSpecialist: { area: [], observation: '' } },
      messages,
    };
    const typed = apply(evolutionDocument, start, ['referralOutSpecialist.observation', 'Psiquiatría']);
    expect(typed.messages).toEqual({ 'referralOutSpecialist.area': selectOption, objective: required });
    expect(typed.messages).not.toBe(start.messages);
    // A change that hides nothing and corrects no message leaves the messages as they are.
    const same = apply(evolutionDocument, typed, ['graduated', true]);
    expect(same.messages).toBe(typed.messages);
  });
});

describe('a keystroke with no message on the form', () => {
  it('keeps the same empty messages and does not ask for the fields shown', () => {
    let asked = 0;
    const counting: SocialWorkDocument = {
      ...homeVisitDocument,
      fields: (values) => {
        asked += 1;
        return homeVisitDocument.fields(values);
      },
    };
    const start: FormState = { values: completeHomeVisit(), messages: {} };
    const next = formAfterChange(counting, start, 'observations', 'La abuela cuida');
    expect(next.values.observations).toBe('La abuela cuida');
    expect(next.messages).toBe(start.messages);
    expect(asked).toBe(0);
  });
});
