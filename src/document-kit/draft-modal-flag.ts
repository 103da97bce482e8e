/**
 * The open flag of a control modal (spec 000 §2 "Default tab index ... persisted with modal-open flags"):
 * while a development or family control modal is open, the history's view (src/state/open-histories/history-views-store.ts)
 * holds the flag `<kind>:<draftKey>`, so a reload reopens the modal on that draft, resumed.
 *
 * - The flag names the draft, set once the editor reports its key; closing (saved, discarded, failed)
 *   clears every flag of the kind.
 * - After a reload the modal is derived from the flag (no state set in an effect): it reopens only while
 *   the timeline holds that draft unsaved (a draft, or a saved document's unsaved changes) or refused by
 *   the server (the refusal's "Abrir documento" sets the flag to be corrected); a flag whose draft is gone
 *   is ignored.
 */
import { useCallback } from 'react';
import { viewOf } from '../state/open-histories/open-histories-rules';
import { historyViews, useHistoryView } from '../state/open-histories/history-views-store';
import type { DocumentListItem } from '../offline/document-list';
import type { DraftSource } from '../offline/draft-session';

export const draftModalName = (kind: string, draftKey: string): string => `${kind}:${draftKey}`;

/** The names of the open flags of `kind` in a view's modals. */
export const draftModalNames = (modals: Readonly<Record<string, boolean>>, kind: string): string[] =>
  Object.keys(modals).filter((name) => modals[name] && name.startsWith(`${kind}:`));

/** The item whose draft a flag of `kind` names and that is still unsaved or refused, or null. */
export function flaggedDraft(
  modals: Readonly<Record<string, boolean>>,
  kind: string,
  items: readonly DocumentListItem[],
): DocumentListItem | null {
  const keys = new Set(draftModalNames(modals, kind).map((name) => name.slice(kind.length + 1)));
  return (
    items.find(
      (item) =>
        item.draftKey !== null &&
        keys.has(item.draftKey) &&
        (item.status === 'draft' || item.unsavedChanges || item.needsAttention),
    ) ?? null
  );
}

/** What opening an item of the list edits: the server's document (with its draft), or the local draft. */
export const editSourceOf = (item: DocumentListItem): DraftSource =>
  item.serverId
    ? { type: 'server', id: item.serverId, content: item.editContent, version: item.version }
    : { type: 'draft', key: item.draftKey! };

/** The flag of a kind's modal in a history: the draft to reopen, and the editor's open/close callbacks. */
export function useDraftModalFlag(
  historyId: string,
  kind: string,
  items: readonly DocumentListItem[] | undefined,
) {
  const modals = useHistoryView(historyId).modals;
  const opened = useCallback(
    (draftKey: string) => historyViews.setModalOpen(historyId, draftModalName(kind, draftKey), true),
    [historyId, kind],
  );
  const closed = useCallback(() => {
    for (const name of draftModalNames(viewOf(historyViews.getState(), historyId).modals, kind)) {
      historyViews.setModalOpen(historyId, name, false);
    }
  }, [historyId, kind]);
  return { resumable: flaggedDraft(modals, kind, items ?? []), opened, closed };
}
