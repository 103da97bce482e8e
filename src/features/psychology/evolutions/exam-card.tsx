/**
 * The frame of an exam in the timeline (spec 000 §2 "Timeline cards"), shared by the Bayley and Griffiths
 * cards: the title, the day and the ages on it, View (which opens the exam's tab: the exam is edited there,
 * so View is its only action), the signer, and the scores — or "parameters missing" while the test's
 * parameters are not on the device.
 */
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HistoryRecord } from '../../../contract/history';
import { formatShortDate } from '../../../domain/date-format';
import { examCardText, timelineCardTitle } from '../../../i18n/timeline';
import type { DocumentListItem } from '../../../offline/document-list';
import { agesOn } from './card-dates';
import { TimelineCard } from './timeline-card';
import { BAYLEY_TAB, GRIFFITHS_TAB } from '../tabs/tab-rules';

/** Each exam's card: its test id, its title and the tab View opens. */
const examCards = {
  bayley: { testId: 'bayley-card', title: timelineCardTitle.bayley, tab: BAYLEY_TAB },
  griffiths: { testId: 'griffiths-card', title: timelineCardTitle.griffiths, tab: GRIFFITHS_TAB },
} as const;

/** What the card of an exam is drawn from: its list item, the history and the test's parameters. */
export interface ExamCardSource<P> {
  item: DocumentListItem;
  history: HistoryRecord;
  /** Null while the test's parameters are not on the device. */
  params: P | null;
  onOpenTab?: (index: number) => void;
}

export interface ExamCardProps extends Omit<ExamCardSource<unknown>, 'params'> {
  exam: keyof typeof examCards;
  /** The exam's day ('YYYY-MM-DD'), or null when neither the exam nor its list item dates it. */
  day: string | null;
  /** The scores, or null without the test's parameters. */
  scores: ReactNode | null;
}

export function ExamCard({ exam, day, item, history, onOpenTab, scores }: ExamCardProps) {
  const { testId, title, tab } = examCards[exam];
  return (
    <TimelineCard
      testId={testId}
      title={title}
      date={formatShortDate(day)}
      item={item}
      subtitle={agesOn(history, day)}
      onView={onOpenTab && (() => onOpenTab(tab))}
      footer={item.signature && `${item.signature.name} · ${item.signature.email}`}
    >
      {scores ?? (
        <Text size="sm" c="dimmed">
          {examCardText.paramsMissing}
        </Text>
      )}
    </TimelineCard>
  );
}
