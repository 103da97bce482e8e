/**
 * The signed-in user's export and import of unsent work, for the screens (docs/offline.md "Exporting
 * unsent work"): ./unsent-work.ts reads and writes the store, ./unsent-file.ts encrypts.
 *
 * Design:
 * - The export checks the password against this device's identity first (the stored verifier), so a typo
 *   never makes a file nobody can open.
 * - The export carries the open forms' contents the device could not store (./unsaved-work.ts), and a
 *   device too full to record what it exported still gives the file: the file is the way out of a full
 *   device, and the record only keeps a draft settled since from coming back should the file return here.
 * - The import refuses a file of another user before anything else, and writes nothing unless the whole
 *   file opened; then it asks the sync worker for a pass.
 */
import { logFailure } from '../api/failure-log';
import { getSession } from '../api/session';
import { deviceIdentity } from './identity';
import { requireSessionDb } from './session-db';
import { triggerSync } from './sync-client';
import { unwrittenDrafts } from './unsaved-work';
import { openUnsentFile, sealUnsentWork, unsentFileName } from './unsent-file';
import {
  collectUnsentWork,
  importUnsentWork,
  recordExported,
  type ImportResult,
  type Progress,
} from './unsent-work';

export type { ImportResult, Progress } from './unsent-work';
export { UnsentFileError, UNSENT_FILE_EXTENSION, type UnsentFileProblem } from './unsent-file';

/** The password typed is not this user's on this device. */
export class WrongPasswordError extends Error {
  override readonly name = 'WrongPasswordError';
  constructor() {
    super('The password does not match this device');
  }
}

function sessionUser() {
  const user = getSession().user;
  if (!user) throw new Error('No signed-in user');
  return user;
}

export interface ExportedFile {
  blob: Blob;
  fileName: string;
  /** Outbox entries in the file. */
  entries: number;
}

/** The user's unsent work as an encrypted file; throws `WrongPasswordError` before reading anything. */
export async function exportUnsentWork(input: {
  password: string;
  appVersion: string;
  onProgress?: (progress: Progress) => void;
}): Promise<ExportedFile> {
  const user = sessionUser();
  if (!(await deviceIdentity().verifyPassword(user.id, input.password))) throw new WrongPasswordError();
  const db = await requireSessionDb();
  const now = new Date();
  const work = await collectUnsentWork(db, {
    user: { id: user.id, username: user.username, name: user.name },
    appVersion: input.appVersion,
    now: now.getTime(),
    unwritten: unwrittenDrafts(),
    ...(input.onProgress && { onProgress: input.onProgress }),
  });
  const text = await sealUnsentWork(work, input.password);
  await recordExported(db, work).catch((error: unknown) =>
    logFailure('record of exported work not stored', error, 'warn'),
  );
  return {
    blob: new Blob([text], { type: 'application/json' }),
    fileName: unsentFileName(user.username, now),
    entries: work.entries.length,
  };
}

/** Opens a file with the password and joins its work to this device's outbox (throws `UnsentFileError`). */
export async function importUnsentFile(file: Blob, password: string): Promise<ImportResult> {
  const user = sessionUser();
  const work = await openUnsentFile(await file.text(), { userId: user.id, password });
  const result = await importUnsentWork(await requireSessionDb(), work);
  if (result.added > 0) triggerSync('manual');
  return result;
}
