import { describe, expect, it } from 'vitest';
import type { GrowthChild, GrowthReading } from '../../../src/domain/growth-chart';
import { pretermValue } from '../../../src/domain/intergrowth-preterm';
import {
  pretermLines,
  pretermPlace,
  pretermPoints,
  pretermRange,
  samplePretermLines,
} from '../../../src/domain/preterm-chart';

/** Born 2026-01-01 at 30+0 weeks: 40+0 weeks postmenstrual on 2026-03-12, 64+0 on 2026-08-27. */
const preterm: GrowthChild = { sex: 'M', birthDate: '2026-01-01', gestation: { weeks: 30, days: 0 } };
/** Born 2026-01-01 at 25+0 weeks: 27+0 weeks postmenstrual on 2026-01-15. */
const veryEarly: GrowthChild = { sex: 'F', birthDate: '2026-01-01', gestation: { weeks: 25, days: 0 } };

const reading = (
  day: string,
  weightG: number | null,
  lengthCm: number | null = null,
  headCm: number | null = null,
) => ({ id: day, day, weightG, lengthCm, headCm }) satisfies GrowthReading;

describe('which readings the preterm standard scores', () => {
  it('a preterm baby until term (39+6 in, 40+0 out), or until 64 weeks when the clinic chooses it', () => {
    expect(pretermPlace(preterm, '2026-03-11', 40)).toBe('preterm');
    expect(pretermPlace(preterm, '2026-03-12', 40)).toBeNull();
    expect(pretermPlace(preterm, '2026-03-12', 64)).toBe('preterm');
    expect(pretermPlace(preterm, '2026-08-26', 64)).toBe('preterm');
    expect(pretermPlace(preterm, '2026-08-27', 64)).toBeNull();
  });

  it('before 27+0 weeks the reading is of the preterm period with no reference', () => {
    expect(pretermPlace(veryEarly, '2026-01-14', 40)).toBe('beforeStandard');
    expect(pretermPlace(veryEarly, '2026-01-15', 40)).toBe('preterm');
  });

  it('never for a baby born at 37+0 or later, or without a gestational age', () => {
    const born = (weeks: number, days: number): GrowthChild => ({ ...preterm, gestation: { weeks, days } });
    expect(pretermPlace(born(36, 6), '2026-01-02', 40)).toBe('preterm');
    expect(pretermPlace(born(37, 0), '2026-01-02', 40)).toBeNull();
    expect(pretermPlace({ ...preterm, gestation: null }, '2026-01-02', 40)).toBeNull();
  });
});

describe('the preterm chart', () => {
  it('places each reading at its postmenstrual age with its INTERGROWTH-21st z-score', () => {
    // 2026-01-22: 21 days old, 33+0 weeks; the boys' median weight at 33 weeks.
    const median = pretermValue('weight', 'M', 33, 0)!;
    const points = pretermPoints(
      'wfa',
      preterm,
      [reading('2026-03-20', 3000), reading('2026-01-22', median * 1000), reading('2026-02-05', null)],
      40,
    );
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({ x: 33 * 7, chronologicalX: null, percentile: 50 });
    expect(points[0]!.z).toBeCloseTo(0, 6);
  });

  it('scores length and head circumference in cm', () => {
    const length = pretermValue('length', 'M', 35, -1)!;
    const head = pretermValue('head', 'M', 35, 2)!;
    const [l] = pretermPoints('lhfa', preterm, [reading('2026-02-05', 2000, length, head)], 40);
    const [h] = pretermPoints('hcfa', preterm, [reading('2026-02-05', 2000, length, head)], 40);
    expect(l!.z).toBeCloseTo(-1, 6);
    expect(h!.z).toBeCloseTo(2, 6);
  });

  it('runs from 27 weeks to term, or past the last reading when the standard goes on to 64', () => {
    expect(pretermRange([], 40)).toEqual({ min: 27 * 7, max: 40 * 7 });
    const at = (weeks: number) => ({
      readingId: 'r',
      day: 'd',
      value: 5,
      x: weeks * 7,
      chronologicalX: null,
      z: 0,
      percentile: 50,
    });
    expect(pretermRange([at(45)], 64)).toEqual({ min: 27 * 7, max: 47 * 7 });
    expect(pretermRange([at(63.5)], 64)).toEqual({ min: 27 * 7, max: 64 * 7 });
    expect(pretermRange([at(38)], 64)).toEqual({ min: 27 * 7, max: 40 * 7 });
  });

  it('draws the seven SD lines at the standard values', () => {
    const lines = pretermLines('hcfa', 'F', { min: 27 * 7, max: 40 * 7 }, 13);
    expect(lines.map((line) => line.z)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    const median = lines[3]!.points;
    expect(median).toHaveLength(14);
    expect(median[0]).toEqual({ x: 27 * 7, y: pretermValue('head', 'F', 27, 0) });
    expect(median.at(-1)!.y).toBeCloseTo(pretermValue('head', 'F', 40, 0)!, 9);
  });

  it('samples each set of lines once: the same array again, equal to the lines computed anew', () => {
    const range = { min: 27 * 7, max: 40 * 7 };
    const lines = pretermLines('wfa', 'M', range);
    expect(pretermLines('wfa', 'M', { ...range })).toBe(lines);
    expect(lines).toEqual(samplePretermLines('wfa', 'M', range));
    expect(pretermLines('wfa', 'F', range)).toEqual(samplePretermLines('wfa', 'F', range));
    expect(pretermLines('wfa', 'F', range)).not.toEqual(lines);
    const longer = { min: 27 * 7, max: 50 * 7 };
    expect(pretermLines('lhfa', 'M', longer)).toEqual(samplePretermLines('lhfa', 'M', longer));
    expect(pretermLines('hcfa', 'M', longer, 13)).toEqual(samplePretermLines('hcfa', 'M', longer, 13));
  });
});
