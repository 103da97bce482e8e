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
import type { ReactNode } from 'react';
import { listFamilyControls } from '../../../api/family-control.api';
import { useStoredCalls } from '../../../api/server-query';
import type { Signature } from '../../../contract/common';
import { familyControl } from '../../../contract/family-control';
import type { HistoryRecord } from '../../../contract/history';
import type { CanguroDb } from '../../../offline/db';
import { documentListCall, useDocumentList, type DocumentListItem } from '../../../offline/document-list';
import { useDocumentOpenings } from '../../../document-kit/document-openings';
import { FamilyControlEditor } from './family-control-editor';
import { savedDay } from '../../../domain/gestation';
import { familyCatalogueCalls } from './family-lookups';
import { serverToday } from '../../../api/server-clock';

const KIND = 'family-control';

/** What the family control's editor takes besides the draft: its day and "Primera" or "Seguimiento". */
interface ControlExtra {
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

  // The same list call as the timeline's (one request per acknowledgement), and the referral catalogues.
  useStoredCalls(
    [documentListCall(db, KIND, history.id, listFamilyControls), ...familyCatalogueCalls(db)],
    db !== null,
  );

  const saved = (list?.items ?? []).filter((item) => item.status !== 'draft');
  const extraOf = (item: DocumentListItem): ControlExtra => ({
    // The family control has no date of its own (spec 000 §3): its day is when it was saved.
    day: savedDay(item.at) ?? serverToday(),
    first: saved.length === 0 || saved[0]?.key === item.key,
  });
  const openings = useDocumentOpenings<ControlExtra>({
    historyId: history.id,
    kind: KIND,
    items: list?.items,
    enabled: true,
    extraOf,
  });
  const items = list?.items.filter((item) => !openings.isBeingEdited(item));
  const shown = openings.shown;

  return {
    items,
    fetched: list?.fetched ?? false,
    canOpen: Boolean(db && signature),
    openNew: () => openings.openNew({}, { day: serverToday(), first: saved.length === 0 }),
    openItem: (item) => openings.openItem(item, extraOf(item)),
    editor:
      shown && db && signature ? (
        <FamilyControlEditor
          key={shown.id}
          db={db}
          history={history}
          source={shown.source}
          day={shown.extra.day}
          first={shown.extra.first}
          signature={signature}
          resumedDraft={shown.resumedDraft}
          onOpened={openings.opened}
          onFinished={openings.finish}
        />
      ) : null,
  };
}
