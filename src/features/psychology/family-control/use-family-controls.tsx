/**
 * Everything the Evoluciones panel needs for the family control, in one hook so that the panel's edit is a
 * few lines (docs/development-control.md "The Evoluciones panel"): the history's family controls (the
 * server's list stored on the device with the local drafts over it, oldest first), opening a new one or an
 * existing one, and the editor element to render.
 *
 * Design:
 * - The server's list and the referral catalogues come through the query layer (src/api/server-query.ts):
 *   fetched when the panel opens, after an acknowledged write (the list) and when the network comes back,
 *   and stored; offline the stored copies stay (the form works offline).
 * - "Primera" when the history has no family control yet (saved or pending), else "Seguimiento"; an
 *   existing control is "Primera" when it is the oldest one saved.
 * - A new control's day is today (Bogotá); an existing one's is the day it was saved.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { listFamilyControls } from '../../../api/family-control.api';
import { useStoredCalls } from '../../../api/server-query';
import type { Signature } from '../../../contract/common';
import { familyControl } from '../../../contract/family-control';
import type { HistoryRecord } from '../../../contract/history';
import { bogotaDay } from '../../../domain/gestation';
import type { CanguroDb } from '../../../offline/db';
import { documentListCall, useDocumentList, type DocumentListItem } from '../../../offline/document-list';
import type { DraftSource } from '../../../offline/draft-session';
import { editSourceOf, useDraftModalFlag } from '../development-control/draft-modal-flag';
import { FamilyControlEditor } from './family-control-editor';
import { controlDay } from './family-control-values';
import { familyCatalogueCalls } from './family-lookups';

const KIND = 'family-control';

interface OpenEditor {
  id: number | string;
  source: DraftSource;
  resumedDraft: boolean;
  day: string;
  first: boolean;
}

export interface FamilyControls {
  /** The history's family controls, oldest first (the one open in the editor left out); undefined while loading. */
  items: DocumentListItem[] | undefined;
  /** False while the device holds no list from the server for this history. */
  fetched: boolean;
  /** Whether "Evo. Familiar" can open (database open, professional signed in). */
  canOpen: boolean;
  openNew: () => void;
  openItem: (item: DocumentListItem) => void;
  /** The open modal, or null. */
  editor: ReactNode;
}

const today = () => bogotaDay(new Date().toISOString());

export function useFamilyControls({
  history,
  db,
  signature,
}: {
  history: HistoryRecord;
  db: CanguroDb | null;
  signature: Signature | null;
}): FamilyControls {
  const list = useDocumentList(KIND, history.id, familyControl.idField);
  const [editor, setEditor] = useState<OpenEditor | null>(null);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [openings, setOpenings] = useState(0);

  // The same list call as the timeline's (one request per acknowledgement), and the referral catalogues.
  useStoredCalls(
    [documentListCall(db, KIND, history.id, listFamilyControls), ...familyCatalogueCalls(db)],
    db !== null,
  );

  const flag = useDraftModalFlag(history.id, KIND, list?.items);
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

  const items = list?.items.filter((item) => !(item.status === 'draft' && item.draftKey === editingKey));
  const saved = (items ?? []).filter((item) => item.status !== 'draft');

  const open = (next: Omit<OpenEditor, 'id'>) => {
    setOpenings(openings + 1);
    setEditor({ ...next, id: openings + 1 });
  };

  const editorOf = (item: DocumentListItem): Omit<OpenEditor, 'id'> => ({
    source: editSourceOf(item),
    resumedDraft: item.status === 'draft' || item.unsavedChanges,
    day: controlDay(item.at) ?? today(),
    first: saved.length === 0 || saved[0]?.key === item.key,
  });

  const openNew = () =>
    open({
      source: { type: 'new', content: {} },
      resumedDraft: false,
      day: today(),
      first: saved.length === 0,
    });

  const openItem = (item: DocumentListItem) => open(editorOf(item));

  // After a reload the flag left open reopens its draft (resumed); no editor of this page is open yet.
  const shown: OpenEditor | null =
    editor ?? (flag.resumable ? { ...editorOf(flag.resumable), id: `resumed:${flag.resumable.key}` } : null);

  return {
    items,
    fetched: list?.fetched ?? false,
    canOpen: Boolean(db && signature),
    openNew,
    openItem,
    editor:
      shown && db && signature ? (
        <FamilyControlEditor
          key={shown.id}
          db={db}
          history={history}
          source={shown.source}
          day={shown.day}
          first={shown.first}
          signature={signature}
          resumedDraft={shown.resumedDraft}
          onOpened={opened}
          onFinished={finish}
        />
      ) : null,
  };
}
