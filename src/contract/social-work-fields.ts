/**
 * Field blocks that the home visit and the initial assessment share (spec 001 §3): the room table, the
 * yes/no services with their comments, counts, money and dates. Each block comes in the two forms a
 * document needs: a draft form where everything is optional and only types and lengths are checked, and
 * the rules the commit adds on top.
 *
 * Limits the spec does not give are ours: counts, people and beds go up to 99 (the spec gives the minimum
 * 0 only; 99 is the bound it uses for workingMembers); money goes up to 1.000.000.000 pesos a month; a room
 * name up to 100 characters; a room observation up to 500, like the other row observations.
 */
import * as v from 'valibot';
import { validationText as t } from '../i18n/validation';
import {
  id,
  isoDate,
  numberBetween,
  optionalDate,
  objectWithEveryKey,
  optionalText,
  optionalVersion,
  optionalYesNo,
  requiredText,
  signature,
} from './common';

export const COUNT_MAX = 99;
export const MONEY_MAX = 1_000_000_000;
export const ROOM_NAME_MAX = 100;
export const ROW_OBSERVATION_MAX = 500;

/** A whole number from 0 (spec 001 §5 "Counts minimum 0"). */
export const count = () => v.pipe(numberBetween(0, COUNT_MAX), v.integer(t.invalidType));
export const optionalCount = () => v.optional(v.nullable(count()));

/**
 * A code between 1 and `max`, for the few codes the spec itself numbers (strata, Sisbén groups,
 * differential population). Other catalogues (housing, kinship, entities...) are checked as ids only:
 * their contents are not shown in the spec and live in the server's catalogue tables.
 */
export const code = (max: number) =>
  v.pipe(
    v.number(t.selectOption),
    v.integer(t.selectOption),
    v.minValue(1, t.selectOption),
    v.maxValue(max, t.selectOption),
  );
export const optionalCode = (max: number) => v.optional(v.nullable(code(max)));

/** A monthly amount in pesos, minimum 0 (spec 001 §5 "Expense fields min 0"). */
export const money = () => numberBetween(0, MONEY_MAX);
export const optionalMoney = () => v.optional(v.nullable(money()));

/** Dates of the social-work forms: the shared date rule of common.ts. */
export const date = isoDate;
export { optionalDate };

/** One room of the room table, as a draft: the editing flag of the table is dropped by the object schema. */
export const roomDraft = objectWithEveryKey({
  room: optionalText(ROOM_NAME_MAX),
  people: optionalCount(),
  beds: optionalCount(),
  observation: optionalText(ROW_OBSERVATION_MAX),
});
export type Room = v.InferOutput<typeof roomDraft>;

/** A complete room of the initial assessment, where the observation is required too (spec 001 §5). */
export const roomComplete = objectWithEveryKey({
  room: requiredText(ROOM_NAME_MAX),
  people: count(),
  beds: count(),
  observation: requiredText(ROW_OBSERVATION_MAX),
});

/** A complete room of the home visit: room, people and beds (spec 001 §5 "Rooms need room, people, beds"). */
export const roomOfVisit = objectWithEveryKey({
  room: requiredText(ROOM_NAME_MAX),
  people: count(),
  beds: count(),
  observation: optionalText(ROW_OBSERVATION_MAX),
});

/** A new row of the room table: people and beds start at 0 (spec 001 §3). */
export const emptyRoom = (): Room => ({ room: '', people: 0, beds: 0, observation: '' });

/** The keys every room needs in both documents (spec 001 §5 "Rooms need room, people, beds"). */
export const ROOM_REQUIRED_KEYS = ['room', 'people', 'beds'] as const;

/** The yes/no services, each with a Comment field required when the service is missing (spec 001 §3, §5). */
export const serviceFields = [
  'waterService',
  'sewageService',
  'phoneService',
  'internetService',
  'electricityService',
  'gasService',
  'wasteCollection',
] as const;

/** `${question}Comment`: the comment that goes with a yes/no question. */
export const commentOf = <K extends string>(question: K) => `${question}Comment` as const;

type OptionalYesNo = ReturnType<typeof optionalYesNo>;
type OptionalText = ReturnType<typeof optionalText>;
export type YesNoWithCommentEntries<K extends string> = { [P in K]: OptionalYesNo } & {
  [P in K as `${P}Comment`]: OptionalText;
};

/** Draft entries for yes/no questions and their comments: `{ pets, petsComment, ... }`. */
export function yesNoWithComment<const K extends string>(
  questions: readonly K[],
  commentMax: number,
): YesNoWithCommentEntries<K> {
  const entries: Record<string, OptionalYesNo | OptionalText> = {};
  for (const question of questions) {
    entries[question] = optionalYesNo();
    entries[commentOf(question)] = optionalText(commentMax);
  }
  // Built key by key (each question beside its comment, the order the forms and their issues follow),
  // which TypeScript types as a plain record: every key of the mapped type is set just above.
  return entries as YesNoWithCommentEntries<K>;
}

/** The same schema for several fields: `sameFor(['rent', 'food'], money)` gives `{ rent, food }`. */
export function sameFor<const K extends string, S>(fields: readonly K[], schema: () => S): { [P in K]: S } {
  // Object.fromEntries types its keys as string; each of `fields` is given its schema here.
  return Object.fromEntries(fields.map((field) => [field, schema()])) as { [P in K]: S };
}

/**
 * POST of a row resource (family member, external report, subsidy): the server creates an empty row that
 * the user fills in afterwards, so only the history and the signature travel (spec 001 §4, §7).
 */
export const emptyRowCreateBody = () => objectWithEveryKey({ historyId: id(), signature });

/**
 * PUT of a row resource (family member, external report, subsidy, psychosocial risk, activity record): the
 * row's fields with their rules, the signature, and the version the client last read, which the server
 * checks before writing (409 when the row changed since).
 */
export const rowUpdateBody = <const TEntries extends v.ObjectEntries>(fields: TEntries) =>
  objectWithEveryKey({ ...fields, signature, version: optionalVersion() });
