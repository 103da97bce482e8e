/**
 * The growth view (spec 000 §2 Gráficas, drawn on the device): the size at birth, the indicator chosen,
 * the chart of the readings stored on the device against the WHO 2006 standards (weight, length and head
 * circumference for age, weight for length) or Olsen 2015 (BMI for gestational age, before 41 weeks) —
 * for a baby born preterm, the weight, length and head circumference of the preterm period on a chart of
 * their own, INTERGROWTH-21st by postmenstrual age, before the WHO one — each reading's percentile and
 * z-score listed beside it in Spanish with the standard that scored it, the toggle between corrected and
 * chronological age, and printing (one A4 page: the patient, the standards and the day). It needs no
 * network: readings, tables and code are on the device.
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
import { memo, useId, useMemo, useState } from 'react';
import { serverToday } from '../../../api/server-clock';
import type { HistoryRecord } from '../../../contract/history';
import {
  formatChronologicalAge,
  formatCorrectedAge,
  formatGestationalAge,
} from '../../../domain/age-display';
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
import {
  pretermLines,
  pretermPlace,
  pretermPoints,
  pretermRange,
  type PretermIndicator,
} from '../../../domain/preterm-chart';
import { growthTexts, growthViewText as t } from '../../../i18n/growth';
import { patientHeaderText } from '../../../i18n/platform';
import { GrowthChart } from './growth-chart';
import { PRETERM_UNTIL_WEEKS } from './growth-settings';
import { SizeAtBirthPanel } from './size-at-birth-panel';
import { growthChildOf, useGrowthReadings, useReferenceTable } from './use-growth-data';
import classes from '../../../ui/print/printable.module.css';
import print from './growth-print.module.css';

const isAgeIndicator = (indicator: ChartIndicator): indicator is PretermIndicator =>
  indicator !== 'wfl' && indicator !== 'olsenBmi';

/** The standard that scores a reading on an indicator's charts. */
type Reference = keyof typeof t.references;

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
      className={`${classes.printable} ${print.view}`}
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
        <PrintHeading history={history} indicator={indicator} />
        <SizeAtBirthPanel history={history} />
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

/** On paper only: who, which indicator, and the day it was printed (the screen shows them elsewhere). */
function PrintHeading({ history, indicator }: { history: HistoryRecord; indicator: ChartIndicator }) {
  const gestationalDays =
    history.Pediatria.ExamenInicialPediatria.EIP_EdadGestacionalAlNacer.EIP_EG_DiasTotales;
  return (
    <Stack gap={2} className={classes.printOnly} data-testid="growth-print-heading">
      <Text fw={700}>
        {history.Iden_nombreCompletoPaciente} · {patientHeaderText.code} {history.EGNDT}
      </Text>
      <Text size="sm">
        {patientHeaderText.birthDate}: {formatShortDate(history.Iden_FechaParto)} ·{' '}
        {formatGestationalAge(gestationalDays)} · {t.printIndicator(t.indicators[indicator])} ·{' '}
        {t.printedOn(formatShortDate(serverToday()))}
      </Text>
    </Stack>
  );
}

/**
 * The charts and the list of one indicator. Memoised: the readings keep their identity while the device
 * answers the same, so a new answer or a change above does not draw the charts and the list again.
 */
const IndicatorChart = memo(function IndicatorChart({
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
  const until = PRETERM_UNTIL_WEEKS;
  const chart = useMemo(() => {
    if (loading) return null;
    const places = new Map(
      readings.map((r) => [r.id, isAgeIndicator(indicator) ? pretermPlace(child, r.day, until) : null]),
    );
    // A preterm baby's readings before the preterm standard ends are scored by it, not by WHO.
    const preterm = readings.some((r) => places.get(r.id) !== null);
    const whoReadings = preterm ? readings.filter((r) => places.get(r.id) === null) : readings;
    const points = growthPoints(indicator, child, whoReadings, table, basis);
    const range = chartRange(indicator, child, points);
    const who = { points, range, lines: referenceLines(indicator, child, table, range) };
    const pretermChart =
      preterm && isAgeIndicator(indicator)
        ? (() => {
            const ptPoints = pretermPoints(indicator, child, readings, until);
            const ptRange = pretermRange(ptPoints, until);
            return { points: ptPoints, range: ptRange, lines: pretermLines(indicator, child.sex, ptRange) };
          })()
        : null;
    const whoReference: Reference = indicator === 'olsenBmi' ? 'olsen' : 'who';
    const scored = new Map<string, Scored>([
      ...(pretermChart?.points.map((point) => [point.readingId, { point, reference: 'preterm' }] as const) ??
        []),
      ...who.points.map((point) => [point.readingId, { point, reference: whoReference }] as const),
    ]);
    const rows = [...readings]
      .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
      .map((reading) => ({
        reading,
        scored: scored.get(reading.id) ?? null,
        beforeStandard: places.get(reading.id) === 'beforeStandard',
      }));
    return { who, preterm: pretermChart, rows };
  }, [loading, indicator, child, readings, table, basis, until]);

  if (!chart) {
    return (
      <Center py="xl">
        <Loader aria-label={t.loading} />
      </Center>
    );
  }
  const { who, preterm, rows } = chart;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, xl: 6 }}>
        <div className={preterm ? print.twoCharts : undefined}>
          {preterm && (
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t.charts.preterm}
              </Title>
              <GrowthChart
                indicator={indicator}
                lines={preterm.lines}
                points={preterm.points}
                range={preterm.range}
                postmenstrual
              />
              <Text size="xs" c="dimmed">
                {t.sources.intergrowth(until)}
              </Text>
            </Stack>
          )}
          <Stack gap="xs">
            {preterm && (
              <Title order={3} size="h5">
                {basis === 'corrected' ? t.charts.whoCorrected : t.charts.whoChronological}
              </Title>
            )}
            <GrowthChart indicator={indicator} lines={who.lines} points={who.points} range={who.range} />
            {who.points.length === 0 && <Text c="dimmed">{t.emptyChart}</Text>}
            {isAgeIndicator(indicator) && basis === 'corrected' && (
              <Text size="sm" c="dimmed">
                {t.legendCorrected} · {t.legendChronological}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {indicator === 'olsenBmi' ? t.sources.olsen : t.sources.who}
            </Text>
          </Stack>
        </div>
      </Grid.Col>
      <Grid.Col span={{ base: 12, xl: 6 }}>
        <ReadingsTable indicator={indicator} child={child} rows={rows} gestationalDays={gestationalDays} />
      </Grid.Col>
    </Grid>
  );
});

/** A reading's point on the indicator's charts, with the standard that scored it. */
interface Scored {
  point: GrowthPoint;
  reference: Reference;
}

interface ReadingRowData {
  reading: GrowthReading;
  /** Its point on one of the indicator's charts; null when it has none. */
  scored: Scored | null;
  /** A reading of the preterm period before the preterm standard starts (27 weeks). */
  beforeStandard: boolean;
}

function ReadingsTable({
  indicator,
  child,
  rows,
  gestationalDays,
}: {
  indicator: ChartIndicator;
  child: GrowthChild;
  /** Every reading, oldest first. */
  rows: readonly ReadingRowData[];
  gestationalDays: number;
}) {
  const caption = `${t.readings} · ${t.indicators[indicator]}`;
  return (
    // Scrolls sideways on a narrow screen, so it can take the focus (keyboard scrolling).
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
      <Table striped withTableBorder fz="sm" miw={560} data-testid="growth-readings">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.columns.date}</Table.Th>
            <Table.Th scope="col">{t.columns.corrected}</Table.Th>
            <Table.Th scope="col">{t.columns.chronological}</Table.Th>
            <Table.Th scope="col">{t.columns.measure}</Table.Th>
            <Table.Th scope="col">{t.columns.score}</Table.Th>
            <Table.Th scope="col">{t.columns.reference}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <ReadingRow
              key={row.reading.id}
              row={row}
              indicator={indicator}
              child={child}
              gestationalDays={gestationalDays}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/**
 * The table's body is plain rows and cells with Mantine's table classes (the same markup Table.Tr and
 * Table.Td give inside a striped table with row borders): 30 readings make 210 Mantine parts, whose
 * context and style resolution cost more to create than the rest of the view.
 */
const ROW_CLASS = `${Table.classes.tr} mantine-Table-tr`;
const CELL_CLASS = `${Table.classes.td} mantine-Table-td`;

const ReadingRow = memo(function ReadingRow({
  row: { reading, scored, beforeStandard },
  indicator,
  child,
  gestationalDays,
}: {
  row: ReadingRowData;
  indicator: ChartIndicator;
  child: GrowthChild;
  gestationalDays: number;
}) {
  const point = scored?.point;
  const value = measureOf(indicator, reading);
  const decimals = indicator === 'wfa' || indicator === 'wfl' ? 2 : 1;
  return (
    <tr className={ROW_CLASS} data-striped="odd" data-with-row-border data-testid="growth-reading">
      <td className={CELL_CLASS}>{formatShortDate(reading.day)}</td>
      <td className={CELL_CLASS}>
        {isCorrected(child.gestation, child.birthDate, reading.day)
          ? formatCorrectedAge(child.birthDate, gestationalDays, reading.day)
          : t.notCorrected}
      </td>
      <td className={CELL_CLASS}>{formatChronologicalAge(child.birthDate, reading.day)}</td>
      <td className={CELL_CLASS}>
        {value === null ? '—' : `${formatNumber(value, decimals)} ${t.units[indicator]}`}
      </td>
      <td
        className={CELL_CLASS}
        data-testid="growth-score"
        style={point?.z != null ? { whiteSpace: 'nowrap' } : undefined}
      >
        {point && point.z !== null && point.percentile !== null
          ? growthTexts.zAndPercentile(point.z, point.percentile)
          : value === null
            ? t.noMeasure
            : beforeStandard
              ? t.beforeStandard
              : t.offChart}
      </td>
      <td className={CELL_CLASS} data-testid="growth-reference">
        {scored && point?.z !== null ? t.references[scored.reference] : '—'}
      </td>
    </tr>
  );
});
