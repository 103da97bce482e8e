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

export type TimelineEntry =
  | { type: TimelineDocumentKind; key: string; at: number; item: DocumentListItem }
  | { type: PostponedKind; key: string; at: number; postponed: PostponedExam }
  | { type: 'anthropometry'; key: string; at: number; reading: AnthropometryReading };

export interface TimelineSources {
  documents: Partial<Record<TimelineDocumentKind, readonly DocumentListItem[]>>;
  postponed: Partial<Record<PostponedKind, readonly PostponedExam[]>>;
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
    for (const postponed of sources.postponed[type] ?? []) {
      entries.push({ type, key: `${type}:${postponed.id}`, at: time(postponed.createdAt), postponed });
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
