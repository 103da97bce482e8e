/**
 * A Griffiths exam in the timeline (spec 000 §2 "Timeline cards": "View opens the Griffiths tab, index 4;
 * equivalent age, development quotient, observed/total items, five section bars"; §9 the quotient; §8 "no
 * hay datos para N puntos" when the table has no equivalent age for the score).
 */
import { Group, Stack, Text } from '@mantine/core';
import type { GriffithsParams } from '../../../contract/griffiths';
import type { HistoryRecord } from '../../../contract/history';
import { formatShortDate } from '../../../domain/date-format';
import { griffithsSummary } from '../../../domain/exam-summary';
import { correctedAgeDays, correctedFromChronologicalDays } from '../../../domain/gestation';
import { ageText } from '../../../i18n/psychology';
import { examCardText, timelineCardTitle } from '../../../i18n/timeline';
import type { DocumentListItem } from '../../../offline/document-list';
import { agesOn, cardDay, gestationalDaysOf } from './card-dates';
import { CardSection, ScoreBarRow, TimelineCard } from './timeline-card';
import { GRIFFITHS_TAB } from '../tabs/tab-rules';

interface GriffithsContent {
  date?: string | null;
  patientChronologicalAgeDays?: number | null;
  testResults?: { uuid: string; isObserved?: boolean | null }[] | null;
}

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
  const content = item.content as GriffithsContent;
  const day = cardDay(content.date, item.at);
  const gestationalDays = gestationalDaysOf(history);
  const corrected =
    content.patientChronologicalAgeDays != null
      ? correctedFromChronologicalDays(content.patientChronologicalAgeDays, gestationalDays)
      : day
        ? correctedAgeDays(history.Iden_FechaParto, gestationalDays, day)
        : null;
  const summary = params
    ? griffithsSummary(params.TestItems, params.AgeFromScore, content.testResults ?? [], corrected)
    : null;
  return (
    <TimelineCard
      testId="griffiths-card"
      title={timelineCardTitle.griffiths}
      date={formatShortDate(day)}
      item={item}
      subtitle={agesOn(history, day)}
      onView={onOpenTab && (() => onOpenTab(GRIFFITHS_TAB))}
      footer={item.signature && `${item.signature.name} · ${item.signature.email}`}
    >
      {summary ? (
        <Stack gap="xs">
          <Group gap="xl">
            <CardSection label={examCardText.equivalentAge} testId="griffiths-equivalent-age">
              {summary.equivalentAge
                ? ageText.months(summary.equivalentAge.months, summary.equivalentAge.days)
                : examCardText.noAgeData(summary.observed)}
            </CardSection>
            <CardSection label={examCardText.quotient} testId="griffiths-quotient">
              {summary.quotient ?? '—'}
            </CardSection>
            <CardSection label={examCardText.observedItems} testId="griffiths-observed">
              {examCardText.score(summary.observed, summary.total)}
            </CardSection>
          </Group>
          {summary.sections.map((bar) => (
            <ScoreBarRow
              key={bar.section}
              testId={`griffiths-section-${bar.section}`}
              label={bar.name}
              bar={bar}
              band={bar.percent === null ? examCardText.noScore : examCardText.percent(bar.percent)}
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
