/**
 * The family control modal (spec 000 §2 "Evoluciones tab", §3 "Family control", §4, §5, §8), on the same
 * draft lifecycle as the development control (../development-control/development-control-editor.tsx).
 *
 * Design:
 * - One draft session per opening (src/offline/draft-session.ts, post-load lock of controls): every change
 *   is written on the device at once (throttled), staged after 2000 ms of quiet, GUARDAR commits after the
 *   500 ms debounce, X discards.
 * - Title: the control's day, "Primera" or "Seguimiento" (given by the panel: Primera when the history has
 *   no family control yet, saved or pending, or for the oldest one) and "Psicología Familiar y Emocional";
 *   subtitle the corrected and chronological ages on that day; footer the signer and the quiet
 *   "Borrador de Control guardado" after each stage.
 * - GUARDAR with errors shows the §5 messages under their fields (nested ones too: "referralIn.user") and
 *   keeps everything typed. Without errors the modal closes at once with "Control guardado
 *   correctamente"; the list marks the control pending until the server has it.
 * - The §4 rules run on every change (src/domain/family-control-rules.ts): No clears what depends on it,
 *   a new referral area clears the referring user.
 * - Escape and a click outside do not close it: X discards, and discarding is never an accident.
 */
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import type { Signature } from '../../../contract/common';
import {
  controlModeIds,
  controlTypeIds,
  familyControlLimits as limits,
  reasonToStopIds,
} from '../../../contract/family-control';
import type { HistoryRecord } from '../../../contract/history';
import { formatChronologicalAge, formatCorrectedAge } from '../../../domain/age-display';
import { formatShortDate } from '../../../domain/date-format';
import { applyFamilyControlRules } from '../../../domain/family-control-rules';
import { familyControlOptions, familyControlText as t } from '../../../i18n/family-control';
import { developmentControlText as common } from '../../../i18n/psychology';
import type { CanguroDb } from '../../../offline/db';
import { POST_LOAD_LOCK_MS, type DraftSession, type DraftSource } from '../../../offline/draft-session';
import { useDraftSession } from '../../../offline/use-draft-session';
import { errorMessage, notifyError, notifySuccess } from '../../../ui/notifications/notify';
import { DiagnosisMultiSelect, DiagnosisSelect } from '../development-control/diagnosis-select';
import { LimitedTextarea } from '../development-control/limited-textarea';
import { YesNoField } from '../development-control/yes-no-field';
import {
  CatalogueMultiSelect,
  CatalogueSelect,
  OptionButtons,
  ReferringUserSelect,
} from './family-control-fields';
import {
  familyControlErrors,
  toFamilyContent,
  toFamilyValues,
  type FamilyValues,
} from './family-control-values';

const optionsOf = <T extends number>(ids: Record<string, T>, labels: Record<T, string>) =>
  Object.values(ids).map((id) => ({ id, label: labels[id] }));
const controlTypes = optionsOf(controlTypeIds, familyControlOptions.controlType);
const controlModes = optionsOf(controlModeIds, familyControlOptions.controlMode);
const stopReasons = optionsOf(reasonToStopIds, familyControlOptions.reasonToStop);

export interface FamilyControlEditorProps {
  db: CanguroDb;
  history: HistoryRecord;
  source: DraftSource;
  /** The control's day ('YYYY-MM-DD'; today for a new one). */
  day: string;
  /** "Primera" (true) or "Seguimiento". */
  first: boolean;
  /** The signer: the professional signed in. */
  signature: Signature;
  /** A draft resumed from the device (X then discards something even without a change). */
  resumedDraft: boolean;
  /** The draft's key once open (the list leaves that draft out while it is edited). */
  onOpened?: (key: string) => void;
  /** The editor is done (saved, discarded or failed to open). */
  onFinished: () => void;
}

export function FamilyControlEditor(props: FamilyControlEditorProps) {
  const { db, history, source, day, first, signature, resumedDraft, onFinished } = props;
  const { session, state } = useDraftSession({
    db,
    kind: 'family-control',
    historyId: history.id,
    source,
    postLoadLockMs: POST_LOAD_LOCK_MS.control,
    validate: (content) => familyControlErrors(content, history.id),
  });
  const [hidden, setHidden] = useState(false);

  const close = () => {
    const hadSomething = session.getState().changed || resumedDraft;
    setHidden(true);
    session.close().then(
      () => {
        if (hadSomething) notifySuccess(common.discarded);
        onFinished();
      },
      (error: unknown) => {
        setHidden(false);
        notifyError(`${common.localWriteFailed} (${errorMessage(error)})`);
      },
    );
  };

  const saved = (committed: Promise<void>) => {
    setHidden(true);
    notifySuccess(common.saved);
    committed.then(onFinished, (error: unknown) => {
      setHidden(false);
      notifyError(`${common.localWriteFailed} (${errorMessage(error)})`);
    });
  };

  const { key, phase } = state;
  const { onOpened } = props;
  useEffect(() => {
    if (key) onOpened?.(key);
  }, [key, onOpened]);
  useEffect(() => {
    if (phase !== 'failed') return;
    notifyError(common.openFailed);
    onFinished();
  }, [phase, onFinished]);
  if (phase === 'failed') return null;

  const content = state.initialContent;
  const values = content ? toFamilyValues(content) : null;
  const birth = history.Iden_FechaParto;
  const gestationalDays =
    history.Pediatria.ExamenInicialPediatria.EIP_EdadGestacionalAlNacer.EIP_EG_DiasTotales;
  const title = [formatShortDate(day), first ? common.first : common.followUp, t.kindTitle].join(' · ');

  return (
    <Modal
      opened={!hidden}
      onClose={close}
      size="xl"
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ 'aria-label': common.close, size: 'xl' }}
      title={
        <Stack gap={2}>
          <Text fw={700} size="lg" component="span">
            {title}
          </Text>
          <Text size="sm" c="dimmed" component="span" data-testid="control-ages">
            {common.correctedAge}: {formatCorrectedAge(birth, gestationalDays, day)} ·{' '}
            {common.chronologicalAge}: {formatChronologicalAge(birth, day)}
          </Text>
        </Stack>
      }
    >
      {values && state.key ? (
        <FamilyForm
          key={state.key}
          db={db}
          session={session}
          initial={values}
          signature={signature}
          lastStagedAt={state.lastStagedAt}
          writeError={state.writeError}
          onSaved={saved}
        />
      ) : (
        <Center py="xl">
          <Loader aria-label={t.loading} />
        </Center>
      )}
    </Modal>
  );
}

interface FamilyFormProps {
  db: CanguroDb;
  session: DraftSession;
  initial: FamilyValues;
  signature: Signature;
  lastStagedAt: number | null;
  writeError: unknown;
  onSaved: (committed: Promise<void>) => void;
}

function FamilyForm({ db, session, initial, signature, lastStagedAt, writeError, onSaved }: FamilyFormProps) {
  const form = useForm<FamilyValues>({
    mode: 'controlled',
    initialValues: initial,
    onValuesChange: (values, previous) => {
      const ruled = applyFamilyControlRules(previous, values);
      if (ruled !== values) {
        form.setValues(toFamilyValues(ruled));
        return;
      }
      session.change(toFamilyContent(values, signature));
    },
  });

  const save = () => {
    const result = session.save(toFamilyContent(form.getValues(), signature));
    if (result.ok) onSaved(result.committed);
    else if (result.errors) form.setErrors(result.errors);
  };

  const error = (path: string) => (form.errors[path] as string | undefined) ?? null;
  const field = <K extends keyof FamilyValues>(name: K) => ({
    value: form.values[name],
    onChange: (value: FamilyValues[K]) => form.setFieldValue(name, value as never),
    error: error(name),
  });
  const nested = <T,>(path: string, value: T) => ({
    value,
    onChange: (next: T) => form.setFieldValue(path, next),
    error: error(path),
  });
  const v = form.values;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        {Boolean(writeError) && (
          <Alert color="red" role="alert" title={common.localWriteFailed}>
            {errorMessage(writeError)}
          </Alert>
        )}
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
          <OptionButtons multiple label={t.controlType} options={controlTypes} {...field('controlType')} />
          <OptionButtons
            label={t.controlMode}
            options={controlModes}
            value={v.controlMode}
            onChange={(mode) => form.setFieldValue('controlMode', mode)}
            error={error('controlMode')}
          />
        </Group>
        <LimitedTextarea
          label={t.initialObservation}
          max={limits.initialObservation}
          {...field('initialObservation')}
        />
        <LimitedTextarea label={t.riskFactors} max={limits.riskFactors} {...field('riskFactors')} />
        <LimitedTextarea
          label={t.protectiveFactors}
          max={limits.protectiveFactors}
          {...field('protectiveFactors')}
        />
        <DiagnosisSelect db={db} label={t.primaryDiagnosis} {...field('primaryDiagnosis')} />
        <DiagnosisMultiSelect db={db} label={t.otherDiagnoses} {...field('otherDiagnoses')} />
        <LimitedTextarea label={t.plan} max={limits.plan} {...field('plan')} />
        <LimitedTextarea label={t.objectives} max={limits.objectives} minRows={2} {...field('objectives')} />
        <LimitedTextarea
          label={t.interventionEvolution}
          max={limits.interventionEvolution}
          minRows={4}
          {...field('interventionEvolution')}
        />
        <YesNoField label={t.hasReasonToStop} {...field('hasReasonToStop')} />
        {v.hasReasonToStop === true && (
          <OptionButtons
            label={t.reasonToStop}
            options={stopReasons}
            value={v.reasonToStop}
            onChange={(reason) => form.setFieldValue('reasonToStop', reason)}
            error={error('reasonToStop')}
          />
        )}
        <YesNoField label={t.hasReferralOutSpecialist} {...field('hasReferralOutSpecialist')} />
        {v.hasReferralOutSpecialist === true && (
          <Stack gap="sm" pl="md" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
            <CatalogueMultiSelect
              catalogue="Especialidades"
              label={t.referralOutSpecialistArea}
              {...nested('referralOutSpecialist.area', v.referralOutSpecialist.area)}
            />
            <LimitedTextarea
              label={t.referralOutSpecialistObservation}
              max={limits.referralObservation}
              minRows={2}
              {...nested('referralOutSpecialist.observation', v.referralOutSpecialist.observation)}
            />
          </Stack>
        )}
        <YesNoField label={t.hasReferralOutInstitution} {...field('hasReferralOutInstitution')} />
        {v.hasReferralOutInstitution === true && (
          <Stack gap="sm" pl="md" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
            <CatalogueMultiSelect
              catalogue="Instituciones"
              label={t.referralOutInstitutionArea}
              {...nested('referralOutInstitution.area', v.referralOutInstitution.area)}
            />
            <LimitedTextarea
              label={t.referralOutInstitutionObservation}
              max={limits.referralObservation}
              minRows={2}
              {...nested('referralOutInstitution.observation', v.referralOutInstitution.observation)}
            />
          </Stack>
        )}
        <LimitedTextarea label={t.followUp} max={limits.followUp} minRows={2} {...field('followUp')} />
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" pt="sm">
          <Stack gap={0} data-testid="control-signer">
            <Text size="sm" fw={600}>
              {signature.name}
            </Text>
            <Text size="sm" c="dimmed">
              {signature.email}
            </Text>
            <Text size="xs" c="dimmed" aria-live="polite" data-testid="control-draft-status">
              {lastStagedAt !== null ? common.draftSaved : ''}
            </Text>
          </Stack>
          <Button type="submit" size="md" mih={44}>
            {common.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
