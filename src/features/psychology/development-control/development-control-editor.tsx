/**
 * The development control modal (spec 000 §2 "Evoluciones tab", §3 "Development control", §4, §5, §8).
 *
 * Design:
 * - One draft session per opening (src/offline/draft-session.ts, post-load lock of controls): every change
 *   is written on the device at once (throttled), staged after 2000 ms of quiet, GUARDAR commits after the
 *   500 ms debounce, X discards.
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
import { Alert, Button, Center, Group, Input, Loader, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import type { Signature } from '../../../contract/common';
import {
  developmentControlLimits as limits,
  therapies as therapyCatalogue,
} from '../../../contract/development-control';
import type { HistoryRecord } from '../../../contract/history';
import { formatChronologicalAge, formatCorrectedAge } from '../../../domain/age-display';
import { formatShortDate } from '../../../domain/date-format';
import { applyDevelopmentControlRules, toggleTherapy } from '../../../domain/development-control-rules';
import { developmentControlText as t } from '../../../i18n/psychology';
import type { CanguroDb } from '../../../offline/db';
import { POST_LOAD_LOCK_MS, type DraftSession, type DraftSource } from '../../../offline/draft-session';
import { useDraftSession } from '../../../offline/use-draft-session';
import { errorMessage, notifyError, notifySuccess } from '../../../ui/notifications/notify';
import { controlErrors, interventionTypes, toContent, toValues, type ControlValues } from './control-values';
import { DiagnosisMultiSelect, DiagnosisSelect } from './diagnosis-select';
import { LimitedTextarea } from './limited-textarea';
import { YesNoField } from './yes-no-field';

export interface DevelopmentControlEditorProps {
  db: CanguroDb;
  history: HistoryRecord;
  source: DraftSource;
  /** The signer: the professional signed in. */
  signature: Signature;
  /** A draft resumed from the device (X then discards something even without a change). */
  resumedDraft: boolean;
  /** The draft's key once open (the list leaves that draft out while it is edited). */
  onOpened?: (key: string) => void;
  /** The editor is done (saved, discarded or failed to open). */
  onFinished: () => void;
}

export function DevelopmentControlEditor(props: DevelopmentControlEditorProps) {
  const { db, history, source, signature, resumedDraft, onFinished } = props;
  const { session, state } = useDraftSession({
    db,
    kind: 'development-control',
    historyId: history.id,
    source,
    postLoadLockMs: POST_LOAD_LOCK_MS.control,
    validate: (content) => controlErrors(content, history.id),
  });
  const [hidden, setHidden] = useState(false);

  const close = () => {
    const hadSomething = session.getState().changed || resumedDraft;
    setHidden(true);
    session.close().then(
      () => {
        if (hadSomething) notifySuccess(t.discarded);
        onFinished();
      },
      (error: unknown) => {
        setHidden(false);
        notifyError(`${t.localWriteFailed} (${errorMessage(error)})`);
      },
    );
  };

  const saved = (committed: Promise<void>) => {
    setHidden(true);
    notifySuccess(t.saved);
    committed.then(onFinished, (error: unknown) => {
      setHidden(false);
      notifyError(`${t.localWriteFailed} (${errorMessage(error)})`);
    });
  };

  const { key, phase } = state;
  const { onOpened } = props;
  useEffect(() => {
    if (key) onOpened?.(key);
  }, [key, onOpened]);
  useEffect(() => {
    if (phase !== 'failed') return;
    notifyError(t.openFailed);
    onFinished();
  }, [phase, onFinished]);
  if (phase === 'failed') return null;

  const content = state.initialContent;
  const values = content ? toValues(content) : null;
  const date = values?.date ?? null;
  const birth = history.Iden_FechaParto;
  const gestationalDays =
    history.Pediatria.ExamenInicialPediatria.EIP_EdadGestacionalAlNacer.EIP_EG_DiasTotales;
  const title = [formatShortDate(date), values?.index === 0 ? t.first : t.followUp, t.kindTitle].join(' · ');

  return (
    <Modal
      opened={!hidden}
      onClose={close}
      size="xl"
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ 'aria-label': t.close, size: 'xl' }}
      title={
        <Stack gap={2}>
          <Text fw={700} size="lg" component="span">
            {values ? title : t.kindTitle}
          </Text>
          {values && date && (
            <Text size="sm" c="dimmed" component="span" data-testid="control-ages">
              {t.correctedAge}: {formatCorrectedAge(birth, gestationalDays, date)} · {t.chronologicalAge}:{' '}
              {formatChronologicalAge(birth, date)}
            </Text>
          )}
        </Stack>
      }
    >
      {values && state.key ? (
        <ControlForm
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

interface ControlFormProps {
  db: CanguroDb;
  session: DraftSession;
  initial: ControlValues;
  signature: Signature;
  lastStagedAt: number | null;
  writeError: unknown;
  onSaved: (committed: Promise<void>) => void;
}

function ControlForm({
  db,
  session,
  initial,
  signature,
  lastStagedAt,
  writeError,
  onSaved,
}: ControlFormProps) {
  const form = useForm<ControlValues>({
    mode: 'controlled',
    initialValues: initial,
    onValuesChange: (values, previous) => {
      const ruled = applyDevelopmentControlRules(previous, values);
      if (ruled !== values) {
        form.setValues({ therapies: ruled.therapies ?? [] });
        return;
      }
      session.change(toContent(values, signature));
    },
  });

  const save = () => {
    const result = session.save(toContent(form.getValues(), signature));
    if (result.ok) onSaved(result.committed);
    else if (result.errors) form.setErrors(result.errors);
  };

  const field = <K extends keyof ControlValues>(name: K) => ({
    value: form.values[name],
    onChange: (value: ControlValues[K]) => form.setFieldValue(name, value as never),
    error: (form.errors[name] as string | undefined) ?? null,
  });

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
          <Alert color="red" role="alert" title={t.localWriteFailed}>
            {errorMessage(writeError)}
          </Alert>
        )}
        <YesNoField label={t.graduated} {...field('graduated')} />
        <LimitedTextarea
          label={t.initialObservation}
          max={limits.initialObservation}
          {...field('initialObservation')}
        />
        <DiagnosisSelect db={db} label={t.primaryDiagnosis} {...field('primaryDiagnosis')} />
        <DiagnosisMultiSelect db={db} label={t.otherDiagnoses} {...field('otherDiagnoses')} />
        <LimitedTextarea
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
        <LimitedTextarea label={t.followUpField} max={limits.followUp} minRows={2} {...field('followUp')} />
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" pt="sm">
          <Stack gap={0} data-testid="control-signer">
            <Text size="sm" fw={600}>
              {signature.name}
            </Text>
            <Text size="sm" c="dimmed">
              {signature.email}
            </Text>
            <Text size="xs" c="dimmed" aria-live="polite" data-testid="control-draft-status">
              {lastStagedAt !== null ? t.draftSaved : ''}
            </Text>
          </Stack>
          <Button type="submit" size="md" mih={44}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
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
