/**
 * What the social-work view gives each of its three document editors (initial assessment, evolution,
 * home visit): the same shape as psychology's control editors, so the view opens any of them alike.
 */
import type { Signature } from '../../contract/common';
import type { HistoryRecord } from '../../contract/history';
import type { CanguroDb } from '../../offline/db';
import type { DraftSource } from '../../offline/draft-session';

export interface SocialWorkEditorProps {
  db: CanguroDb;
  history: HistoryRecord;
  /** A new document, a server document, or a draft already on the device. */
  source: DraftSource;
  /** The signer: the professional signed in. */
  signature: Signature;
  /** A draft resumed from the device (X then discards something even without a change). */
  resumedDraft: boolean;
  /** The draft's key once open (the timeline leaves that draft out while it is edited). */
  onOpened?: (key: string) => void;
  /** The editor is done (saved, discarded or failed to open). */
  onFinished: () => void;
}
