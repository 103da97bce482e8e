/**
 * Everything the Evoluciones panel needs for the family control, in one hook so that the panel's edit is a
 * few lines (docs/development-control.md "The Evoluciones panel"): the history's family controls (the
 * server's list stored on the device with the local drafts over it, oldest first), opening a new one or an
 * existing one, and the editor element to render.
 *
 * Design:
 * - The server's list is fetched when the panel opens and whenever the sync status's lastSyncAt changes
 *   (an entry was acknowledged); offline the stored list stays. The referral catalogues are fetched and
 *   stored when the panel opens online and when the network comes back (the form offline).
 * - "Primera" when the history has no family control yet (saved or pending), else "Seguimiento"; an
 *   existing control is "Primera" when it is the oldest one saved.
 * - A new control's day is today (Bogotá); an existing one's is the day it was saved.
 */
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { listFamilyControls } from '../../../api/family-control.api';
import type { Signature } from '../../../contract/common';
import { familyControl } from '../../../contract/family-control';
import type { HistoryRecord } from '../../../contract/history';
import { bogotaDay } from '../../../domain/gestation';
import type { CanguroDb } from '../../../offline/db';
import { refreshDocumentList, useDocumentList, type DocumentListItem } from '../../../offline/document-list';
import type { DraftSource } from '../../../offline/draft-session';
import { getSyncStatus, subscribeSyncStatus } from '../../../offline/sync-client';
import { useOnline } from '../../../ui/hooks/use-online';
import { editSourceOf, useDraftModalFlag } from '../development-control/draft-modal-flag';
import { FamilyControlEditor } from './family-control-editor';
import { controlDay } from './family-control-values';
import { refreshFamilyCatalogues } from './family-lookups';

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
  const lastSyncAt = useSyncExternalStore(subscribeSyncStatus, () => getSyncStatus()?.lastSyncAt ?? null);
  const [editor, setEditor] = useState<OpenEditor | null>(null);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [openings, setOpenings] = useState(0);

  useEffect(() => {
    if (!db) return;
    refreshDocumentList(db, KIND, history.id, listFamilyControls).catch((error: unknown) =>
      console.warn('Family controls not refreshed (the stored list stays)', error),
    );
  }, [db, history.id, lastSyncAt]);

  const online = useOnline();
  useEffect(() => {
    if (!db || !online) return;
    refreshFamilyCatalogues(db).catch((error: unknown) =>
      console.warn('Family control catalogues not refreshed (the stored ones stay)', error),
    );
  }, [db, online]);

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
