/**
 * A Bayley exam in the timeline (spec 000 §2 "Timeline cards": "View button opens the Bayley tab, index 5;
 * total score bar and six section bars with a band label each"). The bars and bands are
 * src/domain/exam-summary.ts over the test's parameters; the exam is edited in its tab, so View is its
 * only action.
 */
import { Stack, Text } from '@mantine/core';
import type { BayleyParams } from '../../../contract/bayley';
import type { HistoryRecord } from '../../../contract/history';
import { formatShortDate } from '../../../domain/date-format';
import { bayleySummary, type BayleyCategory } from '../../../domain/exam-summary';
import { correctedAgeDays } from '../../../domain/gestation';
import { examCardText, timelineCardTitle } from '../../../i18n/timeline';
import type { DocumentListItem } from '../../../offline/document-list';
import { agesOn, cardDay, gestationalDaysOf } from './card-dates';
import { ScoreBarRow, TimelineCard } from './timeline-card';
import { BAYLEY_TAB } from '../tabs/tab-rules';

export function bandLabel(category: BayleyCategory | null, percent: number | null, outside: boolean): string {
  if (percent === null) return examCardText.noScore;
  if (outside || category === null) return examCardText.outsideBands;
  return examCardText.bands[category];
}

interface BayleyContent {
  patientAgeDays?: number | null;
  testResults?: { uuid: string; score?: number | null }[] | null;
}

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
  const content = item.content as BayleyContent;
  const day = cardDay(null, item.at);
  const ageDays =
    content.patientAgeDays ??
    (day ? correctedAgeDays(history.Iden_FechaParto, gestationalDaysOf(history), day) : null);
  const summary = params ? bayleySummary(params.TestItems, content.testResults ?? [], ageDays) : null;
  const outside = summary?.band === 'outside';
  return (
    <TimelineCard
      testId="bayley-card"
      title={timelineCardTitle.bayley}
      date={formatShortDate(day)}
      item={item}
      subtitle={agesOn(history, day)}
      onView={onOpenTab && (() => onOpenTab(BAYLEY_TAB))}
      footer={item.signature && `${item.signature.name} · ${item.signature.email}`}
    >
      {summary ? (
        <Stack gap="xs">
          <ScoreBarRow
            testId="bayley-total"
            label={examCardText.total}
            bar={summary.total}
            band={bandLabel(summary.total.category, summary.total.percent, outside)}
          />
          {summary.sections.map((bar) => (
            <ScoreBarRow
              key={bar.section}
              testId={`bayley-section-${bar.section}`}
              label={bar.name}
              bar={bar}
              band={bandLabel(bar.category, bar.percent, outside)}
            />
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {examCardText.paramsMissing}
        </Text>
      )}
    </TimelineCard>
  );
}
