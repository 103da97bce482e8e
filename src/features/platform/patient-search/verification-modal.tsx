import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { HistorySummary } from '../../../contract/history';
import { isVerificationCodeValid, VERIFICATION_DIGITS } from '../../../domain/verification';
import { verificationText } from '../../../i18n/platform';

export interface VerificationModalProps {
  /** The chosen result; kept while the modal closes so its content does not vanish mid-transition. */
  history: HistorySummary | null;
  opened: boolean;
  /** Cancel, Escape, or the end of a verification. */
  onClose: () => void;
  /** The digits matched: open the history; resolve false when it could not be loaded. */
  onVerified: (history: HistorySummary) => Promise<boolean>;
  /** The digits did not match (the caller shows "Los datos no coinciden"). */
  onMismatch: () => void;
}

/**
 * "Verificación" (spec 000 §2, §5): the last 3 digits of the mother's document, or of the temporary
 * custodian's for a substitute mother. The check runs on the device (the documents come with the search
 * result). The production build never accepts the development code.
 */
export function VerificationModal({
  history,
  opened,
  onClose,
  onVerified,
  onMismatch,
}: VerificationModalProps) {
  return (
    <Modal
      opened={opened && history !== null}
      onClose={onClose}
      title={verificationText.title}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {history && (
        <VerificationForm
          key={history.id}
          history={history}
          onCancel={onClose}
          onVerified={onVerified}
          onMismatch={onMismatch}
        />
      )}
    </Modal>
  );
}

interface VerificationFormProps {
  history: HistorySummary;
  onCancel: () => void;
  onVerified: (history: HistorySummary) => Promise<boolean>;
  onMismatch: () => void;
}

function VerificationForm({ history, onCancel, onVerified, onMismatch }: VerificationFormProps) {
  const [code, setCode] = useState('');
  const [opening, setOpening] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (opening || code.trim().length !== VERIFICATION_DIGITS) return;
    if (!isVerificationCodeValid(code, history, { production: import.meta.env.PROD })) {
      onMismatch();
      return;
    }
    setOpening(true);
    const opened = await onVerified(history);
    if (!opened) setOpening(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <div>
          <Text fw={700}>{history.Iden_nombreCompletoPaciente}</Text>
          <Text size="sm" c="gray.7">
            {history.EGNDT}
          </Text>
        </div>
        <Text>
          {history.Iden_MadreSustituta ? verificationText.promptSubstitute : verificationText.prompt}
        </Text>
        <TextInput
          label={verificationText.label}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\s/g, ''))}
          maxLength={VERIFICATION_DIGITS}
          inputMode="numeric"
          autoComplete="off"
          size="md"
          data-autofocus
          styles={{ input: { letterSpacing: '0.4em', fontSize: 22, textAlign: 'center', maxWidth: 160 } }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onCancel}>
            {verificationText.cancel}
          </Button>
          <Button
            type="submit"
            mih={44}
            loading={opening}
            disabled={code.trim().length !== VERIFICATION_DIGITS}
          >
            {verificationText.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
