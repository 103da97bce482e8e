/**
 * Pure rules of the shared social-work activities (spec 001 §4 "Evolution", §6): activities live in groups
 * shared by every evolution of a history; each record names the evolution that made it (sourceId).
 *
 * - A row may enter edit mode at any time.
 * - Delete is offered only for rows this evolution created.
 * - Saving a row this evolution created changes it (PUT); saving a row another evolution created adds a
 *   new record, a copy signed by this evolution (POST), and the original stays as it was.
 * - Save is disabled ('No hay cambios') while the row equals its previous record.
 * - Offline ids are not a rule of this module: an activity names the evolution's local id as sourceId and
 *   the outbox's replayer holds it until the server id can take its place (src/offline/local-ids.ts).
 */

/** The editable part of a record, as the row holds it. */
export interface ActivityRowValues {
  name: string | null;
  completed: boolean | null;
  observation: string | null;
}

/** What a record says about its origin. */
export interface ActivitySource {
  sourceId: string;
}

/** Delete is offered only to the evolution that created the record. */
export function canDeleteActivity(record: ActivitySource, evolutionId: string): boolean {
  return record.sourceId === evolutionId;
}

/** How saving an edited row is written: a change of this evolution's record, or a copy of another's. */
export function activitySaveKind(
  record: ActivitySource | null,
  evolutionId: string,
): 'create' | 'update' | 'copy' {
  if (record === null) return 'create';
  return record.sourceId === evolutionId ? 'update' : 'copy';
}

const blank = (value: string | null | undefined) => (value ?? '').trim();

/** True while the row equals its previous record (save then reads 'No hay cambios'). */
export function isActivityUnchanged(row: ActivityRowValues, previous: ActivityRowValues | null): boolean {
  if (previous === null) return false;
  return (
    blank(row.name) === blank(previous.name) &&
    row.completed === previous.completed &&
    blank(row.observation) === blank(previous.observation)
  );
}
