/**
 * The anthropometry lateral panel beside the timeline (spec 000 §3 "Lateral panel", §7 GET
 * /v1/anthropometry/{historyId}/{visitId}/lateral with every visit): birth facts, the mother's facts, the
 * latest reading's figures and the entry feeding and oxygen. A value the source did not record shows "—".
 */
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { AnthropometryLateral } from '../../../contract/anthropometry';
import { formatDateTime, formatShortDate } from '../../../domain/date-format';
import { growthViewText } from '../../../i18n/growth';
import { ageText } from '../../../i18n/psychology';
import { anthropometryText as t, timelineText } from '../../../i18n/timeline';
import { catalogueNames, centimetres, grams, oxygenText, standardDeviations } from './anthropometry-values';
import type { CatalogueEntry } from './use-timeline-sources';

const yesNo = (value: boolean | null) => (value === null ? null : value ? timelineText.yes : timelineText.no);

export function AnthropometryPanel({
  lateral,
  feeding,
  education,
  onShowGrowth,
}: {
  lateral: AnthropometryLateral | null;
  feeding: readonly CatalogueEntry[];
  education: readonly CatalogueEntry[];
  /** Opens the growth charts (the Gráficas tab's view drawn on the device). */
  onShowGrowth?: () => void;
}) {
  const titleId = useId();
  const facts: [label: string, value: string | null, testId: string][] = lateral
    ? [
        [t.birthWeight, grams(lateral.birthWeight), 'lateral-birth-weight'],
        [t.birthDate, formatShortDate(lateral.birthDate), 'lateral-birth-date'],
        [t.fortyWeeks, formatShortDate(lateral.fortyWeeksDate), 'lateral-forty-weeks'],
        [t.firstPregnancy, yesNo(lateral.primigestante), 'lateral-first-pregnancy'],
        [t.singleMother, yesNo(lateral.mamaSola), 'lateral-single-mother'],
        [
          t.education,
          lateral.nivelEducativo === null ? null : catalogueNames([lateral.nivelEducativo], education),
          'lateral-education',
        ],
        [
          t.motherAge,
          lateral.edadMadre === null ? null : ageText.years(lateral.edadMadre),
          'lateral-mother-age',
        ],
        [t.length, centimetres(lateral.talla), 'lateral-length'],
        [t.weightForLength, standardDeviations(lateral.pesoTalla), 'lateral-weight-for-length'],
        [t.dayWeight, grams(lateral.pesoDia), 'lateral-day-weight'],
        [t.already41Weeks, yesNo(lateral.already41Weeks), 'lateral-41-weeks'],
        [t.headCircumference, centimetres(lateral.perimetroCefalico), 'lateral-head'],
        [t.entryFeeding, catalogueNames(lateral.nutricionEntrada, feeding), 'lateral-entry-feeding'],
        [t.entryOxygen, oxygenText(lateral.oxigenoEntrada), 'lateral-entry-oxygen'],
        [t.lastReading, lateral.date ? formatDateTime(lateral.date) : null, 'lateral-date'],
      ]
    : [];
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="aside"
      aria-labelledby={titleId}
      data-testid="anthropometry-panel"
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t.panelTitle}
        </Title>
        {lateral === null ? (
          <Text size="sm" c="dimmed">
            {t.noReadings}
          </Text>
        ) : (
          <Stack gap={6} component="dl" m={0}>
            {facts.map(([label, value, testId]) => (
              <div key={testId}>
                <Text component="dt" size="xs" fw={700} tt="uppercase" c="gray.7">
                  {label}
                </Text>
                <Text component="dd" m={0} size="sm" data-testid={testId}>
                  {value ?? timelineText.none}
                </Text>
              </div>
            ))}
          </Stack>
        )}
        {lateral !== null && onShowGrowth && (
          <Button variant="light" mih={44} onClick={onShowGrowth}>
            {growthViewText.openFromPanel}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
