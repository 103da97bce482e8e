/**
 * Bayley exam (spec 000 §3 "Bayley record", §5, §7 "Bayley"): the stage/commit/discard document, the
 * legacy POST and PUT bodies, the queries, and the shape of the parameters (test items and observation
 * questions) that the server loads from its data files and the app caches.
 *
 * Which body is strict: a draft (stage) and a new column (POST, "Agregar Bayley" creates an empty column
 * for today) accept unscored items and partial observations; commit and PUT are a save of the column, so
 * every score and every observation is required there (§5).
 */
import * as v from 'valibot';
import { BAYLEY_CARETAKER_OTHER_ID, BAYLEY_COMPANION_OTHER_ID } from '../domain/psychology-codes';
import { validationText as t } from '../i18n/validation';
import {
  id,
  objectWithEveryKey,
  optionalOption,
  optionalOptions,
  optionalText,
  optionalVersion,
  requiredOption,
  requiredOptions,
  signature,
} from './common';
import { defineDocument } from './document';
import { fieldRules, missing, valueAt, type FieldIssue } from './field-rules';
import { ageDays, examHistoryQuery, examNewQuery, uniqueUuids } from './exam';

export const bayleySections = [1, 2, 3, 4, 5, 6] as const;
export type BayleySection = (typeof bayleySections)[number];
export const BAYLEY_MAX_SCORE = 5;
/** Option ids meaning "other": they require the free text of §3 ("¿Quién?", "¿Quién lo acompaña?"). */
export const caretakerOtherId = BAYLEY_CARETAKER_OTHER_ID;
export const companionOtherId = BAYLEY_COMPANION_OTHER_ID;
/** Free text of an "other" answer: a name or a relation, so the shortest limit of spec 000 §9. */
export const BAYLEY_OTHER_MAX = 200;

/** The observation questions, by model name (spec 000 §3 "Observations by model"). */
export const bayleyObservationModels = [
  'caretaker',
  'companion',
  'whereDoTheySleep',
  'whoDoTheyLookForComfort',
  'canCaretakerComfortChild',
] as const;
export type BayleyObservationModel = (typeof bayleyObservationModels)[number];

const scoreRange = t.numberRange(0, BAYLEY_MAX_SCORE);
const score = v.pipe(
  v.number(t.required),
  v.integer(t.invalidType),
  v.minValue(0, scoreRange),
  v.maxValue(BAYLEY_MAX_SCORE, scoreRange),
);

const draftResult = objectWithEveryKey({ uuid: id(), score: v.optional(v.nullable(score)) });
const savedResult = objectWithEveryKey({ uuid: id(), score });

const draftResults = v.pipe(v.array(draftResult, t.invalidType), uniqueUuids());
const savedResults = v.pipe(v.array(savedResult, t.required), v.minLength(1, t.required), uniqueUuids());

/**
 * Caretaker and companion are multiple choice; the other three questions are single choice among the
 * options of the parameters. Every answer is a catalogue id.
 */
const draftObservations = objectWithEveryKey({
  caretaker: optionalOptions(),
  otherCaretaker: optionalText(BAYLEY_OTHER_MAX),
  companion: optionalOptions(),
  otherCompanion: optionalText(BAYLEY_OTHER_MAX),
  whereDoTheySleep: optionalOption(),
  whoDoTheyLookForComfort: optionalOption(),
  canCaretakerComfortChild: optionalOption(),
});

const savedObservationsObject = objectWithEveryKey({
  caretaker: requiredOptions(),
  /** Required when caretaker includes 6 (check below). */
  otherCaretaker: optionalText(BAYLEY_OTHER_MAX),
  companion: requiredOptions(),
  /** Required when companion includes 4 (check below). */
  otherCompanion: optionalText(BAYLEY_OTHER_MAX),
  whereDoTheySleep: requiredOption(),
  whoDoTheyLookForComfort: requiredOption(),
  canCaretakerComfortChild: requiredOption(),
});
/** A missing observations block reports each question rather than the block. */
const savedObservations = v.optional(savedObservationsObject, () => ({}));

/**
 * The "other" rules of §5, shared by commit and PUT: an "other" choice needs its free text. Each waits while
 * the choice it reads has an issue of its own.
 */
export function bayleyObservationIssues(input: Record<string, unknown>): FieldIssue[] {
  const otherText = (model: BayleyObservationModel, option: number, field: string) => {
    const chosen = valueAt(input, ['observations', model]);
    return Array.isArray(chosen) && chosen.includes(option)
      ? missing(input, [['observations', field]], t.required, [['observations', model]])
      : [];
  };
  return [
    ...otherText('caretaker', caretakerOtherId, 'otherCaretaker'),
    ...otherText('companion', companionOtherId, 'otherCompanion'),
  ];
}

export const bayleyFields = {
  patientAgeDays: v.optional(v.nullable(ageDays())),
  testResults: v.optional(v.nullable(draftResults)),
  observations: v.optional(v.nullable(draftObservations)),
};

export const bayleyCommitFields = {
  patientAgeDays: ageDays(),
  testResults: savedResults,
  observations: savedObservations,
};

export const bayley = defineDocument({
  kind: 'bayley',
  fields: bayleyFields,
  commitFields: bayleyCommitFields,
  commitRules: bayleyObservationIssues,
});

/** POST /v1/bayley: a new column for today, unscored items allowed. */
export const bayleyCreateBody = objectWithEveryKey({
  historyId: id(),
  signature,
  patientAgeDays: ageDays(),
  testResults: draftResults,
  observations: v.optional(v.nullable(draftObservations)),
});

/** PUT /v1/bayley/{id}: saving the column, with the same rules as commit, and the optimistic version. */
const bayleyUpdateObject = objectWithEveryKey({
  testResults: savedResults,
  signature,
  observations: savedObservations,
  version: optionalVersion(),
});
export const bayleyUpdateBody = v.pipe(
  bayleyUpdateObject,
  fieldRules<BayleyUpdateBody>(bayleyObservationIssues),
);

/** GET /v1/bayley/new. */
export const bayleyNewQuery = examNewQuery;
/** GET /v1/bayley and GET /v1/bayley/formatted-table. */
export const bayleyHistoryQuery = examHistoryQuery;

/** One answer level of an item: its score and how the examiner recognises it. */
export const bayleyItemScore = v.object({
  score: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(BAYLEY_MAX_SCORE)),
  text: v.string(),
  clarification: v.nullish(v.string()),
  range: v.nullish(v.string()),
  isItem: v.boolean(),
});

/** A test item of the parameters (GET /v1/bayley/params, TestItems). */
export const bayleyTestItem = v.object({
  uuid: id(),
  section: v.picklist(bayleySections),
  sectionName: v.string(),
  /** The shared answer scale the item uses (scale types of spec 000 §9). */
  itemScoresId: v.pipe(v.number(), v.integer()),
  title: v.string(),
  index: v.pipe(v.number(), v.integer(), v.minValue(0)),
  itemsScores: v.array(bayleyItemScore),
});

/** An observation question of the parameters (TestObservations): its options are the catalogue ids. */
export const bayleyTestObservation = v.object({
  model: v.picklist(bayleyObservationModels),
  title: v.string(),
  type: v.picklist(['multiple', 'single']),
  data: v.pipe(v.array(v.object({ id: v.pipe(v.number(), v.integer()), label: v.string() })), v.minLength(1)),
});

const hasOption = (
  observations: readonly BayleyTestObservation[],
  model: BayleyObservationModel,
  option: number,
) => observations.some((item) => item.model === model && item.data.some((entry) => entry.id === option));

/** A band's cut-offs in percent of the maximum: from `normal` on normal, from `questionable` on questionable. */
const bandCutoff = v.pipe(
  v.object({
    normal: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
    questionable: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  }),
  v.check((cut) => cut.questionable <= cut.normal, 'Bayley BandCutoffs: questionable must not exceed normal'),
);

/**
 * The result bands' cut-offs per age group of spec 000 §9 (under 6 months, 6 to 12, 13 to 42), part of a
 * clinic's parameter table; a table without them takes the demo cut-offs of src/domain/exam-summary.ts.
 */
export const bayleyBandCutoffs = v.object({
  under6: bandCutoff,
  from6to12: bandCutoff,
  from13to42: bandCutoff,
});

/** GET /v1/bayley/params. The checks keep the data files in step with the rules above. */
export const bayleyParams = v.object({
  /** Labels of the table in use: the demo tables say so, a licensed one names its edition. */
  title: v.optional(v.string()),
  demo: v.optional(v.boolean()),
  notice: v.optional(v.string()),
  BandCutoffs: v.optional(bayleyBandCutoffs),
  TestItems: v.pipe(
    v.array(bayleyTestItem),
    v.minLength(1),
    v.check(
      (items) => new Set(items.map((item) => item.uuid)).size === items.length,
      'Bayley TestItems: every uuid must be unique',
    ),
  ),
  TestObservations: v.pipe(
    v.array(bayleyTestObservation),
    v.check(
      (items) =>
        bayleyObservationModels.every((model) => items.filter((item) => item.model === model).length === 1),
      'Bayley TestObservations: each model exactly once',
    ),
    v.check(
      (items) =>
        hasOption(items, 'caretaker', caretakerOtherId) && hasOption(items, 'companion', companionOtherId),
      `Bayley TestObservations: caretaker needs option ${caretakerOtherId} and companion option ${companionOtherId} ("other")`,
    ),
  ),
});

export type BayleyObservationsDraft = v.InferOutput<typeof draftObservations>;
export type BayleyUpdateBody = v.InferOutput<typeof bayleyUpdateObject>;
export type BayleyItemScore = v.InferOutput<typeof bayleyItemScore>;
export type BayleyTestItem = v.InferOutput<typeof bayleyTestItem>;
export type BayleyTestObservation = v.InferOutput<typeof bayleyTestObservation>;
export type BayleyParams = v.InferOutput<typeof bayleyParams>;
export type BayleyBandCutoffs = v.InferOutput<typeof bayleyBandCutoffs>;
