import { describe, expect, it } from 'vitest';

import { growthTexts } from '../../../src/i18n/growth';

describe('a reading z-score and percentile in Spanish', () => {
  it.each([
    [-1.04, 15, 'p15, -1,04 D.E.'],
    [0, 50, 'p50, 0,00 D.E.'],
    [-0.001, 50, 'p50, 0,00 D.E.'],
    [2.5, 99.4, 'p99,4, 2,50 D.E.'],
  ])('z %s, p%s', (z, p, text) => {
    expect(growthTexts.zAndPercentile(z, p)).toBe(text);
  });
});
