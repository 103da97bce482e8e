import { describe, expect, it } from 'vitest';
import { formatBytes, formatNumber } from '../../../src/domain/number-format';

describe('numbers in the Spanish locale (spec 000 §9)', () => {
  it('groups thousands with a dot and writes decimals with a comma', () => {
    expect(formatNumber(3658)).toBe('3.658');
    expect(formatNumber(53.1, 1)).toBe('53,1');
    expect(formatNumber(-1.17, 2)).toBe('-1,17');
    expect(formatNumber(35, 1)).toBe('35');
    expect(formatNumber(2499.6)).toBe('2.500');
  });
});

describe('sizes in bytes', () => {
  it('reads as people read them: whole bytes and KB, one decimal from MB', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1.023 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(870_400)).toBe('850 KB');
    expect(formatBytes(12.3 * 1024 ** 2)).toBe('12,3 MB');
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1,3 GB');
  });
});
