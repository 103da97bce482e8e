/** The social-work timeline (src/features/social-work/evolutions/timeline.ts): order, days in Bogotá, date tree. */
import { describe, expect, it } from 'vitest';
import {
  buildEntries,
  dateTree,
  hasInitialAssessment,
  risksAsOf,
} from '../../../../src/features/social-work/evolutions/timeline';
import type { DocumentListItem } from '../../../../src/offline/document-list';

const item = (key: string, iso: string): DocumentListItem => ({
  key,
  serverId: key,
  draftKey: null,
  content: {},
  editContent: {},
  status: 'committed',
  unsavedChanges: false,
  needsAttention: false,
  conflict: false,
  setAside: 0,
  version: null,
  signature: null,
  at: Date.parse(iso),
  savedAt: Date.parse(iso),
});

describe('social-work timeline', () => {
  it('waits for the three lists, then merges them newest first', () => {
    expect(buildEntries({ 'initial-assessment': [], 'home-visit': [] })).toBeUndefined();
    const entries = buildEntries({
      'initial-assessment': [item('a', '2026-01-10T15:00:00Z')],
      'social-work-evolution': [item('e', '2026-03-02T15:00:00Z')],
      'home-visit': [item('v', '2026-02-01T15:00:00Z')],
    })!;
    expect(entries.map((e) => e.item.key)).toEqual(['e', 'v', 'a']);
    expect(hasInitialAssessment(entries)).toBe(true);
    expect(hasInitialAssessment(entries.filter((e) => e.kind !== 'initial-assessment'))).toBe(false);
  });

  it('counts days in Bogotá: 03:00 UTC is still the day before', () => {
    const entries = buildEntries({
      'initial-assessment': [item('a', '2026-03-02T03:00:00Z')],
      'social-work-evolution': [item('e', '2026-03-02T05:00:00Z')],
      'home-visit': [],
    })!;
    expect(entries.map((e) => [e.item.key, e.day])).toEqual([
      ['e', '2026-03-02'],
      ['a', '2026-03-01'],
    ]);
  });

  it('builds year → month → day, newest first, with the documents of each day', () => {
    const entries = buildEntries({
      'initial-assessment': [item('a', '2025-12-30T15:00:00Z')],
      'social-work-evolution': [item('e1', '2026-03-02T15:00:00Z'), item('e2', '2026-03-02T18:00:00Z')],
      'home-visit': [item('v', '2026-02-01T15:00:00Z')],
    })!;
    expect(dateTree(entries)).toEqual([
      {
        year: '2026',
        months: [
          { month: '2026-03', days: [{ day: '2026-03-02', count: 2 }] },
          { month: '2026-02', days: [{ day: '2026-02-01', count: 1 }] },
        ],
      },
      { year: '2025', months: [{ month: '2025-12', days: [{ day: '2025-12-30', count: 1 }] }] },
    ]);
  });
});

describe('the psychosocial risks an evolution card lists (risksAsOf)', () => {
  const risk = (key: string, assessmentDate: unknown) => ({ key, assessmentDate, action: `Acción ${key}` });

  it("lists the history's risks assessed on or before the evolution's day, oldest first", () => {
    const risks = [
      risk('later', '2026-11-21'),
      risk('same-day', '2026-11-20'),
      risk('first', '2026-10-02'),
      risk('instant', '2026-11-20T08:00:00.000Z'),
    ];
    expect(risksAsOf(risks, '2026-11-20').map((r) => r.key)).toEqual(['first', 'same-day', 'instant']);
    expect(risksAsOf(risks, '2026-10-01')).toEqual([]);
  });

  it('leaves out a row not assessed yet (no date), whoever wrote it', () => {
    const risks = [
      risk('undated', null),
      risk('empty', ''),
      risk('missing', undefined),
      risk('dated', '2026-01-05'),
    ];
    expect(risksAsOf(risks, '2026-12-31').map((r) => r.key)).toEqual(['dated']);
  });
});
