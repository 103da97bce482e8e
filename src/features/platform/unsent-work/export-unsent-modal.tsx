/**
 * "Exportar cambios sin sincronizar": the dialog that saves the user's unsent work as a file encrypted
 * with their password (docs/offline.md "Exporting unsent work"). The password is checked against this
 * device before anything is read, so a typo never makes a file nobody can open; a long outbox shows its
 * progress; the file is saved as `canguro-cambios-<user>-<date>.canguro`. It opens from the sync panel or
 * from a document editor that could not store what was typed (src/state/unsent-export.ts), so it stands
 * above the editor's modal and the panel.
 */
import { Alert, Button, getDefaultZIndex, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { logFailure } from '../../../api/failure-log';
import { unsentWorkText as t } from '../../../i18n/unsent-work';
import { useUnsyncedCount } from '../../../offline/outbox-live';
import {
  exportUnsentWork,
  WrongPasswordError,
  type Progress as Step,
} from '../../../offline/unsent-transfer';
import { saveFile } from '../../../ui/files/save-file';
import { FilePasswordInput } from './file-password-input';

type Phase =
  | { name: 'idle' }
  | { name: 'checking' }
  | { name: 'collecting'; step: Step }
  | { name: 'encrypting' }
  | { name: 'done'; fileName: string; entries: number }
  | { name: 'failed'; message: string };

export interface ExportUnsentModalProps {
  opened: boolean;
  onClose: () => void;
}

export function ExportUnsentModal({ opened, onClose }: ExportUnsentModalProps) {
  // Counted while the dialog is open only (it is mounted closed, under every screen).
  const unsynced = useUnsyncedCount(opened);
  const [password, setPassword] = useState('');
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const busy = phase.name === 'checking' || phase.name === 'collecting' || phase.name === 'encrypting';

  const close = () => {
    if (busy) return;
    setPassword('');
    setPhase({ name: 'idle' });
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || password === '') return;
    setPhase({ name: 'checking' });
    exportUnsentWork({
      password,
      appVersion: __APP_VERSION__,
      onProgress: (step) =>
        setPhase(step.done < step.total ? { name: 'collecting', step } : { name: 'encrypting' }),
    })
      .then((file) => {
        saveFile(file.blob, file.fileName);
        setPassword('');
        setPhase({ name: 'done', fileName: file.fileName, entries: file.entries });
      })
      .catch((error: unknown) => {
        if (!(error instanceof WrongPasswordError)) logFailure('export of unsent work failed', error);
        const message = error instanceof WrongPasswordError ? t.exportWrongPassword : t.exportFailed;
        setPhase({ name: 'failed', message });
      });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t.exportTitle}
      centered
      closeOnEscape={!busy}
      zIndex={getDefaultZIndex('popover') + 1}
    >
      {phase.name === 'done' ? (
        <Stack gap="md">
          <Alert color="green" role="status" data-testid="export-done">
            {t.exported(phase.fileName, phase.entries)}
          </Alert>
          <Group justify="flex-end">
            <Button mih={44} onClick={close} data-autofocus>
              {t.close}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit}>
          <Stack gap="md">
            {/* The line is held while the count is read, the moment the dialog opens. */}
            <Text>{unsynced === undefined ? '\u00a0' : t.exportIntro(unsynced)}</Text>
            <Text size="sm">{t.exportHow}</Text>
            <FilePasswordInput
              hint={t.exportPasswordHint}
              value={password}
              onChange={setPassword}
              busy={busy}
              focused
            />
            {phase.name === 'failed' && (
              <Alert color="red" role="alert">
                {phase.message}
              </Alert>
            )}
            {busy && <ExportProgress phase={phase} />}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" mih={44} onClick={close} disabled={busy}>
                {t.cancel}
              </Button>
              <Button type="submit" mih={44} loading={busy} disabled={password === ''}>
                {t.exportAction}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function ExportProgress({ phase }: { phase: Phase }) {
  const text =
    phase.name === 'collecting'
      ? t.collecting(phase.step.done, phase.step.total)
      : phase.name === 'encrypting'
        ? t.encrypting
        : t.checking;
  const value =
    phase.name === 'collecting' && phase.step.total > 0
      ? (phase.step.done / phase.step.total) * 100
      : phase.name === 'encrypting'
        ? 100
        : 0;
  return (
    <Stack gap={4}>
      <Text size="sm" role="status">
        {text}
      </Text>
      <Progress value={value} aria-label={t.progressLabel} animated={phase.name !== 'collecting'} />
    </Stack>
  );
}
