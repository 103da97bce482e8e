/**
 * The home visit (Visita Domiciliaria, document type 8) of spec 001 §3, with the rules of §5.
 *
 * The whole form hangs on signedConsent: rejected consent asks only the observations, accepted consent
 * opens the full form. So the commit object keeps every field optional (a visit without consent carries
 * nothing else) and one rule set adds, when consent is true, what the visit needs.
 *
 * Our reading of "almost every field is required" once consent is given: every question, selection, count
 * and text of the form is required, including at least one room; what stays optional is what the spec
 * makes conditional and whose condition does not hold (the 'which?' of housing and ownership, service
 * comments when the service is there, the pets, smokers, mental-illness and stimulation comments when the
 * answer is no, the date and comment of a doctor's visit that did not happen), and the treatment question,
 * which only applies when the mother has a mental illness. The comments of knowsPMC, knowsWhatPMCsFor,
 * kangarooPosition and bottlePacifier are required whatever the answer (§5).
 *
 * Consent refused: the visit keeps nothing but its consent and observations (`keepConsented`), on the
 * device and on the server alike.
 *
 * Lengths: the spec gives 500 for objective and the open questions and 800 for observations; the comments
 * have no limit in the spec, we give them 500 like the questions they explain.
 */
import * as v from 'valibot';
import { HOUSING_TYPE_OTHER, OWNERSHIP_OTHER, STRATUM_MAX } from '../domain/social-work-codes';
import { validationText as t } from '../i18n/validation';
import { optionalOption, optionalText, optionalYesNo, requiredText, requiredYesNo } from './common';
import { defineDocument } from './document';
import { missing, missingInRows, type FieldIssue } from './field-rules';
import {
  ROOM_REQUIRED_KEYS,
  commentOf,
  optionalCode,
  optionalCount,
  optionalDate,
  roomDraft,
  serviceFields,
  yesNoWithComment,
} from './social-work-fields';

export const HOME_VISIT_TEXT_MAX = 500;
export const HOME_VISIT_OBSERVATIONS_MAX = 800;

/** Open questions of the visit, 500 characters each (spec 001 §5). */
const openQuestions = [
  'objective',
  'whoSleepsWithBaby',
  'whoIsWithBaby',
  'knowsColor',
  'knowsAlarmSigns',
  'emergencyProcedure',
  'knowsServiceNetwork',
] as const;

/** Selections sent as catalogue ids (spec 001 §3). */
const selections = [
  'housingType',
  'ownership',
  'cleanliness',
  'lighting',
  'ventilation',
  'accessRoutes',
] as const;

const counts = ['livingRooms', 'diningRooms', 'bathrooms', 'clothingYards'] as const;

/** Yes/no questions with a Comment field (spec 001 §3). */
const commentedQuestions = [
  ...serviceFields,
  'pets',
  'smokers',
  'knowsPMC',
  'knowsWhatPMCsFor',
  'kangarooPosition',
  'bottlePacifier',
  'consultedDoctor',
  'mentalIllness',
  'mentalIllnessTreatment',
  'adequateStimulation',
] as const;

/** Yes/no questions without a comment. */
const plainQuestions = ['parentsTalk', 'motherResponds', 'motherNamesStuff', 'books'] as const;

/** Comments required whenever consent is given (spec 001 §5). */
const alwaysCommented = ['knowsPMC', 'knowsWhatPMCsFor', 'kangarooPosition', 'bottlePacifier'] as const;
/** Comments required when the answer is yes (spec 001 §5). */
const commentedWhenYes = ['pets', 'smokers', 'adequateStimulation'] as const;

const text = () => optionalText(HOME_VISIT_TEXT_MAX);

export const homeVisitFields = {
  signedConsent: optionalYesNo(),
  objective: text(),
  housingType: optionalOption(),
  housingTypeComment: text(),
  ownership: optionalOption(),
  ownershipComment: text(),
  residentialStratum: optionalCode(STRATUM_MAX),
  cleanliness: optionalOption(),
  lighting: optionalOption(),
  ventilation: optionalOption(),
  accessRoutes: optionalOption(),
  whoSleepsWithBaby: text(),
  rooms: v.optional(v.nullable(v.array(roomDraft, t.invalidType))),
  livingRooms: optionalCount(),
  diningRooms: optionalCount(),
  bathrooms: optionalCount(),
  clothingYards: optionalCount(),
  ...yesNoWithComment(commentedQuestions, HOME_VISIT_TEXT_MAX),
  whoIsWithBaby: text(),
  knowsColor: text(),
  knowsAlarmSigns: text(),
  emergencyProcedure: text(),
  knowsServiceNetwork: text(),
  consultedDoctorDate: optionalDate(),
  parentsTalk: optionalYesNo(),
  motherResponds: optionalYesNo(),
  motherNamesStuff: optionalYesNo(),
  books: optionalYesNo(),
  observations: optionalText(HOME_VISIT_OBSERVATIONS_MAX),
};

/** The home-visit fields as a form holds them and a draft stores them. */
export type HomeVisitDraft = v.InferOutput<v.ObjectSchema<typeof homeVisitFields, undefined>>;

/** What a visit with consent needs beyond its field types (spec 001 §5). */
export function homeVisitIssues(visit: Record<string, unknown>): FieldIssue[] {
  if (visit.signedConsent !== true) return [];
  const yes = (field: string) => visit[field] === true;
  const no = (field: string) => visit[field] === false;
  const commentsWhen = (questions: readonly string[], holds: (field: string) => boolean) =>
    missing(visit, questions.filter(holds).map(commentOf), t.required);
  return [
    ...missing(visit, openQuestions, t.required),
    ...missing(visit, [...selections, 'residentialStratum'], t.selectOption),
    ...missing(visit, counts, t.required),
    ...missing(visit, ['rooms'], t.required),
    ...missingInRows(visit, 'rooms', ROOM_REQUIRED_KEYS, t.required),
    ...missing(
      visit,
      commentedQuestions.filter((question) => question !== 'mentalIllnessTreatment' || yes('mentalIllness')),
      t.selectOption,
    ),
    ...missing(visit, plainQuestions, t.selectOption),
    ...(visit.housingType === HOUSING_TYPE_OTHER ? missing(visit, ['housingTypeComment'], t.required) : []),
    ...(visit.ownership === OWNERSHIP_OTHER ? missing(visit, ['ownershipComment'], t.required) : []),
    ...commentsWhen(serviceFields, no),
    ...commentsWhen(alwaysCommented, () => true),
    ...commentsWhen(commentedWhenYes, yes),
    ...commentsWhen(['mentalIllness'], yes),
    ...(yes('mentalIllness') ? commentsWhen(['mentalIllnessTreatment'], yes) : []),
    ...(yes('consultedDoctor')
      ? missing(visit, ['consultedDoctorDate', 'consultedDoctorComment'], t.required)
      : []),
  ];
}

export const homeVisitCommitFields = {
  ...homeVisitFields,
  signedConsent: requiredYesNo(),
  observations: requiredText(HOME_VISIT_OBSERVATIONS_MAX),
};

/** What a visit without consent asks, and so all it keeps (spec 001 §2, §4). */
const askedWithoutConsent: ReadonlySet<string> = new Set(['signedConsent', 'observations']);
const answersNeedingConsent = new Set(
  Object.keys(homeVisitFields).filter((f) => !askedWithoutConsent.has(f)),
);

/**
 * A visit whose consent was refused keeps only its consent and observations: every other answer, typed
 * before the refusal or sent by a device that still had it, is dropped, so data about a family that did
 * not consent is neither staged, committed nor stored. A visit with consent, or not yet asked, keeps
 * everything. Keys that are not answers (the day it was made) stay.
 */
function keepConsented<T extends Record<string, unknown>>(visit: T): T {
  if (visit.signedConsent !== false) return visit;
  const kept = { ...visit };
  for (const key of answersNeedingConsent) delete kept[key];
  return kept;
}

/** POST /v1/home-visit/stage, /commit, /discard (spec 001 §7). */
export const homeVisit = defineDocument({
  kind: 'home-visit',
  fields: homeVisitFields,
  commitFields: homeVisitCommitFields,
  commitRules: homeVisitIssues,
  keep: keepConsented,
});

/** A new visit starts with every count at 0 and an empty room table (spec 001 §3 "numbers, default 0"). */
export const homeVisitDefaults = {
  livingRooms: 0,
  diningRooms: 0,
  bathrooms: 0,
  clothingYards: 0,
  rooms: [],
} satisfies HomeVisitDraft;
