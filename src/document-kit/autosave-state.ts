/**
 * What the editor's footer says of the autosave (DESIGN.md write path): the pure rule, from the draft
 * session's state and the draft's entries still in the outbox.
 *
 * - "Guardando…" while a change is not on the device yet (its throttled write waits or runs);
 * - "No guardado en el dispositivo" while its write failed (storage full: the form's alert says what to
 *   do), until a later write succeeds;
 * - "Guardado en el dispositivo" once it is, until a stage has it queued for the server;
 * - "Pendiente de sincronizar" while a queued stage waits in the outbox;
 * - nothing before the first change, and nothing once the server acknowledged everything (the timeline
 *   shows what is synced).
 */
export type AutosaveState = 'idle' | 'saving' | 'not-stored' | 'saved-on-device' | 'pending-sync';

export function autosaveState(
  session: { changed: boolean; unwritten: boolean; unstaged: boolean; writeError?: unknown },
  entriesInOutbox: number | undefined,
): AutosaveState {
  if (!session.changed) return 'idle';
  if (session.unwritten) return session.writeError ? 'not-stored' : 'saving';
  if (session.unstaged) return 'saved-on-device';
  return entriesInOutbox ? 'pending-sync' : 'idle';
}
