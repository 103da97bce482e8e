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
import { examCardText } from '../../../i18n/timeline';
import type { DocumentListItem } from '../../../offline/document-list';
import { agesOn } from './card-dates';
import { TimelineCard } from './timeline-card';

export interface ExamCardProps {
  testId: string;
  title: string;
  /** The exam's day ('YYYY-MM-DD'), or null when neither the exam nor its list item dates it. */
  day: string | null;
  item: DocumentListItem;
  history: HistoryRecord;
  /** The exam's tab index, opened by View. */
  tab: number;
  onOpenTab?: (index: number) => void;
  /** The scores, or null without the test's parameters. */
  scores: ReactNode | null;
}

export function ExamCard({ testId, title, day, item, history, tab, onOpenTab, scores }: ExamCardProps) {
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
