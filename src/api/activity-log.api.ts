/**
 * POST /v1/activity-log (spec 000 §7): actions such as opening a tab or an edit window, with the signed-in
 * user's id. Logging never interrupts the user: a failure is reported to the handler the app registers
 * (an error notification shown 5000 ms, spec 000 §8) and the promise still resolves.
 */
import { api } from './client';
import { isApiError } from './errors';
import { getSession } from './session';

export interface ActivityEntry {
  action: string;
  historyId?: string | null;
  url?: string | null;
}

let failureHandler: ((message: string) => void) | undefined;

/** The app registers how a failed log is shown (src/app). */
export function setActivityLogFailureHandler(handler: ((message: string) => void) | undefined) {
  failureHandler = handler;
}

export function postActivityLog(entry: ActivityEntry & { userId: string | null }): Promise<unknown> {
  return api.post('activity-log', entry);
}

/** Logs an action of the signed-in user; resolves false (after reporting) when the log failed. */
export async function logActivity({ action, historyId = null, url }: ActivityEntry): Promise<boolean> {
  try {
    await postActivityLog({
      action,
      historyId,
      url: url ?? (typeof location === 'undefined' ? null : location.pathname),
      userId: getSession().user?.id ?? null,
    });
    return true;
  } catch (error) {
    failureHandler?.(isApiError(error) || error instanceof Error ? error.message : String(error));
    return false;
  }
}
