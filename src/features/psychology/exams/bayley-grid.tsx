/**
 * The Bayley grid (spec 000 §2 "Bayley tab", §3 "Bayley record", §4, §5, §9): the test items by section, a
 * column per exam date with its corrected age, each section's total under its items and the exam's total
 * in the footer (a bar with the colour steps of 20, 40, 60 and 80 % and the band of the age group), and the
 * observation rows (caretaker, companion, where the child sleeps, whom the child seeks for comfort, whether
 * the caretaker comforts the child). Only today's column is editable: a slider from 1 to 5 per item (the
 * scale's colours, its text named), "No evaluado" for 0, and the observations' choices; "¿Quién?" and
 * "¿Quién lo acompaña?" when "other" is chosen.
 *
 * It stands on the exam grid's shared pieces, as the Griffiths grid does: today's column is a document on
 * the draft store and the outbox. "Agregar Bayley" makes the column on the device, every item unscored
 * (src/domain/bayley-column.ts); GUARDAR BAYLEY needs every item scored and every observation answered.
 */
import { Checkbox, Progress, Radio, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import {
  bayley as bayleyContract,
  type BayleyObservationModel,
  type BayleyObservationsDraft,
  type BayleyParams,
  type BayleyTestItem,
  type BayleyTestObservation,
} from '../../../contract/bayley';
import type { Signature } from '../../../contract/common';
import { commitErrors } from '../../../contract/document';
import type { HistoryRecord } from '../../../contract/history';
import {
  newBayleyColumn,
  scoreBayleyItem,
  unscoredBayleyItems,
  type BayleyResult,
} from '../../../domain/bayley-column';
import { applyBayleyObservationRules } from '../../../domain/bayley-observation-rules';
import { bayleySummary, type BayleySummary } from '../../../domain/exam-summary';
import { BAYLEY_CARETAKER_OTHER_ID, BAYLEY_COMPANION_OTHER_ID } from '../../../domain/psychology-codes';
import { bayleyGridText as t } from '../../../i18n/exams';
import { examCardText } from '../../../i18n/timeline';
import type { CanguroDb } from '../../../offline/db';
import type { DraftOf } from '../../../contract/document';
import type { DocumentListItem } from '../../../offline/document-list';
import { useStableCallback } from '../../../ui/hooks/use-stable-callback';
import { focusFirstInvalid } from '../../../ui/inputs/focus-first-invalid';
import { progressColor } from '../evolutions/timeline-card';
import { BayleyScoreInput, scoreText } from './bayley-score-input';
import { bayleyCorrectedDays } from './exam-ages';
import { ExamEditFrame, ExamLoader, useExamPrint } from './exam-frame';
import { BayleyScores, bandLabel } from './exam-summary-view';
import { Cell, ExamTable, PastCell, Row, RowGroup, RowHeader, TODAY_COLUMN } from './exam-table';
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
type BayleyContent = DraftOf<typeof bayleyContract>;

/** The "other" answers and their free text (§3). */
const OTHER_TEXT: Partial<
  Record<
    BayleyObservationModel,
    { option: number; field: 'otherCaretaker' | 'otherCompanion'; label: string }
  >
> = {
  caretaker: { option: BAYLEY_CARETAKER_OTHER_ID, field: 'otherCaretaker', label: t.otherCaretaker },
  companion: { option: BAYLEY_COMPANION_OTHER_ID, field: 'otherCompanion', label: t.otherCompanion },
};

export interface BayleyGridProps {
  db: CanguroDb;
  history: HistoryRecord;
  signature: Signature;
  params: BayleyParams;
  items: readonly DocumentListItem[];
  today: string;
  adding: boolean;
  onAddingDone: () => void;
}

export function BayleyGrid(props: BayleyGridProps) {
  const { history, params } = props;
  const columns = useExamGridColumns({
    ...props,
    read: bayleyContract.readDraft,
    newContent: () => ({
      // The corrected age the bands are read at (§9), as the timeline card reads it.
      patientAgeDays: Math.max(0, bayleyCorrectedDays({}, history, props.today) ?? 0),
      testResults: newBayleyColumn(params.TestItems),
      observations: {},
    }),
    correctedDaysOf: (content) => content.patientAgeDays ?? null,
  });

  const todayColumn = columns.today;
  if (!todayColumn) {
    if (columns.past.length === 0) return <Text c="dimmed">{t.empty}</Text>;
    return <BayleyTable history={history} params={params} past={columns.past} />;
  }
  return <TodayColumn key={todayColumn.key} {...props} {...todayColumn.props} />;
}

const TodayColumn = memo(function TodayColumn(props: BayleyGridProps & TodayColumnProps<BayleyContent>) {
  const { history, params, todayAge } = props;
  const column = useExamColumn({
    ...props,
    contract: bayleyContract,
    texts: { saved: t.saved, discarded: t.discarded, openFailed: t.openFailed, draftSaved: t.draftSaved },
  });
  const [unscored, setUnscored] = useState<ReadonlySet<string>>(new Set());
  const [observationErrors, setObservationErrors] = useState<Record<string, string>>({});
  const { content } = column;
  const results = content?.testResults ?? null;

  // Stable, so the memoised rows keep them; they read the column at its latest.
  const score = useStableCallback((uuid: string, value: number) => {
    if (!content || !results) return;
    column.change({ ...content, testResults: scoreBayleyItem(results, uuid, value) });
    if (unscored.has(uuid)) setUnscored(new Set([...unscored].filter((other) => other !== uuid)));
  });
  const observe = useStableCallback((observations: BayleyObservationsDraft) => {
    if (!content) return;
    const next = applyBayleyObservationRules(observations);
    column.change({ ...content, observations: next });
    if (Object.keys(observationErrors).length > 0)
      setObservationErrors(observationsErrorsOf(content, next, history.id));
  });
  const save = useStableCallback(() => {
    if (!content || !results) return;
    const missing = unscoredBayleyItems(params.TestItems, results);
    const errors = observationsErrorsOf(content, content.observations ?? {}, history.id);
    if (missing.length > 0 || Object.keys(errors).length > 0) {
      setUnscored(new Set(missing));
      setObservationErrors(errors);
      // The messages are drawn first; then the first question left goes into view with the focus.
      requestAnimationFrame(() =>
        focusFirstInvalid(document.querySelector<HTMLElement>('[data-testid="bayley-grid"]')),
      );
      return;
    }
    column.save(
      { ...content, testResults: newBayleyColumn(params.TestItems, results) },
      setObservationErrors,
    );
  });

  if (!content || !results) {
    return <ExamLoader texts={t} />;
  }
  return (
    <ExamEditFrame
      texts={t}
      editor={column.editor}
      savedBefore={props.savedBefore}
      onSave={save}
      missing={unscored.size + Object.keys(observationErrors).length}
    >
      <BayleyTable
        history={history}
        params={params}
        past={props.past}
        today={{
          ...todayAge,
          day: props.today,
          saved: props.saved,
          results,
          observations: content.observations ?? {},
          unscored,
          observationErrors,
          onScore: score,
          onObserve: observe,
        }}
      />
    </ExamEditFrame>
  );
}, sameTodayColumnProps);

/** The commit rules' messages for the observations, by question or free-text field. */
function observationsErrorsOf(
  content: BayleyContent,
  observations: BayleyObservationsDraft,
  historyId: string,
): Record<string, string> {
  const errors = commitErrors(bayleyContract, { ...content, observations, historyId }) ?? {};
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith('observations.'))
      .map(([path, message]) => [path.slice('observations.'.length), message]),
  );
}

interface TodayCells extends TodayCellsOf<BayleyContent, BayleyResult> {
  observations: BayleyObservationsDraft;
  unscored: ReadonlySet<string>;
  observationErrors: Record<string, string>;
  onScore: (uuid: string, score: number) => void;
  onObserve: (observations: BayleyObservationsDraft) => void;
}

function BayleyTable({
  history,
  params,
  past,
  today,
}: ExamTablePropsOf<BayleyParams, BayleyContent, TodayCells>) {
  const summaryOf = (results: readonly BayleyResult[], correctedDays: number) =>
    bayleySummary(params.TestItems, results, correctedDays, params.BandCutoffs);
  const pastScores = useMemo(
    () => pastAnswersByItem(past, params.TestItems, (result) => result?.score ?? null),
    [past, params],
  );
  const summaries = [
    ...past.map((column) => summaryOf(column.content.testResults ?? [], column.correctedDays)),
    ...(today ? [summaryOf(today.results, today.correctedDays)] : []),
  ];
  const todayScores = new Map((today?.results ?? []).map((r) => [r.uuid, r.score]));
  const { columns: headers, summary } = useExamPrint({
    exam: 'Bayley',
    history,
    past,
    today,
    scores: (column) => (
      <BayleyScores summary={summaryOf(column.content.testResults ?? [], column.correctedDays)} />
    ),
  });
  const sectionNumbers = [...new Set(params.TestItems.map((item) => item.section))].sort((a, b) => a - b);
  const sections = sectionNumbers.map((section, index) => {
    const ofSection = params.TestItems.filter((item) => item.section === section).sort(
      (a, b) => a.index - b.index,
    );
    const name = ofSection[0]?.sectionName ?? '';
    return {
      id: section,
      name,
      rows: ofSection.map((item) => (
        <BayleyRow
          key={item.uuid}
          item={item}
          past={pastScores.get(item.uuid) ?? []}
          editable={Boolean(today)}
          value={todayScores.get(item.uuid) ?? null}
          invalid={today?.unscored.has(item.uuid) ?? false}
          onScore={today?.onScore}
        />
      )),
      totals: (
        <TotalsRow
          label={t.sectionTotal(name)}
          keys={headers.map((header) => header.key)}
          bars={summaries.map((summary) => ({
            bar: summary.sections[index]!,
            outside: summary.band === 'outside',
          }))}
          testId={`bayley-section-total-${section}`}
        />
      ),
    };
  });

  return (
    <>
      <ExamTable
        caption={t.caption}
        testId="bayley-grid"
        columns={headers}
        todayRem={16}
        sections={sections}
        after={
          <Observations
            questions={params.TestObservations}
            past={past.map((column) => column.content.observations ?? {})}
            keys={headers.map((header) => header.key)}
            today={today}
          />
        }
        footer={
          <TotalsRow
            label={t.total}
            keys={headers.map((header) => header.key)}
            bars={summaries.map((summary) => ({ bar: summary.total, outside: summary.band === 'outside' }))}
            testId="bayley-total-row"
          />
        }
      />
      {summary}
    </>
  );
}

/** One item: its past scores and today's slider. Drawn again only when its own score changes. */
const BayleyRow = memo(function BayleyRow({
  item,
  past,
  editable,
  value,
  invalid,
  onScore,
}: {
  item: BayleyTestItem;
  past: readonly (number | null)[];
  editable: boolean;
  value: number | null;
  invalid: boolean;
  onScore?: (uuid: string, score: number) => void;
}) {
  const title = `${item.index}. ${item.title}`;
  return (
    <Row item testId="bayley-item">
      <RowHeader>{title}</RowHeader>
      {past.map((score, i) => (
        <PastCell key={i} text={scoreText(item, score)} dimmed={score === null} />
      ))}
      {editable && (
        <Cell today>
          <BayleyScoreInput item={item} title={title} value={value} invalid={invalid} onScore={onScore} />
        </Cell>
      )}
    </Row>
  );
});

/** A totals row: per column, "score / max", the band and the bar. */
function TotalsRow({
  label,
  keys,
  bars,
  testId,
}: {
  label: string;
  keys: readonly string[];
  bars: readonly { bar: BayleySummary['total']; outside: boolean }[];
  testId: string;
}) {
  return (
    <Row testId={testId}>
      <RowHeader>{label}</RowHeader>
      {bars.map(({ bar, outside }, i) => {
        const band = bandLabel(bar.category, bar.percent, outside);
        return (
          <Cell
            key={keys[i]}
            today={keys[i] === TODAY_COLUMN}
            testId="bayley-total-cell"
            percent={bar.percent}
          >
            <Text size="sm">
              {examCardText.score(bar.score, bar.max)} · <b>{band}</b>
            </Text>
            <Progress
              value={bar.percent ?? 0}
              color={progressColor(bar.percent ?? 0)}
              size="md"
              radius="sm"
              aria-label={`${label}: ${bar.percent === null ? examCardText.noScore : examCardText.percent(bar.percent)}`}
            />
          </Cell>
        );
      })}
    </Row>
  );
}

/** The observation rows: the question, the past answers, today's choices. */
function Observations({
  questions,
  past,
  keys,
  today,
}: {
  questions: readonly BayleyTestObservation[];
  past: readonly BayleyObservationsDraft[];
  keys: readonly string[];
  today?: TodayCells;
}) {
  const answerText = (question: BayleyTestObservation, observations: BayleyObservationsDraft) => {
    const value = observations[question.model];
    const chosen = Array.isArray(value) ? value : value == null ? [] : [value];
    const labels = question.data.filter((option) => chosen.includes(option.id)).map((option) => option.label);
    const other = OTHER_TEXT[question.model];
    const otherText = other && chosen.includes(other.option) ? observations[other.field] : null;
    return [...labels, ...(otherText ? [`(${otherText})`] : [])].join(', ') || '—';
  };
  return (
    <RowGroup title={t.observations} testId="bayley-observations">
      {questions.map((question) => (
        <Row key={question.model}>
          <RowHeader>{question.title}</RowHeader>
          {past.map((observations, i) => (
            <PastCell key={keys[i]} text={answerText(question, observations)} />
          ))}
          {today && (
            <Cell today>
              <ObservationInput question={question} today={today} />
            </Cell>
          )}
        </Row>
      ))}
    </RowGroup>
  );
}

function ObservationInput({ question, today }: { question: BayleyTestObservation; today: TodayCells }) {
  const { observations, observationErrors: errors, onObserve } = today;
  const value = observations[question.model];
  const label = <VisuallyHidden>{question.title}</VisuallyHidden>;
  const other = OTHER_TEXT[question.model];
  if (question.type === 'multiple') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <Stack gap="xs">
        <Checkbox.Group
          label={label}
          value={chosen.map(String)}
          onChange={(next) => onObserve({ ...observations, [question.model]: next.map(Number) })}
          error={errors[question.model]}
        >
          <Stack gap={0}>
            {question.data.map((entry) => (
              <Checkbox key={entry.id} value={String(entry.id)} label={entry.label} size="sm" />
            ))}
          </Stack>
        </Checkbox.Group>
        {other && chosen.includes(other.option) && (
          <TextInput
            label={other.label}
            value={observations[other.field] ?? ''}
            onChange={(event) => onObserve({ ...observations, [other.field]: event.currentTarget.value })}
            error={errors[other.field]}
            required
            size="md"
          />
        )}
      </Stack>
    );
  }
  return (
    <Radio.Group
      label={label}
      value={typeof value === 'number' ? String(value) : null}
      onChange={(next) => onObserve({ ...observations, [question.model]: Number(next) })}
      error={errors[question.model]}
    >
      <Stack gap={0}>
        {question.data.map((entry) => (
          <Radio key={entry.id} value={String(entry.id)} label={entry.label} size="sm" />
        ))}
      </Stack>
    </Radio.Group>
  );
}
