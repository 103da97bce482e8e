/**
 * The Evoluciones panel of the psychology view (spec 000 §2 "Evoluciones tab"): the "Opciones" menu with
 * "Evo. Desarrollo", the history's development controls (newest first) and the control modal. A
 * self-contained component: the psychology page shows it now, the six tabs later.
 *
 * Design:
 * - The list is the device's (src/offline/document-list.ts): the server's controls stored on the device
 *   with the local drafts over them, through a live query, so a control saved offline shows at once with
 *   its pending mark, and the mark goes when the server acknowledges it.
 * - The server's list is fetched when the panel opens and whenever the sync status's lastSyncAt changes
 *   (an entry was acknowledged). Offline the stored list stays.
 * - The CIE-10 catalogue is fetched once per user database here (the diagnosis search offline).
 * - A new control is "Primera" when the history has no control yet (saved or pending), else "Seguimiento";
 *   it carries its index (0 is the first visit) and today's date (Bogotá).
 * - "Evo. Familiar" (the family control) is not offered until it is built.
 * - `readOnly` (the external view, spec 000 §2 "Read-only view"): no "Opciones", no "Editar", and the
 *   list comes from the server as it is (an embedded view has no device store).
 */
import { Button, Center, Group, Loader, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { listDevelopmentControls } from '../../../api/development-control.api';
import { useSession } from '../../../api/session';
import type { Signature } from '../../../contract/common';
import { developmentControl } from '../../../contract/development-control';
import type { HistoryRecord } from '../../../contract/history';
import { bogotaDay } from '../../../domain/gestation';
import { evolutionsText as t } from '../../../i18n/psychology';
import { ensureCie10Catalogue } from '../../../offline/cie10-catalogue';
import { refreshDocumentList, useDocumentList, type DocumentListItem } from '../../../offline/document-list';
import type { DraftSource } from '../../../offline/draft-session';
import { useSessionDb } from '../../../offline/session-db';
import { getSyncStatus, subscribeSyncStatus } from '../../../offline/sync-client';
import { DevelopmentControlEditor } from '../development-control/development-control-editor';
import { useServerDocumentList } from '../read-only/use-server-document-list';
import { DevelopmentControlCard } from './development-control-card';

const KIND = 'development-control';

interface OpenEditor {
  id: number;
  source: DraftSource;
  resumedDraft: boolean;
}

export function EvolutionsPanel({
  history,
  readOnly = false,
}: {
  history: HistoryRecord;
  readOnly?: boolean;
}) {
  const db = useSessionDb();
  const user = useSession().user;
  const deviceList = useDocumentList(KIND, history.id, developmentControl.idField);
  const serverList = useServerDocumentList(
    KIND,
    history.id,
    developmentControl.idField,
    listDevelopmentControls,
    readOnly,
  );
  const list = readOnly ? serverList : deviceList;
  const lastSyncAt = useSyncExternalStore(subscribeSyncStatus, () => getSyncStatus()?.lastSyncAt ?? null);
  const [editor, setEditor] = useState<OpenEditor | null>(null);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [openings, setOpenings] = useState(0);

  useEffect(() => {
    if (!db || readOnly) return;
    refreshDocumentList(db, KIND, history.id, listDevelopmentControls).catch((error: unknown) =>
      console.warn('Development controls not refreshed (the stored list stays)', error),
    );
  }, [db, history.id, lastSyncAt, readOnly]);

  useEffect(() => {
    if (!db || readOnly) return;
    ensureCie10Catalogue(db).catch((error: unknown) =>
      console.warn('CIE-10 catalogue not stored yet', error),
    );
  }, [db, readOnly]);

  const finish = useCallback(() => {
    setEditor(null);
    setEditingKey(null);
  }, []);

  const items = (list?.items ?? []).filter(
    (item) => !(item.status === 'draft' && item.draftKey === editingKey),
  );
  const saved = items.filter((item) => item.status !== 'draft').length;

  const openNew = () => {
    setOpenings(openings + 1);
    setEditor({
      id: openings + 1,
      resumedDraft: false,
      source: {
        type: 'new',
        content: { date: bogotaDay(new Date().toISOString()), index: saved },
      },
    });
  };

  const openItem = (item: DocumentListItem) => {
    setOpenings(openings + 1);
    const resumedDraft = item.status === 'draft' || item.unsavedChanges;
    const source: DraftSource = item.serverId
      ? { type: 'server', id: item.serverId, content: item.editContent }
      : { type: 'draft', key: item.draftKey! };
    setEditor({ id: openings + 1, source, resumedDraft });
  };

  const signature: Signature | null = user
    ? {
        id: user.id,
        name: user.name,
        email: user.email,
        numeroRegistro: user.numeroRegistro,
        especialidad: user.especialidad,
      }
    : null;

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="evolutions-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id="evolutions-title">
            {t.title}
          </Title>
          {!readOnly && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button mih={44} variant="default">
                  {t.options}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item mih={44} onClick={openNew} disabled={!db || !signature}>
                  {t.developmentControl}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        {list === undefined || (!list.fetched && items.length === 0 && navigator.onLine) ? (
          <Center py="lg">
            <Loader aria-label={t.loading} />
          </Center>
        ) : items.length === 0 ? (
          <Text c="dimmed" data-testid="controls-empty">
            {t.empty}
          </Text>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            aria-label={t.listLabel}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {[...items].reverse().map((item) => (
              <li key={item.key}>
                <DevelopmentControlCard item={item} onEdit={readOnly ? undefined : () => openItem(item)} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      {editor && db && signature && !readOnly && (
        <DevelopmentControlEditor
          key={editor.id}
          db={db}
          history={history}
          source={editor.source}
          signature={signature}
          resumedDraft={editor.resumedDraft}
          onOpened={setEditingKey}
          onFinished={finish}
        />
      )}
    </Paper>
  );
}
