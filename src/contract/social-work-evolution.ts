/**
 * The social-work evolution (Evolución, document type 7) of spec 001 §3, with the rules of §5. Its
 * activities are a resource of their own (./social-work-activity), shared across evolutions.
 *
 * Lengths: 400 for objective and managementPlan and 500 for the referral observation, as the spec says;
 * socialDiagnosis and initialObservation have no limit in the spec and get 400 like the texts beside them.
 * graduated, hasReasonToStop and initialObservation are optional: the spec lists them with no rule.
 */
import * as v from 'valibot';
import { validationText as t } from '../i18n/validation';
import {
  objectWithEveryKey,
  optionalOptions,
  optionalText,
  optionalYesNo,
  requiredText,
  requiredYesNo,
} from './common';
import { defineDocument } from './document';
import { missing, type FieldIssue } from './field-rules';

export const EVOLUTION_TEXT_MAX = 400;
export const REFERRAL_OBSERVATION_MAX = 500;

/** The referral to a specialty: areas are speciality ids; a sent `_id` is dropped by the object schema. */
export const referralOutSpecialist = objectWithEveryKey({
  area: optionalOptions(),
  observation: optionalText(REFERRAL_OBSERVATION_MAX),
});
export type ReferralOutSpecialist = v.InferOutput<typeof referralOutSpecialist>;

const text = () => optionalText(EVOLUTION_TEXT_MAX);

export const socialWorkEvolutionFields = {
  objective: text(),
  socialDiagnosis: text(),
  managementPlan: text(),
  hasReferralOutSpecialist: optionalYesNo(),
  referralOutSpecialist: v.optional(v.nullable(referralOutSpecialist)),
  graduated: optionalYesNo(),
  hasReasonToStop: optionalYesNo(),
  initialObservation: text(),
};

/** The evolution fields as a form holds them and a draft stores them. */
export type SocialWorkEvolutionDraft = v.InferOutput<
  v.ObjectSchema<typeof socialWorkEvolutionFields, undefined>
>;

export const socialWorkEvolutionCommitFields = {
  ...socialWorkEvolutionFields,
  objective: requiredText(EVOLUTION_TEXT_MAX),
  socialDiagnosis: requiredText(EVOLUTION_TEXT_MAX),
  managementPlan: requiredText(EVOLUTION_TEXT_MAX),
  hasReferralOutSpecialist: requiredYesNo(),
};

/** With a referral, its areas and observation are required (spec 001 §5). */
export function socialWorkEvolutionIssues(evolution: Record<string, unknown>): FieldIssue[] {
  if (evolution.hasReferralOutSpecialist !== true) return [];
  return [
    ...missing(evolution, [['referralOutSpecialist', 'area']], t.selectOption),
    ...missing(evolution, [['referralOutSpecialist', 'observation']], t.required),
  ];
}

/** POST /v1/social-work-evolution/stage, /commit, /discard (spec 001 §7). */
export const socialWorkEvolution = defineDocument({
  kind: 'social-work-evolution',
  fields: socialWorkEvolutionFields,
  commitFields: socialWorkEvolutionCommitFields,
  commitRules: socialWorkEvolutionIssues,
});
