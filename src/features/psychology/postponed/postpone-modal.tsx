import { Button, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import * as v from 'valibot';
import { POSTPONED_MOTIVE_MAX, postponedMotive } from '../../../contract/postponed';
import { postponedText as t } from '../../../i18n/psychology-view';
import { CountedTextarea } from '../../../ui/inputs/counted-textarea';
import { DialogActions } from '../../../ui/modals/dialog-actions';
import { touchTarget } from '../../../ui/touch-target';

export interface PostponeModalProps {
  /** "Bayley" or "Griffiths". */
  exam: string;
  opened: boolean;
  onClose: () => void;
  /** Resolves once the postponement is stored on the device and queued. */
  onConfirm: (motive: string) => Promise<void>;
}

/**
 * The "Aplazar" modal (spec 000 §2 "The 'Aplazar' modal asks for a 'Motivo'"). The motive is required and
 * at most 500 characters (src/contract/postponed.ts, the server's rule); nothing typed is lost on an error.
 */
export function PostponeModal({ exam, opened, onClose, onConfirm }: PostponeModalProps) {
  const [motive, setMotive] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setMotive('');
    setError(null);
    onClose();
  };

  const confirm = async () => {
    const checked = v.safeParse(postponedMotive, motive);
    if (!checked.success) {
      setError(checked.issues[0].message);
      return;
    }
    setSaving(true);
    try {
      await onConfirm(checked.output);
      setMotive('');
      setError(null);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t.modalTitle(exam)} centered closeOnClickOutside={false}>
      <Stack gap="md">
        <CountedTextarea
          label={t.motiveLabel}
          max={POSTPONED_MOTIVE_MAX}
          value={motive}
          onChange={(value) => {
            setMotive(value);
            if (error) setError(null);
          }}
          error={error}
        />
        <DialogActions cancel={t.cancel} onCancel={close}>
          <Button mih={touchTarget} loading={saving} onClick={() => void confirm()}>
            {t.confirm}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
