/**
 * The autosave state of an open document in words (./autosave-state.ts): "Guardando…", "No guardado en
 * el dispositivo", "Guardado en el dispositivo", "Pendiente de sincronizar", or nothing. It follows the draft session by itself, so the
 * form around it is not drawn again for each change of state, and keeps its line when empty, so what is
 * under it (a grid of 225 rows) does not move, and is not laid out and painted again, as the words come
 * and go.
 */
import { Text } from '@mantine/core';
import { formText as t } from '../i18n/forms';
import { useDraftEntryCount } from '../offline/outbox-live';
import { autosaveState } from './autosave-state';
import { useEditorState, type DocumentEditor } from './editor-state';

export function AutosaveStatus({ editor }: { editor: DocumentEditor }) {
  const state = useEditorState(editor);
  const inOutbox = useDraftEntryCount(state.key);
  const autosave = autosaveState(state, inOutbox);
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
