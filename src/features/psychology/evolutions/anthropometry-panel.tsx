/**
 * The anthropometry lateral panel beside the timeline (spec 000 §3 "Lateral panel", §7 GET
 * /v1/anthropometry/{historyId}/{visitId}/lateral with every visit): birth facts, the mother's facts, the
 * latest reading's figures and the entry feeding and oxygen. A value the source did not record shows "—".
 *
 * `collapsible` (a tablet, where the panel sits above the timeline): its fifteen facts would fill the
 * first screen, so it starts closed with one line of the latest figures, and its title is the disclosure
 * button; opened, the facts take three columns.
 */
import { Button, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useId, useState } from 'react';
import type { AnthropometryLateral } from '../../../contract/anthropometry';
import { formatDateTime, formatShortDate } from '../../../domain/date-format';
import { growthViewText } from '../../../i18n/growth';
import { ageText } from '../../../i18n/psychology';
import { anthropometryText as t, timelineText } from '../../../i18n/timeline';
import { IconChevronRight } from '../../../ui/icons/icons';
import { catalogueNames, centimetres, grams, oxygenText, standardDeviations } from './anthropometry-values';
import classes from './anthropometry-panel.module.css';
import type { CatalogueEntry } from './use-timeline-sources';

const yesNo = (value: boolean | null) => (value === null ? null : value ? timelineText.yes : timelineText.no);

export function AnthropometryPanel({
  lateral,
  feeding,
  education,
  onShowGrowth,
  collapsible = false,
}: {
  lateral: AnthropometryLateral | null;
  feeding: readonly CatalogueEntry[];
  education: readonly CatalogueEntry[];
  /** Opens the growth charts (the Gráficas tab's view drawn on the device). */
  onShowGrowth?: () => void;
  /** Above the timeline (a tablet): closed at first, opened by its title. */
  collapsible?: boolean;
}) {
  const titleId = useId();
  const factsId = useId();
  const [opened, setOpened] = useState(false);
  const showFacts = !collapsible || opened;
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
          {collapsible ? (
            <UnstyledButton
              className={classes.toggle}
              aria-expanded={opened}
              aria-controls={factsId}
              onClick={() => setOpened((value) => !value)}
            >
              <IconChevronRight className={classes.chevron} data-opened={opened || undefined} size={20} />
              {t.panelTitle}
            </UnstyledButton>
          ) : (
            t.panelTitle
          )}
        </Title>
        {lateral === null ? (
          <Text size="sm" c="dimmed">
            {t.noReadings}
          </Text>
        ) : showFacts ? (
          <SimpleGrid
            cols={collapsible ? 3 : 1}
            spacing="md"
            verticalSpacing={6}
            component="dl"
            m={0}
            id={factsId}
          >
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
          </SimpleGrid>
        ) : (
          <Text size="sm" data-testid="lateral-summary" id={factsId}>
            {lateralSummary(lateral)}
          </Text>
        )}
        {lateral !== null && showFacts && onShowGrowth && (
          <Button variant="light" mih={44} onClick={onShowGrowth}>
            {growthViewText.openFromPanel}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** The closed panel's line: the latest reading's weight and length, and when it was taken. */
export function lateralSummary(lateral: AnthropometryLateral): string {
  return [
    `${t.dayWeight}: ${grams(lateral.pesoDia) ?? timelineText.none}`,
    `${t.length}: ${centimetres(lateral.talla) ?? timelineText.none}`,
    `${t.lastReading}: ${lateral.date ? formatDateTime(lateral.date) : timelineText.none}`,
  ].join(' · ');
}
