import { Button, Modal, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { POSTPONED_MOTIVE_MAX, postponedMotive } from '../../../contract/postponed';
import { postponedText as t } from '../../../i18n/psychology-view';
import { useKeptTyping } from '../../../offline/kept-typing';
import { CountedTextarea } from '../../../ui/inputs/counted-textarea';
import { DialogActions } from '../../../ui/modals/dialog-actions';
import { touchTarget } from '../../../ui/touch-target';

export interface PostponeModalProps {
  /** "Bayley" or "Griffiths". */
  exam: string;
  opened: boolean;
  /** Where the motive being typed is kept on the device until it is postponed with or given up. */
  keptAs: { key: string; historyId: string };
  onClose: () => void;
  /** Resolves once the postponement is stored on the device and queued. */
  onConfirm: (motive: string) => Promise<void>;
}

/** The kept record: one entry, so a prepared history holding it counts one thing typed. */
interface KeptMotive {
  motive: string;
}

/**
 * The "Aplazar" modal (spec 000 §2 "The 'Aplazar' modal asks for a 'Motivo'"). The motive is required and
 * at most 500 characters (src/contract/postponed.ts, the server's rule); nothing typed is lost on an error,
 * nor by a reload or a closed tab: the motive is kept on the device, sealed (src/offline/kept-typing.ts),
 * and comes back when the modal opens again, until "Aplazar" stores the postponement or "Cancelar" gives
 * it up.
 */
export function PostponeModal({ exam, opened, keptAs, onClose, onConfirm }: PostponeModalProps) {
  const kept = useKeptTyping<KeptMotive>(keptAs.key, keptAs.historyId);
  const [motive, setMotive] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened) return;
    let live = true;
    void kept.read().then((stored) => {
      const typed = stored?.motive;
      if (live && typed) setMotive((current) => current || typed);
    });
    return () => {
      live = false;
    };
  }, [opened, kept]);

  const close = () => {
    kept.clear();
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
      kept.clear();
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
            if (value) kept.write({ motive: value });
            else kept.clear();
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
