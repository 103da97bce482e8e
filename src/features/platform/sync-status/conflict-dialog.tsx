import { Button, getDefaultZIndex, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { logFailure } from '../../../api/failure-log';
import { DialogActions } from '../../../ui/modals/dialog-actions';
import { touchTarget } from '../../../ui/touch-target';
import type { FieldConflict } from '../../../domain/three-way-merge';
import { conflictText as t, documentFieldLabel } from '../../../i18n/offline';
import type { FieldChoice } from '../../../offline/conflicts';
import type { DraftRow } from '../../../offline/db';
import { resolveDraftConflict } from '../../../offline/conflicts-live';
import { mergeableByHand, writtenBy } from './conflict-format';
import { ConflictValue } from './conflict-value';
import classes from './sync-status.module.css';

export interface ConflictDialogProps {
  /** The draft in conflict; null: closed. */
  draft: DraftRow | null;
  fields: FieldConflict[];
  now: number;
  onClose: () => void;
}

export type Side = 'device' | 'server' | 'hand';

/**
 * Per conflicting field: its label, this device's value and the server's side by side with who wrote each
 * and when, and a choice — keep one side, or (text) merge by hand in a textarea that starts with both.
 * "Enviar elección" sends the result on the server's version (src/offline/conflicts.ts). The server's
 * value is chosen by default, so Enter alone keeps what another user saved. Opens over the sync panel.
 */
export function ConflictDialog({ draft, fields, now, onClose }: ConflictDialogProps) {
  const [sides, setSides] = useState<Record<string, Side>>({});
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [changed, setChanged] = useState(false);
  const conflict = draft?.conflict ?? null;

  const close = () => {
    setSides({});
    setTyped({});
    setChanged(false);
    onClose();
  };

  const send = () => {
    if (!draft) return;
    setSending(true);
    resolveDraftConflict(draft.key, fieldChoices(fields, sides, typed))
      .then((sent) => (sent ? close() : setChanged(true)))
      .catch((error: unknown) => logFailure('resolution of a conflict failed', error))
      .finally(() => setSending(false));
  };

  return (
    <Modal
      opened={draft !== null && conflict !== null}
      onClose={close}
      title={t.dialogTitle}
      size="lg"
      centered
      zIndex={getDefaultZIndex('popover') + 1}
    >
      {draft && conflict && (
        <Stack gap="md">
          <Text size="sm">{t.dialogIntro}</Text>
          {fields.map((field) => (
            <ConflictField
              key={field.field}
              kind={draft.kind}
              field={field}
              side={sides[field.field] ?? 'server'}
              onSide={(side) => setSides((all) => ({ ...all, [field.field]: side }))}
              typed={typed[field.field] ?? handStart(field.mine, field.theirs)}
              onTyped={(text) => setTyped((all) => ({ ...all, [field.field]: text }))}
              device={writtenBy(null, draft.updatedAt, now, true)}
              server={writtenBy(conflict.updatedBy, conflict.updatedAt, now, false)}
            />
          ))}
          {changed && (
            <Text size="sm" c="red.9" role="alert">
              {t.changed}
            </Text>
          )}
          <DialogActions cancel={t.cancel} onCancel={close} gap="xs">
            <Button mih={touchTarget} loading={sending} onClick={send} data-autofocus>
              {t.send}
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Modal>
  );
}

/** What a hand merge starts from: both texts, this device's first. */
export const handStart = (mine: unknown, theirs: unknown): string =>
  [mine, theirs].filter((v): v is string => typeof v === 'string' && v !== '').join('\n');

/** The user's choice per conflicting field from the dialog's sides and typed texts (the server's by default). */
export function fieldChoices(
  fields: readonly FieldConflict[],
  sides: Readonly<Record<string, Side>>,
  typed: Readonly<Record<string, string>>,
): Record<string, FieldChoice> {
  return Object.fromEntries(
    fields.map(({ field, mine, theirs }): [string, FieldChoice] => {
      const side = sides[field] ?? 'server';
      return [field, side === 'hand' ? { value: typed[field] ?? handStart(mine, theirs) } : { keep: side }];
    }),
  );
}

/** One conflicting field of a document or a table's row: both values, and the user's choice. */
export function ConflictField({
  kind,
  field,
  side,
  onSide,
  typed,
  onTyped,
  device,
  server,
}: {
  /** The document kind or row resource, for the field's label. */
  kind: string;
  field: FieldConflict;
  side: Side;
  onSide: (side: Side) => void;
  typed: string;
  onTyped: (text: string) => void;
  device: string;
  server: string;
}) {
  const label = documentFieldLabel(kind, field.field);
  const byHand = mergeableByHand(field.mine, field.theirs);
  return (
    <fieldset className={classes.conflictField} data-testid="conflict-field">
      <legend className={classes.itemTitle}>{label}</legend>
      <div className={classes.conflictSides}>
        <ConflictSide heading={`${t.thisDevice} · ${device}`}>
          <ConflictValue kind={kind} field={field.field} value={field.mine} />
        </ConflictSide>
        <ConflictSide heading={`${t.server} · ${server}`}>
          <ConflictValue kind={kind} field={field.field} value={field.theirs} />
        </ConflictSide>
      </div>
      <Radio.Group value={side} onChange={(value) => onSide(value)} aria-label={label}>
        <Group gap="md" mt="xs">
          <Radio value="device" label={t.keepDevice} />
          <Radio value="server" label={t.keepServer} />
          {byHand && <Radio value="hand" label={t.mergeByHand} />}
        </Group>
      </Radio.Group>
      {side === 'hand' && (
        <Textarea
          mt="xs"
          label={t.merged(label)}
          autosize
          minRows={3}
          value={typed}
          onChange={(event) => onTyped(event.currentTarget.value)}
        />
      )}
    </fieldset>
  );
}

/** One side's value under who wrote it and when. */
function ConflictSide({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <div>
      <Text size="xs" c="dimmed" id={headingId}>
        {heading}
      </Text>
      <Text size="sm" className={classes.conflictValue} aria-labelledby={headingId}>
        {children}
      </Text>
    </div>
  );
}
