/**
 * A Bayley exam in the timeline (spec 000 §2 "Timeline cards": "View button opens the Bayley tab, index 5;
 * total score bar and six section bars with a band label each"). The bars and bands are
 * src/domain/exam-summary.ts over the test's parameters; the exam is edited in its tab, so View is its
 * only action.
 */
import { bayley, type BayleyParams } from '../../../contract/bayley';
import { bayleySummary } from '../../../domain/exam-summary';
import { bayleyCorrectedDays } from '../exams/exam-ages';
import { BayleyScores } from '../exams/exam-summary-view';
import { cardDay } from './card-dates';
import { ExamCard, type ExamCardSource } from './exam-card';

export function BayleyCard({ params, ...card }: ExamCardSource<BayleyParams>) {
  const { item, history } = card;
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
    <ExamCard {...card} exam="bayley" day={day} scores={summary && <BayleyScores summary={summary} />} />
  );
}
