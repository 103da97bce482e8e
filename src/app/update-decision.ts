/**
 * When a new version of the app may take over (DESIGN.md write path, step 10): never while a form holds
 * unsaved changes or the outbox is being sent. Pure, so that every case is a unit test
 * (tests/unit/app/update-decision.test.ts); ./service-worker.ts keeps the phase and ./app-update.tsx acts.
 *
 * Design:
 * - Prompt, never auto-update: the user says "Actualizar". Asked while busy, the prompt says what it waits
 *   for and goes on by itself once the work is saved (the user asked already).
 * - Two acts: `activate` (tell the waiting service worker to skip waiting) and, once it controls the page,
 *   `reload`. Busy is checked before each: a form opened between the two still holds the reload.
 * - A version activated by another tab (its user chose to update there) also reloads this one, but only
 *   when this tab is not busy either.
 */

/**
 * - `current`: no new version known.
 * - `waiting`: a new version is installed and waits; the user has not chosen yet.
 * - `accepted`: the user chose to update; the new version has not taken control yet.
 * - `activated`: the new version controls the page; this page still runs the old code.
 */
export type UpdatePhase = 'current' | 'waiting' | 'accepted' | 'activated';

export interface UpdateSituation {
  phase: UpdatePhase;
  /** A form of this tab holds changes not saved or discarded (src/offline/unsaved-work.ts). */
  unsavedWork: boolean;
  /** This tab's sync worker is sending the outbox (src/offline/sync-client.ts). */
  sending: boolean;
  /** The user closed the prompt ("Más tarde") for this version. */
  dismissed: boolean;
}

export type UpdateStep =
  /** Nothing to show. */
  | { kind: 'none' }
  /** Show the prompt with "Actualizar". */
  | { kind: 'offer' }
  /** The user chose to update; say what it waits for. */
  | { kind: 'hold'; waitingFor: 'forms' | 'sync' }
  /** Tell the waiting version to take over. */
  | { kind: 'activate' }
  /** Reload into the new version. */
  | { kind: 'reload' };

export function nextUpdateStep({ phase, unsavedWork, sending, dismissed }: UpdateSituation): UpdateStep {
  switch (phase) {
    case 'current':
      return { kind: 'none' };
    case 'waiting':
      return dismissed ? { kind: 'none' } : { kind: 'offer' };
    case 'accepted':
    case 'activated':
      if (unsavedWork) return { kind: 'hold', waitingFor: 'forms' };
      if (sending) return { kind: 'hold', waitingFor: 'sync' };
      return phase === 'accepted' ? { kind: 'activate' } : { kind: 'reload' };
  }
}
