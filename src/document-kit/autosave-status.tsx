/**
 * The autosave state of an open document in words (./autosave-state.ts): "Guardando…", "No guardado en
 * el dispositivo", "Guardado en el dispositivo", "Pendiente de sincronizar", or nothing. It follows the
 * session's flags as shown (`shownAutosaveFlags`: steady while the user types) by itself, so neither it nor
 * the form around it is drawn again for each write, and keeps its line when empty, so what is under it (a
 * grid of 225 rows) does not move, and is not laid out and painted again, as the words come and go.
 */
import { Text } from '@mantine/core';
import { useMemo, useSyncExternalStore } from 'react';
import { formText as t } from '../i18n/forms';
import { useDraftEntryCount } from '../offline/outbox-live';
import { autosaveState, shownAutosaveFlags } from './autosave-state';
import { useEditorValue, type DocumentEditor } from './editor-state';

export function AutosaveStatus({ editor }: { editor: DocumentEditor }) {
  const { session } = editor;
  const shown = useMemo(() => shownAutosaveFlags(session), [session]);
  const flags = useSyncExternalStore(shown.subscribe, shown.get, shown.get);
  const inOutbox = useDraftEntryCount(useEditorValue(editor, (state) => state.key));
  const autosave = autosaveState(flags, inOutbox);
  const status =
    autosave === 'saving'
      ? t.autosave.saving
      : autosave === 'not-stored'
        ? t.autosave.notStored
        : autosave === 'saved-on-device'
          ? t.autosave.savedOnDevice
          : autosave === 'pending-sync'
            ? t.autosave.pendingSync
            : '';
  return (
    <Text
      size="xs"
      c="dimmed"
      aria-live="polite"
      data-testid="autosave-state"
      data-state={autosave}
      style={{ minHeight: '1lh' }}
    >
      {status}
    </Text>
  );
}
