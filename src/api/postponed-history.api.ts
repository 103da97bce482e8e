/**
 * The postponed Bayley or Griffiths exams of a history (spec 000 §7 "Postponed exams": GET
 * /v1/postponed-{exam}/hc/{historyId}), for the Evoluciones timeline. Postponing and undoing are queued
 * in the outbox, never sent from here.
 */
import * as v from 'valibot';
import { postponedExam, type PostponedExam, type PostponedKind } from '../contract/postponed';
import { apiRead, checkedBy, type ApiRead } from './api-read';

export const postponedRead = (kind: PostponedKind, historyId: string): ApiRead<PostponedExam[]> =>
  apiRead(`/${kind}/hc/${encodeURIComponent(historyId)}`, checkedBy(v.array(postponedExam)));
