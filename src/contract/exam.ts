/**
 * Pieces shared by the Bayley and Griffiths contracts (spec 000 §3): the age in days an exam is taken at,
 * the rule that a result list names each test item once, and the queries both exams answer.
 */
import * as v from 'valibot';
import { validationText as t } from '../i18n/validation';
import { id, isoDate, numberBetween, objectWithEveryKey } from './common';

/**
 * An age in whole days. The upper bound is a sanity limit, not a clinical one: ten years covers every
 * child the programme follows (Bayley bands end at 42 months).
 */
export const MAX_AGE_DAYS = 3650;
export const ageDays = () => v.pipe(numberBetween(0, MAX_AGE_DAYS), v.integer(t.invalidType));

/** A result list may not name the same item twice: a duplicate would make one answer silently win. */
export const uniqueUuids = <T extends { uuid: string }>() =>
  v.check<T[], string>(
    (items) => new Set(items.map((item) => item.uuid)).size === items.length,
    t.invalidType,
  );

/** GET /v1/{exam}/new: the history and the day of the new column. */
export const examNewQuery = objectWithEveryKey({ historyId: id(), date: isoDate() });
export type ExamNewQuery = v.InferOutput<typeof examNewQuery>;

/** GET /v1/{exam}, GET /v1/{exam}/formatted-table: the history whose exams are listed. */
export const examHistoryQuery = objectWithEveryKey({ historyId: id() });
export type ExamHistoryQuery = v.InferOutput<typeof examHistoryQuery>;
