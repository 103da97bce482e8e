import { describe, expect, it } from 'vitest';
import type { GrowthReading } from '../../../../src/domain/growth-chart';
import { sameReadings } from '../../../../src/features/psychology/growth/use-growth-data';

const reading = (id: string, weightG: number | null = 2100): GrowthReading => ({
  id,
  day: '2026-03-01',
  weightG,
  lengthCm: 44.5,
  headCm: 31,
});

describe('the readings the growth view keeps while the device answers', () => {
  it('stand when the device answers the same readings, in the same order', () => {
    expect(sameReadings([reading('a'), reading('b')], [reading('a'), reading('b')])).toBe(true);
    expect(sameReadings([], [])).toBe(true);
  });

  it('give way to any difference: a measure, a day, a reading more or less, the order', () => {
    const shown = [reading('a'), reading('b')];
    expect(sameReadings(shown, [reading('a'), reading('b', 2150)])).toBe(false);
    expect(sameReadings(shown, [reading('a'), reading('b', null)])).toBe(false);
    expect(sameReadings(shown, [reading('a'), { ...reading('b'), day: '2026-03-02' }])).toBe(false);
    expect(sameReadings(shown, [reading('a'), { ...reading('b'), headCm: 31.5 }])).toBe(false);
    expect(sameReadings(shown, [reading('a'), { ...reading('b'), lengthCm: 45 }])).toBe(false);
    expect(sameReadings(shown, [reading('a')])).toBe(false);
    expect(sameReadings(shown, [...shown, reading('c')])).toBe(false);
    expect(sameReadings(shown, [reading('b'), reading('a')])).toBe(false);
  });
});
