/**
 * Griffiths exam (spec 000 §3 "Griffiths record", §5, §7 "Griffiths", §9): the stage/commit/discard
 * document, the legacy POST and PUT bodies, the queries, and the shape of the parameters (age from score,
 * the 225 items, age from score per section) that the server loads from its data files.
 *
 * As for Bayley: a draft and a new column (POST, which copies the previous values and may leave new items
 * unanswered) accept items without an answer; commit and PUT save the column, so every item's answer
 * (observed or not, the spec's "actualValue") is required.
 */
import * as v from 'valibot';
import { validationText as t } from '../i18n/validation';
import {
  id,
  isoDate,
  objectWithEveryKey,
  optionalText,
  optionalVersion,
  optionalYesNo,
  requiredYesNo,
  signature,
} from './common';
import { defineDocument } from './document';
import { ageDays, examHistoryQuery, examNewQuery, uniqueUuids } from './exam';

export const griffithsSections = [1, 2, 3, 4, 5] as const;
export type GriffithsSection = (typeof griffithsSections)[number];
/** Spec 000 §9: 5 sections, 225 items; the score is the number of observed items. */
export const GRIFFITHS_ITEM_COUNT = 225;
/** Same limit as the follow-up of the controls (spec 000 §5). */
export const GRIFFITHS_FOLLOW_UP_MAX = 200;
/** The notes of a column (spec 000 §3 "New record: ... notes"): one of the spec's text limits (§9). */
export const GRIFFITHS_NOTES_MAX = 1000;

const section = (message: string) => v.picklist(griffithsSections, message);

const draftResult = objectWithEveryKey({
  uuid: id(),
  section: section(t.invalidType),
  isObserved: optionalYesNo(),
});
const savedResult = objectWithEveryKey({
  uuid: id(),
  section: section(t.invalidType),
  isObserved: requiredYesNo(),
});

const draftResults = v.pipe(v.array(draftResult, t.invalidType), uniqueUuids());
const savedResults = v.pipe(v.array(savedResult, t.required), v.minLength(1, t.required), uniqueUuids());

export const griffithsFields = {
  patientChronologicalAgeDays: v.optional(v.nullable(ageDays())),
  testResults: v.optional(v.nullable(draftResults)),
  followUp: optionalText(GRIFFITHS_FOLLOW_UP_MAX),
  notes: optionalText(GRIFFITHS_NOTES_MAX),
  /** The day of the column; the server uses the commit day when absent. */
  date: v.optional(v.nullable(isoDate())),
};

export const griffithsCommitFields = {
  patientChronologicalAgeDays: ageDays(),
  testResults: savedResults,
  followUp: optionalText(GRIFFITHS_FOLLOW_UP_MAX),
  notes: optionalText(GRIFFITHS_NOTES_MAX),
  date: v.optional(v.nullable(isoDate())),
};

export const griffiths = defineDocument({
  kind: 'griffiths',
  fields: griffithsFields,
  commitFields: griffithsCommitFields,
});

/** POST /v1/griffiths: a new column, unanswered items allowed. */
export const griffithsCreateBody = objectWithEveryKey({
  historyId: id(),
  signature,
  patientChronologicalAgeDays: ageDays(),
  testResults: draftResults,
});

/** PUT /v1/griffiths/{id}: saving the column, every item answered, and the optimistic version. */
export const griffithsUpdateBody = objectWithEveryKey({
  testResults: savedResults,
  signature,
  version: optionalVersion(),
});

/** GET /v1/griffiths/new. */
export const griffithsNewQuery = examNewQuery;
/** GET /v1/griffiths and GET /v1/griffiths/formatted-table. */
export const griffithsHistoryQuery = examHistoryQuery;

const count = () => v.pipe(v.number(), v.integer(), v.minValue(0));

/** Equivalent age for a total score (AgeFromScore). */
export const griffithsAgeFromScore = v.object({
  score: v.pipe(count(), v.maxValue(GRIFFITHS_ITEM_COUNT)),
  months: count(),
  days: v.pipe(count(), v.maxValue(30)),
});

/** A test item (TestItems). */
export const griffithsTestItem = v.object({
  uuid: id(),
  index: count(),
  title: v.string(),
  section: v.picklist(griffithsSections),
  sectionName: v.string(),
});

/**
 * A table's rows in order by one figure: each row's above the row before it (`rising`), or not below it
 * (`never falling`). A table out of order would give a wrong equivalent age.
 */
const inOrder = <R>(figure: (row: R) => number, order: 'rising' | 'never falling', message: string) =>
  v.check(
    (rows: R[]) =>
      rows.every((row, i) => {
        const previous = rows[i - 1];
        if (previous === undefined) return true;
        return order === 'rising' ? figure(row) > figure(previous) : figure(row) >= figure(previous);
      }),
    message,
  );

/** Orders (months, days) pairs: days never exceed 30, so this is their lexicographic order. */
const ageOrder = (row: { months: number; days: number }) => row.months * 31 + row.days;

/** Score expected at an age in one section (AgeFromScoreGroup). */
export const griffithsSectionAge = v.object({
  months: v.pipe(v.number(), v.minValue(0)),
  score: count(),
});
type SectionAge = v.InferOutput<typeof griffithsSectionAge>;
export const griffithsSectionAges = v.object({
  section: v.picklist(griffithsSections),
  sectionName: v.optional(v.string()),
  values: v.pipe(
    v.array(griffithsSectionAge),
    v.minLength(1),
    inOrder<SectionAge>((age) => age.months, 'rising', 'Griffiths AgeFromScoreGroup: months must increase'),
    inOrder<SectionAge>(
      (age) => age.score,
      'never falling',
      'Griffiths AgeFromScoreGroup: scores may not decrease as age grows',
    ),
  ),
});

/**
 * GET /v1/griffiths/params. The checks make a data file that would give a wrong equivalent age (a score
 * listed twice, an age going down as the score goes up, a missing item) fail when the server loads it.
 */
export const griffithsParams = v.object({
  /** Labels of the table in use: the demo tables say so, a licensed one names its edition. */
  title: v.optional(v.string()),
  demo: v.optional(v.boolean()),
  notice: v.optional(v.string()),
  AgeFromScore: v.pipe(
    v.array(griffithsAgeFromScore),
    v.minLength(1),
    inOrder<GriffithsAgeFromScore>(
      (row) => row.score,
      'rising',
      'Griffiths AgeFromScore: scores must increase',
    ),
    inOrder<GriffithsAgeFromScore>(
      ageOrder,
      'never falling',
      'Griffiths AgeFromScore: ages may not decrease as the score grows',
    ),
  ),
  TestItems: v.pipe(
    v.array(griffithsTestItem),
    v.length(GRIFFITHS_ITEM_COUNT, `Griffiths TestItems: exactly ${GRIFFITHS_ITEM_COUNT} items`),
    v.check(
      (items) => new Set(items.map((item) => item.uuid)).size === items.length,
      'Griffiths TestItems: every uuid must be unique',
    ),
    v.check(
      (items) => griffithsSections.every((s) => items.some((item) => item.section === s)),
      'Griffiths TestItems: every section needs items',
    ),
  ),
  AgeFromScoreGroup: v.pipe(
    v.array(griffithsSectionAges),
    v.check(
      (groups) => griffithsSections.every((s) => groups.filter((group) => group.section === s).length === 1),
      'Griffiths AgeFromScoreGroup: each section exactly once',
    ),
  ),
});

export type GriffithsAgeFromScore = v.InferOutput<typeof griffithsAgeFromScore>;
export type GriffithsTestItem = v.InferOutput<typeof griffithsTestItem>;
export type GriffithsParams = v.InferOutput<typeof griffithsParams>;
