/**
 * Today's column of an exam grid as a document (spec 000 §4: stage, commit, discard), shared by the Bayley
 * and Griffiths grids: the one document editor (src/document-kit/document-editor.tsx) with the exams' 3000 ms
 * post-load lock, the column's content as the grid shows it, and `change`, which writes each answer on the
 * device at once (the draft session stages it after 2000 ms of quiet). `change` is stable, so memoised
 * rows keep it across answers.
 */
import { useState, useSyncExternalStore } from 'react';
import type { Signature } from '../../../contract/common';
import type * as v from 'valibot';
import {
  commitErrors,
  type ContentOf,
  type DocumentContract,
  type DocumentKind,
} from '../../../contract/document';
import type { CanguroDb } from '../../../offline/db';
import { POST_LOAD_LOCK_MS, type DraftSource } from '../../../offline/draft-session';
import {
  useDocumentEditor,
  type DocumentEditor,
  type DocumentEditorTexts,
} from '../../../document-kit/document-editor';
import { useStableCallback } from '../../../ui/hooks/use-stable-callback';

export interface ExamColumnOptions<F extends v.ObjectEntries> {
  db: CanguroDb;
  contract: DocumentContract<DocumentKind, F, v.ObjectEntries, string>;
  history: { id: string };
  signature: Signature;
  source: DraftSource;
  resumed: boolean;
  texts: DocumentEditorTexts;
  /** GUARDAR took the column, at that time (ms): the reopened column's 'Guardado hace …'. */
  onSaved: (at: number) => void;
  onFinished: () => void;
}

export interface ExamColumnEditor<C extends ContentOf<v.ObjectEntries>> {
  editor: DocumentEditor<C>;
  /** The column's content; null until the draft is open. */
  content: C | null;
  change: (next: C) => void;
  /** GUARDAR with the column's content: false with the contract's messages by field path. */
  save: (content: C, setErrors: (errors: Record<string, string>) => void) => boolean;
}

export function useExamColumn<F extends v.ObjectEntries>(
  options: ExamColumnOptions<F>,
): ExamColumnEditor<ContentOf<F>> {
  type C = ContentOf<F>;
  const { db, contract, signature, source, resumed, texts, onSaved, onFinished } = options;
  const historyId = options.history.id;
  const editor = useDocumentEditor({
    db,
    contract,
    historyId,
    source,
    postLoadLockMs: POST_LOAD_LOCK_MS.exam,
    validate: (content) => commitErrors(contract, { ...content, historyId }),
    resumedDraft: resumed,
    onFinished,
    texts,
  });
  // The opened content alone: the session's other state (autosave flags) changes on every answer, and the
  // grid under it need not be drawn again for that (the toolbar follows it by itself).
  const { session } = editor;
  const initial = useSyncExternalStore(session.subscribe, () => session.getState().initialContent);
  const [changed, setChanged] = useState<C | null>(null);
  const content = changed ?? initial;

  const change = useStableCallback((next: C) => {
    setChanged(next);
    editor.session.change({ ...next, signature });
  });
  const save = useStableCallback((next: C, setErrors: (errors: Record<string, string>) => void) => {
    const saved = editor.submit({ ...next, signature }, setErrors);
    if (saved) onSaved(Date.now());
    return saved;
  });
  return { editor, content, change, save };
}
