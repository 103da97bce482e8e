/**
 * The development control modal (spec 000 §2 "Evoluciones tab", §3 "Development control", §4, §5, §8),
 * on the shared document editor (src/document-kit/document-editor.tsx) and the controls' shared parts
 * (../controls/control-editor.ts).
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
import { Group, Text } from '@mantine/core';
import type { Signature } from '../../../contract/common';
import {
  developmentControl,
  developmentControlLimits as limits,
  therapies as therapyCatalogue,
} from '../../../contract/development-control';
import { applyDevelopmentControlRules, toggleTherapy } from '../../../domain/development-control-rules';
import { developmentControlText as t } from '../../../i18n/psychology';
import type { CanguroDb } from '../../../offline/db';
import {
  DocumentEditorForm,
  DocumentEditorModal,
  type DocumentEditor,
  type DocumentEditorProps,
} from '../../../document-kit/document-editor';
import {
  controlErrors,
  interventionTypes,
  toContent,
  toValues,
  type ControlContent,
  type ControlValues,
} from './control-values';
import { DiagnosisMultiSelect, DiagnosisSelect } from '../../../document-kit/diagnosis-select';
import { CountedTextarea } from '../../../ui/inputs/counted-textarea';
import { YesNoField } from '../../../ui/inputs/yes-no-field';
import { ChoicesField } from '../../../ui/inputs/choice-field';
import { controlHeading, useControlEditor, useControlForm } from '../controls/control-editor';

export type DevelopmentControlEditorProps = DocumentEditorProps;

const therapyOptions = therapyCatalogue.map(({ id, label }) => ({ value: id, label }));

export function DevelopmentControlEditor(props: DevelopmentControlEditorProps) {
  const { db, history, signature } = props;
  const editor = useControlEditor(props, developmentControl, t, (content) =>
    controlErrors(content, history.id),
  );
  const content = editor.state.initialContent;
  const values = content ? toValues(content) : null;
  const heading = controlHeading(history, values?.date ?? null, values?.index === 0, t.kindTitle);

  return (
    <DocumentEditorModal editor={editor} title={heading.title} subtitle={heading.subtitle}>
      {(initial, key) => (
        <ControlForm key={key} db={db} editor={editor} initial={toValues(initial)} signature={signature} />
      )}
    </DocumentEditorModal>
  );
}

/** The §4 rules on the form's values: a ruled change sets the therapies alone. */
function controlRules(previous: ControlValues, values: ControlValues): ControlValues {
  const ruled = applyDevelopmentControlRules(previous, values);
  return ruled === values ? values : { ...values, therapies: ruled.therapies ?? [] };
}

interface ControlFormProps {
  db: CanguroDb;
  editor: DocumentEditor<ControlContent>;
  initial: ControlValues;
  signature: Signature;
}

function ControlForm({ db, editor, initial, signature }: ControlFormProps) {
  const { form, save, field, error } = useControlForm({
    editor,
    initial,
    signature,
    rules: controlRules,
    toContent,
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
        <ChoicesField
          label={t.therapies}
          options={therapyOptions}
          value={form.values.therapies}
          onChange={(therapies) => form.setFieldValue('therapies', therapies)}
          toggle={toggleTherapy}
          error={error('therapies')}
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
