/**
 * POST /v1/activity-log (spec 000 §7): actions such as opening a tab or an edit window, with the signed-in
 * user's id. Logging never interrupts the user: a failure is reported to the handler the app registers
 * (an error notification shown 5000 ms, spec 000 §8) and the promise still resolves.
 *
 * Offline (no network, or no answer), a log is not a failure: the app registers a queue
 * (`setActivityLogQueue`, the device's outbox) and the entry reaches the server with the other writes when
 * the network returns. Only a log that can neither be sent nor queued is reported.
 */
import { api } from './client';
import { isApiError, isUnreachable } from './errors';
import { getSession } from './session';
import { isOnline } from './server-reachability';

export interface ActivityEntry {
  action: string;
  historyId?: string | null;
  url?: string | null;
}

let failureHandler: ((message: string) => void) | undefined;
let queue: ((entry: ActivityLogBody) => Promise<void>) | undefined;

type ActivityLogBody = ActivityEntry & { userId: string | null };

/** The app registers how a failed log is shown (src/app). */
export function setActivityLogFailureHandler(handler: ((message: string) => void) | undefined) {
  failureHandler = handler;
}

/** The app registers where a log goes when there is no network (src/app). */
export function setActivityLogQueue(handler: ((entry: ActivityLogBody) => Promise<void>) | undefined) {
  queue = handler;
}

export function postActivityLog(entry: ActivityLogBody): Promise<unknown> {
  return api.post('activity-log', entry);
}

const offline = () => !isOnline();

/** Queues the log when there is no network; false when it was not queued. */
async function queued(entry: ActivityLogBody, error: unknown): Promise<boolean> {
  if (!queue || !(offline() || isUnreachable(error))) return false;
  try {
    await queue(entry);
    return true;
  } catch {
    return false;
  }
}

/** Logs an action of the signed-in user; resolves false (after reporting) when it was neither sent nor queued. */
export async function logActivity({ action, historyId = null, url }: ActivityEntry): Promise<boolean> {
  const entry: ActivityLogBody = {
    action,
    historyId,
    url: url ?? (typeof location === 'undefined' ? null : location.pathname),
    userId: getSession().user?.id ?? null,
  };
  if (offline() && (await queued(entry, null))) return true;
  try {
    await postActivityLog(entry);
    return true;
  } catch (error) {
    if (await queued(entry, error)) return true;
    failureHandler?.(isApiError(error) || error instanceof Error ? error.message : String(error));
    return false;
  }
}
