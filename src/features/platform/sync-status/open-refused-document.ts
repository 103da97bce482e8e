/**
 * Opens the document of an entry the server refused, where the user corrects it and saves it again (the
 * refusal's notification and the sync panel call it). The one place that knows where each document kind is
 * edited.
 *
 * - The history is made current (opened again when it was closed: the device wrote this document for it,
 *   so there is nothing to verify), for a document edited in a modal its reopen flag is set in the
 *   history's view, as a reload reopens it (src/document-kit/draft-modal-flag.ts), and the address moves to
 *   the module's tab that lists the document (src/api/history-address.ts).
 * - Psychology's controls are listed in Evoluciones, its exams edited in their own tabs (no modal); the
 *   three social-work documents are listed in its Evoluciones.
 */
import type { useNavigate } from '@tanstack/react-router';
import { historyAddress } from '../../../api/history-address';
import type { ViewModule } from '../../../api/history-address';
import { openHistories } from '../../../state/open-histories/open-histories-store';
import { historyViews } from '../../../state/open-histories/history-views-store';
import { getSession } from '../../../api/session';
import type { DocumentKind } from '../../../contract/document';
import { draftModalName } from '../../../document-kit/draft-modal-flag';

interface Place {
  module: ViewModule;
  /** The tab's slug in the history's address. */
  tab: string;
  /** Edited in a modal that its flag reopens. */
  modal: boolean;
}

const socialWorkEvolutions: Place = { module: 'socialWork', tab: 'evoluciones', modal: true };

const places: Record<DocumentKind, Place> = {
  'development-control': { module: 'psychology', tab: 'evoluciones', modal: true },
  'family-control': { module: 'psychology', tab: 'evoluciones', modal: true },
  griffiths: { module: 'psychology', tab: 'griffiths', modal: false },
  bayley: { module: 'psychology', tab: 'bayley', modal: false },
  'initial-assessment': socialWorkEvolutions,
  'social-work-evolution': socialWorkEvolutions,
  'home-visit': socialWorkEvolutions,
};

export interface RefusedDocument {
  historyId: string;
  kind: DocumentKind;
  /** The draft's local id (the outbox entry's subject). */
  draftKey: string;
}

/** Shows the refused document for editing; false when its history cannot be opened (no record). */
export async function openRefusedDocument(
  document: RefusedDocument,
  navigate: ReturnType<typeof useNavigate>,
): Promise<boolean> {
  const { historyId, kind, draftKey } = document;
  const userId = getSession().user?.id;
  if (!userId) return false;
  const index = openHistories.getState().histories.findIndex((history) => history.id === historyId);
  if (index >= 0) openHistories.select(index);
  else if (!(await openHistories.open(userId, historyId))) return false;
  const place = places[kind];
  if (place.modal) historyViews.setModalOpen(historyId, draftModalName(kind, draftKey), true);
  await navigate(historyAddress(place.module, historyId, place.tab));
  return true;
}
