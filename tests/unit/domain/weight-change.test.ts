import { describe, expect, it } from 'vitest';
import { addDays, isAlready41Weeks } from '../../../src/domain/gestation';
import {
  absoluteChangeColor,
  gainColor,
  gramsPerKgPerDay,
  weightChange,
  weightChangeDisplay,
  weightChanges,
} from '../../../src/domain/weight-change';

describe('weightChangeDisplay (spec 000 §9)', () => {
  it('shows the absolute change from 41 weeks with 2500 g or more, boundaries included', () => {
    expect(weightChangeDisplay(true, 2500)).toBe('absolute');
    expect(weightChangeDisplay(true, 4200)).toBe('absolute');
  });

  it('shows g/kg/day and percentage below 41 weeks or under 2500 g', () => {
    expect(weightChangeDisplay(true, 2499)).toBe('relative');
    expect(weightChangeDisplay(false, 2500)).toBe('relative');
    expect(weightChangeDisplay(false, 3800)).toBe('relative');
    expect(weightChangeDisplay(true, null)).toBe('relative');
  });

  it('follows the 41-week rule of gestation.ts on the boundary day', () => {
    // Born at 32+0 weeks (224 days): due date at +56 days, 41 weeks at +63 days.
    const birth = '2025-01-01';
    const day41 = addDays(birth, 63);
    expect(weightChangeDisplay(isAlready41Weeks(birth, 224, day41), 2500)).toBe('absolute');
    expect(weightChangeDisplay(isAlready41Weeks(birth, 224, addDays(day41, -1)), 2500)).toBe('relative');
  });
});

describe('gramsPerKgPerDay (Patel 2005, exponential model)', () => {
  it('is 1000 × ln(W2/W1) / days, checked by hand', () => {
    // 1500 g to 1700 g in 7 days: 1000 × ln(1700/1500) / 7 = 1000 × 0.125163 / 7 = 17.880 g/kg/day.
    expect(gramsPerKgPerDay(1500, 1700, 7)).toBeCloseTo(17.88, 2);
    // A loss is negative: 2000 g to 1900 g in 5 days: 1000 × ln(0.95) / 5 = −10.259.
    expect(gramsPerKgPerDay(2000, 1900, 5)).toBeCloseTo(-10.259, 3);
  });

  it('has no value for readings on the same day or without weights', () => {
    expect(gramsPerKgPerDay(1500, 1700, 0)).toBeNull();
    expect(gramsPerKgPerDay(0, 1700, 7)).toBeNull();
  });
});

describe('colours', () => {
  it('g/kg/day: 15 or more success, 10 to under 15 warning, under 10 danger', () => {
    expect(gainColor(15)).toBe('success');
    expect(gainColor(22.4)).toBe('success');
    expect(gainColor(14.9)).toBe('warning');
    expect(gainColor(10)).toBe('warning');
    expect(gainColor(9.9)).toBe('danger');
    expect(gainColor(-3)).toBe('danger');
    expect(gainColor(null)).toBe('default');
  });

  it('absolute change: a loss danger, no gain warning, a gain default', () => {
    expect(absoluteChangeColor(-1)).toBe('danger');
    expect(absoluteChangeColor(0)).toBe('warning');
    expect(absoluteChangeColor(120)).toBe('default');
    expect(absoluteChangeColor(null)).toBe('default');
  });
});

describe('weightChange', () => {
  it('gives all three figures, rounded as shown, with Spanish texts', () => {
    const change = weightChange(
      { weightG: 1500, day: '2025-02-01' },
      { weightG: 1700, day: '2025-02-08' },
      false,
    );
    expect(change).toEqual({
      display: 'relative',
      gKgDia: { result: 17.9, color: 'success', value: '17,9 g/kg/día' },
      // 200 / 1500 × 100 = 13.33 %; coloured as the g/kg/day of the same change.
      percentage: { result: 13.3, color: 'success', value: '13,3 %' },
      abs: { result: 200, color: 'default', value: '+200 g' },
    });
  });

  it('shows a plus sign on a gain and a minus on a loss in the absolute change', () => {
    const gain = weightChange(
      { weightG: 5400, day: '2025-06-01' },
      { weightG: 6650, day: '2025-07-01' },
      true,
    );
    expect(gain.display).toBe('absolute');
    expect(gain.abs).toEqual({ result: 1250, color: 'default', value: '+1.250 g' });
    const loss = weightChange(
      { weightG: 5400, day: '2025-06-01' },
      { weightG: 5350, day: '2025-06-15' },
      true,
    );
    expect(loss.abs).toEqual({ result: -50, color: 'danger', value: '-50 g' });
    expect(loss.percentage.value).toBe('-0,9 %');
  });

  it('colours from the rounded value, so the card never disagrees with its number', () => {
    // 1000 × ln(W2/W1) / 10 = 14.96 rounds to 15.0: success, not warning.
    const to = Math.round(2000 * Math.exp(0.1496));
    const change = weightChange(
      { weightG: 2000, day: '2025-03-01' },
      { weightG: to, day: '2025-03-11' },
      false,
    );
    expect(change.gKgDia.result).toBe(15);
    expect(change.gKgDia.color).toBe('success');
  });

  it('has nothing to compare for the first reading', () => {
    const none = { result: null, color: 'default', value: null };
    expect(weightChange(null, { weightG: 1500, day: '2025-02-01' }, false)).toEqual({
      display: 'relative',
      gKgDia: none,
      percentage: none,
      abs: none,
    });
  });

  it('has no g/kg/day for two readings on the same day, but a percentage and an absolute change', () => {
    const change = weightChange(
      { weightG: 2000, day: '2025-03-01' },
      { weightG: 2010, day: '2025-03-01' },
      false,
    );
    expect(change.gKgDia.result).toBeNull();
    expect(change.percentage).toEqual({ result: 0.5, color: 'default', value: '0,5 %' });
    expect(change.abs.result).toBe(10);
  });
});

describe('weightChanges', () => {
  it('compares each reading with the latest earlier one that has a weight', () => {
    const changes = weightChanges([
      { weightG: 1500, day: '2025-02-01', already41Weeks: false },
      { weightG: null, day: '2025-02-08', already41Weeks: false },
      { weightG: 1800, day: '2025-02-15', already41Weeks: false },
    ]);
    expect(changes[0]!.abs.result).toBeNull();
    expect(changes[1]!.abs.result).toBeNull();
    expect(changes[2]!.abs.result).toBe(300);
    // 1000 × ln(1800/1500) / 14 = 13.02 g/kg/day.
    expect(changes[2]!.gKgDia).toMatchObject({ result: 13, color: 'warning' });
  });
});
