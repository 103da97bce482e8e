/**
 * The development control modal (spec 000 §2 "Evoluciones tab", §3 "Development control", §4, §5, §8),
 * on the shared document editor (src/ui/forms/document-editor.tsx).
 *
 * Design:
 * - One draft session per opening (post-load lock of controls): every change is written on the device at
 *   once (throttled), staged after 2000 ms of quiet, GUARDAR commits after the 500 ms debounce, X discards.
 * - Title: the control's date, "Primera" or "Seguimiento" (its index: 0 is the first visit) and
 *   "Psicología del Desarrollo"; subtitle the corrected and chronological ages on that date; footer the
 *   signer (the professional signed in) and the quiet "Borrador de Control guardado" after each stage.
 * - GUARDAR with errors shows the §5 messages under their fields and keeps everything typed (the content
 *   is also written to the draft). Without errors the modal closes at once with "Control guardado
 *   correctamente" (the commit is queued on the device; the list marks it pending until the server has
 *   it). If the device cannot store it, the modal comes back with its content and says so.
 * - X closes at once; "Se descartaron los cambios en el borrador del Control" shows when there was
 *   something to discard: changes made in this opening, or a draft resumed from the device.
 * - The §4 rules run on every change (src/domain/development-control-rules.ts).
 * - Escape and a click outside do not close it: X discards, and discarding is never an accident.
 */
import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Signature } from '../../../contract/common';
import {
  developmentControlLimits as limits,
  therapies as therapyCatalogue,
} from '../../../contract/development-control';
import { formatChronologicalAge, formatCorrectedAge } from '../../../domain/age-display';
import { formatShortDate } from '../../../domain/date-format';
import { applyDevelopmentControlRules, toggleTherapy } from '../../../domain/development-control-rules';
import { developmentControlText as t } from '../../../i18n/psychology';
import type { CanguroDb } from '../../../offline/db';
import { POST_LOAD_LOCK_MS } from '../../../offline/draft-session';
import {
  DocumentEditorForm,
  DocumentEditorModal,
  useDocumentEditor,
  type DocumentEditor,
  type DocumentEditorProps,
} from '../../../ui/forms/document-editor';
import { controlErrors, interventionTypes, toContent, toValues, type ControlValues } from './control-values';
import { DiagnosisMultiSelect, DiagnosisSelect } from '../../../ui/forms/diagnosis-select';
import { CountedTextarea } from '../../../ui/inputs/counted-textarea';
import { YesNoField } from '../../../ui/inputs/yes-no-field';

export type DevelopmentControlEditorProps = DocumentEditorProps;

export function DevelopmentControlEditor(props: DevelopmentControlEditorProps) {
  const { db, history, source, signature, resumedDraft, onOpened, onFinished } = props;
  const editor = useDocumentEditor({
    db,
    kind: 'development-control',
    historyId: history.id,
    source,
    postLoadLockMs: POST_LOAD_LOCK_MS.control,
    validate: (content) => controlErrors(content, history.id),
    resumedDraft,
    onOpened,
    onFinished,
    texts: { saved: t.saved, discarded: t.discarded, openFailed: t.openFailed, draftSaved: t.draftSaved },
  });

  const content = editor.state.initialContent;
  const values = content ? toValues(content) : null;
  const date = values?.date ?? null;
  const birth = history.Iden_FechaParto;
  const gestationalDays =
    history.Pediatria.ExamenInicialPediatria.EIP_EdadGestacionalAlNacer.EIP_EG_DiasTotales;
  const title = values
    ? [formatShortDate(date), values.index === 0 ? t.first : t.followUp, t.kindTitle].join(' · ')
    : t.kindTitle;
  const ages =
    values && date
      ? `${t.correctedAge}: ${formatCorrectedAge(birth, gestationalDays, date)} · ${t.chronologicalAge}: ${formatChronologicalAge(birth, date)}`
      : undefined;

  return (
    <DocumentEditorModal editor={editor} title={title} subtitle={ages}>
      {(initial, key) => (
        <ControlForm key={key} db={db} editor={editor} initial={toValues(initial)} signature={signature} />
      )}
    </DocumentEditorModal>
  );
}

interface ControlFormProps {
  db: CanguroDb;
  editor: DocumentEditor;
  initial: ControlValues;
  signature: Signature;
}

function ControlForm({ db, editor, initial, signature }: ControlFormProps) {
  const form = useForm<ControlValues>({
    mode: 'controlled',
    initialValues: initial,
    onValuesChange: (values, previous) => {
      const ruled = applyDevelopmentControlRules(previous, values);
      if (ruled !== values) {
        form.setValues({ therapies: ruled.therapies ?? [] });
        return;
      }
      editor.session.change(toContent(values, signature));
    },
  });

  const save = () => editor.submit(toContent(form.getValues(), signature), form.setErrors);

  const field = <K extends keyof ControlValues>(name: K) => ({
    value: form.values[name],
    onChange: (value: ControlValues[K]) => form.setFieldValue(name, value as never),
    error: (form.errors[name] as string | undefined) ?? null,
  });

  return (
    <DocumentEditorForm editor={editor} signature={signature} onSubmit={save}>
      <YesNoField label={t.graduated} {...field('graduated')} />
      <CountedTextarea
        label={t.initialObservation}
        max={limits.initialObservation}
        {...field('initialObservation')}
      />
      <DiagnosisSelect db={db} label={t.primaryDiagnosis} {...field('primaryDiagnosis')} />
      <DiagnosisMultiSelect db={db} label={t.otherDiagnoses} {...field('otherDiagnoses')} />
      <CountedTextarea
        label={t.interventionEvolution}
        max={limits.interventionEvolution}
        minRows={4}
        {...field('interventionEvolution')}
      />
      <YesNoField label={t.needsTherapy} {...field('needsTherapy')} />
      {form.values.needsTherapy === true && (
        <TherapiesField
          value={form.values.therapies}
          onChange={(therapies) => form.setFieldValue('therapies', therapies)}
          error={(form.errors.therapies as string | undefined) ?? null}
        />
      )}
      <Text fw={600} size="sm" mt="xs">
        {t.interventionTypes}
      </Text>
      <Group gap="lg" align="flex-start">
        {interventionTypes.map((name) => (
          <YesNoField key={name} label={t[name]} {...field(name)} />
        ))}
      </Group>
      <CountedTextarea label={t.followUpField} max={limits.followUp} minRows={2} {...field('followUp')} />
    </DocumentEditorForm>
  );
}

function TherapiesField({
  value,
  onChange,
  error,
}: {
  value: ControlValues['therapies'];
  onChange: (value: ControlValues['therapies']) => void;
  error: string | null;
}) {
  return (
    <Stack gap={4}>
      <Text id="control-therapies-label" size="sm" fw={500}>
        {t.therapies}
      </Text>
      <Group gap="xs" role="group" aria-labelledby="control-therapies-label">
        {therapyCatalogue.map((therapy) => (
          <Button
            key={therapy.id}
            mih={44}
            variant={value.includes(therapy.id) ? 'filled' : 'default'}
            aria-pressed={value.includes(therapy.id)}
            onClick={() => onChange(toggleTherapy(value, therapy.id))}
          >
            {therapy.label}
          </Button>
        ))}
      </Group>
      {error && <Input.Error role="alert">{error}</Input.Error>}
    </Stack>
  );
}
