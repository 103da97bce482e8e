/**
 * The Griffiths grid (spec 000 §2 "Griffiths tab", §4, §5, §9): the items by section, a column per exam
 * date with its corrected age, and under each column the score out of 225, the equivalent age (or "no hay
 * datos para N puntos") and the development quotient. Only today's column is editable: a yes/no per item.
 *
 * It stands on the exam grid's shared pieces (./use-exam-grid-columns.ts, ./use-exam-column.ts,
 * ./exam-frame.tsx, ./exam-table.tsx): today's column is a document on the draft store and the outbox,
 * each answer written on the device at once; "Agregar Griffiths" makes the column on the device, copying
 * the last column's answers (src/domain/griffiths-column.ts), so an exam is taken with no network.
 * Under today's table sit the column's own texts (spec 000 §3 "Griffiths record": followUp; "New record:
 * ... notes"): the exam's notes and its follow-up, written to the draft like the answers, empty on a new
 * column (only the answers are copied), checked against the contract's limits when it is saved.
 */
import { SimpleGrid, Text } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import type { Signature } from '../../../contract/common';
import type { HistoryRecord } from '../../../contract/history';
import {
  GRIFFITHS_FOLLOW_UP_MAX,
  GRIFFITHS_NOTES_MAX,
  griffiths as griffithsContract,
  type GriffithsParams,
  type GriffithsTestItem,
} from '../../../contract/griffiths';
import { daysBetween } from '../../../domain/gestation';
import { griffithsSummary, type GriffithsSummary } from '../../../domain/exam-summary';
import {
  answerGriffithsItem,
  griffithsColumnToSave,
  newGriffithsColumn,
  type GriffithsResult,
} from '../../../domain/griffiths-column';
import { griffithsLimitMonths, visibleGriffithsItems } from '../../../domain/griffiths-item-limit';
import { ageText } from '../../../i18n/psychology';
import { griffithsGridText as t } from '../../../i18n/psychology-view';
import { examCardText } from '../../../i18n/timeline';
import { validationText } from '../../../i18n/validation';
import type { CanguroDb } from '../../../offline/db';
import type { DraftOf } from '../../../contract/document';
import type { DocumentListItem } from '../../../offline/document-list';
import { useStableCallback } from '../../../ui/hooks/use-stable-callback';
import { CountedTextarea } from '../../../ui/inputs/counted-textarea';
import { YesNoField } from '../../../ui/inputs/yes-no-field';
import { griffithsCorrectedDays } from './exam-ages';
import { ExamEditFrame, ExamLoader, useExamPrint } from './exam-frame';
import { GriffithsScores } from './exam-summary-view';
import { Cell, ExamTable, FigureRow, PastCell, Row, RowHeader } from './exam-table';
import { useExamColumn } from './use-exam-column';
import {
  pastAnswersByItem,
  sameTodayColumnProps,
  useExamGridColumns,
  type ExamTablePropsOf,
  type TodayCellsOf,
  type TodayColumnProps,
} from './use-exam-grid-columns';

/** The exam's content as its contract types it. */
type GriffithsContent = DraftOf<typeof griffithsContract>;

const isStated = <R extends { isObserved?: boolean | null }>(
  result: R,
): result is R & { isObserved: boolean | null } => result.isObserved !== undefined;

type Answers = readonly { uuid: string; isObserved?: boolean | null }[];

/** The column's own texts under the table, each with its limit. */
const COLUMN_TEXTS = [
  ['notes', GRIFFITHS_NOTES_MAX],
  ['followUp', GRIFFITHS_FOLLOW_UP_MAX],
] as const;
type ColumnText = (typeof COLUMN_TEXTS)[number][0];

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
  const { history, params, today } = props;
  const columns = useExamGridColumns({
    ...props,
    read: griffithsContract.readDraft,
    newContent: (last) => ({
      date: today,
      patientChronologicalAgeDays: Math.max(0, daysBetween(history.Iden_FechaParto, today)),
      testResults: newGriffithsColumn(params.TestItems, last?.testResults ?? null),
    }),
    correctedDaysOf: (content) => griffithsCorrectedDays(content, history, null),
  });

  const todayColumn = columns.today;
  if (!todayColumn) {
    if (columns.past.length === 0) return <Text c="dimmed">{t.empty}</Text>;
    return <GriffithsTable history={history} params={params} past={columns.past} />;
  }
  return <TodayColumn key={todayColumn.key} {...props} {...todayColumn.props} />;
}

const TodayColumn = memo(function TodayColumn(
  props: GriffithsGridProps & TodayColumnProps<GriffithsContent>,
) {
  const { history, params, todayAge } = props;
  const column = useExamColumn({
    ...props,
    contract: griffithsContract,
    texts: { saved: t.saved, discarded: t.discarded, openFailed: t.openFailed, draftSaved: t.draftSaved },
  });
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  // The texts' limit errors of a refused GUARDAR, by field; a change of the field clears its own.
  const [textErrors, setTextErrors] = useState<Record<string, string>>({});
  const visible = useMemo(
    () => visibleGriffithsItems(params.TestItems, params.AgeFromScoreGroup, todayAge.correctedDays),
    [params, todayAge.correctedDays],
  );
  const { content } = column;
  const stored = content?.testResults;
  // The grid's rules read an unanswered item as null; a draft may leave it out (the others keep their
  // identity, so the memoised rows are not drawn again).
  const results = useMemo(
    () => stored?.map((result) => (isStated(result) ? result : { ...result, isObserved: null })) ?? null,
    [stored],
  );

  // Stable, so the memoised rows keep them; they read the column at its latest.
  const answer = useStableCallback((item: GriffithsTestItem, observed: boolean) => {
    if (!content || !results) return;
    column.change({ ...content, testResults: answerGriffithsItem(results, item, observed) });
    if (missing.has(item.uuid)) setMissing(new Set([...missing].filter((uuid) => uuid !== item.uuid)));
  });

  const write = (field: ColumnText, text: string) => {
    if (!content) return;
    column.change({ ...content, [field]: text });
    if (textErrors[field]) setTextErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const save = useStableCallback(() => {
    if (!content || !results) return;
    const ready = griffithsColumnToSave(params.TestItems, results, new Set(visible.map((item) => item.uuid)));
    if (!ready.ok) {
      setMissing(new Set(ready.unanswered));
      document.getElementById(`griffiths-${ready.unanswered[0]}`)?.querySelector('button')?.focus();
      return;
    }
    column.save({ ...content, testResults: ready.results }, setTextErrors);
  });

  if (!content || !results) {
    return <ExamLoader texts={t} />;
  }

  const limit = griffithsLimitMonths(todayAge.correctedDays);
  return (
    <ExamEditFrame
      texts={t}
      editor={column.editor}
      savedBefore={props.savedBefore}
      onSave={save}
      missing={missing.size}
    >
      {limit !== null && (
        <Text size="xs" c="dimmed">
          {t.limitNote(Math.round(limit * 100) / 100)}
        </Text>
      )}
      <GriffithsTable
        history={history}
        params={params}
        past={props.past}
        today={{
          ...todayAge,
          day: props.today,
          saved: props.saved,
          results,
          missing,
          onAnswer: answer,
          visible,
        }}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {COLUMN_TEXTS.map(([field, max]) => (
          <CountedTextarea
            key={field}
            label={t[field]}
            max={max}
            value={content[field] ?? ''}
            onChange={(text) => write(field, text)}
            error={textErrors[field]}
          />
        ))}
      </SimpleGrid>
    </ExamEditFrame>
  );
}, sameTodayColumnProps);

interface TodayCells extends TodayCellsOf<GriffithsContent, GriffithsResult> {
  missing: ReadonlySet<string>;
  visible: readonly GriffithsTestItem[];
  onAnswer: (item: GriffithsTestItem, observed: boolean) => void;
}

function GriffithsTable({
  history,
  params,
  past,
  today,
}: ExamTablePropsOf<GriffithsParams, GriffithsContent, TodayCells>) {
  const newest = past.at(-1)?.correctedDays ?? null;
  const rows = useMemo(
    () => today?.visible ?? visibleGriffithsItems(params.TestItems, params.AgeFromScoreGroup, newest),
    [today?.visible, params, newest],
  );
  const summaryOf = (results: Answers, correctedDays: number) =>
    griffithsSummary(params.TestItems, params.AgeFromScore, results, correctedDays);
  const pastMarks = useMemo(
    () => pastAnswersByItem(past, params.TestItems, (result) => mark(result?.isObserved)),
    [past, params],
  );
  const pastSummaries = useMemo(
    () => past.map((column) => summaryOf(column.content.testResults ?? [], column.correctedDays)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- summaryOf reads params only
    [past, params],
  );
  const summaries = today ? [...pastSummaries, summaryOf(today.results, today.correctedDays)] : pastSummaries;
  const todayAnswers = new Map((today?.results ?? []).map((r) => [r.uuid, r.isObserved]));
  const { columns: headers, summary } = useExamPrint({
    exam: 'Griffiths',
    history,
    past,
    today,
    scores: (column) => (
      <GriffithsScores summary={summaryOf(column.content.testResults ?? [], column.correctedDays)} />
    ),
  });
  const sections = [...new Set(rows.map((item) => item.section))].map((section) => {
    const ofSection = rows.filter((item) => item.section === section);
    return {
      id: section,
      name: ofSection[0]?.sectionName ?? '',
      rows: ofSection.map((item) => (
        <GriffithsRow
          key={item.uuid}
          item={item}
          marks={pastMarks.get(item.uuid) ?? []}
          editable={Boolean(today)}
          value={todayAnswers.get(item.uuid) ?? null}
          invalid={today?.missing.has(item.uuid) ?? false}
          onAnswer={today?.onAnswer}
        />
      )),
    };
  });

  return (
    <>
      <ExamTable
        caption={t.caption}
        testId="griffiths-grid"
        columns={headers}
        sections={sections}
        footer={<GriffithsFooter summaries={summaries} keys={headers.map((header) => header.key)} />}
      />
      {summary}
    </>
  );
}

const mark = (value: boolean | null | undefined) =>
  value === true ? t.observed : value === false ? t.notObserved : t.unanswered;

/** One item: its past marks and today's yes/no. Drawn again only when its own answer changes. */
const GriffithsRow = memo(function GriffithsRow({
  item,
  marks,
  editable,
  value,
  invalid,
  onAnswer,
}: {
  item: GriffithsTestItem;
  marks: readonly string[];
  editable: boolean;
  value: boolean | null;
  invalid: boolean;
  onAnswer?: (item: GriffithsTestItem, observed: boolean) => void;
}) {
  return (
    <Row item testId="griffiths-item">
      <RowHeader>
        {item.index}. {item.title}
      </RowHeader>
      {marks.map((text, i) => (
        <PastCell key={i} text={text} dimmed={text === t.unanswered} />
      ))}
      {editable && (
        <Cell today id={`griffiths-${item.uuid}`}>
          <YesNoField
            label={`${item.index}. ${item.title}`}
            hideLabel
            value={value}
            onChange={(observed) => onAnswer?.(item, observed)}
            error={invalid ? validationText.required : null}
          />
        </Cell>
      )}
    </Row>
  );
});

function GriffithsFooter({
  summaries,
  keys,
}: {
  summaries: readonly GriffithsSummary[];
  keys: readonly string[];
}) {
  return (
    <>
      <FigureRow header={t.score} testId="griffiths-score" columns={summaries} keys={keys}>
        {(summary) => `${summary.observed} / ${summary.total}`}
      </FigureRow>
      <FigureRow header={t.equivalentAge} testId="griffiths-equivalent" columns={summaries} keys={keys}>
        {(summary) =>
          summary.equivalentAge
            ? ageText.months(summary.equivalentAge.months, summary.equivalentAge.days)
            : examCardText.noAgeData(summary.observed)
        }
      </FigureRow>
      <FigureRow header={t.quotient} testId="griffiths-quotient" columns={summaries} keys={keys}>
        {(summary) => (summary.quotient === null ? '—' : `${summary.quotient} %`)}
      </FigureRow>
    </>
  );
}
