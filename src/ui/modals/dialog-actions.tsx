/**
 * The buttons at the foot of a dialog: the plain cancel button first, then the dialog's own actions,
 * right-aligned, each a touch target (children pass `mih={touchTarget}` on their own buttons).
 */
import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { touchTarget } from '../touch-target';

export function DialogActions({
  cancel,
  onCancel,
  gap,
  children,
}: {
  /** The cancel button's text ('Cancelar'). */
  cancel: string;
  onCancel: () => void;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Group justify="flex-end" gap={gap}>
      <Button variant="default" mih={touchTarget} onClick={onCancel}>
        {cancel}
      </Button>
      {children}
    </Group>
  );
}
