import { describe, expect, it } from 'vitest';
import {
  catalogueNames,
  centimetres,
  grams,
  oxygenText,
  shownChange,
  standardDeviations,
} from '../../../../src/features/psychology/evolutions/anthropometry-values';
import { weightChange } from '../../../../src/domain/weight-change';

describe('what a reading card shows (spec 000 §3, §9)', () => {
  it('shows g/kg/day and percentage below 41 weeks or under 2500 g, the signed absolute change from 41 weeks and 2500 g', () => {
    const before = weightChange(
      { weightG: 2400, day: '2026-01-01' },
      { weightG: 2600, day: '2026-01-08' },
      false,
    );
    expect(shownChange(before).map((f) => f.value)).toEqual(['11,4 g/kg/día', '8,3 %']);
    const light = weightChange(
      { weightG: 2300, day: '2026-01-01' },
      { weightG: 2499, day: '2026-01-08' },
      true,
    );
    expect(light.display).toBe('relative');
    const after = weightChange(
      { weightG: 2400, day: '2026-01-01' },
      { weightG: 2500, day: '2026-01-08' },
      true,
    );
    expect(shownChange(after).map((f) => f.value)).toEqual(['+100 g']);
  });

  it('shows nothing to compare for the first reading', () => {
    expect(shownChange(weightChange(null, { weightG: 1500, day: '2026-01-01' }, false))).toEqual([]);
  });

  it('writes units in the Spanish number format, and catalogue names ("No definido" when unknown)', () => {
    expect(grams(3658)).toBe('3.658 g');
    expect(centimetres(53.1)).toBe('53,1 cm');
    expect(standardDeviations(-1.17)).toBe('-1,17 D.E.');
    expect(grams(null)).toBeNull();
    const feeding = [
      { id: 1, name: 'Leche materna exclusiva' },
      { id: 4, name: 'Fórmula láctea' },
    ];
    expect(catalogueNames([1, 4], feeding)).toBe('Leche materna exclusiva, Fórmula láctea');
    expect(catalogueNames([9], feeding)).toBe('No definido');
    expect(catalogueNames([], feeding)).toBeNull();
    expect(oxygenText({ estado: true, dosis: 0.5 })).toBe('Sí, 0,5 L/min');
    expect(oxygenText({ estado: false, dosis: null })).toBe('No');
  });
});
