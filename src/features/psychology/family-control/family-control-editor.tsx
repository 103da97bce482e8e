/**
 * The family control modal (spec 000 §2 "Evoluciones tab", §3 "Family control", §4, §5, §8), on the same
 * draft lifecycle as the development control, on the controls' shared parts (../controls/control-editor.ts).
 *
 * Design:
 * - One draft session per opening (src/offline/draft-session.ts, post-load lock of controls): every change
 *   is written on the device at once (throttled), staged after 2000 ms of quiet, GUARDAR commits after the
 *   500 ms debounce, X discards.
 * - Title: the control's day, "Primera" or "Seguimiento" (given by the panel: Primera when the history has
 *   no family control yet, saved or pending, or for the oldest one) and "Psicología Familiar y Emocional";
 *   subtitle the corrected and chronological ages on that day; footer the signer and the quiet
 *   "Borrador del control guardado" after each stage (the family control's own §8 texts; the development
 *   control has the capitalised pair).
 * - GUARDAR with errors shows the §5 messages under their fields (nested ones too: "referralIn.user") and
 *   keeps everything typed. Without errors the modal closes at once with "control guardado
 *   correctamente"; the list marks the control pending until the server has it.
 * - The §4 rules run on every change (src/domain/family-control-rules.ts): No clears what depends on it,
 *   a new referral area clears the referring user.
 * - Escape and a click outside do not close it: X discards, and discarding is never an accident.
 */
import { Group, Stack } from '@mantine/core';
import type { Signature } from '../../../contract/common';
import {
  familyControl,
  controlModeIds,
  controlTypeIds,
  familyControlLimits as limits,
  reasonToStopIds,
} from '../../../contract/family-control';
import { applyFamilyControlRules } from '../../../domain/family-control-rules';
import { familyControlOptions, familyControlText as t } from '../../../i18n/family-control';
import type { CanguroDb } from '../../../offline/db';
import {
  DocumentEditorForm,
  DocumentEditorModal,
  type DocumentEditor,
  type DocumentEditorProps,
} from '../../../document-kit/document-editor';
import { DiagnosisMultiSelect, DiagnosisSelect } from '../../../document-kit/diagnosis-select';
import { CountedTextarea } from '../../../ui/inputs/counted-textarea';
import { ChoiceField, ChoicesField } from '../../../ui/inputs/choice-field';
import { YesNoField } from '../../../ui/inputs/yes-no-field';
import { controlHeading, useControlEditor, useControlForm } from '../controls/control-editor';
import { CatalogueMultiSelect, CatalogueSelect, ReferringUserSelect } from './family-control-fields';
import {
  familyControlErrors,
  toFamilyContent,
  toFamilyValues,
  type FamilyControlContent,
  type FamilyValues,
} from './family-control-values';

const optionsOf = <T extends number>(ids: Record<string, T>, labels: Record<T, string>) =>
  Object.values(ids).map((id) => ({ value: id, label: labels[id] }));
const controlTypes = optionsOf(controlTypeIds, familyControlOptions.controlType);
const controlModes = optionsOf(controlModeIds, familyControlOptions.controlMode);
const stopReasons = optionsOf(reasonToStopIds, familyControlOptions.reasonToStop);

export interface FamilyControlEditorProps extends DocumentEditorProps {
  /** The control's day ('YYYY-MM-DD'; today for a new one). */
  day: string;
  /** "Primera" (true) or "Seguimiento". */
  first: boolean;
}

export function FamilyControlEditor(props: FamilyControlEditorProps) {
  const { db, history, day, first, signature } = props;
  const editor = useControlEditor(props, familyControl, t, (content) =>
    familyControlErrors(content, history.id),
  );
  const heading = controlHeading(history, day, first, t.kindTitle);

  return (
    <DocumentEditorModal editor={editor} title={heading.title} subtitle={heading.subtitle}>
      {(initial, key) => (
        <FamilyForm
          key={key}
          db={db}
          editor={editor}
          initial={toFamilyValues(initial)}
          signature={signature}
        />
      )}
    </DocumentEditorModal>
  );
}

/** The §4 rules on the form's values (a ruled change sets them all). */
const familyRules = (previous: FamilyValues, values: FamilyValues): FamilyValues => {
  const ruled = applyFamilyControlRules(previous, values);
  return ruled === values ? values : toFamilyValues(ruled);
};

interface FamilyFormProps {
  db: CanguroDb;
  editor: DocumentEditor<FamilyControlContent>;
  initial: FamilyValues;
  signature: Signature;
}

function FamilyForm({ db, editor, initial, signature }: FamilyFormProps) {
  const { form, save, field, error } = useControlForm({
    editor,
    initial,
    signature,
    rules: familyRules,
    toContent: toFamilyContent,
  });
  // The props of an input that hands over the value itself (an option, a nested field), by the value's path.
  const nested = <T,>(path: string, value: T) => ({
    value,
    onChange: (next: T) => form.setFieldValue(path, next),
    error: error(path),
  });
  const v = form.values;
  // A referral out (to a specialist or an institution): its yes/no and, on yes, its catalogue's areas and
  // an observation, indented.
  const referralOut = (to: 'Specialist' | 'Institution', catalogue: 'Especialidades' | 'Instituciones') => {
    const name = `referralOut${to}` as const;
    return (
      <>
        <YesNoField label={t[`hasReferralOut${to}`]} {...field(`hasReferralOut${to}`)} />
        {v[`hasReferralOut${to}`] === true && (
          <Stack gap="sm" pl="md" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
            <CatalogueMultiSelect
              catalogue={catalogue}
              label={t[`${name}Area`]}
              {...nested(`${name}.area`, v[name].area)}
            />
            <CountedTextarea
              label={t[`${name}Observation`]}
              max={limits.referralObservation}
              minRows={2}
              {...nested(`${name}.observation`, v[name].observation)}
            />
          </Stack>
        )}
      </>
    );
  };

  return (
    <DocumentEditorForm editor={editor} signature={signature} onSubmit={save}>
      <YesNoField label={t.hasReferralIn} {...field('hasReferralIn')} />
      {v.hasReferralIn === true && (
        <Stack gap="sm" pl="md" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
          <CatalogueSelect
            catalogue="AreasRemision"
            label={t.referralArea}
            {...nested<number | null>('referralIn.specialist', v.referralIn.specialist)}
          />
          <ReferringUserSelect
            db={db}
            area={v.referralIn.specialist}
            label={t.referralUser}
            {...nested('referralIn.user', v.referralIn.user)}
          />
          <CatalogueSelect
            catalogue="MotivosRemision"
            label={t.referralReason}
            {...nested('referralIn.reason', v.referralIn.reason)}
          />
        </Stack>
      )}
      <Group gap="lg" align="flex-start">
        <ChoicesField label={t.controlType} options={controlTypes} {...field('controlType')} />
        <ChoiceField label={t.controlMode} options={controlModes} {...nested('controlMode', v.controlMode)} />
      </Group>
      <CountedTextarea
        label={t.initialObservation}
        max={limits.initialObservation}
        {...field('initialObservation')}
      />
      <CountedTextarea label={t.riskFactors} max={limits.riskFactors} {...field('riskFactors')} />
      <CountedTextarea
        label={t.protectiveFactors}
        max={limits.protectiveFactors}
        {...field('protectiveFactors')}
      />
      <DiagnosisSelect db={db} label={t.primaryDiagnosis} {...field('primaryDiagnosis')} />
      <DiagnosisMultiSelect db={db} label={t.otherDiagnoses} {...field('otherDiagnoses')} />
      <CountedTextarea label={t.plan} max={limits.plan} {...field('plan')} />
      <CountedTextarea label={t.objectives} max={limits.objectives} minRows={2} {...field('objectives')} />
      <CountedTextarea
        label={t.interventionEvolution}
        max={limits.interventionEvolution}
        minRows={4}
        {...field('interventionEvolution')}
      />
      <YesNoField label={t.hasReasonToStop} {...field('hasReasonToStop')} />
      {v.hasReasonToStop === true && (
        <ChoiceField
          label={t.reasonToStop}
          options={stopReasons}
          {...nested('reasonToStop', v.reasonToStop)}
        />
      )}
      {referralOut('Specialist', 'Especialidades')}
      {referralOut('Institution', 'Instituciones')}
      <CountedTextarea label={t.followUp} max={limits.followUp} minRows={2} {...field('followUp')} />
    </DocumentEditorForm>
  );
}
