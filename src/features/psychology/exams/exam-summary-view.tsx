/**
 * An exam's scores as the timeline card and the printed summary show them (spec 000 §2 "Timeline cards"):
 * Bayley, the total and six section bars each with its band; Griffiths, the equivalent age, the quotient,
 * the observed items and five section bars. The numbers are src/domain/exam-summary.ts.
 */
import { Group, Stack } from '@mantine/core';
import type { BayleyCategory, BayleySummary, GriffithsSummary, ScoreBar } from '../../../domain/exam-summary';
import { ageText } from '../../../i18n/psychology';
import { examCardText } from '../../../i18n/timeline';
import { CardSection, ScoreBarRow } from '../evolutions/timeline-card';

export function bandLabel(category: BayleyCategory | null, percent: number | null, outside: boolean): string {
  if (percent === null) return examCardText.noScore;
  if (outside || category === null) return examCardText.outsideBands;
  return examCardText.bands[category];
}

/** An exam's section bars, each named and labelled by the exam's own rule. */
function SectionBars<B extends ScoreBar>({
  exam,
  sections,
  band,
}: {
  exam: 'bayley' | 'griffiths';
  sections: readonly B[];
  band: (bar: B) => string;
}) {
  return sections.map((bar) => (
    <ScoreBarRow
      key={bar.section}
      testId={`${exam}-section-${bar.section}`}
      label={bar.name}
      bar={bar}
      band={band(bar)}
    />
  ));
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
      <SectionBars
        exam="bayley"
        sections={summary.sections}
        band={(bar) => bandLabel(bar.category, bar.percent, outside)}
      />
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
      <SectionBars
        exam="griffiths"
        sections={summary.sections}
        band={(bar) => (bar.percent === null ? examCardText.noScore : examCardText.percent(bar.percent))}
      />
    </Stack>
  );
}
