/**
 * What the development and family control modals share (spec 000 §3, §4, §5, §8), on top of the shared
 * document editor (src/document-kit/document-editor.tsx): the heading, the editor with the controls' texts,
 * and the form that applies a kind's §4 rules on every change and writes the content to the draft.
 *
 * - Heading: the control's day, "Primera" or "Seguimiento" and the kind's title; subtitle the corrected and
 *   chronological ages on that day (a control whose content is not loaded yet shows the kind's title alone).
 * - The form: when the rules change what was typed (No clears what depends on it), the ruled values are
 *   set and the change that follows is the one written; GUARDAR validates and commits the form's content.
 */
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { Signature } from '../../../contract/common';
import type { ContentOf, DocumentContract, DocumentKind } from '../../../contract/document';
import type * as v from 'valibot';
import type { HistoryRecord } from '../../../contract/history';
import { formatChronologicalAge, formatCorrectedAge } from '../../../domain/age-display';
import { formatShortDate } from '../../../domain/date-format';
import { developmentControlText as common } from '../../../i18n/psychology';
import type { DraftContent } from '../../../offline/db';
import { POST_LOAD_LOCK_MS } from '../../../offline/draft-session';
import {
  useDocumentEditor,
  type DocumentEditor,
  type DocumentEditorProps,
} from '../../../document-kit/document-editor';

export interface ControlHeading {
  title: string;
  subtitle: string | undefined;
}

/** The modal's title and subtitle; `day` null while the control's content is not known. */
export function controlHeading(
  history: HistoryRecord,
  day: string | null,
  first: boolean,
  kindTitle: string,
): ControlHeading {
  if (day === null) return { title: kindTitle, subtitle: undefined };
  const birth = history.Iden_FechaParto;
  const gestationalDays =
    history.Pediatria.ExamenInicialPediatria.EIP_EdadGestacionalAlNacer.EIP_EG_DiasTotales;
  return {
    title: [formatShortDate(day), first ? common.first : common.followUp, kindTitle].join(' · '),
    subtitle: `${common.correctedAge}: ${formatCorrectedAge(birth, gestationalDays, day)} · ${common.chronologicalAge}: ${formatChronologicalAge(birth, day)}`,
  };
}

/** A control's own §8 messages: the development and the family control each have theirs. */
export interface ControlTexts {
  draftSaved: string;
  saved: string;
}

/**
 * The document editor of a control: the controls' post-load lock, the kind's own draft and saved texts and
 * the one discarded text the spec gives both.
 */
export function useControlEditor<F extends v.ObjectEntries>(
  props: DocumentEditorProps,
  contract: DocumentContract<DocumentKind, F, v.ObjectEntries, string>,
  texts: ControlTexts,
  validate: (content: ContentOf<F>) => Record<string, string> | null,
): DocumentEditor<ContentOf<F>> {
  const { db, history, source, resumedDraft, onOpened, onFinished } = props;
  return useDocumentEditor({
    db,
    contract,
    historyId: history.id,
    source,
    postLoadLockMs: POST_LOAD_LOCK_MS.control,
    validate,
    resumedDraft,
    onOpened,
    onFinished,
    texts: {
      saved: texts.saved,
      discarded: common.discarded,
      openFailed: common.openFailed,
      draftSaved: texts.draftSaved,
    },
  });
}

interface ControlFormOptions<V, C extends DraftContent> {
  editor: DocumentEditor<C>;
  initial: V;
  signature: Signature;
  /** The kind's §4 rules: the values to show after a change (the same object when nothing is ruled). */
  rules: (previous: V, values: V) => V;
  toContent: (values: V, signature: Signature) => C;
}

export interface ControlForm<V> {
  form: UseFormReturnType<V>;
  /** GUARDAR: validates and commits what the form holds; false when refused. */
  save: () => boolean;
  /** Error of a field path ('referralIn.user' too), or null. */
  error: (path: string) => string | null;
  /** Value, change and error of a top-level field, for the inputs of src/ui/inputs. */
  field: <K extends keyof V & string>(
    name: K,
  ) => { value: V[K]; onChange: (value: V[K]) => void; error: string | null };
}

export function useControlForm<V extends object, C extends DraftContent>({
  editor,
  initial,
  signature,
  rules,
  toContent,
}: ControlFormOptions<V, C>): ControlForm<V> {
  const form = useForm<V>({
    mode: 'controlled',
    initialValues: initial,
    onValuesChange: (values, previous) => {
      const ruled = rules(previous, values);
      if (ruled !== values) {
        form.setValues(ruled);
        return;
      }
      editor.session.change(toContent(values, signature));
    },
  });
  const error = (path: string) => {
    const message = form.errors[path];
    return typeof message === 'string' ? message : null;
  };
  return {
    form,
    save: () => editor.submit(toContent(form.getValues(), signature), form.setErrors),
    error,
    field: (name) => ({
      value: form.values[name],
      // Mantine's path types cannot follow a key of a type parameter (`V[K]` is not reduced to the path's
      // value type until V is known): the one cast, on a value the field's own signature already typed.
      onChange: (value) => form.setFieldValue(name, value as never),
      error: error(name),
    }),
  };
}
