/**
 * Family composition (spec 001 §3 "Family member", §5 "Other rows", §7). A POST creates an empty member
 * that the user completes in the table; the PUT carries the rules, and a member that fails them opens in
 * edit mode.
 *
 * Lengths are not in the spec; ours: 200 for name and occupation, 500 for the observation. The states are
 * fixed by the spec (active, inactive, deceased) without ids or Spanish labels: the ids follow the
 * subsidy states (active is 1) and the labels are ours.
 */
import * as v from 'valibot';
import { validationText as t } from '../i18n/validation';
import { optionalText, requiredOption, requiredText, requiredYesNo } from './common';
import { defineRowResource } from './row-resource';
import { ROW_OBSERVATION_MAX, date } from './social-work-fields';

export const FAMILY_MEMBER_TEXT_MAX = 200;

export const familyMemberStates = [
  { id: 1, key: 'active', label: 'Activo' },
  { id: 2, key: 'inactive', label: 'Inactivo' },
  { id: 3, key: 'deceased', label: 'Fallecido' },
] as const;

const familyMemberState = () =>
  v.picklist(
    familyMemberStates.map((state) => state.id),
    t.selectOption,
  );

/** The editable part of a member (spec 001 §5): everything but the observation is required. */
export const familyMemberRowFields = {
  kinship: requiredOption(),
  name: requiredText(FAMILY_MEMBER_TEXT_MAX),
  birthDate: date(),
  education: requiredOption(),
  occupation: requiredText(FAMILY_MEMBER_TEXT_MAX),
  livesWithTheChild: requiredYesNo(),
  observation: optionalText(ROW_OBSERVATION_MAX),
  state: familyMemberState(),
};

/** The resource, declared once for the outbox, the tables and the server's routes (./row-resource.ts). */
export const familyMemberRows = defineRowResource({
  name: 'family-composition',
  recordKind: 'family-member',
  rowFields: familyMemberRowFields,
  itemPath: '/hc/:historyId/:rowId',
  version: 'edit-start',
});
