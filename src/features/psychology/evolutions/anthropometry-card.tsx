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
import { anthropometryText as t, timelineCardTitle, timelineText } from '../../../i18n/timeline';
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
import { CardSection, TimelineCard } from './timeline-card';
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
  const none = timelineText.none;
  return (
    <TimelineCard
      testId="anthropometry-card"
      title={timelineCardTitle.anthropometry}
      date={formatShortDate(day)}
      subtitle={agesOn(history, day)}
      footer={[reading.firma?.name, formatDateTime(reading.AN_timestamp.date)].filter(Boolean).join(' · ')}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <CardSection label={t.weight} testId="reading-weight">
          {grams(reading.AN_Peso) ?? none}
        </CardSection>
        <CardSection label={t.length} testId="reading-length">
          {centimetres(reading.AN_Talla) ?? none}
        </CardSection>
        <CardSection label={t.headCircumference} testId="reading-head">
          {centimetres(reading.AN_PC) ?? none}
        </CardSection>
        <CardSection label={t.weightForLength} testId="reading-weight-for-length">
          {standardDeviations(reading.pesoTalla) ?? none}
        </CardSection>
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
        <CardSection label={t.feedingIn} testId="reading-feeding-in">
          {catalogueNames(reading.AN_TipoAlimentacion, feeding) ?? none}
        </CardSection>
        <CardSection label={t.feedingOut} testId="reading-feeding-out">
          {catalogueNames(reading.tipoAlimentacionSalida, feeding) ?? none}
        </CardSection>
        <CardSection label={t.oxygenIn} testId="reading-oxygen-in">
          {oxygenText(reading.AN_Oxigeno) ?? none}
        </CardSection>
        <CardSection label={t.oxygenOut} testId="reading-oxygen-out">
          {oxygenText(reading.oxigenoSalida) ?? none}
        </CardSection>
      </SimpleGrid>
    </TimelineCard>
  );
}
