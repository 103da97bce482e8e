/**
 * A Bayley exam in the timeline (spec 000 §2 "Timeline cards": "View button opens the Bayley tab, index 5;
 * total score bar and six section bars with a band label each"). The bars and bands are
 * src/domain/exam-summary.ts over the test's parameters; the exam is edited in its tab, so View is its
 * only action.
 */
import { bayley, type BayleyParams } from '../../../contract/bayley';
import type { HistoryRecord } from '../../../contract/history';
import { bayleySummary } from '../../../domain/exam-summary';
import { timelineCardTitle } from '../../../i18n/timeline';
import type { DocumentListItem } from '../../../offline/document-list';
import { bayleyCorrectedDays } from '../exams/exam-ages';
import { BayleyScores } from '../exams/exam-summary-view';
import { cardDay } from './card-dates';
import { ExamCard } from './exam-card';
import { BAYLEY_TAB } from '../tabs/tab-rules';

export function BayleyCard({
  item,
  history,
  params,
  onOpenTab,
}: {
  item: DocumentListItem;
  history: HistoryRecord;
  params: BayleyParams | null;
  onOpenTab?: (index: number) => void;
}) {
  const content = bayley.readDraft(item.content);
  const day = cardDay(null, item.at);
  const summary = params
    ? bayleySummary(
        params.TestItems,
        content.testResults ?? [],
        bayleyCorrectedDays(content, history, day),
        params.BandCutoffs,
      )
    : null;
  return (
    <ExamCard
      testId="bayley-card"
      title={timelineCardTitle.bayley}
      day={day}
      item={item}
      history={history}
      tab={BAYLEY_TAB}
      onOpenTab={onOpenTab}
      scores={summary && <BayleyScores summary={summary} />}
    />
  );
}
