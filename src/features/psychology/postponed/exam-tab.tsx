/**
 * The Bayley and Griffiths tabs (spec 000 §2 "Bayley tab", "Griffiths tab", §4 "Postponing"): the
 * "Opciones" menu with "Agregar …" and "Aplazar …", the "Aplazar" modal, the postponed screen with the
 * motive and "Deshacer", and the exam's grid (../exams/bayley-grid.tsx, ../exams/griffiths-grid.tsx).
 *
 * "Opciones" is disabled while today's exam is postponed (and while it is not yet known); "Aplazar …" is
 * not offered once today's exam is saved (it was done: there is nothing left to postpone). The modal's
 * open flag lives in the history's view (src/state/open-histories/history-views-store.ts), so a reload reopens it.
 */
import { Anchor, Badge, Button, Center, Group, Loader, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type ComponentType } from 'react';
import { historyViews, useHistoryView } from '../../../state/open-histories/history-views-store';
import { useSignature } from '../../../api/session';
import type { HistoryRecord } from '../../../contract/history';
import { bayleyGridText } from '../../../i18n/exams';
import { griffithsGridText, postponedText as t } from '../../../i18n/psychology-view';
import { examCardText } from '../../../i18n/timeline';
import { errorMessage, notifyError, notifySuccess } from '../../../ui/notifications/notify';
import { BayleyGrid, type BayleyGridProps } from '../exams/bayley-grid';
import { GriffithsGrid } from '../exams/griffiths-grid';
import { useExamData, type ExamParamsOf } from '../exams/use-exam-data';
import { recordKeys } from '../../../offline/records';
import { PostponeModal } from './postpone-modal';
import { postponeExam, undoPostponedExam, usePostponed } from './use-postponed';
import { logFailure } from '../../../api/failure-log';
import { serverNow } from '../../../api/server-clock';

export type ExamName = 'bayley' | 'griffiths';

const examTexts = {
  bayley: {
    kind: 'postponed-bayley',
    name: 'Bayley',
    add: t.addBayley,
    postpone: t.postponeBayley,
    postponedTitle: t.bayleyPostponed,
    done: t.bayleyDone,
    undone: t.bayleyUndone,
    loading: bayleyGridText.loading,
  },
  griffiths: {
    kind: 'postponed-griffiths',
    name: 'Griffiths',
    add: t.addGriffiths,
    postpone: t.postponeGriffiths,
    postponedTitle: t.griffithsPostponed,
    done: t.griffithsDone,
    undone: t.griffithsUndone,
    loading: griffithsGridText.loading,
  },
} as const;

export function ExamTab({ exam, history, today }: { exam: ExamName; history: HistoryRecord; today: string }) {
  const x = examTexts[exam];
  const titleId = useId();
  const { view, query, db } = usePostponed(x.kind, history.id);
  const modalName = `postpone-${exam}`;
  const modalFlag = Boolean(useHistoryView(history.id).modals[modalName]);
  const ready = view.status === 'ready';
  const postponed = ready && view.postponed;

  const signature = useSignature();
  const data = useExamData(exam, history.id, today);
  const [adding, setAdding] = useState(false);
  const canAdd = Boolean(db && signature && data.params) && !data.hasToday && !adding;

  const setModal = (open: boolean) => historyViews.setModalOpen(history.id, modalName, open);

  const confirm = async (motive: string) => {
    if (!db || !signature) return;
    try {
      await postponeExam(db, x.kind, query, motive, signature, serverNow());
    } catch (error) {
      logFailure('Postponement not stored', error);
      notifyError(`${t.storeFailed} (${errorMessage(error)})`);
      return;
    }
    setModal(false);
    notifySuccess(x.done);
  };

  const undo = async () => {
    if (!db) return;
    try {
      await undoPostponedExam(db, x.kind, query);
    } catch (error) {
      logFailure('Postponement undo not stored', error);
      notifyError(`${t.storeFailed} (${errorMessage(error)})`);
      return;
    }
    notifySuccess(x.undone);
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id={titleId}>
            {x.name}
          </Title>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button mih={44} variant="default" disabled={!ready || postponed}>
                {t.options}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item mih={44} disabled={!canAdd} onClick={() => setAdding(true)}>
                {x.add}
              </Menu.Item>
              {!data.savedToday && (
                <Menu.Item mih={44} onClick={() => setModal(true)} disabled={!db || !signature}>
                  {x.postpone}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
        {!ready ? (
          <Center py="lg">
            <Loader aria-label={t.checking} />
          </Center>
        ) : postponed ? (
          <Paper withBorder radius="md" p="md" bg="yellow.0" data-testid="postponed-screen">
            <Stack gap="xs">
              <Group gap="sm">
                <Title order={3} size="h4">
                  {x.postponedTitle}
                </Title>
                {view.pending && (
                  <Badge color="yellow" variant="filled" c="dark.9" data-testid="postponed-pending">
                    {t.pending}
                  </Badge>
                )}
              </Group>
              <Text>
                <Text span fw={700}>
                  {t.motive}:
                </Text>{' '}
                <Text span data-testid="postponed-motive" style={{ whiteSpace: 'pre-wrap' }}>
                  {view.motive}
                </Text>
              </Text>
              <Anchor component="button" type="button" onClick={() => void undo()} w="fit-content" mih={44}>
                {t.undo}
              </Anchor>
            </Stack>
          </Paper>
        ) : data.params && data.items && db && signature ? (
          <ExamGrid
            exam={exam}
            grid={{
              db,
              history,
              signature,
              params: data.params,
              items: data.items,
              today,
              adding,
              onAddingDone: () => setAdding(false),
            }}
          />
        ) : data.params === null ? (
          <Text c="dimmed">{examCardText.paramsMissing}</Text>
        ) : (
          <Center py="lg">
            <Loader aria-label={x.loading} />
          </Center>
        )}
      </Stack>
      <PostponeModal
        exam={x.name}
        keptAs={{ key: recordKeys.postponeMotive(exam, history.id), historyId: history.id }}
        opened={modalFlag && ready && !postponed}
        onClose={() => setModal(false)}
        onConfirm={confirm}
      />
    </Paper>
  );
}

type GridProps<K extends ExamName> = { params: ExamParamsOf[K] } & Omit<BayleyGridProps, 'params'>;

const examGrids: { [K in ExamName]: ComponentType<GridProps<K>> } = {
  bayley: BayleyGrid,
  griffiths: GriffithsGrid,
};

/** The exam's grid, with its parameters. */
function ExamGrid<K extends ExamName>({ exam, grid }: { exam: K; grid: GridProps<K> }) {
  // Indexed through the map's own key type, the grid takes exactly this exam's parameters.
  const Grid: ComponentType<GridProps<K>> = examGrids[exam];
  return <Grid {...grid} />;
}
