/**
 * Postponed exams (spec 000 §3 "Postponed Bayley / Griffiths", §7 "Postponed exams"): the same calls under
 * /v1/postponed-bayley and /v1/postponed-griffiths.
 *
 * The motive ("Motivo") has no rule in the spec beyond being a field (§5). Our decision: it is required
 * (a postponement without a reason tells the next clinician nothing) and at most 500 characters, the
 * limit the spec uses for the other short clinical observations (referral observation, objectives).
 *
 * The spec's POST body carries historyId, motive, signature and createdAt; the record also has a date and
 * a time zone. The app also sends those two (optional here), so the server stores the exam day as the
 * user saw it, also for a postponement made offline and sent the next day.
 */
import * as v from 'valibot';
import { validationText as t } from '../i18n/validation';
import { id, isoDate, objectWithEveryKey, requiredText, signature } from './common';

export const postponedKinds = ['postponed-bayley', 'postponed-griffiths'] as const;
export type PostponedKind = (typeof postponedKinds)[number];
export const POSTPONED_MOTIVE_MAX = 500;

/** An IANA time zone name the runtime knows ("America/Bogota"). */
const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};
export const timeZone = () => v.pipe(v.string(t.invalidType), v.check(isTimeZone, t.invalidType));

/** The "Motivo" of the "Aplazar" modal: the form and the server check it with this one rule. */
export const postponedMotive = requiredText(POSTPONED_MOTIVE_MAX);

/** POST /v1/postponed-{exam}/. */
export const postponedCreateBody = objectWithEveryKey({
  historyId: id(),
  motive: postponedMotive,
  signature,
  createdAt: isoDate(),
  date: v.optional(isoDate()),
  timeZone: v.optional(timeZone()),
});

/** GET /v1/postponed-{exam}/is-postponed and DELETE /v1/postponed-{exam}/: today's exam of a history. */
export const postponedQuery = objectWithEveryKey({ historyId: id(), date: isoDate(), timeZone: timeZone() });

/** Answer of is-postponed. */
export const postponedState = v.object({ result: v.boolean(), motive: v.nullable(v.string()) });

/** A postponement as GET /v1/postponed-{exam}/hc/{historyId} lists it. */
export const postponedExam = v.object({
  id: id(),
  historyId: id(),
  date: v.string(),
  timeZone: v.string(),
  motive: v.string(),
  signature,
  createdAt: v.string(),
});

export type PostponedCreateBody = v.InferOutput<typeof postponedCreateBody>;
export type PostponedQuery = v.InferOutput<typeof postponedQuery>;
export type PostponedState = v.InferOutput<typeof postponedState>;
export type PostponedExam = v.InferOutput<typeof postponedExam>;
