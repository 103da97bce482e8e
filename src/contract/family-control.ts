/**
 * Family control ("Psicología Familiar y Emocional", spec 000 §3 "Family control" and §5). The draft id
 * travels as familyControlId. The referral sub-objects are valibot objects, which drop the keys they do
 * not list: the `_id` the spec says is removed when sent never reaches the server's store. Rules that
 * depend on a yes/no (referral in, reason to stop, referrals out) are commit checks reported on the
 * nested field.
 */
import * as v from 'valibot';
import { validationText as t } from '../i18n/validation';
import {
  diagnosisCode,
  id,
  objectWithEveryKey,
  optionalOption,
  optionalOptions,
  optionalText,
  optionalYesNo,
  requiredText,
  requiredYesNo,
} from './common';
import { defineDocument } from './document';
import { missing, type FieldIssue, type FieldPath } from './field-rules';

/**
 * Catalogue ids. The spec names the entries but not their ids except for reasonToStop (1, 2); the others
 * are ours and the server's catalogues use the same numbers.
 */
export const controlTypeIds = { evaluation: 1, intervention: 2 } as const;
export const controlModeIds = { individual: 1, family: 2, group: 3 } as const;
export const reasonToStopIds = { goalsAchieved: 1, motherRefused: 2 } as const;
/** Referral area of referralIn: the control role groups of spec 000 §6, which filter the referring user. */
export const referralAreaIds = { admin: 0, pediatrician: 1, nurse: 2, socialWorker: 3 } as const;

/** Text limits of spec 000 §5. */
export const familyControlLimits = {
  initialObservation: 600,
  riskFactors: 1000,
  protectiveFactors: 1000,
  plan: 1000,
  objectives: 500,
  interventionEvolution: 5000,
  referralObservation: 500,
  followUp: 200,
} as const;
const max = familyControlLimits;

const optionFrom = <V extends number>(ids: Readonly<Record<string, V>>, message: string) =>
  v.picklist(Object.values(ids), message);

/** Who referred the baby: area (role group), the user of that area, and the catalogued reason. */
const referralIn = objectWithEveryKey({
  specialist: v.optional(v.nullable(optionFrom(referralAreaIds, t.invalidType))),
  user: v.optional(v.nullable(id())),
  reason: optionalOption(),
});

/** A referral out: areas (specialities or institutions, by catalogue id) and an observation. */
const referralOut = objectWithEveryKey({
  area: optionalOptions(),
  observation: optionalText(max.referralObservation),
});

const optionalDiagnoses = () => v.optional(v.nullable(v.array(diagnosisCode(t.invalidType), t.invalidType)));

export const familyControlFields = {
  hasReferralIn: optionalYesNo(),
  referralIn: v.optional(v.nullable(referralIn)),
  controlType: v.optional(v.nullable(v.array(optionFrom(controlTypeIds, t.invalidType), t.invalidType))),
  controlMode: v.optional(v.nullable(optionFrom(controlModeIds, t.invalidType))),
  initialObservation: optionalText(max.initialObservation),
  riskFactors: optionalText(max.riskFactors),
  protectiveFactors: optionalText(max.protectiveFactors),
  primaryDiagnosis: v.optional(v.nullable(diagnosisCode(t.invalidType))),
  otherDiagnoses: optionalDiagnoses(),
  plan: optionalText(max.plan),
  objectives: optionalText(max.objectives),
  interventionEvolution: optionalText(max.interventionEvolution),
  hasReasonToStop: optionalYesNo(),
  reasonToStop: v.optional(v.nullable(optionFrom(reasonToStopIds, t.invalidType))),
  hasReferralOutSpecialist: optionalYesNo(),
  referralOutSpecialist: v.optional(v.nullable(referralOut)),
  hasReferralOutInstitution: optionalYesNo(),
  referralOutInstitution: v.optional(v.nullable(referralOut)),
  followUp: optionalText(max.followUp),
};

/**
 * The draft's fields with what GUARDAR requires; the others keep their draft rule (referralIn and the
 * referrals out are required by the commit checks below, on their yes).
 */
export const familyControlCommitFields = {
  ...familyControlFields,
  hasReferralIn: requiredYesNo(),
  controlType: v.pipe(
    v.array(optionFrom(controlTypeIds, t.selectOption), t.selectOption),
    v.minLength(1, t.selectOption),
  ),
  controlMode: optionFrom(controlModeIds, t.selectOption),
  initialObservation: requiredText(max.initialObservation),
  riskFactors: requiredText(max.riskFactors),
  protectiveFactors: requiredText(max.protectiveFactors),
  primaryDiagnosis: diagnosisCode(t.required),
  plan: requiredText(max.plan),
  objectives: requiredText(max.objectives),
  interventionEvolution: requiredText(max.interventionEvolution),
  hasReasonToStop: requiredYesNo(),
  reasonToStop: v.optional(v.nullable(optionFrom(reasonToStopIds, t.selectOption))),
  hasReferralOutSpecialist: requiredYesNo(),
  hasReferralOutInstitution: requiredYesNo(),
  followUp: requiredText(max.followUp),
};

/** What each yes of the form asks for (spec 000 §5); each waits while its yes/no has an issue. */
export function familyControlIssues(control: Record<string, unknown>): FieldIssue[] {
  const whenYes = (flag: string, fields: readonly FieldPath[], message: string) =>
    control[flag] === true ? missing(control, fields, message, [[flag]]) : [];
  return [
    ...whenYes('hasReferralIn', [['referralIn', 'specialist']], t.selectOption),
    ...whenYes('hasReferralIn', [['referralIn', 'user']], t.required),
    ...whenYes('hasReferralIn', [['referralIn', 'reason']], t.selectOption),
    ...whenYes('hasReasonToStop', [['reasonToStop']], t.selectOption),
    ...whenYes('hasReferralOutSpecialist', [['referralOutSpecialist', 'area']], t.selectOption),
    ...whenYes('hasReferralOutSpecialist', [['referralOutSpecialist', 'observation']], t.required),
    ...whenYes('hasReferralOutInstitution', [['referralOutInstitution', 'area']], t.selectOption),
    ...whenYes('hasReferralOutInstitution', [['referralOutInstitution', 'observation']], t.required),
  ];
}

export const familyControl = defineDocument({
  kind: 'family-control',
  fields: familyControlFields,
  commitFields: familyControlCommitFields,
  commitRules: familyControlIssues,
});

export type FamilyControlReferralIn = v.InferOutput<typeof referralIn>;
export type FamilyControlReferralOut = v.InferOutput<typeof referralOut>;
/** A draft's fields as the form holds them (everything optional). */
export type FamilyControlDraft = v.InferOutput<v.ObjectSchema<typeof familyControlFields, undefined>>;
/** The fields of a committed control. */
export type FamilyControlValues = v.InferOutput<v.ObjectSchema<typeof familyControlCommitFields, undefined>>;
