/**
 * One growth chart drawn as SVG from plain data (src/domain/growth-chart.ts): the reference lines -3…+3 SD
 * labelled at their end, and the readings — a dot where the reading is plotted (corrected age while the
 * correction lasts) and, for a corrected reading, a cross at its chronological age joined to the dot, as
 * the RCPCH charts mark them. Hand-written rather than a chart library: seven polylines, a few dozen marks
 * and two axes, drawn with no network and printable as they are; a library would add weight to the tab for
 * little. It scales to its container (viewBox), so it reads at 768 px and prints on a page. The preterm
 * chart (INTERGROWTH-21st) is the same drawing with postmenstrual weeks on its x axis.
 */
import { Box } from '@mantine/core';
import { memo } from 'react';
import { formatShortDate } from '../../../domain/date-format';
import {
  daysToMonths,
  type ChartIndicator,
  type ChartRange,
  type GrowthPoint,
  type ReferenceLine,
} from '../../../domain/growth-chart';
import { formatNumber } from '../../../domain/number-format';
import { growthTexts, growthViewText as t } from '../../../i18n/growth';

const WIDTH = 720;
const HEIGHT = 420;
const MARGIN = { left: 60, right: 40, top: 16, bottom: 52 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;

const lineColour = (z: number) =>
  z === 0
    ? 'var(--mantine-color-green-8)'
    : Math.abs(z) === 3
      ? 'var(--mantine-color-red-8)'
      : Math.abs(z) === 2
        ? 'var(--mantine-color-orange-8)'
        : 'var(--mantine-color-gray-6)';

const zLabel = (z: number) => (z > 0 ? `+${z}` : String(z));

/** A step of 1, 2 or 5 × 10ⁿ giving about `count` ticks over a span. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw);
  return step ?? 10 * power;
}

function ticks(min: number, max: number, step: number): number[] {
  const out: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + step * 0.02; v += step)
    out.push(Number(v.toFixed(6)));
  return out;
}

/** The preterm chart's axis: postmenstrual weeks, every week up to term's span, else every 2 or 4. */
function postmenstrualAxis(range: ChartRange) {
  const span = (range.max - range.min) / 7;
  return {
    label: t.axes.postmenstrualWeeks,
    ticks: ticks(range.min / 7, range.max / 7, span <= 14 ? 1 : span <= 28 ? 2 : 4),
    toDays: (week: number) => week * 7,
  };
}

/** The x axis in the unit people read: months of age, weeks of postmenstrual age, or cm. */
function xAxis(indicator: ChartIndicator, range: ChartRange, postmenstrual: boolean) {
  if (postmenstrual) return postmenstrualAxis(range);
  if (indicator === 'wfl') {
    return { label: t.axes.lengthCm, ticks: ticks(range.min, range.max, 5), toDays: (v: number) => v };
  }
  if (indicator === 'olsenBmi') {
    return {
      label: t.axes.postmenstrualWeeks,
      ticks: ticks(range.min / 7, range.max / 7, 1).filter((week) => week % 2 === 0 || week === 41),
      toDays: (week: number) => week * 7,
    };
  }
  const months = daysToMonths(range.max);
  return {
    label: t.axes.ageMonths,
    ticks: ticks(0, months, months > 15 ? 3 : 1),
    toDays: (month: number) => (month * 365.25) / 12,
  };
}

const yLabel: Record<ChartIndicator, string> = {
  wfa: t.axes.weightKg,
  wfl: t.axes.weightKg,
  lhfa: t.axes.lengthCm,
  hcfa: t.axes.headCm,
  olsenBmi: t.axes.bmi,
};

export interface GrowthChartProps {
  indicator: ChartIndicator;
  lines: readonly ReferenceLine[];
  points: readonly GrowthPoint[];
  range: ChartRange;
  /** The preterm chart: x in postmenstrual days, whatever the indicator's own axis. */
  postmenstrual?: boolean;
}

/** Memoised: its props are computed once per readings, indicator and age basis (growth-view.tsx). */
export const GrowthChart = memo(function GrowthChart({
  indicator,
  lines,
  points,
  range,
  postmenstrual = false,
}: GrowthChartProps) {
  const ys = [...lines.flatMap((line) => line.points.map((p) => p.y)), ...points.map((p) => p.value)];
  const low = Math.min(...ys);
  const high = Math.max(...ys);
  const pad = (high - low) * 0.04 || 1;
  const yMin = Math.max(0, low - pad);
  const yMax = high + pad;
  const x = (v: number) => MARGIN.left + ((v - range.min) / (range.max - range.min)) * PLOT_W;
  const y = (v: number) => MARGIN.top + (1 - (v - yMin) / (yMax - yMin)) * PLOT_H;
  const axis = xAxis(indicator, range, postmenstrual);
  const yTicks = ticks(yMin, yMax, niceStep(yMax - yMin, 8));
  const unit = t.units[indicator];
  const decimals = indicator === 'wfa' || indicator === 'wfl' ? 2 : 1;

  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={(postmenstrual ? t.pretermChartLabel : t.chartLabel)(
        t.indicators[indicator],
        points.length,
      )}
      data-testid={postmenstrual ? 'preterm-chart' : 'growth-chart'}
      style={{ width: '100%', height: 'auto', display: 'block' }}
    >
      {yTicks.map((tick) => (
        <g key={`y${tick}`}>
          <line
            x1={MARGIN.left}
            x2={WIDTH - MARGIN.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke="var(--mantine-color-gray-3)"
          />
          <text x={MARGIN.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={12} fill="currentColor">
            {formatNumber(tick, 1)}
          </text>
        </g>
      ))}
      {axis.ticks.map((tick) => (
        <g key={`x${tick}`}>
          <line
            x1={x(axis.toDays(tick))}
            x2={x(axis.toDays(tick))}
            y1={MARGIN.top}
            y2={HEIGHT - MARGIN.bottom}
            stroke="var(--mantine-color-gray-2)"
          />
          <text
            x={x(axis.toDays(tick))}
            y={HEIGHT - MARGIN.bottom + 16}
            textAnchor="middle"
            fontSize={12}
            fill="currentColor"
          >
            {formatNumber(tick)}
          </text>
        </g>
      ))}
      <text
        x={MARGIN.left + PLOT_W / 2}
        y={HEIGHT - 10}
        textAnchor="middle"
        fontSize={13}
        fill="currentColor"
      >
        {axis.label}
      </text>
      <text
        transform={`translate(16 ${MARGIN.top + PLOT_H / 2}) rotate(-90)`}
        textAnchor="middle"
        fontSize={13}
        fill="currentColor"
      >
        {yLabel[indicator]}
      </text>
      {lines.map((line) => {
        const last = line.points.at(-1);
        return (
          <g key={line.z} data-z={line.z}>
            <polyline
              points={line.points.map((p) => `${x(p.x).toFixed(1)},${y(p.y).toFixed(1)}`).join(' ')}
              fill="none"
              stroke={lineColour(line.z)}
              strokeWidth={line.z === 0 ? 2 : 1.5}
              strokeDasharray={Math.abs(line.z) === 1 ? '4 4' : undefined}
            />
            {last && (
              <text x={x(last.x) + 4} y={y(last.y) + 4} fontSize={11} fill={lineColour(line.z)}>
                {zLabel(line.z)}
              </text>
            )}
          </g>
        );
      })}
      {points.map((point) => {
        const cx = x(point.x);
        const cy = y(point.value);
        const score =
          point.z === null || point.percentile === null
            ? ''
            : ` · ${growthTexts.zAndPercentile(point.z, point.percentile)}`;
        return (
          <g key={point.readingId} data-testid="growth-point">
            <title>{`${formatShortDate(point.day)} · ${formatNumber(point.value, decimals)} ${unit}${score}`}</title>
            {point.chronologicalX !== null && (
              <>
                <line
                  x1={x(point.chronologicalX)}
                  x2={cx}
                  y1={cy}
                  y2={cy}
                  stroke="var(--mantine-color-blue-4)"
                  strokeWidth={1}
                />
                <path
                  d={`M${x(point.chronologicalX) - 4},${cy - 4}l8,8m0,-8l-8,8`}
                  stroke="var(--mantine-color-blue-9)"
                  strokeWidth={1.5}
                  data-testid="growth-point-chronological"
                />
              </>
            )}
            <circle cx={cx} cy={cy} r={4.5} fill="var(--mantine-color-blue-9)" />
          </g>
        );
      })}
    </Box>
  );
});
