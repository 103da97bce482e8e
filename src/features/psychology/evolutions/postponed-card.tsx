/**
 * A postponed Bayley or Griffiths exam in the timeline (spec 000 §2 "Timeline cards": "postponed Bayley
 * and postponed Griffiths (show the motive)"). Undoing is done in the exam's tab ("Deshacer", today only),
 * so the card has no action.
 */
import { Badge } from '@mantine/core';
import type { HistoryRecord } from '../../../contract/history';
import type { PostponedKind } from '../../../contract/postponed';
import { formatShortDate } from '../../../domain/date-format';
import { examCardText, timelineCardTitle } from '../../../i18n/timeline';
import { postponedText } from '../../../i18n/psychology-view';
import { agesOn } from './card-dates';
import type { PostponedCardData } from './timeline';
import { CardSection, TimelineCard } from './timeline-card';

export function PostponedCard({
  kind,
  postponed,
  pending = false,
  history,
}: {
  kind: PostponedKind;
  postponed: PostponedCardData;
  /** Made on this device and not yet on the server. */
  pending?: boolean;
  history: HistoryRecord;
}) {
  return (
    <TimelineCard
      testId={`${kind}-card`}
      title={timelineCardTitle[kind]}
      date={formatShortDate(postponed.date)}
      subtitle={agesOn(history, postponed.date)}
      badges={
        pending && (
          <Badge color="yellow" variant="light" c="dark.9" data-testid="postponed-card-pending">
            {postponedText.pending}
          </Badge>
        )
      }
      footer={postponed.signature && `${postponed.signature.name} · ${postponed.signature.email}`}
    >
      <CardSection label={examCardText.motive} testId="postponed-motive">
        {postponed.motive}
      </CardSection>
    </TimelineCard>
  );
}
