/**
 * An array where the contract expects an object is a wrong type (src/contract/common.ts
 * `objectWithEveryKey`): valibot's own object schema would read it as an empty object and let it pass.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bayley } from '../../../src/contract/bayley';
import { objectWithEveryKey, optionalText } from '../../../src/contract/common';
import { familyControl } from '../../../src/contract/family-control';
import { homeVisit } from '../../../src/contract/home-visit';
import { socialWorkEvolution } from '../../../src/contract/social-work-evolution';
import { validationText as t } from '../../../src/i18n/validation';
import { uuid } from '../../fixtures/bodies';
import { fieldErrors } from './issues';

const historyId = uuid();

describe('an array where an object goes', () => {
  it('is refused by an object of optional fields, which still takes an object', () => {
    const schema = objectWithEveryKey({ note: optionalText(10) });
    expect(fieldErrors(schema, [])).toEqual({ $root: [t.invalidType] });
    expect(fieldErrors(schema, [{ note: 'x' }])).toEqual({ $root: [t.invalidType] });
    expect(v.parse(schema, { note: 'x', extra: 1 })).toEqual({ note: 'x' });
    expect(v.parse(schema, {})).toEqual({ note: undefined });
  });

  it.each([
    ['the Bayley observations', bayley.stage, 'observations'],
    ["the family control's referral in", familyControl.stage, 'referralIn'],
    ["the family control's referral to a specialist", familyControl.stage, 'referralOutSpecialist'],
    ["the family control's referral to an institution", familyControl.stage, 'referralOutInstitution'],
    ["the evolution's referral", socialWorkEvolution.stage, 'referralOutSpecialist'],
  ])('%s', (_, schema, field) => {
    expect(fieldErrors(schema, { historyId, [field]: [] })).toEqual({ [field]: [t.invalidType] });
    expect(fieldErrors(schema, { historyId, [field]: null })).toEqual({});
  });

  it('a room of the home visit', () => {
    expect(fieldErrors(homeVisit.stage, { historyId, rooms: [['Alcoba']] })).toEqual({
      'rooms.0': [t.invalidType],
    });
  });
});
