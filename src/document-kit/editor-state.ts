/**
 * What an open document editor is, apart from how it is drawn: its draft session and state, its texts, and
 * X and GUARDAR (./document-editor.tsx makes it with `useDocumentEditor`). Its own module so the pieces
 * that follow the session by themselves (./autosave-status.tsx, the exams' toolbar) and the editor that
 * draws them do not import each other.
 */
import type { DraftContent } from '../offline/db';
import type { DraftSession, DraftSessionState } from '../offline/draft-session';
import { useSessionValue, type DraftSessionFrame } from '../offline/use-draft-session';

export interface DocumentEditorTexts {
  /** After GUARDAR (a success notification). */
  saved: string;
  /** After X with something to discard. */
  discarded: string;
  /** The draft could not be opened on this device. */
  openFailed: string;
  /** Shown quietly under the signer once a stage was queued (the spec's draft message). */
  draftSaved?: string;
}

/** `C` is the document's content as its contract types it. */
export interface DocumentEditor<C extends DraftContent = DraftContent> {
  session: DraftSession<C>;
  /** The phase, key and starting content: what the frame around the form follows. */
  state: DraftSessionFrame<C>;
  texts: DocumentEditorTexts;
  /** The overlay is shown (hidden at once on X or GUARDAR, back if the device fails). */
  opened: boolean;
  close: () => void;
  /** GUARDAR: true when saved; false with the rules' messages given to `setErrors`. */
  submit(content: C, setErrors: (errors: Record<string, string>) => void): boolean;
}

/** One value of the session's state, for a part that follows only it (a memoised form's key, a failed write). */
export function useEditorValue<C extends DraftContent, T>(
  editor: DocumentEditor<C>,
  select: (state: DraftSessionState<C>) => T,
): T {
  return useSessionValue(editor.session, select);
}
