/**
 * A Griffiths exam in the timeline (spec 000 §2 "Timeline cards": "View opens the Griffiths tab, index 4;
 * equivalent age, development quotient, observed/total items, five section bars"; §9 the quotient; §8 "no
 * hay datos para N puntos" when the table has no equivalent age for the score).
 */
import { griffiths, type GriffithsParams } from '../../../contract/griffiths';
import { griffithsSummary } from '../../../domain/exam-summary';
import { griffithsCorrectedDays } from '../exams/exam-ages';
import { GriffithsScores } from '../exams/exam-summary-view';
import { cardDay } from './card-dates';
import { ExamCard, type ExamCardSource } from './exam-card';

export function GriffithsCard({ params, ...card }: ExamCardSource<GriffithsParams>) {
  const { item, history } = card;
  const content = griffiths.readDraft(item.content);
  const day = cardDay(content.date, item.at);
  const corrected = griffithsCorrectedDays(content, history, day);
  const summary = params
    ? griffithsSummary(params.TestItems, params.AgeFromScore, content.testResults ?? [], corrected)
    : null;
  return (
    <ExamCard
      {...card}
      exam="griffiths"
      day={day}
      scores={summary && <GriffithsScores summary={summary} />}
    />
  );
}
