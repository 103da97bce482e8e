/**
 * A Griffiths exam in the timeline (spec 000 §2 "Timeline cards": "View opens the Griffiths tab, index 4;
 * equivalent age, development quotient, observed/total items, five section bars"; §9 the quotient; §8 "no
 * hay datos para N puntos" when the table has no equivalent age for the score).
 */
import { griffiths, type GriffithsParams } from '../../../contract/griffiths';
import type { HistoryRecord } from '../../../contract/history';
import { griffithsSummary } from '../../../domain/exam-summary';
import { timelineCardTitle } from '../../../i18n/timeline';
import type { DocumentListItem } from '../../../offline/document-list';
import { griffithsCorrectedDays } from '../exams/exam-ages';
import { GriffithsScores } from '../exams/exam-summary-view';
import { cardDay } from './card-dates';
import { ExamCard } from './exam-card';
import { GRIFFITHS_TAB } from '../tabs/tab-rules';

export function GriffithsCard({
  item,
  history,
  params,
  onOpenTab,
}: {
  item: DocumentListItem;
  history: HistoryRecord;
  params: GriffithsParams | null;
  onOpenTab?: (index: number) => void;
}) {
  const content = griffiths.readDraft(item.content);
  const day = cardDay(content.date, item.at);
  const corrected = griffithsCorrectedDays(content, history, day);
  const summary = params
    ? griffithsSummary(params.TestItems, params.AgeFromScore, content.testResults ?? [], corrected)
    : null;
  return (
    <ExamCard
      testId="griffiths-card"
      title={timelineCardTitle.griffiths}
      day={day}
      item={item}
      history={history}
      tab={GRIFFITHS_TAB}
      onOpenTab={onOpenTab}
      scores={summary && <GriffithsScores summary={summary} />}
    />
  );
}
