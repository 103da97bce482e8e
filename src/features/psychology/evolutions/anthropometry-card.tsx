/**
 * A weight and size reading in the timeline (spec 000 §2 "Timeline cards": title "Datos Peso y Talla",
 * subtitle corrected and chronological age, footer signer and date; §3 the reading's fields; §9 which
 * weight change shows). The reading comes from the weight-and-size service: psychology only reads it, so
 * the card has no Edit button.
 */
import { Badge, Group, SimpleGrid } from '@mantine/core';
import type { AnthropometryReading } from '../../../contract/anthropometry';
import type { HistoryRecord } from '../../../contract/history';
import { formatDateTime, formatShortDate } from '../../../domain/date-format';
import { bogotaDay } from '../../../domain/gestation';
import { anthropometryText as t, timelineCardTitle } from '../../../i18n/timeline';
import {
  catalogueNames,
  centimetres,
  grams,
  mantineColor,
  oxygenText,
  shownChange,
  standardDeviations,
} from './anthropometry-values';
import { agesOn } from './card-dates';
import { CardSection, CardTexts, TimelineCard } from './timeline-card';
import type { CatalogueEntry } from './use-timeline-sources';

export function AnthropometryCard({
  reading,
  history,
  feeding,
}: {
  reading: AnthropometryReading;
  history: HistoryRecord;
  feeding: readonly CatalogueEntry[];
}) {
  const day = bogotaDay(reading.AN_timestamp.date);
  const change = shownChange(reading.cambioPeso);
  return (
    <TimelineCard
      testId="anthropometry-card"
      title={timelineCardTitle.anthropometry}
      date={formatShortDate(day)}
      subtitle={agesOn(history, day)}
      footer={[reading.firma?.name, formatDateTime(reading.AN_timestamp.date)].filter(Boolean).join(' · ')}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <CardTexts
          texts={[
            { label: t.weight, testId: 'reading-weight', text: grams(reading.AN_Peso) },
            { label: t.length, testId: 'reading-length', text: centimetres(reading.AN_Talla) },
            { label: t.headCircumference, testId: 'reading-head', text: centimetres(reading.AN_PC) },
            {
              label: t.weightForLength,
              testId: 'reading-weight-for-length',
              text: standardDeviations(reading.pesoTalla),
            },
          ]}
        />
      </SimpleGrid>
      <div data-testid="reading-weight-change" data-display={reading.cambioPeso.display}>
        <CardSection label={t.weightChange} testId="reading-weight-change-label">
          {change.length === 0 ? t.firstReading : null}
        </CardSection>
        {change.length > 0 && (
          <Group gap="xs">
            {change.map((figure) => (
              <Badge
                key={figure.value}
                color={mantineColor[figure.color]}
                // Tinted by its colour, dark text: the light variant's coloured text fails contrast (axe).
                c="dark.9"
                variant="light"
                size="lg"
                tt="none"
                data-color={figure.color}
              >
                {figure.value}
              </Badge>
            ))}
          </Group>
        )}
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <CardTexts
          texts={[
            {
              label: t.feedingIn,
              testId: 'reading-feeding-in',
              text: catalogueNames(reading.AN_TipoAlimentacion, feeding),
            },
            {
              label: t.feedingOut,
              testId: 'reading-feeding-out',
              text: catalogueNames(reading.tipoAlimentacionSalida, feeding),
            },
            { label: t.oxygenIn, testId: 'reading-oxygen-in', text: oxygenText(reading.AN_Oxigeno) },
            { label: t.oxygenOut, testId: 'reading-oxygen-out', text: oxygenText(reading.oxigenoSalida) },
          ]}
        />
      </SimpleGrid>
    </TimelineCard>
  );
}
