/**
 * Where an activity log (POST /v1/activity-log, spec 000 §7) goes when there is no network: the user's
 * outbox, as a plain request, so opening a history or a form in the field logs it once the network
 * returns, in order with the other writes, and no error is shown for a log that is merely late.
 */
import { enqueueRequest } from './outbox';
import { requireSessionDb } from './session-db';
import { triggerSync } from './sync-client';

/** All activity logs share one subject: they are sent in the order they happened. */
const SUBJECT = 'activity-log';

export async function queueActivityLog(body: object): Promise<void> {
  const db = await requireSessionDb();
  await enqueueRequest(db, { subjectKey: SUBJECT, method: 'POST', path: '/activity-log', body: { ...body } });
  triggerSync();
}
