/**
 * The demo Bayley and Griffiths parameter tables have the shape the app needs, the stored files are what
 * the generator writes, and BAYLEY_PARAMS_FILE / GRIFFITHS_PARAMS_FILE replace them.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { griffithsParams } from '../../../src/contract/griffiths';
import { buildBayleyDemoParams, buildGriffithsDemoParams } from '../../../server/seed/demo-test-params';
import { demoParamsFile, loadTestParams } from '../../../server/seed/test-params';

const griffiths = loadTestParams('griffiths');
const bayley = loadTestParams('bayley');
const nonDecreasing = (xs: number[]) => xs.every((x, i) => i === 0 || x >= xs[i - 1]!);

describe('Griffiths demo parameters', () => {
  it('have 225 items in 5 sections of 45, each with a unique uuid and a [DEMO] title', () => {
    expect(griffiths.TestItems).toHaveLength(225);
    for (const section of [1, 2, 3, 4, 5]) {
      const items = griffiths.TestItems.filter((i) => i.section === section);
      expect(items.map((i) => i.index)).toEqual(Array.from({ length: 45 }, (_, k) => k + 1));
      expect(new Set(items.map((i) => i.sectionName)).size).toBe(1);
    }
    expect(new Set(griffiths.TestItems.map((i) => i.uuid)).size).toBe(225);
    expect(griffiths.TestItems.every((i) => i.title.startsWith('[DEMO]'))).toBe(true);
    expect(griffiths.title).toMatch(/^\[DEMO\]/);
  });

  it('map every score 0..225 to an age, never decreasing', () => {
    expect(griffiths.AgeFromScore.map((a) => a.score)).toEqual(Array.from({ length: 226 }, (_, k) => k));
    const days = griffiths.AgeFromScore.map((a) => a.months * 31 + a.days);
    expect(nonDecreasing(days)).toBe(true);
    expect(griffiths.AgeFromScore.every((a) => a.days >= 0 && a.days < 31)).toBe(true);
    expect(griffiths.AgeFromScore[0]).toEqual({ score: 0, months: 0, days: 0 });
    expect(griffiths.AgeFromScore[225]!.months).toBe(24);
  });

  it('give a monotonic expected score by age for each section', () => {
    expect(griffiths.AgeFromScoreGroup.map((g) => g.section)).toEqual([1, 2, 3, 4, 5]);
    for (const group of griffiths.AgeFromScoreGroup) {
      expect(nonDecreasing(group.values.map((v) => v.months))).toBe(true);
      expect(nonDecreasing(group.values.map((v) => v.score))).toBe(true);
      expect(group.values.at(-1)!.score).toBe(45);
    }
  });
});

describe('Bayley demo parameters', () => {
  it('have 6 sections whose items are scored 0 to 5', () => {
    expect([...new Set(bayley.TestItems.map((i) => i.section))].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const item of bayley.TestItems) {
      expect(item.itemsScores.map((s) => s.score)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(item.itemScoresId).toBeGreaterThanOrEqual(101);
      expect(item.itemScoresId).toBeLessThanOrEqual(105);
      expect(item.title.startsWith('[DEMO]')).toBe(true);
    }
    expect(new Set(bayley.TestItems.map((i) => i.uuid)).size).toBe(bayley.TestItems.length);
  });

  it('name the sections of the spec', () => {
    const names = [...new Set(bayley.TestItems.map((i) => i.sectionName))];
    expect(names).toEqual([
      'Atención',
      'Orientación hacia el examinador',
      'Regulación emocional',
      'Calidad motora',
      'Adicionales',
      'Interacción con el cuidador',
    ]);
  });

  it('have the five observations, with the "other" options of caretaker (6) and companion (4)', () => {
    expect(bayley.TestObservations.map((o) => o.model)).toEqual([
      'caretaker',
      'companion',
      'whereDoTheySleep',
      'whoDoTheyLookForComfort',
      'canCaretakerComfortChild',
    ]);
    const [caretaker, companion] = bayley.TestObservations;
    expect(caretaker!.data.find((o) => o.id === 6)?.label).toBe('Otro');
    expect(companion!.data.find((o) => o.id === 4)?.label).toBeTruthy();
  });
});

describe('parameter files', () => {
  it('are what the generator builds', () => {
    expect(JSON.parse(readFileSync(demoParamsFile.bayley, 'utf8'))).toEqual(buildBayleyDemoParams());
    expect(JSON.parse(readFileSync(demoParamsFile.griffiths, 'utf8'))).toEqual(buildGriffithsDemoParams());
  });

  it('are replaced by the files named in the environment', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'canguro-params-')), 'bayley.json');
    const licensed = { ...buildBayleyDemoParams(), title: 'Licenciada', demo: false };
    writeFileSync(file, JSON.stringify(licensed));
    expect(loadTestParams('bayley', { BAYLEY_PARAMS_FILE: file }).title).toBe('Licenciada');
    writeFileSync(file, JSON.stringify({ TestItems: [] }));
    expect(() => loadTestParams('bayley', { BAYLEY_PARAMS_FILE: file })).toThrow(/TestObservations/);
  });
});

describe('Griffiths parameter order checks', () => {
  const issues = (params: unknown) =>
    (v.safeParse(griffithsParams, params).issues ?? []).map((issue) => issue.message);

  it('pass the demo table', () => {
    expect(issues(griffiths)).toEqual([]);
  });

  it('refuse a score listed twice and an age that goes down as the score grows', () => {
    const rows = griffiths.AgeFromScore.map((row) => ({ ...row }));
    rows[2] = { ...rows[2]!, score: rows[1]!.score };
    expect(issues({ ...griffiths, AgeFromScore: rows })).toContain(
      'Griffiths AgeFromScore: scores must increase',
    );
    const younger = griffiths.AgeFromScore.map((row, i) => (i === 5 ? { ...row, months: 0, days: 0 } : row));
    expect(issues({ ...griffiths, AgeFromScore: younger })).toContain(
      'Griffiths AgeFromScore: ages may not decrease as the score grows',
    );
  });

  it("refuse a section's months that do not rise and a score that falls as age grows", () => {
    const [group, ...others] = griffiths.AgeFromScoreGroup;
    const values = group!.values.map((entry) => ({ ...entry }));
    values[1] = { ...values[1]!, months: values[0]!.months };
    expect(issues({ ...griffiths, AgeFromScoreGroup: [{ ...group, values }, ...others] })).toContain(
      'Griffiths AgeFromScoreGroup: months must increase',
    );
    const falling = group!.values.map((entry, i) => (i === 1 ? { ...entry, score: -1 } : entry));
    expect(issues({ ...griffiths, AgeFromScoreGroup: [{ ...group, values: falling }, ...others] })).toContain(
      'Griffiths AgeFromScoreGroup: scores may not decrease as age grows',
    );
  });
});
