/**
 * A postponed Bayley or Griffiths exam in the timeline (spec 000 §2 "Timeline cards": "postponed Bayley
 * and postponed Griffiths (show the motive)"). Undoing is done in the exam's tab ("Deshacer", today only),
 * so the card has no action.
 */
import type { HistoryRecord } from '../../../contract/history';
import type { PostponedExam, PostponedKind } from '../../../contract/postponed';
import { formatShortDate } from '../../../domain/date-format';
import { examCardText, timelineCardTitle } from '../../../i18n/timeline';
import { agesOn } from './card-dates';
import { CardSection, TimelineCard } from './timeline-card';

export function PostponedCard({
  kind,
  postponed,
  history,
}: {
  kind: PostponedKind;
  postponed: PostponedExam;
  history: HistoryRecord;
}) {
  return (
    <TimelineCard
      testId={`${kind}-card`}
      title={timelineCardTitle[kind]}
      date={formatShortDate(postponed.date)}
      subtitle={agesOn(history, postponed.date)}
      footer={`${postponed.signature.name} · ${postponed.signature.email}`}
    >
      <CardSection label={examCardText.motive} testId="postponed-motive">
        {postponed.motive}
      </CardSection>
    </TimelineCard>
  );
}
