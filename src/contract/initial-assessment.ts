/**
 * The initial assessment (Valoración Inicial, document type 6) of spec 001 §3, with the rules of §5.
 *
 * "Nearly everything required": the commit requires every question, selection, count, amount and text of
 * the form, and at least one room. What stays optional: the Sisbén pair (a family may not be classified,
 * so group and subgroup go together or not at all), the comments whose condition does not hold, the
 * comments of the abortion and adoption questions (the spec says only "some with comments" and gives
 * them no rule), and hasReasonToStop and initialObservation, which the spec lists for the document
 * without any rule.
 *
 * Lengths: 400 where the spec says so; the comments, the home-visit motive and the initial observation
 * have no limit in the spec and get 400 too, like the texts beside them.
 */
import * as v from 'valibot';
import {
  HOUSING_TYPE_OTHER,
  OWNERSHIP_OTHER,
  POPULATION_TYPE_COUNT,
  POPULATION_TYPE_NONE,
  STRATUM_MAX,
  sisbenGroups,
  sisbenSubgroupsOf,
} from '../domain/social-work-codes';
import { validationText as t } from '../i18n/validation';
import {
  numberBetween,
  optionalOption,
  optionalText,
  optionalYesNo,
  requiredOption,
  requiredText,
  requiredYesNo,
} from './common';
import { defineDocument } from './document';
import { missing, type FieldIssue } from './field-rules';
import {
  code,
  commentOf,
  count,
  money,
  optionalCode,
  optionalCount,
  optionalMoney,
  roomComplete,
  roomDraft,
  sameFor,
  serviceFields,
  yesNoWithComment,
} from './social-work-fields';

export const INITIAL_ASSESSMENT_TEXT_MAX = 400;
export const WORKING_MEMBERS_MIN = -5;
export const WORKING_MEMBERS_MAX = 99;

const isSisbenGroup = (value: unknown): value is number => sisbenGroups.some(({ group }) => group === value);

const allSisbenSubgroups = new Set(sisbenGroups.flatMap(({ group }) => sisbenSubgroupsOf(group)));

const sisbenSubgroup = () =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(t.selectOption),
        v.check((value) => allSisbenSubgroups.has(value), t.selectOption),
      ),
    ),
  );

/** The differential-population list: codes 1-6, and "none" alone (spec 001 §4). */
const populationTypeList = (minimum: number) =>
  v.pipe(
    v.array(code(POPULATION_TYPE_COUNT), t.selectOption),
    v.minLength(minimum, t.selectOption),
    v.check((list) => !list.includes(POPULATION_TYPE_NONE) || list.length === 1, t.selectOption),
  );

const workingMembers = () =>
  v.pipe(numberBetween(WORKING_MEMBERS_MIN, WORKING_MEMBERS_MAX), v.integer(t.invalidType));

const expenses = ['rent', 'food', 'transport', 'education', 'services', 'otherExpenses'] as const;
/** Selections sent as catalogue ids; professionalOpinion is the social risk: high, medium or low (§3). */
const selections = [
  'familyTypology',
  'familyIncome',
  'housingType',
  'ownership',
  'accessRoutes',
  'cleanliness',
  'lighting',
  'ventilation',
  'familyPlanning',
  'professionalOpinion',
] as const;
const counts = ['livingRooms', 'diningRooms', 'bathrooms', 'clothingYards'] as const;
const texts = [
  'supportNetwork',
  'relationWithHusbandAndFamily',
  'lifePlan',
  'parentThoughtsAboutBaby',
  'managementPlan',
  'protectiveFactors',
] as const;

/** Mother and father questions whose comment is required on yes (spec 001 §5). */
const parentRisks = [
  'motherSPA',
  'fatherSPA',
  'motherAlcohol',
  'fatherAlcohol',
  'motherICBF',
  'fatherICBF',
  'motherViolence',
  'fatherViolence',
] as const;
/** Questions whose comment the spec leaves without rule. */
const parentIntentions = ['motherAbortion', 'fatherAbortion', 'motherAdoption', 'fatherAdoption'] as const;

/** Every yes/no question with a Comment field. */
const commentedQuestions = [
  ...serviceFields,
  'pets',
  'fatherHelp',
  ...parentRisks,
  ...parentIntentions,
] as const;

const text = () => optionalText(INITIAL_ASSESSMENT_TEXT_MAX);

export const initialAssessmentFields = {
  populationType: v.optional(v.nullable(populationTypeList(0))),
  familyTypology: optionalOption(),
  workingMembers: v.optional(v.nullable(workingMembers())),
  familyIncome: optionalOption(),
  ...sameFor(expenses, optionalMoney),
  housingType: optionalOption(),
  housingTypeComment: text(),
  ownership: optionalOption(),
  ownershipComment: text(),
  residentialStratum: optionalCode(STRATUM_MAX),
  accessRoutes: optionalOption(),
  sisbenGroup: optionalCode(sisbenGroups.length),
  sisbenSubgroup: sisbenSubgroup(),
  cleanliness: optionalOption(),
  lighting: optionalOption(),
  ventilation: optionalOption(),
  ...sameFor(counts, optionalCount),
  rooms: v.optional(v.nullable(v.array(roomDraft, t.invalidType))),
  ...yesNoWithComment(commentedQuestions, INITIAL_ASSESSMENT_TEXT_MAX),
  familyPlanning: optionalOption(),
  ...sameFor(texts, text),
  professionalOpinion: optionalOption(),
  homeVisitCandidate: optionalYesNo(),
  homeVisitCandidateMotive: text(),
  hasReasonToStop: optionalYesNo(),
  initialObservation: text(),
};

/** The initial-assessment fields as a form holds them and a draft stores them. */
export type InitialAssessmentDraft = v.InferOutput<v.ObjectSchema<typeof initialAssessmentFields, undefined>>;

export const initialAssessmentCommitFields = {
  ...initialAssessmentFields,
  populationType: populationTypeList(1),
  ...sameFor(selections, requiredOption),
  workingMembers: workingMembers(),
  ...sameFor(expenses, money),
  residentialStratum: code(STRATUM_MAX),
  ...sameFor(counts, count),
  rooms: v.pipe(v.array(roomComplete, t.required), v.minLength(1, t.required)),
  ...sameFor(commentedQuestions, requiredYesNo),
  ...sameFor(texts, () => requiredText(INITIAL_ASSESSMENT_TEXT_MAX)),
  homeVisitCandidate: requiredYesNo(),
};

/** A finished initial assessment. */
export type InitialAssessment = v.InferOutput<
  v.ObjectSchema<typeof initialAssessmentCommitFields, undefined>
>;

/** The conditional rules of spec 001 §5 that one field's value puts on another. */
export function initialAssessmentIssues(assessment: Record<string, unknown>): FieldIssue[] {
  const yes = (field: string) => assessment[field] === true;
  const no = (field: string) => assessment[field] === false;
  const commentsWhen = (questions: readonly string[], holds: (field: string) => boolean) =>
    missing(assessment, questions.filter(holds).map(commentOf), t.required);
  const { sisbenGroup: group, sisbenSubgroup: subgroup } = assessment;
  const hasGroup = group !== undefined && group !== null;
  const hasSubgroup = typeof subgroup === 'string' && subgroup !== '';
  return [
    ...(assessment.housingType === HOUSING_TYPE_OTHER
      ? missing(assessment, ['housingTypeComment'], t.required)
      : []),
    ...(assessment.ownership === OWNERSHIP_OTHER
      ? missing(assessment, ['ownershipComment'], t.required)
      : []),
    ...(hasSubgroup && !hasGroup ? [{ path: ['sisbenGroup'] as const, message: t.selectOption }] : []),
    ...(hasGroup && !hasSubgroup ? [{ path: ['sisbenSubgroup'] as const, message: t.selectOption }] : []),
    ...(hasSubgroup && isSisbenGroup(group) && !sisbenSubgroupsOf(group).includes(subgroup)
      ? [{ path: ['sisbenSubgroup'] as const, message: t.selectOption }]
      : []),
    ...commentsWhen(serviceFields, no),
    ...commentsWhen(['pets'], yes),
    ...commentsWhen(['fatherHelp'], no),
    ...commentsWhen(parentRisks, yes),
    ...(yes('homeVisitCandidate') ? missing(assessment, ['homeVisitCandidateMotive'], t.required) : []),
  ];
}

/** POST /v1/initial-assessment/stage, /commit, /discard (spec 001 §7). */
export const initialAssessment = defineDocument({
  kind: 'initial-assessment',
  fields: initialAssessmentFields,
  commitFields: initialAssessmentCommitFields,
  commitRules: initialAssessmentIssues,
});

/** A new assessment starts with expenses and counts at 0 and an empty room table (spec 001 §3). */
export const initialAssessmentDefaults = {
  rent: 0,
  food: 0,
  transport: 0,
  education: 0,
  services: 0,
  otherExpenses: 0,
  livingRooms: 0,
  diningRooms: 0,
  bathrooms: 0,
  clothingYards: 0,
  populationType: [],
  rooms: [],
} satisfies InitialAssessmentDraft;
