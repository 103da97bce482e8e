import { describe, expect, it } from 'vitest';
import { lmsValue } from '../../../src/domain/growth';
import {
  chartRange,
  growthPoints,
  measureOf,
  OLSEN_MAX_DAYS,
  referenceLines,
  sampleReferenceLines,
  type GrowthChild,
  type GrowthReading,
} from '../../../src/domain/growth-chart';
import { lmsAt, loadOlsenBmiTable, loadWhoTable } from '../../../src/domain/growth-reference';

/** Born 2026-01-01 at 30+0 weeks: ten weeks early, corrected until the second birthday. */
const preterm: GrowthChild = { sex: 'M', birthDate: '2026-01-01', gestation: { weeks: 30, days: 0 } };
const term: GrowthChild = { sex: 'F', birthDate: '2026-01-01', gestation: { weeks: 39, days: 0 } };

const reading = (
  day: string,
  weightG: number | null,
  lengthCm: number | null,
  headCm: number | null = null,
) => ({ id: day, day, weightG, lengthCm, headCm }) satisfies GrowthReading;

describe('growth chart points', () => {
  it('a preterm reading is drawn at corrected age, with the cross at chronological age', async () => {
    const table = await loadWhoTable('wfa', 'M');
    // 2026-05-01: 120 days old, 50 days corrected; weight on the WHO median at 50 days.
    const median = lmsAt(table, 50)!.M;
    const [point] = growthPoints(
      'wfa',
      preterm,
      [reading('2026-05-01', median * 1000, 55)],
      table,
      'corrected',
    );
    expect(point).toMatchObject({ x: 50, chronologicalX: 120, value: median, percentile: 50 });
    expect(point!.z).toBeCloseTo(0, 6);
  });

  it('by chronological age the same reading sits at 120 days, with no cross, and scores lower', async () => {
    const table = await loadWhoTable('wfa', 'M');
    const median = lmsAt(table, 50)!.M;
    const [point] = growthPoints(
      'wfa',
      preterm,
      [reading('2026-05-01', median * 1000, 55)],
      table,
      'chronological',
    );
    expect(point).toMatchObject({ x: 120, chronologicalX: null });
    expect(point!.z!).toBeLessThan(-1);
  });

  it('a reading before term has no place on the WHO curves but one on the Olsen curves', async () => {
    const who = await loadWhoTable('wfa', 'M');
    const olsen = await loadOlsenBmiTable('M');
    const early = reading('2026-02-01', 1500, 41);
    expect(growthPoints('wfa', preterm, [early], who, 'corrected')).toEqual([]);
    // 31 days after birth at 30+0 weeks: 241 days postmenstrual (34+3 weeks).
    const [point] = growthPoints('olsenBmi', preterm, [early], olsen, 'corrected');
    expect(point).toMatchObject({ x: 241, value: (1500 / 41 ** 2) * 10 });
    expect(point!.z).not.toBeNull();
  });

  it('the Olsen chart takes only readings before 41 weeks', async () => {
    const olsen = await loadOlsenBmiTable('M');
    // 77 days after 30+0: exactly 41+0 weeks.
    const at41 = reading('2026-03-19', 3000, 50);
    expect(growthPoints('olsenBmi', preterm, [at41], olsen, 'corrected')).toEqual([]);
    expect(chartRange('olsenBmi', preterm, []).max).toBe(OLSEN_MAX_DAYS);
  });

  it('weight-for-length is by length, within the WHO table only', () => {
    const points = growthPoints(
      'wfl',
      term,
      [reading('2026-03-01', 4000, 44.5), reading('2026-04-01', 5000, 55), reading('2026-05-01', null, 58)],
      null,
      'corrected',
    );
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({ x: 55, value: 5 });
  });

  it('a term baby is never corrected', async () => {
    const table = await loadWhoTable('lhfa', 'F');
    const [point] = growthPoints('lhfa', term, [reading('2026-03-02', 4000, 55)], table, 'corrected');
    expect(point).toMatchObject({ x: 60, chronologicalX: null, value: 55 });
  });

  it('leaves out a reading lacking the measure, and orders the rest by day', async () => {
    const table = await loadWhoTable('hcfa', 'F');
    const points = growthPoints(
      'hcfa',
      term,
      [
        reading('2026-05-01', 5000, 58, 39),
        reading('2026-03-01', 4000, 52, null),
        reading('2026-04-01', 4500, 55, 37),
      ],
      table,
      'corrected',
    );
    expect(points.map((p) => p.day)).toEqual(['2026-04-01', '2026-05-01']);
    expect(measureOf('hcfa', reading('x', 1, 1, 0))).toBeNull();
  });
});

describe('growth chart range and reference lines', () => {
  it('shows 2 years when the correction lasts 2 years, 1 year otherwise, widened to the last reading', () => {
    expect(chartRange('wfa', preterm, []).max).toBe(731);
    expect(chartRange('wfa', term, []).max).toBe(365);
    const late = { readingId: 'a', day: 'x', value: 10, x: 500, chronologicalX: null, z: 0, percentile: 50 };
    expect(chartRange('wfa', term, [late]).max).toBeGreaterThan(500);
  });

  it('draws the seven lines -3…+3 SD at the WHO values', async () => {
    const table = await loadWhoTable('wfa', 'F');
    const lines = referenceLines('wfa', term, table, { min: 0, max: 365 }, 4);
    expect(lines.map((l) => l.z)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    const minus2 = lines.find((l) => l.z === -2)!;
    expect(minus2.points).toHaveLength(5);
    // WHO girls' weight-for-age at 12 months, -2 SD: 7.0 kg.
    expect(Math.round(minus2.points.at(-1)!.y * 10) / 10).toBe(7.0);
    expect(minus2.points[0]!.y).toBeCloseTo(lmsValue(-2, lmsAt(table, 0)!), 10);
  });

  it('samples each set of lines once: the same array again, equal to the lines computed anew', async () => {
    const table = await loadWhoTable('wfa', 'M');
    const range = chartRange('wfa', preterm, []);
    const lines = referenceLines('wfa', preterm, table, range);
    expect(referenceLines('wfa', preterm, table, { ...range })).toBe(lines);
    expect(lines).toEqual(sampleReferenceLines('wfa', preterm, table, range));
    // Another range, sex or table is sampled on its own.
    const wider = { min: 0, max: range.max + 91 };
    expect(referenceLines('wfa', preterm, table, wider)).toEqual(
      sampleReferenceLines('wfa', preterm, table, wider),
    );
    const girls = await loadWhoTable('wfa', 'F');
    expect(referenceLines('wfa', term, girls, range)).toEqual(
      sampleReferenceLines('wfa', term, girls, range),
    );
    expect(referenceLines('wfa', term, girls, range)).not.toEqual(lines);
    // Weight-for-length has no loaded table; its lines are kept by sex all the same.
    const wfl = { min: 45, max: 80 };
    expect(referenceLines('wfl', term, null, wfl)).toBe(referenceLines('wfl', term, null, wfl));
    expect(referenceLines('wfl', term, null, wfl)).toEqual(sampleReferenceLines('wfl', term, null, wfl));
    expect(referenceLines('wfl', preterm, null, wfl)).toEqual(
      sampleReferenceLines('wfl', preterm, null, wfl),
    );
  });
});
