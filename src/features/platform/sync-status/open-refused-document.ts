/**
 * Opens the document of an entry the server refused, where the user corrects it and saves it again (the
 * refusal's notification and the sync panel call it). The one place that knows where each document kind is
 * edited.
 *
 * - The history is made current (opened again when it was closed: the device wrote this document for it,
 *   so there is nothing to verify), the module's tab that lists the document is chosen, and for a document
 *   edited in a modal its reopen flag is set in the history's view, as a reload reopens it
 *   (src/ui/forms/draft-modal-flag.ts); then the module's page is shown.
 * - Tabs by index: spec 000 §2 (psychology: Evoluciones 3, Griffiths 4, Bayley 5) and spec 001 §2
 *   (social work: Evoluciones 2). Bayley and Griffiths are edited in their own tabs, with no modal.
 */
import type { useNavigate } from '@tanstack/react-router';
import { openHistories, type ViewModule } from '../../../api/open-histories';
import { getSession } from '../../../api/session';
import type { DocumentKind } from '../../../contract/document';
import { draftModalName } from '../../../ui/forms/draft-modal-flag';

type ModulePath = '/psychology' | '/socialwork';

interface Place {
  module: ViewModule;
  path: ModulePath;
  tab: number;
  /** Edited in a modal that its flag reopens. */
  modal: boolean;
}

const psychology = (tab: number, modal: boolean): Place => ({
  module: 'psychology',
  path: '/psychology',
  tab,
  modal,
});
const socialWorkEvolutions: Place = { module: 'socialWork', path: '/socialwork', tab: 2, modal: true };

const places: Record<DocumentKind, Place> = {
  'development-control': psychology(3, true),
  'family-control': psychology(3, true),
  griffiths: psychology(4, false),
  bayley: psychology(5, false),
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
  openHistories.chooseTab(historyId, place.module, place.tab);
  if (place.modal) openHistories.setModalOpen(historyId, draftModalName(kind, draftKey), true);
  await navigate({ to: place.path });
  return true;
}
