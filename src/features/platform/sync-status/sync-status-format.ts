/**
 * What the sync status says, as pure functions of the facts (unit-tested in
 * tests/unit/features/platform/sync-status-format.test.ts): the top bar's one line and colour, the
 * relative times, and how a refused outbox entry is named.
 *
 * Design:
 * - One line in the top bar, the most urgent fact first: a paused queue (sign in again) > replaying
 *   ("Sincronizando… quedan N") > changes waiting ("N cambios pendientes") > the last sync ("Sincronizado
 *   hace 3 minutos") > nothing to say ("Sin cambios pendientes"). Offline is a badge of its own beside the
 *   line (the pending count still shows), never a replacement for it.
 * - Entries needing attention colour the control orange (whatever the line says) and show their count.
 * - Relative times use date-fns with `es` ("hace 3 minutos", "en menos de un minuto"); a time a little
 *   ahead of the clock (the clock ticks once a minute) reads as "hace menos de un minuto", never "en ...".
 * - An entry is named by the spec's document type label (spec 000 §3) and its operation: "Borrador de
 *   Control de Desarrollo"; a plain write of a row has one generic label.
 */
import { formatDistance } from 'date-fns';
import { es } from 'date-fns/locale';
import { fieldMessagesOf, type FieldMessage } from '../../../api/field-messages';
import { documentTypeId } from '../../../contract/document';
import { documentTypeLabels, syncStatusText as t } from '../../../i18n/offline';
import type { OutboxEntry } from '../../../offline/db';
import { isUserWork } from '../../../offline/outbox-work';

export interface SyncFacts {
  /** The browser says it is online (window online/offline events). */
  online: boolean;
  /** Entries waiting to be sent (not those that need attention). */
  pending: number;
  /** Entries the server refused. */
  attention: number;
  /** The worker is running a pass. */
  sending: boolean;
  /** The queue waits for a new sign-in. */
  pausedForAuth: boolean;
  lastSyncAt: number | null;
  now: number;
}

export type SyncTone = 'paused' | 'syncing' | 'pending' | 'synced' | 'idle';

export interface SyncView {
  tone: SyncTone;
  /** The top bar's line. */
  label: string;
  /** Mantine colour of the control. */
  color: 'red' | 'orange' | 'blue' | 'green' | 'gray';
  /** The number shown beside the icon when the control is narrow (pending changes); null: none. */
  count: number | null;
}

/** "hace 3 minutos": a past time relative to `now`, never in the future. */
export function timeAgo(at: number, now: number): string {
  return formatDistance(Math.min(at, now), now, { addSuffix: true, locale: es });
}

/** "en 2 minutos": a future time relative to `now` (a time already past reads as "en menos de un minuto"). */
export function timeUntil(at: number, now: number): string {
  // A time equal to `now` would read "hace ..." (date-fns): a millisecond ahead keeps the future tense.
  return formatDistance(Math.max(at, now + 1), now, { addSuffix: true, locale: es });
}

function toneOf(facts: SyncFacts): SyncTone {
  if (facts.pausedForAuth) return 'paused';
  if (facts.pending > 0) return facts.sending && facts.online ? 'syncing' : 'pending';
  return facts.lastSyncAt === null ? 'idle' : 'synced';
}

const toneColor: Record<SyncTone, SyncView['color']> = {
  paused: 'red',
  syncing: 'blue',
  pending: 'blue',
  synced: 'green',
  idle: 'gray',
};

export function describeSync(facts: SyncFacts): SyncView {
  const tone = toneOf(facts);
  const label = {
    paused: t.signInAgain,
    syncing: t.syncingRemaining(facts.pending),
    pending: t.pending(facts.pending),
    synced: facts.lastSyncAt === null ? '' : t.synced(timeAgo(facts.lastSyncAt, facts.now)),
    idle: t.noPending,
  }[tone];
  return {
    tone,
    label,
    color: facts.attention > 0 ? 'orange' : toneColor[tone],
    count: facts.pending > 0 ? facts.pending : null,
  };
}

/**
 * "Borrador de Control de Desarrollo", "Guardado de Bayley", "Registro de actividad", or the generic label
 * of a row's write.
 */
export function entryLabel(entry: Pick<OutboxEntry, 'op' | 'kind' | 'draftKey'>): string {
  if (!isUserWork(entry)) return t.activityLogEntry;
  if (entry.op === 'request' || entry.kind === null) return t.requestEntry;
  const documentType = documentTypeLabels[documentTypeId[entry.kind]] ?? entry.kind;
  return t.documentEntry(t.operation[entry.op], documentType);
}

/** The field messages of a 400 (`errors: { "field.path": "mensaje" }`, docs/api.md); none otherwise. */
export function fieldErrorsOf(details: unknown): FieldMessage[] {
  return fieldMessagesOf(details) ?? [];
}
