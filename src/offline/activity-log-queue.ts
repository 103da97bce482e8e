/**
 * Where an activity log (POST /v1/activity-log, spec 000 §7) goes when there is no network: the user's
 * outbox, as a plain request, so opening a history or a form in the field logs it once the network
 * returns, in order with the other writes, and no error is shown for a log that is merely late. It is not
 * the user's work: never counted as pending or unsent (./outbox-work.ts).
 */
import { enqueueRequest } from './outbox';
import { ACTIVITY_LOG_SUBJECT } from './outbox-work';
import { requireSessionDb } from './session-db';
import { triggerSync } from './sync-client';

export async function queueActivityLog(body: object): Promise<void> {
  const db = await requireSessionDb();
  await enqueueRequest(db, {
    subjectKey: ACTIVITY_LOG_SUBJECT,
    method: 'POST',
    path: '/activity-log',
    body: { ...body },
  });
  triggerSync();
}
