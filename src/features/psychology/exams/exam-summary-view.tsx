/**
 * An exam's scores as the timeline card and the printed summary show them (spec 000 §2 "Timeline cards"):
 * Bayley, the total and six section bars each with its band; Griffiths, the equivalent age, the quotient,
 * the observed items and five section bars. The numbers are src/domain/exam-summary.ts.
 */
import { Group, Stack } from '@mantine/core';
import type { BayleyCategory, BayleySummary, GriffithsSummary } from '../../../domain/exam-summary';
import { ageText } from '../../../i18n/psychology';
import { examCardText } from '../../../i18n/timeline';
import { CardSection, ScoreBarRow } from '../evolutions/timeline-card';

export function bandLabel(category: BayleyCategory | null, percent: number | null, outside: boolean): string {
  if (percent === null) return examCardText.noScore;
  if (outside || category === null) return examCardText.outsideBands;
  return examCardText.bands[category];
}

export function BayleyScores({ summary }: { summary: BayleySummary }) {
  const outside = summary.band === 'outside';
  return (
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
  );
}

export function GriffithsScores({ summary }: { summary: GriffithsSummary }) {
  return (
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
  );
}
