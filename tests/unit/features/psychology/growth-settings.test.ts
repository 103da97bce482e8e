import { describe, expect, it } from 'vitest';
import { pretermUntilWeeks } from '../../../../src/features/psychology/growth/growth-settings';

describe('the clinic setting', () => {
  it('is term unless the build says 64', () => {
    expect(pretermUntilWeeks(undefined)).toBe(40);
    expect(pretermUntilWeeks('')).toBe(40);
    expect(pretermUntilWeeks('40')).toBe(40);
    expect(pretermUntilWeeks(' 64 ')).toBe(64);
    expect(pretermUntilWeeks('50')).toBe(40);
  });
});
