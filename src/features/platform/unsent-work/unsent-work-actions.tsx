/**
 * The sync panel's way out for work that cannot reach the server from this device: a button that opens
 * the export dialog (./export-unsent-modal.tsx, rendered by the panel's owner outside the popover) and a
 * link to the import screen.
 */
import { Anchor, Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { unsentWorkText as t } from '../../../i18n/unsent-work';

export const IMPORT_UNSENT_PATH = '/import-changes';

export interface UnsentWorkActionsProps {
  /** Opens the export dialog (the panel closes first, so the two never fight for the focus). */
  onExport: () => void;
  /** The link was followed: the panel closes. */
  onNavigate: () => void;
}

export function UnsentWorkActions({ onExport, onNavigate }: UnsentWorkActionsProps) {
  return (
    <Stack gap={4} align="flex-start">
      <Button variant="default" mih={44} onClick={onExport}>
        {t.exportTitle}
      </Button>
      <Anchor component={Link} to={IMPORT_UNSENT_PATH} onClick={onNavigate} size="sm" py="xs">
        {t.importLink}
      </Anchor>
    </Stack>
  );
}
