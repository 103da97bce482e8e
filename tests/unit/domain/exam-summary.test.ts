import { describe, expect, it } from 'vitest';
import {
  bayleyAgeBand,
  bayleyCategory,
  bayleySummary,
  developmentQuotient,
  equivalentAgeOf,
  griffithsSummary,
  progressStep,
} from '../../../src/domain/exam-summary';

describe('progressStep (spec 000 §2 "colour steps at 20, 40, 60, 80 %")', () => {
  it('changes step exactly at 20, 40, 60 and 80 %', () => {
    expect([0, 19, 20, 39, 40, 59, 60, 79, 80, 100].map(progressStep)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4,
    ]);
  });
});

describe('Bayley age bands and categories (spec 000 §9)', () => {
  it('puts under 6 months, 6 to 12, 13 to 42 and the rest in four bands (whole months of 30.4375 days)', () => {
    // 6 months = 182.6 days: day 182 is still 5 months.
    expect(bayleyAgeBand(182)).toBe('under6');
    expect(bayleyAgeBand(183)).toBe('from6to12');
    // 13 months = 395.7 days.
    expect(bayleyAgeBand(395)).toBe('from6to12');
    expect(bayleyAgeBand(396)).toBe('from13to42');
    // 43 months = 1308.8 days.
    expect(bayleyAgeBand(1308)).toBe('from13to42');
    expect(bayleyAgeBand(1309)).toBe('outside');
    expect(bayleyAgeBand(null)).toBe('outside');
  });

  it('gives normal, questionable or non-optimal by the band cutoffs, none outside the bands', () => {
    expect(bayleyCategory(60, 'under6')).toBe('normal');
    expect(bayleyCategory(59, 'under6')).toBe('questionable');
    expect(bayleyCategory(40, 'under6')).toBe('questionable');
    expect(bayleyCategory(39, 'under6')).toBe('nonOptimal');
    expect(bayleyCategory(69, 'from13to42')).toBe('questionable');
    expect(bayleyCategory(90, 'outside')).toBeNull();
    expect(bayleyCategory(null, 'under6')).toBeNull();
  });
});

describe('bayleySummary', () => {
  const items = [
    { uuid: 'a1', section: 1 as const, sectionName: 'Atención' },
    { uuid: 'a2', section: 1 as const, sectionName: 'Atención' },
    { uuid: 'b1', section: 2 as const, sectionName: 'Orientación hacia el examinador' },
    { uuid: 'c1', section: 3 as const, sectionName: 'Regulación emocional' },
  ];

  it('sums each section over 5 × its evaluated items; 0 ("No evaluado") counts neither way', () => {
    const summary = bayleySummary(
      items,
      [
        { uuid: 'a1', score: 5 },
        { uuid: 'a2', score: 3 },
        { uuid: 'b1', score: 0 },
        { uuid: 'c1', score: 1 },
      ],
      100,
    );
    expect(summary.band).toBe('under6');
    expect(summary.sections).toEqual([
      { section: 1, name: 'Atención', score: 8, max: 10, percent: 80, category: 'normal' },
      {
        section: 2,
        name: 'Orientación hacia el examinador',
        score: 0,
        max: 0,
        percent: null,
        category: null,
      },
      { section: 3, name: 'Regulación emocional', score: 1, max: 5, percent: 20, category: 'nonOptimal' },
    ]);
    // 9 of 15: 60 %.
    expect(summary.total).toMatchObject({ score: 9, max: 15, percent: 60, category: 'normal' });
  });

  it('has no score for an exam with nothing scored yet', () => {
    expect(bayleySummary(items, [], 100).total).toMatchObject({ score: 0, percent: null, category: null });
  });
});

describe('Griffiths: development quotient (spec 000 §9)', () => {
  it('is the equivalent age over the corrected age, in percent, rounded', () => {
    // 6 months 0 days = 182.625 days over 200 days: 91.3 % → 91.
    expect(developmentQuotient({ months: 6, days: 0 }, 200)).toBe(91);
    // Equal ages: 100. 3m 15d = 106.3125 days over 106 → 100.29 → 100.
    expect(developmentQuotient({ months: 3, days: 15 }, 106)).toBe(100);
    // Rounds half up: 1 month (30.4375 d) over 29 days = 104.96 → 105.
    expect(developmentQuotient({ months: 1, days: 0 }, 29)).toBe(105);
  });

  it('has none without an equivalent age or with no corrected age', () => {
    expect(developmentQuotient(null, 200)).toBeNull();
    expect(developmentQuotient({ months: 1, days: 0 }, 0)).toBeNull();
    expect(developmentQuotient({ months: 1, days: 0 }, null)).toBeNull();
  });
});

describe('griffithsSummary', () => {
  const items = [
    { uuid: 'l1', section: 1 as const, sectionName: 'Locomoción' },
    { uuid: 'l2', section: 1 as const, sectionName: 'Locomoción' },
    { uuid: 'p1', section: 2 as const, sectionName: 'Personal-Social' },
  ];
  const ageFromScore = [
    { score: 0, months: 0, days: 0 },
    { score: 1, months: 1, days: 10 },
    { score: 2, months: 2, days: 20 },
  ];

  it('counts observed items, finds the equivalent age and the quotient, and a bar per section', () => {
    const summary = griffithsSummary(
      items,
      ageFromScore,
      [
        { uuid: 'l1', isObserved: true },
        { uuid: 'l2', isObserved: false },
        { uuid: 'p1', isObserved: true },
      ],
      90,
    );
    expect(summary.observed).toBe(2);
    expect(summary.total).toBe(3);
    expect(summary.equivalentAge).toEqual({ months: 2, days: 20 });
    // (2 × 30.4375 + 20) / 90 = 0.898 → 90.
    expect(summary.quotient).toBe(90);
    expect(summary.sections).toEqual([
      { section: 1, name: 'Locomoción', score: 1, max: 2, percent: 50 },
      { section: 2, name: 'Personal-Social', score: 1, max: 1, percent: 100 },
    ]);
  });

  it('has no equivalent age when the table has no row for the score', () => {
    const summary = griffithsSummary(
      items,
      ageFromScore.slice(0, 2),
      [
        { uuid: 'l1', isObserved: true },
        { uuid: 'p1', isObserved: true },
      ],
      90,
    );
    expect(summary.equivalentAge).toBeNull();
    expect(summary.quotient).toBeNull();
  });
});

describe('Bayley cut-offs from the parameter table', () => {
  const clinic = {
    under6: { normal: 90, questionable: 80 },
    from6to12: { normal: 90, questionable: 80 },
    from13to42: { normal: 90, questionable: 80 },
  };

  it("applies the table's cut-offs at their boundaries instead of the demo ones", () => {
    expect(bayleyCategory(90, 'under6', clinic)).toBe('normal');
    expect(bayleyCategory(89, 'under6', clinic)).toBe('questionable');
    expect(bayleyCategory(80, 'from13to42', clinic)).toBe('questionable');
    expect(bayleyCategory(79, 'from13to42', clinic)).toBe('nonOptimal');
    // The demo cut-off (60) would call 70 normal.
    expect(bayleyCategory(70, 'under6')).toBe('normal');
    expect(bayleyCategory(70, 'under6', clinic)).toBe('nonOptimal');
  });

  it('passes them through the summary', () => {
    const items = [{ uuid: 'a', section: 1, sectionName: 'Atención' }] as const;
    const summary = bayleySummary(items, [{ uuid: 'a', score: 4 }], 30, clinic);
    expect(summary.total.percent).toBe(80);
    expect(summary.total.category).toBe('questionable');
    expect(bayleySummary(items, [{ uuid: 'a', score: 4 }], 30).total.category).toBe('normal');
  });
});

describe('equivalentAgeOf (AgeFromScore)', () => {
  const table = [
    { score: 0, months: 0, days: 0 },
    { score: 1, months: 0, days: 2 },
    { score: 225, months: 96, days: 0 },
  ];

  it('reads the row of the score and gives null where the table has none', () => {
    expect(equivalentAgeOf(1, table)).toEqual({ months: 0, days: 2 });
    expect(equivalentAgeOf(225, table)).toEqual({ months: 96, days: 0 });
    expect(equivalentAgeOf(2, table)).toBeNull();
  });
});
