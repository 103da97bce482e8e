import { describe, expect, it } from 'vitest';

import { lmsValue } from '../../../src/domain/growth';
import { lmsAt, loadedTable, loadOlsenBmiTable, loadWhoTable } from '../../../src/domain/growth-reference';
import { indicatorZ } from '../../../src/domain/growth-z';

describe('growth reference tables loaded on demand', () => {
  it('keeps a table once read, for a chart drawn again to have it at once', async () => {
    expect(loadedTable('hcfa', 'F')).toBeUndefined();
    const loading = loadWhoTable('hcfa', 'F');
    expect(loadedTable('hcfa', 'F')).toBeUndefined();
    const table = await loading;
    expect(loadedTable('hcfa', 'F')).toBe(table);
    expect(await loadWhoTable('hcfa', 'F')).toBe(table);
    expect(loadedTable('hcfa', 'M')).toBeUndefined();
    expect(loadedTable('olsenBmi', 'M')).toBeUndefined();
    expect(await loadOlsenBmiTable('M')).toBe(loadedTable('olsenBmi', 'M'));
  });

  it('WHO weight-for-age by day, both sexes', async () => {
    const boys = await loadWhoTable('wfa', 'M');
    const girls = await loadWhoTable('wfa', 'F');
    expect(boys.x).toHaveLength(1857);
    expect(lmsAt(boys, 365)).toEqual({ L: 0.0645, M: 9.646, S: 0.10925 });
    expect(lmsAt(girls, 730)).toEqual({ L: -0.294, M: 11.4741, S: 0.12389 });
    // WHO z-score tables: girls 12 months -2 SD 7.0 kg; boys 24 months +2 SD 15.3 kg.
    expect(Math.round(lmsValue(-2, lmsAt(girls, 365)!) * 10) / 10).toBe(7.0);
    expect(Math.round(lmsValue(2, lmsAt(boys, 730)!) * 10) / 10).toBe(15.3);
    expect(indicatorZ('wfa', lmsValue(2, lmsAt(boys, 730)!), lmsAt(boys, 730)!)).toBeCloseTo(2, 10);
  });

  it('WHO length and head circumference by day', async () => {
    const length = await loadWhoTable('lhfa', 'F');
    const head = await loadWhoTable('hcfa', 'M');
    expect(lmsAt(length, 0)?.M).toBe(49.1477);
    expect(lmsAt(head, 0)?.M).toBe(34.4618);
    // boys head circumference at birth: -2 SD 31.9 cm.
    expect(Math.round(lmsValue(-2, lmsAt(head, 0)!) * 10) / 10).toBe(31.9);
  });

  it('is null outside the table, not an extrapolation', async () => {
    const boys = await loadWhoTable('wfa', 'M');
    expect(lmsAt(boys, -1)).toBeNull();
    expect(lmsAt(boys, 1857)).toBeNull();
  });

  it('Olsen BMI interpolates between completed weeks', async () => {
    const boys = await loadOlsenBmiTable('M');
    expect(lmsAt(boys, 40)?.M).toBeCloseTo(13.39009, 6);
    const mid = lmsAt(boys, 30.5)!;
    expect(mid.M).toBeGreaterThan(lmsAt(boys, 30)!.M);
    expect(mid.M).toBeLessThan(lmsAt(boys, 31)!.M);
    expect(lmsAt(boys, 23)).toBeNull();
  });
});
