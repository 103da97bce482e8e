import { Button, getDefaultZIndex, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { logFailure } from '../../../api/failure-log';
import { DialogActions } from '../../../ui/modals/dialog-actions';
import { touchTarget } from '../../../ui/touch-target';
import { conflictText, documentFieldLabel, rowConflictText as t } from '../../../i18n/offline';
import type { RowChoice, RowConflict } from '../../../offline/row-conflicts';
import { rowAuthor, rowUpdatedAt } from '../../../offline/row-conflicts';
import { resolveRowChoice } from '../../../offline/row-conflicts-live';
import { rowRegistry } from '../../../contract/registry';
import { ConflictField, fieldChoices, handStart, type Side } from './conflict-dialog';
import { writtenBy } from './conflict-format';
import { ConflictValue } from './conflict-value';
import classes from './sync-status.module.css';

export interface RowConflictDialogProps {
  /** The row write in conflict; null: closed. */
  conflict: RowConflict | null;
  now: number;
  onClose: () => void;
}

/**
 * A table row's conflict (docs/offline.md "Row conflicts"). Fields changed on both sides: per field, as for
 * documents (./conflict-dialog.tsx). A row deleted on one side and changed on the other: the row's values
 * and one choice, keep the row or let it go; keeping it is the default, so Enter alone loses nothing.
 */
export function RowConflictDialog({ conflict, now, onClose }: RowConflictDialogProps) {
  const [sides, setSides] = useState<Record<string, Side>>({});
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [row, setRow] = useState<'keep' | 'let-go'>('keep');
  const [sending, setSending] = useState(false);
  const [changed, setChanged] = useState(false);

  const close = () => {
    setSides({});
    setTyped({});
    setRow('keep');
    setChanged(false);
    onClose();
  };

  const send = () => {
    if (!conflict) return;
    const choice: RowChoice =
      conflict.fields.length > 0 ? { fields: fieldChoices(conflict.fields, sides, typed) } : { row };
    setSending(true);
    resolveRowChoice(conflict.seq, choice)
      .then((sent) => (sent ? close() : setChanged(true)))
      .catch((error: unknown) => logFailure('resolution of a row conflict failed', error))
      .finally(() => setSending(false));
  };

  const device = conflict ? writtenBy(null, conflict.madeAt, now, true) : '';
  const server = conflict
    ? writtenBy(rowAuthor(conflict.current), rowUpdatedAt(conflict.current), now, false)
    : '';
  // A deletion against a change: the values that would be lost by letting the row go.
  const shown = conflict?.method === 'PUT' ? conflict.mine : conflict?.current;

  return (
    <Modal
      opened={conflict !== null}
      onClose={close}
      title={t.dialogTitle}
      size="lg"
      centered
      zIndex={getDefaultZIndex('popover') + 1}
    >
      {conflict && (
        <Stack gap="md">
          {conflict.fields.length > 0 ? (
            <>
              <Text size="sm">{t.fieldsIntro}</Text>
              {conflict.fields.map((field) => (
                <ConflictField
                  key={field.field}
                  kind={conflict.resource}
                  field={field}
                  side={sides[field.field] ?? 'server'}
                  onSide={(side) => setSides((all) => ({ ...all, [field.field]: side }))}
                  typed={typed[field.field] ?? handStart(field.mine, field.theirs)}
                  onTyped={(text) => setTyped((all) => ({ ...all, [field.field]: text }))}
                  device={device}
                  server={server}
                />
              ))}
            </>
          ) : (
            <>
              <Text size="sm">{conflict.method === 'PUT' ? t.deletedThereIntro : t.changedThereIntro}</Text>
              <div className={classes.conflictField}>
                <Text size="xs" c="dimmed">
                  {conflict.method === 'PUT'
                    ? `${t.yourValues} · ${device}`
                    : `${t.serverValues} · ${server}`}
                </Text>
                <dl className={classes.rowValues}>
                  {Object.keys(rowRegistry[conflict.resource].rowFields).map((field) => (
                    <div key={field}>
                      <dt>{documentFieldLabel(conflict.resource, field)}</dt>
                      <dd>
                        <ConflictValue kind={conflict.resource} field={field} value={shown?.[field]} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
              <Radio.Group
                value={row}
                onChange={(value) => setRow(value === 'let-go' ? 'let-go' : 'keep')}
                label={t.choice}
              >
                <Stack gap="xs" mt="xs">
                  <Radio value="keep" label={conflict.method === 'PUT' ? t.keepMine : t.keepServer} />
                  <Radio
                    value="let-go"
                    label={conflict.method === 'PUT' ? t.acceptDeletion : t.deleteAnyway}
                  />
                </Stack>
              </Radio.Group>
            </>
          )}
          {changed && (
            <Text size="sm" c="red.9" role="alert">
              {conflictText.changed}
            </Text>
          )}
          <DialogActions cancel={conflictText.cancel} onCancel={close} gap="xs">
            <Button mih={touchTarget} loading={sending} onClick={send} data-autofocus>
              {conflictText.send}
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Modal>
  );
}
