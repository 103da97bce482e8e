import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../src/domain/number-format';

describe('numbers in the Spanish locale (spec 000 §9)', () => {
  it('groups thousands with a dot and writes decimals with a comma', () => {
    expect(formatNumber(3658)).toBe('3.658');
    expect(formatNumber(53.1, 1)).toBe('53,1');
    expect(formatNumber(-1.17, 2)).toBe('-1,17');
    expect(formatNumber(35, 1)).toBe('35');
    expect(formatNumber(2499.6)).toBe('2.500');
  });
});
