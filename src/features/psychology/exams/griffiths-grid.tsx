/**
 * The Griffiths grid (spec 000 §2 "Griffiths tab", §4, §5, §9): the items by section, a column per exam
 * date with its corrected age, and under each column the score out of 225, the equivalent age (or "no hay
 * datos para N puntos") and the development quotient. Only today's column is editable: a yes/no per item.
 *
 * Today's column is a document on the draft store and the outbox like every other (src/offline): each
 * answer is written on the device at once and staged after 2000 ms of quiet, with the exams' 3000 ms lock
 * after it loads; GUARDAR GRIFFITHS commits it, CANCELAR GRIFFITHS discards the draft. "Agregar Griffiths"
 * (the tab's menu) makes the column on the device, copying the last column's answers
 * (src/domain/griffiths-column.ts), so an exam is taken and saved with no network.
 */
import { Alert, Box, Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Signature } from '../../../contract/common';
import { griffiths as griffithsContract, type GriffithsParams } from '../../../contract/griffiths';
import { commitErrors } from '../../../contract/document';
import type { HistoryRecord } from '../../../contract/history';
import { formatCorrectedAge } from '../../../domain/age-display';
import { formatShortDate } from '../../../domain/date-format';
import { griffithsSummary } from '../../../domain/exam-summary';
import {
  answerGriffithsItem,
  griffithsColumnToSave,
  newGriffithsColumn,
  type GriffithsResult,
} from '../../../domain/griffiths-column';
import { griffithsLimitMonths, visibleGriffithsItems } from '../../../domain/griffiths-item-limit';
import { correctedAgeDays, correctedFromChronologicalDays, daysBetween } from '../../../domain/gestation';
import { ageText } from '../../../i18n/psychology';
import { griffithsGridText as t } from '../../../i18n/psychology-view';
import type { CanguroDb, DraftContent } from '../../../offline/db';
import type { DocumentListItem } from '../../../offline/document-list';
import { POST_LOAD_LOCK_MS, type DraftSource } from '../../../offline/draft-session';
import { autosaveState } from '../../../ui/forms/autosave-state';
import { editSourceOf } from '../../../ui/forms/draft-modal-flag';
import { useDocumentEditor, useEditorState } from '../../../ui/forms/document-editor';
import { YesNoField } from '../../../ui/inputs/yes-no-field';
import { formText } from '../../../i18n/forms';
import { examCardText } from '../../../i18n/timeline';
import { validationText } from '../../../i18n/validation';
import { useDraftEntryCount } from '../../../offline/outbox-live';
import { examDayOf } from './use-exam-data';

interface GriffithsContent {
  date?: string | null;
  patientChronologicalAgeDays?: number | null;
  testResults?: GriffithsResult[] | null;
}

interface Column {
  key: string;
  day: string;
  /** The corrected age on the column's day, as the header shows it. */
  age: string;
  correctedDays: number | null;
  results: readonly { uuid: string; isObserved?: boolean | null }[];
}

export interface GriffithsGridProps {
  db: CanguroDb;
  history: HistoryRecord;
  signature: Signature;
  params: GriffithsParams;
  items: readonly DocumentListItem[];
  today: string;
  /** "Agregar Griffiths" was chosen: today's new column, until it is saved or discarded. */
  adding: boolean;
  onAddingDone: () => void;
}

export function GriffithsGrid(props: GriffithsGridProps) {
  const { history, params, items, today, adding } = props;
  const gestationalDays =
    history.Pediatria.ExamenInicialPediatria.EIP_EdadGestacionalAlNacer.EIP_EG_DiasTotales;
  // After GUARDAR or CANCELAR, today's column is opened afresh from what the list then holds.
  const [generation, setGeneration] = useState(0);
  const sorted = useMemo(
    () => [...items].sort((a, b) => examDayOf(a, today).localeCompare(examDayOf(b, today)) || a.at - b.at),
    [items, today],
  );
  const todayItem = sorted.findLast((item) => examDayOf(item, today) === today) ?? null;
  const past = sorted.filter((item) => item !== todayItem);
  const columnOf = (item: DocumentListItem): Column => {
    const content = item.content as GriffithsContent;
    const day = examDayOf(item, today);
    return {
      key: item.key,
      day,
      age: formatCorrectedAge(history.Iden_FechaParto, gestationalDays, day),
      correctedDays:
        content.patientChronologicalAgeDays != null
          ? correctedFromChronologicalDays(content.patientChronologicalAgeDays, gestationalDays)
          : correctedAgeDays(history.Iden_FechaParto, gestationalDays, day),
      results: content.testResults ?? [],
    };
  };
  const pastColumns = past.map(columnOf);

  let source: DraftSource | null = null;
  if (todayItem) source = editSourceOf(todayItem);
  else if (adding) {
    const last = past.at(-1);
    source = {
      type: 'new',
      content: {
        date: today,
        patientChronologicalAgeDays: Math.max(0, daysBetween(history.Iden_FechaParto, today)),
        testResults: newGriffithsColumn(
          params.TestItems,
          (last?.content as GriffithsContent | undefined)?.testResults ?? null,
        ),
      },
    };
  }

  if (!source) {
    if (pastColumns.length === 0) return <Text c="dimmed">{t.empty}</Text>;
    return <GriffithsTable params={params} columns={pastColumns} />;
  }
  return (
    <TodayColumn
      key={`today:${generation}`}
      {...props}
      source={source}
      resumed={todayItem?.status === 'draft' || Boolean(todayItem?.unsavedChanges)}
      pastColumns={pastColumns}
      correctedToday={correctedAgeDays(history.Iden_FechaParto, gestationalDays, today)}
      ageToday={formatCorrectedAge(history.Iden_FechaParto, gestationalDays, today)}
      onFinished={() => {
        props.onAddingDone();
        setGeneration((n) => n + 1);
      }}
    />
  );
}

function TodayColumn({
  db,
  history,
  signature,
  params,
  today,
  source,
  resumed,
  pastColumns,
  correctedToday,
  ageToday,
  onFinished,
}: GriffithsGridProps & {
  source: DraftSource;
  resumed: boolean;
  pastColumns: readonly Column[];
  correctedToday: number;
  ageToday: string;
  onFinished: () => void;
}) {
  const editor = useDocumentEditor({
    db,
    kind: 'griffiths',
    historyId: history.id,
    source,
    postLoadLockMs: POST_LOAD_LOCK_MS.exam,
    validate: (content) => commitErrors(griffithsContract, { ...content, historyId: history.id }),
    resumedDraft: resumed,
    onFinished,
    texts: { saved: t.saved, discarded: t.discarded, openFailed: t.openFailed, draftSaved: t.draftSaved },
  });
  const state = useEditorState(editor);
  const inOutbox = useDraftEntryCount(state.key);
  const [results, setResults] = useState<GriffithsResult[] | null>(null);
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const initial = state.initialContent as GriffithsContent | null;
  const shownResults = results ?? initial?.testResults ?? null;
  const visible = useMemo(
    () => visibleGriffithsItems(params.TestItems, params.AgeFromScoreGroup, correctedToday),
    [params, correctedToday],
  );

  if (!initial || !shownResults) {
    return (
      <Center py="xl">
        <Loader aria-label={t.loading} />
      </Center>
    );
  }
  const contentOf = (next: GriffithsResult[]): DraftContent => ({ ...initial, testResults: next, signature });

  const answer = (item: (typeof params.TestItems)[number], observed: boolean) => {
    const next = answerGriffithsItem(shownResults, item, observed);
    setResults(next);
    if (missing.has(item.uuid)) setMissing(new Set([...missing].filter((uuid) => uuid !== item.uuid)));
    editor.session.change(contentOf(next));
  };

  const save = () => {
    const shown = new Set(visible.map((item) => item.uuid));
    const ready = griffithsColumnToSave(params.TestItems, shownResults, shown);
    if (!ready.ok) {
      setMissing(new Set(ready.unanswered));
      document.getElementById(`griffiths-${ready.unanswered[0]}`)?.querySelector('button')?.focus();
      return;
    }
    editor.submit(contentOf(ready.results), () => undefined);
  };

  const autosave = autosaveState(state, inOutbox);
  const limit = griffithsLimitMonths(correctedToday);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="autosave-state" data-state={autosave}>
          {autosave === 'saving'
            ? formText.autosave.saving
            : autosave === 'saved-on-device'
              ? formText.autosave.savedOnDevice
              : autosave === 'pending-sync'
                ? formText.autosave.pendingSync
                : ''}
          {state.lastStagedAt !== null ? ` · ${t.draftSaved}` : ''}
        </Text>
        <Group gap="sm">
          <Button variant="default" mih={44} onClick={editor.close}>
            {t.cancel}
          </Button>
          <Button mih={44} onClick={save} disabled={state.phase !== 'ready'}>
            {t.save}
          </Button>
        </Group>
      </Group>
      {missing.size > 0 && (
        <Alert color="red" role="alert">
          {t.missing(missing.size)}
        </Alert>
      )}
      {limit !== null && (
        <Text size="xs" c="dimmed">
          {t.limitNote(Math.round(limit * 100) / 100)}
        </Text>
      )}
      <GriffithsTable
        params={params}
        columns={pastColumns}
        today={{
          day: today,
          age: ageToday,
          correctedDays: correctedToday,
          results: shownResults,
          missing,
          onAnswer: answer,
          visible,
        }}
      />
    </Stack>
  );
}

function GriffithsTable({
  params,
  columns,
  today,
}: {
  params: GriffithsParams;
  columns: readonly Column[];
  today?: {
    day: string;
    age: string;
    correctedDays: number;
    results: readonly GriffithsResult[];
    missing: ReadonlySet<string>;
    visible: readonly GriffithsParams['TestItems'][number][];
    onAnswer: (item: GriffithsParams['TestItems'][number], observed: boolean) => void;
  };
}) {
  const newest = columns.at(-1)?.correctedDays ?? null;
  const rows = useMemo(
    () => today?.visible ?? visibleGriffithsItems(params.TestItems, params.AgeFromScoreGroup, newest),
    [today?.visible, params, newest],
  );
  const sections = [...new Set(rows.map((item) => item.section))];
  const answers = columns.map((column) => new Map(column.results.map((r) => [r.uuid, r.isObserved ?? null])));
  const todayAnswers = new Map((today?.results ?? []).map((r) => [r.uuid, r.isObserved]));
  const summaries = [
    ...columns.map((column) =>
      griffithsSummary(params.TestItems, params.AgeFromScore, column.results, column.correctedDays),
    ),
    ...(today
      ? [griffithsSummary(params.TestItems, params.AgeFromScore, today.results, today.correctedDays)]
      : []),
  ];
  const headers = [
    ...columns.map((column) => ({ key: column.key, day: column.day, age: column.age })),
    ...(today ? [{ key: 'today', day: today.day, age: today.age }] : []),
  ];
  const mark = (value: boolean | null | undefined) =>
    value === true ? t.observed : value === false ? t.notObserved : t.unanswered;

  return (
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t.caption}>
      <Table withTableBorder withColumnBorders striped fz="sm" data-testid="griffiths-grid">
        <Table.Caption>{t.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.item}</Table.Th>
            {headers.map((header) => (
              <Table.Th key={header.key} scope="col" data-testid="griffiths-column">
                {header.key === 'today' ? `${t.today} · ` : ''}
                {formatShortDate(header.day)}
                <Text size="xs" c="dimmed" component="span" display="block">
                  {header.age}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {sections.map((section) => {
          const ofSection = rows.filter((item) => item.section === section);
          return (
            <Table.Tbody key={section}>
              <Table.Tr>
                <Table.Th scope="rowgroup" colSpan={headers.length + 1}>
                  {ofSection[0]?.sectionName}
                </Table.Th>
              </Table.Tr>
              {ofSection.map((item) => (
                <Table.Tr key={item.uuid} data-testid="griffiths-item">
                  <Table.Th scope="row" fw={400}>
                    {item.index}. {item.title}
                  </Table.Th>
                  {answers.map((column, i) => (
                    <Table.Td key={headers[i]!.key}>{mark(column.get(item.uuid))}</Table.Td>
                  ))}
                  {today && (
                    <Table.Td id={`griffiths-${item.uuid}`}>
                      <YesNoField
                        label={`${item.index}. ${item.title}`}
                        hideLabel
                        value={todayAnswers.get(item.uuid) ?? null}
                        onChange={(observed) => today.onAnswer(item, observed)}
                        error={today.missing.has(item.uuid) ? validationText.required : null}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          );
        })}
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t.score}</Table.Th>
            {summaries.map((summary, i) => (
              <Table.Td key={headers[i]!.key} data-testid="griffiths-score">
                {summary.observed} / {summary.total}
              </Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t.equivalentAge}</Table.Th>
            {summaries.map((summary, i) => (
              <Table.Td key={headers[i]!.key} data-testid="griffiths-equivalent">
                {summary.equivalentAge
                  ? ageText.months(summary.equivalentAge.months, summary.equivalentAge.days)
                  : examCardText.noAgeData(summary.observed)}
              </Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t.quotient}</Table.Th>
            {summaries.map((summary, i) => (
              <Table.Td key={headers[i]!.key} data-testid="griffiths-quotient">
                {summary.quotient === null ? '—' : `${summary.quotient} %`}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Box>
  );
}
