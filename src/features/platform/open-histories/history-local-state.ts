/**
 * How an open history shows what the device holds of it (spec 000 §3, §4: a local state per open history,
 * 0 default blue-grey, 1 warning, 2 success; what they mean is not shown). Decided here
 * (docs/ui-decisions.md "Open histories: local state"):
 * - nothing waiting → 0 (blue-grey);
 * - a draft being edited, GUARDAR not pressed → 1 (warning), with a pencil;
 * - saved, waiting to be sent → 2 (success: saved on this device), with a cloud and an arrow up;
 * - refused by the server → red, beyond the spec's three: a refusal is an error, with a warning sign;
 * - a conflict with another device's change waiting for the user's choice → red too, with its own text:
 *   not an error, but nothing of it reaches the server until the user chooses.
 * The state is derived live from the drafts and the outbox (src/offline/outbox-work.ts), never stored, and
 * is told by a text as well as the colour.
 */
import { openHistoriesText as t } from '../../../i18n/platform';
import type { HistoryWorkState } from '../../../offline/outbox-work';

/** Spec 000 §4: 0 default (blue/grey), 1 warning, 2 success. */
export type LocalState = 0 | 1 | 2;

export interface LocalStateView {
  /** The spec's local state, or 'error' for a refusal. */
  tone: LocalState | 'error';
  /** What it means, for every user (shown, and in the accessible name); null when nothing waits. */
  text: string | null;
}

const tones: Record<HistoryWorkState, LocalStateView['tone']> = {
  draft: 1,
  pending: 2,
  refused: 'error',
  conflict: 'error',
};

export const localStateView = (work: HistoryWorkState | undefined): LocalStateView =>
  work ? { tone: tones[work], text: t.workState[work] } : { tone: 0, text: null };
