/**
 * The three social-work documents' editor (spec 001 §2, §4): full screen on the shared document editor
 * (src/document-kit/document-editor.tsx) with the basic-data panel in the left column beside GUARDAR, the
 * title "date · document type", the corrected and chronological ages of that date, the signer.
 *
 * Each document gives its contract (stage/commit rules), its defaults, its texts, its field list (which may
 * depend on what is answered: a home visit without consent asks only the observations) and its clearing
 * rule (src/domain): every change goes through the rule and what the contract keeps (`keep`: a visit
 * whose consent was refused keeps only its observations), then to the draft on the device (written at
 * once, staged after 2000 ms); GUARDAR checks the commit rules and shows their Spanish messages under the
 * fields, and a field the form stops showing loses its message.
 */
import { memo, useMemo, useRef, useState, type ReactNode } from 'react';
import { commitErrors, type AnyDocumentContract, type DocumentKind } from '../../../contract/document';
import type { Signature } from '../../../contract/common';
import { formatChronologicalAge, formatCorrectedAge } from '../../../domain/age-display';
import { formatShortDate } from '../../../domain/date-format';
import { bogotaDay } from '../../../domain/gestation';
import { socialWorkText as t } from '../../../i18n/social-work';
import { POST_LOAD_LOCK_MS } from '../../../offline/draft-session';
import type { DraftContent } from '../../../offline/db';
import {
  DocumentEditorForm,
  DocumentEditorModal,
  sameEditorProps,
  useDocumentEditor,
  useEditorValue,
  type DocumentEditor,
} from '../../../document-kit/document-editor';
import { useStableCallback } from '../../../ui/hooks/use-stable-callback';
import { BasicDataPanel } from '../basic-data/basic-data-panel';
import type { SocialWorkEditorProps } from '../editor-props';
import { DocumentFields, sameSpecs, type FieldSpec } from './fields';
import { createFormValues, type Values } from './form-values';
import { formAfterChange, type FormState } from './form-change';
import { memoFields } from './fields-memo';
import { serverNow, serverToday } from '../../../api/server-clock';

/**
 * A social-work document as the editor shows it. `N` is the names of its fields (`FieldPath` of its
 * contract's content), so its field list is checked against its contract.
 */
export interface SocialWorkDocument<N extends string = string> {
  kind: Extract<DocumentKind, 'initial-assessment' | 'social-work-evolution' | 'home-visit'>;
  contract: AnyDocumentContract;
  title: string;
  defaults: Values;
  /** The fields to show for the values as they are. */
  fields: (values: Values) => readonly FieldSpec<N>[];
  /** The values after `name` changes to `value` (the §4 clearing rules); default: just that field. */
  change?: (values: Values, name: string, value: unknown) => Values;
  /** The tables of server rows its fields place (`{ kind: 'table' }`), for this document. */
  tables?: (context: DocumentTablesContext) => Record<string, ReactNode>;
}

export interface DocumentTablesContext {
  historyId: string;
  /** The document's draft key: its local id until the server names it (the outbox maps it). */
  documentKey: string;
  day: string;
  signature: Signature;
}

/** The document's day: when it was created, else today (Bogotá). */
const dayOf = (content: DraftContent): string => {
  const created = typeof content.createdAt === 'string' ? content.createdAt : null;
  return bogotaDay(created ?? serverNow().toISOString());
};

export const SocialWorkEditor = memo(SocialWorkEditorView, sameEditorProps);

function SocialWorkEditorView({
  document,
  ...props
}: SocialWorkEditorProps & { document: SocialWorkDocument }) {
  const { db, history, source, signature, resumedDraft, onOpened, onFinished } = props;
  const editor = useDocumentEditor({
    db,
    contract: document.contract,
    historyId: history.id,
    source:
      source.type === 'new' ? { type: 'new', content: { ...document.defaults, ...source.content } } : source,
    postLoadLockMs: POST_LOAD_LOCK_MS.control,
    validate: (content) => commitErrors(document.contract, { ...content, historyId: history.id }),
    resumedDraft,
    onOpened,
    onFinished,
    texts: t.messages[document.kind],
  });

  const content = editor.state.initialContent;
  const day = content ? dayOf(content) : serverToday();
  const birth = history.Iden_FechaParto;
  const gestationalDays =
    history.Pediatria.ExamenInicialPediatria.EIP_EdadGestacionalAlNacer.EIP_EG_DiasTotales;
  const title = `${formatShortDate(day)} · ${document.title}`;
  const ages = `${t.correctedAge}: ${formatCorrectedAge(birth, gestationalDays, day)} · ${t.chronologicalAge}: ${formatChronologicalAge(birth, day)}`;

  return (
    <DocumentEditorModal editor={editor} title={title} subtitle={ages} fullScreen>
      {(initial, key) => (
        <DocumentForm
          key={key}
          editor={editor}
          document={document}
          initial={initial}
          signature={signature}
          history={history}
          day={day}
        />
      )}
    </DocumentEditorModal>
  );
}

/** The document's content as sent: the values, the signer; ids and the history are added by the outbox. */
const toContent = (values: Values, signature: Signature): DraftContent => ({ ...values, signature });

interface DocumentFormProps {
  editor: DocumentEditor;
  document: SocialWorkDocument;
  initial: DraftContent;
  signature: Signature;
  history: SocialWorkEditorProps['history'];
  day: string;
}

/**
 * The form re-renders for its own values, not for each change of the editor's autosave state (the parts
 * that show that state follow the session themselves): on a slow tablet a keystroke is one field's render.
 */
const DocumentForm = memo(
  DocumentFormView,
  (before: DocumentFormProps, after: DocumentFormProps) =>
    before.editor.session === after.editor.session &&
    before.document === after.document &&
    before.initial === after.initial &&
    before.signature === after.signature &&
    before.history === after.history &&
    before.day === after.day,
);

function DocumentFormView({ editor, document, initial, signature, history, day }: DocumentFormProps) {
  // What the document does not keep (a refused visit's answers) is never in the form's values, so it is
  // neither written to the draft nor sent. The values live outside React (./form-values.ts): a change
  // draws the fields that show it, and this form only when its list of fields or its messages change.
  const [form] = useState(() =>
    createFormValues(document.contract.keep({ ...document.defaults, ...initial })),
  );
  // The list of fields is asked on every change; a keystroke in a text field changes nothing it reads.
  const memoDocument = useMemo(() => ({ ...document, fields: memoFields(document.fields) }), [document]);
  const [specs, setSpecs] = useState(() => memoDocument.fields(form.get()));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  // The fields and messages drawn, for a `set` that keeps its identity (the fields are memoised on it) and
  // asks React for nothing when a change leaves both as they are (the usual keystroke); the values are the
  // form's own.
  const drawnSpecs = useRef(specs);
  const messages = useRef<FormState['messages']>(errors);
  const showMessages = (shown: FormState['messages']) => {
    messages.current = shown;
    setErrors(shown);
  };

  const set = useStableCallback((name: string, value: unknown) => {
    // A corrected or hidden field loses its message; the others keep theirs until the next GUARDAR.
    const next = formAfterChange(
      memoDocument,
      { values: form.get(), messages: messages.current },
      name,
      value,
    );
    if (next.messages !== messages.current) showMessages(next.messages);
    form.set(next.values);
    const nextSpecs = memoDocument.fields(next.values);
    if (nextSpecs !== drawnSpecs.current && !sameSpecs(drawnSpecs.current, nextSpecs)) {
      drawnSpecs.current = nextSpecs;
      setSpecs(nextSpecs);
    }
    editor.session.change(toContent(next.values, signature));
  });

  const save = () => editor.submit(toContent(form.get(), signature), showMessages);
  const key = useEditorValue(editor, (state) => state.key);
  const tables = useMemo(
    () => (key ? document.tables?.({ historyId: history.id, documentKey: key, day, signature }) : undefined),
    [document, key, history.id, day, signature],
  );
  const sidePanel = useMemo(() => <BasicDataPanel history={history} />, [history]);

  return (
    <DocumentEditorForm
      editor={editor}
      signature={signature}
      onSubmit={save}
      fullScreen
      sidePanel={sidePanel}
    >
      <DocumentFields specs={specs} form={form} errors={errors} set={set} tables={tables} />
    </DocumentEditorForm>
  );
}
