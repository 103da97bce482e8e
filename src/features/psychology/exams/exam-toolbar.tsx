/**
 * The bar over an exam grid while today's column is open (spec 000 §2 "Bayley tab"): the autosave state,
 * 'Guardado hace …' or 'No se ha guardado', CANCELAR and GUARDAR. The save button is warning-coloured when
 * the column changed after its last save, success-coloured once saved (a draft staged, or the saved exam
 * reopened), the default colour before either.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { savedAgo } from '../../../domain/saved-ago';
import { AutosaveStatus } from '../../../document-kit/autosave-status';
import { useEditorValue, type DocumentEditor } from '../../../document-kit/document-editor';

export interface ExamToolbarProps {
  editor: DocumentEditor;
  texts: { save: string; cancel: string };
  /**
   * When the column was last saved before this opening (a resumed draft, a saved exam), if it was: read
   * once, so the draft that "Agregar" itself writes does not count as a save.
   */
  savedBefore: number | null;
  onSave: () => void;
}

export function ExamToolbar({ editor, texts, savedBefore: savedAtOpening, onSave }: ExamToolbarProps) {
  // Not the whole state: its written flag moves with every few keystrokes.
  const lastStagedAt = useEditorValue(editor, (state) => state.lastStagedAt);
  const changedSinceSave = useEditorValue(editor, (state) => state.changed && state.unstaged);
  const ready = useEditorValue(editor, (state) => state.phase === 'ready');
  const [savedBefore] = useState(savedAtOpening);
  const lastSaved = lastStagedAt ?? savedBefore;
  const color = changedSinceSave ? 'yellow' : lastSaved !== null ? 'green' : undefined;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Stack gap={0}>
        <SavedAgo at={lastSaved} />
        <AutosaveStatus editor={editor} />
        {editor.texts.draftSaved && (
          <Text
            size="xs"
            c="dimmed"
            aria-live="polite"
            data-testid="exam-draft-status"
            style={{ minHeight: '1lh' }}
          >
            {lastStagedAt !== null ? editor.texts.draftSaved : ''}
          </Text>
        )}
      </Stack>
      <Group gap="sm">
        <Button variant="default" mih={44} onClick={editor.close}>
          {texts.cancel}
        </Button>
        <Button
          mih={44}
          color={color}
          autoContrast
          data-state={changedSinceSave ? 'changed' : lastSaved !== null ? 'saved' : 'new'}
          onClick={onSave}
          disabled={!ready}
        >
          {texts.save}
        </Button>
      </Group>
    </Group>
  );
}

/** The label alone follows the clock (each second), not the grid under it. */
function SavedAgo({ at }: { at: number | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return (
    <Text size="sm" data-testid="saved-ago">
      {savedAgo(at, now)}
    </Text>
  );
}
