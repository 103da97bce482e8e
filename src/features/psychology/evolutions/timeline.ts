/**
 * What the Evoluciones timeline shows, in which order (spec 000 §2 "Evoluciones tab", "Timeline cards"):
 * the history's documents (Bayley, Griffiths, development and family controls, with the device's drafts
 * over them), its postponed exams and its anthropometry readings, merged into one list, newest first.
 *
 * Pure, so the order and the empty state are unit-tested without a browser. Each entry carries the time it
 * sorts by: a document's first commit (else its creation, else when its draft was made on the device), a
 * postponement's createdAt, a reading's AN_timestamp. Equal times keep a fixed order of kinds.
 */
import type { AnthropometryReading } from '../../../contract/anthropometry';
import type { PostponedExam, PostponedKind } from '../../../contract/postponed';
import type { DocumentListItem } from '../../../offline/document-list';

export const timelineDocumentKinds = [
  'bayley',
  'griffiths',
  'development-control',
  'family-control',
] as const;
export type TimelineDocumentKind = (typeof timelineDocumentKinds)[number];

/** A postponement made on this device that the server's list does not hold yet. */
export interface PendingPostponed {
  date: string;
  motive: string;
  createdAt: string;
  signature: { name: string; email: string } | null;
}

/** What a postponed card shows. */
export type PostponedCardData = Pick<PostponedExam, 'date' | 'motive'> & {
  signature: { name: string; email: string } | null;
};

export type TimelineEntry =
  | { type: TimelineDocumentKind; key: string; at: number; item: DocumentListItem }
  | { type: PostponedKind; key: string; at: number; postponed: PostponedCardData; pending: boolean }
  | { type: 'anthropometry'; key: string; at: number; reading: AnthropometryReading };

export interface TimelineSources {
  documents: Partial<Record<TimelineDocumentKind, readonly DocumentListItem[]>>;
  postponed: Partial<Record<PostponedKind, readonly PostponedExam[]>>;
  /** Today's postponement made on this device, still pending (absent in the embedded view). */
  pendingPostponed?: Partial<Record<PostponedKind, PendingPostponed | null>>;
  anthropometry: readonly AnthropometryReading[];
}

const kindOrder: readonly TimelineEntry['type'][] = [
  'development-control',
  'family-control',
  'bayley',
  'griffiths',
  'postponed-bayley',
  'postponed-griffiths',
  'anthropometry',
];

const time = (iso: string | null | undefined) => Date.parse(iso ?? '') || 0;

/** Every entry of the timeline, newest first. */
export function buildTimeline(sources: TimelineSources): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  for (const type of timelineDocumentKinds) {
    for (const item of sources.documents[type] ?? []) {
      entries.push({ type, key: `${type}:${item.key}`, at: item.at, item });
    }
  }
  for (const type of ['postponed-bayley', 'postponed-griffiths'] as const) {
    const listed = sources.postponed[type] ?? [];
    for (const postponed of listed) {
      const at = time(postponed.createdAt);
      entries.push({ type, key: `${type}:${postponed.id}`, at, postponed, pending: false });
    }
    // A pending postponement shows until the server lists one of its day: then that one alone.
    const pending = sources.pendingPostponed?.[type];
    if (pending && !listed.some((postponed) => postponed.date === pending.date)) {
      const key = `${type}:pending:${pending.date}`;
      entries.push({ type, key, at: time(pending.createdAt), postponed: pending, pending: true });
    }
  }
  for (const reading of sources.anthropometry) {
    entries.push({
      type: 'anthropometry',
      key: `anthropometry:${reading.id}`,
      at: time(reading.AN_timestamp.date),
      reading,
    });
  }
  return entries.sort((a, b) => b.at - a.at || kindOrder.indexOf(a.type) - kindOrder.indexOf(b.type));
}

/**
 * Spec 000 §2 "No hay controles disponibles actualmente.": shown while the history has no psychology
 * document (control, exam or postponement). Anthropometry readings come from the weight-and-size service
 * and are context, not controls: they show under the message.
 */
export const hasControls = (entries: readonly TimelineEntry[]): boolean =>
  entries.some((entry) => entry.type !== 'anthropometry');
