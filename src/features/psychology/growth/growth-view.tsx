/**
 * The growth view (spec 000 §2 Gráficas, drawn on the device): the indicator chosen, the chart of the
 * readings stored on the device against the WHO 2006 standards (weight, length and head circumference for
 * age, weight for length) or Olsen 2015 (BMI for gestational age, before 41 weeks), each reading's
 * percentile and z-score listed beside it in Spanish, the toggle between corrected and chronological age,
 * and printing. It needs no network: readings, tables and code are on the device.
 */
import {
  Alert,
  Box,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import type { HistoryRecord } from '../../../contract/history';
import { formatChronologicalAge, formatCorrectedAge } from '../../../domain/age-display';
import { isCorrected } from '../../../domain/corrected-age';
import { formatShortDate } from '../../../domain/date-format';
import {
  chartIndicators,
  chartRange,
  growthPoints,
  measureOf,
  referenceLines,
  type AgeBasis,
  type ChartIndicator,
  type GrowthChild,
  type GrowthPoint,
  type GrowthReading,
} from '../../../domain/growth-chart';
import { formatNumber } from '../../../domain/number-format';
import { growthTexts, growthViewText as t } from '../../../i18n/growth';
import { GrowthChart } from './growth-chart';
import { growthChildOf, useGrowthReadings, useReferenceTable } from './use-growth-data';
import classes from '../../../ui/print/printable.module.css';

const isAgeIndicator = (indicator: ChartIndicator) => indicator !== 'wfl' && indicator !== 'olsenBmi';

export function GrowthView({ history }: { history: HistoryRecord }) {
  const readings = useGrowthReadings(history.id);
  const child = useMemo(() => growthChildOf(history), [history]);
  const [indicator, setIndicator] = useState<ChartIndicator>('wfa');
  const [basis, setBasis] = useState<AgeBasis>('corrected');
  const titleId = useId();

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      className={classes.printable}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h3" id={titleId}>
            {t.title}
          </Title>
          <Button variant="default" mih={44} onClick={() => window.print()} className={classes.noPrint}>
            {t.print}
          </Button>
        </Group>
        <Radio.Group
          label={t.indicatorLabel}
          value={indicator}
          onChange={(value) => setIndicator(value)}
          className={classes.noPrint}
        >
          <Group gap="md" mt="xs">
            {chartIndicators.map((key) => (
              <Radio key={key} value={key} label={t.indicators[key]} size="md" />
            ))}
          </Group>
        </Radio.Group>
        {isAgeIndicator(indicator) && (
          <SegmentedControl
            aria-label={t.ageBasisLabel}
            value={basis}
            onChange={(value) => setBasis(value)}
            data={[
              { value: 'corrected', label: t.corrected },
              { value: 'chronological', label: t.chronological },
            ]}
            size="md"
            className={classes.noPrint}
            style={{ alignSelf: 'flex-start' }}
          />
        )}
        {readings === undefined ? (
          <Center py="xl">
            <Loader aria-label={t.loading} />
          </Center>
        ) : readings.length === 0 ? (
          <Alert color="gray" title={t.title}>
            {t.empty}
          </Alert>
        ) : (
          <IndicatorChart
            key={indicator}
            indicator={indicator}
            basis={basis}
            child={child}
            readings={readings}
            gestationalDays={
              history.Pediatria.ExamenInicialPediatria.EIP_EdadGestacionalAlNacer.EIP_EG_DiasTotales
            }
          />
        )}
      </Stack>
    </Paper>
  );
}

function IndicatorChart({
  indicator,
  basis,
  child,
  readings,
  gestationalDays,
}: {
  indicator: ChartIndicator;
  basis: AgeBasis;
  child: GrowthChild;
  readings: readonly GrowthReading[];
  gestationalDays: number;
}) {
  const { loading, table } = useReferenceTable(indicator, child.sex);
  const chart = useMemo(() => {
    if (loading) return null;
    const points = growthPoints(indicator, child, readings, table, basis);
    const range = chartRange(indicator, child, points);
    return { points, range, lines: referenceLines(indicator, child, table, range) };
  }, [loading, indicator, child, readings, table, basis]);

  if (!chart) {
    return (
      <Center py="xl">
        <Loader aria-label={t.loading} />
      </Center>
    );
  }
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, xl: 6 }}>
        <Stack gap="xs">
          <GrowthChart indicator={indicator} lines={chart.lines} points={chart.points} range={chart.range} />
          {chart.points.length === 0 && <Text c="dimmed">{t.emptyChart}</Text>}
          {isAgeIndicator(indicator) && basis === 'corrected' && (
            <Text size="sm" c="dimmed">
              {t.legendCorrected} · {t.legendChronological}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {indicator === 'olsenBmi' ? t.sources.olsen : t.sources.who}
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, xl: 6 }}>
        <ReadingsTable
          indicator={indicator}
          child={child}
          readings={readings}
          points={chart.points}
          gestationalDays={gestationalDays}
        />
      </Grid.Col>
    </Grid>
  );
}

function ReadingsTable({
  indicator,
  child,
  readings,
  points,
  gestationalDays,
}: {
  indicator: ChartIndicator;
  child: GrowthChild;
  readings: readonly GrowthReading[];
  points: readonly GrowthPoint[];
  gestationalDays: number;
}) {
  const byReading = new Map(points.map((point) => [point.readingId, point]));
  const sorted = [...readings].sort((a, b) => a.day.localeCompare(b.day));
  const unit = t.units[indicator];
  const decimals = indicator === 'wfa' || indicator === 'wfl' ? 2 : 1;
  const caption = `${t.readings} · ${t.indicators[indicator]}`;
  return (
    // Scrolls sideways on a narrow screen, so it can take the focus (keyboard scrolling).
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
      <Table striped withTableBorder fz="sm" miw={480} data-testid="growth-readings">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.columns.date}</Table.Th>
            <Table.Th scope="col">{t.columns.corrected}</Table.Th>
            <Table.Th scope="col">{t.columns.chronological}</Table.Th>
            <Table.Th scope="col">{t.columns.measure}</Table.Th>
            <Table.Th scope="col">{t.columns.score}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((reading) => {
            const point = byReading.get(reading.id);
            const value = measureOf(indicator, reading);
            return (
              <Table.Tr key={reading.id} data-testid="growth-reading">
                <Table.Td>{formatShortDate(reading.day)}</Table.Td>
                <Table.Td>
                  {isCorrected(child.gestation, child.birthDate, reading.day)
                    ? formatCorrectedAge(child.birthDate, gestationalDays, reading.day)
                    : t.notCorrected}
                </Table.Td>
                <Table.Td>{formatChronologicalAge(child.birthDate, reading.day)}</Table.Td>
                <Table.Td>{value === null ? '—' : `${formatNumber(value, decimals)} ${unit}`}</Table.Td>
                <Table.Td data-testid="growth-score" style={{ whiteSpace: 'nowrap' }}>
                  {point && point.z !== null && point.percentile !== null
                    ? growthTexts.zAndPercentile(point.z, point.percentile)
                    : value === null
                      ? t.noMeasure
                      : t.offChart}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
