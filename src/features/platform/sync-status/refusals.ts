/**
 * The entries the server refused, as the user meets them (pure, unit-tested in
 * tests/unit/features/platform/refusals.test.ts): grouped by patient in the sync panel, announced once by
 * an error notification in each tab, and the document each one opens.
 *
 * Design:
 * - A refusal is announced when it happens, not when a tab starts: a tab (a reload, a second tab) announces
 *   only the refusals made after it started; the earlier ones stay in the panel and in the control's count.
 *   A refusal is known by its entry and the time of its error, so an entry retried and refused again is
 *   announced again.
 * - Activity logs are not the user's work (src/offline/outbox-work.ts): their refusal is listed in the panel
 *   (nothing leaves the outbox silently) but never announced.
 * - Groups follow the entries' order (oldest first), so the patient with the oldest refusal comes first.
 */
import { documentKinds, type DocumentKind } from '../../../contract/document';
import { syncStatusText as t } from '../../../i18n/offline';
import type { OutboxEntry } from '../../../offline/db';
import { isUserWork } from '../../../offline/outbox-work';
import type { RefusedDocument } from './open-refused-document';
import { entryLabel } from './sync-status-format';

/** The history an opened entry belongs to (its body, or the ids the outbox keeps beside it). */
export function historyIdOf(entry: Pick<OutboxEntry, 'payload'>): string | null {
  const id = entry.payload.historyId;
  return typeof id === 'string' && id !== '' ? id : null;
}

export interface PatientGroup {
  /** null: the entries name no history. */
  historyId: string | null;
  /** The patient's full name, or what stands for it. */
  patient: string;
  entries: OutboxEntry[];
}

/** The patient a heading names: the device's record of the history, else a plain stand-in. */
export const patientOf = (historyId: string | null, names: ReadonlyMap<string, string>): string =>
  historyId === null ? t.noPatient : (names.get(historyId) ?? t.unknownPatient);

/** Refused entries by patient, in the order of each patient's oldest entry. */
export function groupByPatient(
  entries: readonly OutboxEntry[],
  names: ReadonlyMap<string, string>,
): PatientGroup[] {
  const groups = new Map<string | null, PatientGroup>();
  for (const entry of entries) {
    const historyId = historyIdOf(entry);
    const group = groups.get(historyId);
    if (group) group.entries.push(entry);
    else groups.set(historyId, { historyId, patient: patientOf(historyId, names), entries: [entry] });
  }
  return [...groups.values()];
}

/** What one refusal is known by: its entry and the time of its error. */
export const refusalKey = (entry: Pick<OutboxEntry, 'seq' | 'lastError'>): string =>
  `${entry.seq}:${entry.lastError?.at ?? 0}`;

/** The refusals to announce: the user's work, refused since `since`, not announced yet. */
export const newRefusals = (
  entries: readonly OutboxEntry[],
  announced: ReadonlySet<string>,
  since: number,
): OutboxEntry[] =>
  entries.filter(
    (entry) =>
      isUserWork(entry) &&
      entry.lastError !== null &&
      entry.lastError.at >= since &&
      !announced.has(refusalKey(entry)),
  );

const isDocumentKind = (kind: string | null): kind is DocumentKind =>
  kind !== null && documentKinds.some((known) => known === kind);

/** The document a refused entry of a document opens for correcting; null for a row's write or a log. */
export function refusedDocumentOf(entry: OutboxEntry): RefusedDocument | null {
  const historyId = historyIdOf(entry);
  if (entry.op === 'request' || !isDocumentKind(entry.kind) || historyId === null) return null;
  return { historyId, kind: entry.kind, draftKey: entry.draftKey };
}

/** The refusal's notification text: what was refused, of which patient, and the server's reason. */
export function refusalNotice(entry: OutboxEntry, patient: string): string {
  const reason = (entry.lastError?.message ?? '').replace(/\.+$/, '');
  return refusedDocumentOf(entry)
    ? t.refusedNotice(entryLabel(entry), patient, reason)
    : t.refusedRowNotice(patient, reason);
}
