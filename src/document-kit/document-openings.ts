/**
 * Which document editor of a kind is open in a view, and how it opens and closes (one home for what every
 * timeline with editors needs): a new document, a listed one (server document or local draft), or — after
 * a reload — the draft whose open flag the history's view still holds (./draft-modal-flag.ts), resumed.
 *
 * - Each opening has its own id, so the editor is a fresh mount (a fresh draft session) every time.
 * - While an editor has a new document's draft open, the list leaves that draft out (`isBeingEdited`): it
 *   is the editor, not yet a card.
 * - `opened(key)` (the editor reports its draft) sets the flag; `finish()` (saved, discarded, failed)
 *   clears it and the open editor.
 * - Opening an editor, new or listed, posts the activity log `abrir-edicion-<kind>` (spec 000 §7 "opening
 *   ... an edit window"), as choosing a tab posts its own; an editor reopened from its flag after a reload
 *   is not logged, like the tab shown on a reload (the user opened it once).
 */
import { useCallback, useState } from 'react';
import { logActivity } from '../api/activity-log.api';
import type { DocumentListItem } from '../offline/document-list';
import type { DraftSource } from '../offline/draft-session';
import { editSourceOf, useDraftModalFlag } from './draft-modal-flag';

/** The activity-log action of opening an editor of `kind` (docs/ui-decisions.md "Activity log"). */
export const editorActivity = (kind: string) => `abrir-edicion-${kind}`;

export interface OpenedDocument<E> {
  id: number | string;
  source: DraftSource;
  /** A draft resumed from the device (X then discards something even without a change). */
  resumedDraft: boolean;
  /** What the view adds for this editor (a day, "Primera" or "Seguimiento", a document type). */
  extra: E;
}

export interface DocumentOpenings<E> {
  /** The editor to render, or null. */
  shown: OpenedDocument<E> | null;
  openNew: (content: Record<string, unknown>, extra: E) => void;
  openItem: (item: DocumentListItem, extra: E) => void;
  /** The editor's `onOpened`. */
  opened: (key: string) => void;
  /** The editor's `onFinished`. */
  finish: () => void;
  /** The list's draft that the open editor holds (left out of the list). */
  isBeingEdited: (item: DocumentListItem) => boolean;
}

export function useDocumentOpenings<E>(options: {
  historyId: string;
  /** The flag's name: the document kind (several kinds in one view each have their own). */
  kind: string;
  items: readonly DocumentListItem[] | undefined;
  /** False where nothing may open (read-only views): no flag reopens an editor. */
  enabled: boolean;
  /** The extra of an editor reopened from its flag after a reload. */
  extraOf: (item: DocumentListItem) => E;
}): DocumentOpenings<E> {
  const { historyId, kind, items, enabled, extraOf } = options;
  const [editor, setEditor] = useState<OpenedDocument<E> | null>(null);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [openings, setOpenings] = useState(0);
  const flag = useDraftModalFlag(historyId, kind, items);
  const { opened: flagOpened, closed: flagClosed } = flag;

  const finish = useCallback(() => {
    setEditor(null);
    setEditingKey(null);
    flagClosed();
  }, [flagClosed]);

  const opened = useCallback(
    (key: string) => {
      setEditingKey(key);
      flagOpened(key);
    },
    [flagOpened],
  );

  const open = (source: DraftSource, resumedDraft: boolean, extra: E) => {
    setOpenings(openings + 1);
    setEditor({ id: openings + 1, source, resumedDraft, extra });
    void logActivity({ action: editorActivity(kind), historyId });
  };

  const resumable = enabled ? flag.resumable : null;
  const shown =
    editor ??
    (resumable
      ? {
          id: `resumed:${resumable.key}`,
          source: editSourceOf(resumable),
          resumedDraft: true,
          extra: extraOf(resumable),
        }
      : null);

  return {
    shown,
    openNew: (content, extra) => open({ type: 'new', content }, false, extra),
    openItem: (item, extra) =>
      open(editSourceOf(item), item.status === 'draft' || item.unsavedChanges, extra),
    opened,
    finish,
    isBeingEdited: (item) =>
      item.status === 'draft' && item.draftKey !== null && item.draftKey === editingKey,
  };
}
