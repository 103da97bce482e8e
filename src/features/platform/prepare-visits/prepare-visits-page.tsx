/**
 * "Preparar visitas" (DESIGN.md "The read path"; docs/visit-preparation.md): before leaving the clinic, the
 * professional chooses the day's histories (patient search, or the histories recently opened on this
 * device) and downloads each with everything its screens read. Progress per history and in total;
 * failures retried, then named; the device's storage and its persistence shown; the prepared histories
 * listed with their download time, "Actualizar" and "Quitar del dispositivo".
 */
import { Badge, Button, Group, Loader, Paper, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useSession } from '../../../api/session';
import type { HistorySummary } from '../../../contract/history';
import { formatDateTime } from '../../../domain/date-format';
import { visitPreparationText as t } from '../../../i18n/prepare-visits';
import { useSessionDb } from '../../../offline/session-db';
import {
  failedCalls,
  preparationFraction,
  removePreparedHistory,
  totalFraction,
  usePreparedHistories,
  useRecentHistories,
  type HistoryProgress,
  type PreparedHistory,
  type StoredHistoryName,
} from '../../../offline/visit-preparation';
import { useOnline } from '../../../api/server-reachability';
import { PageHeading } from '../../../ui/layout/page-heading';
import { notifyError, notifySuccess } from '../../../ui/notifications/notify';
import { useHistorySearch } from '../patient-search/use-history-search';
import { StoragePanel } from './storage-panel';
import { useVisitPreparation, type VisitPreparation } from './use-visit-preparation';

const RECENT_LIMIT = 12;

const nameOfSummary = (row: HistorySummary): StoredHistoryName => ({
  historyId: row.id,
  patientName: row.Iden_nombreCompletoPaciente,
  code: row.EGNDT,
});

export function PrepareVisitsPage() {
  const preparation = useVisitPreparation();
  const online = useOnline();
  return (
    <Stack gap="lg" maw={960}>
      <PageHeading title={t.title} intro={t.intro} />
      <ChooseHistories preparation={preparation} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t.selectedTitle}
          </Title>
          {preparation.selected.length === 0 ? (
            <Text c="dimmed">{t.noneSelected}</Text>
          ) : (
            <Group gap="xs">
              {preparation.selected.map((history) => (
                <Button
                  key={history.historyId}
                  variant="light"
                  mih={44}
                  aria-label={t.removeFromList(history.patientName)}
                  onClick={() => preparation.remove(history.historyId)}
                  disabled={preparation.running}
                  rightSection={<span aria-hidden>×</span>}
                >
                  {history.patientName}
                </Button>
              ))}
            </Group>
          )}
          <Group>
            <Button
              size="md"
              mih={44}
              onClick={() => void preparation.download()}
              disabled={!online || preparation.running || preparation.selected.length === 0}
              loading={preparation.running}
            >
              {t.download}
            </Button>
            {!online && <Text c="dimmed">{t.downloadOffline}</Text>}
          </Group>
          {preparation.progress && <DownloadProgress preparation={preparation} />}
        </Stack>
      </Paper>
      <PreparedList preparation={preparation} online={online} />
      <StoragePanel />
    </Stack>
  );
}

function ChooseHistories({ preparation }: { preparation: VisitPreparation }) {
  const { user } = useSession();
  const [query, setQuery] = useState('');
  const search = useHistorySearch(query, user?.sede.map((site) => site.id) ?? []);
  const recent = useRecentHistories(RECENT_LIMIT);
  const chosen = new Set(preparation.selected.map((h) => h.historyId));

  const addButton = (history: StoredHistoryName) => (
    <Button
      size="sm"
      mih={44}
      variant={chosen.has(history.historyId) ? 'light' : 'default'}
      disabled={chosen.has(history.historyId) || preparation.running}
      aria-label={t.add(history.patientName)}
      onClick={() => preparation.add(history)}
    >
      {chosen.has(history.historyId) ? t.added : t.addShort}
    </Button>
  );

  const row = (history: StoredHistoryName) => (
    <Group key={history.historyId} justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0}>
        <Text fw={600}>{history.patientName}</Text>
        <Text size="sm" c="dimmed">
          {history.code}
        </Text>
      </Stack>
      {addButton(history)}
    </Group>
  );

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          {t.chooseTitle}
        </Title>
        <TextInput
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          size="md"
        />
        {search.onDevice && search.status !== 'idle' && <Text c="dimmed">{t.searchOffline}</Text>}
        {search.status === 'loading' && (
          <Group gap="xs">
            <Loader size="sm" aria-label={t.searching} />
            <Text c="dimmed">{t.searching}</Text>
          </Group>
        )}
        {search.status === 'ready' && search.results.length === 0 && <Text c="dimmed">{t.noResults}</Text>}
        {search.status === 'ready' && search.results.length > 0 && (
          <Stack gap="xs" role="list" aria-label={t.searchLabel}>
            {search.results.slice(0, 20).map((result) => (
              <div role="listitem" key={result.id}>
                {row(nameOfSummary(result))}
              </div>
            ))}
          </Stack>
        )}
        <Title order={4} size="h5">
          {t.recentTitle}
        </Title>
        <LoadedList items={recent} label={t.recentTitle} empty={t.noRecent} gap="xs">
          {(history) => (
            <div role="listitem" key={history.historyId}>
              {row(history)}
            </div>
          )}
        </LoadedList>
      </Stack>
    </Paper>
  );
}

function DownloadProgress({ preparation }: { preparation: VisitPreparation }) {
  const progress = preparation.progress ?? [];
  const total = Math.round(totalFraction(progress) * 100);
  return (
    <Stack gap="sm" aria-live="polite">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t.totalProgress}: {total} %
        </Text>
        <Progress.Root size="lg">
          <Progress.Section value={total} aria-label={t.totalProgress} />
        </Progress.Root>
      </Stack>
      {progress.map((history) => (
        <HistoryProgressRow
          key={history.historyId}
          history={history}
          name={preparation.names[history.historyId] ?? history.historyId}
        />
      ))}
    </Stack>
  );
}

function HistoryProgressRow({ history, name }: { history: HistoryProgress; name: string }) {
  const fraction = Math.round(preparationFraction(history) * 100);
  const done = history.calls.filter((call) => call.state === 'done' || call.state === 'failed').length;
  const retrying = history.calls.find((call) => call.state === 'retrying');
  const failed = failedCalls(history);
  return (
    <Stack gap={4} data-testid="history-progress" data-history-id={history.historyId}>
      <Group justify="space-between">
        <Text size="sm">{name}</Text>
        <Text size="sm" c="dimmed">
          {t.callsDone(done, history.calls.length)}
        </Text>
      </Group>
      <Progress.Root size="md">
        <Progress.Section
          value={fraction}
          color={failed.length ? 'red' : undefined}
          aria-label={t.historyProgress(name)}
        />
      </Progress.Root>
      {retrying && (
        <Text size="xs" c="dimmed">
          {t.retrying(retrying.what, retrying.attempts + 1)}
        </Text>
      )}
      {failed.length > 0 && (
        <Text size="sm" c="red.8" role="alert">
          {t.failed(failed)}
        </Text>
      )}
    </Stack>
  );
}

function PreparedList({ preparation, online }: { preparation: VisitPreparation; online: boolean }) {
  const prepared = usePreparedHistories();
  const namesOf = (list: readonly PreparedHistory[]): StoredHistoryName[] =>
    list.map((h) => h.name ?? { historyId: h.historyId, patientName: t.unknownHistory, code: '' });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t.preparedTitle}
          </Title>
          {prepared && prepared.length > 1 && (
            <Button
              variant="default"
              mih={44}
              disabled={!online || preparation.running}
              onClick={() => void preparation.download(namesOf(prepared))}
            >
              {t.updateAll}
            </Button>
          )}
        </Group>
        <LoadedList items={prepared} label={t.preparedTitle} empty={t.noPrepared} gap="sm">
          {(history) => (
            <PreparedRow
              key={history.historyId}
              history={history}
              name={namesOf([history])[0]!}
              preparation={preparation}
              online={online}
            />
          )}
        </LoadedList>
      </Stack>
    </Paper>
  );
}

/** A list of histories: a loader while it loads, its empty text, else one item each (children draws it). */
function LoadedList<T>({
  items,
  label,
  empty,
  gap,
  children,
}: {
  items: readonly T[] | undefined;
  label: string;
  empty: string;
  gap: 'xs' | 'sm';
  children: (item: T) => ReactNode;
}) {
  if (items === undefined) return <Loader size="sm" aria-label={label} />;
  if (items.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap={gap} role="list" aria-label={label}>
      {items.map(children)}
    </Stack>
  );
}

function PreparedRow({
  history,
  name,
  preparation,
  online,
}: {
  history: PreparedHistory;
  name: StoredHistoryName;
  preparation: VisitPreparation;
  online: boolean;
}) {
  const db = useSessionDb();
  const remove = async () => {
    if (!db) return;
    try {
      const result = await removePreparedHistory(db, history.historyId);
      if (result === 'removed') notifySuccess(t.removed);
      else notifyError(t.unsynced);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Group
      role="listitem"
      justify="space-between"
      wrap="wrap"
      gap="sm"
      data-testid="prepared-history"
      data-history-id={history.historyId}
    >
      <Stack gap={2}>
        <Text fw={600}>{name.patientName}</Text>
        <Group gap="xs">
          {history.failed.length === 0 ? (
            <Badge color="teal" variant="light" c="teal.9">
              {t.available}
            </Badge>
          ) : (
            <Badge color="yellow" variant="filled" c="dark.9">
              {t.incomplete(history.failed)}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {t.downloadedAt(formatDateTime(new Date(history.downloadedAt)))}
          </Text>
        </Group>
      </Stack>
      <Group gap="xs">
        <Button
          variant="default"
          mih={44}
          aria-label={t.updateNamed(name.patientName)}
          disabled={!online || preparation.running}
          onClick={() => void preparation.download([name])}
        >
          {t.update}
        </Button>
        <Button
          variant="subtle"
          color="red"
          mih={44}
          aria-label={t.removeNamed(name.patientName)}
          disabled={preparation.running}
          onClick={() => void remove()}
        >
          {t.removeFromDevice}
        </Button>
      </Group>
    </Group>
  );
}
