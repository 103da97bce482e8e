/**
 * The demo histories: deterministic for a seeding day, large enough, clinically plausible, with both
 * sides of the 40-week corrected-age boundary and substitute mothers, and shaped like the history contract.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { historyRecord } from '../../../src/contract/history';
import { fixtures } from '../../../server/seed/fixtures';
import { generateHistories, TERM_DAYS, type GeneratedHistory } from '../../../server/seed/histories';
import { addDays } from '../../../server/seed/text';

const DAY = '2025-06-15';
const histories = generateHistories({ seedDay: DAY });
const rows = histories.map((h) => h.row);
const corrected = (h: GeneratedHistory) => h.row.gestational_days + h.ageDays;

describe('demo histories', () => {
  it('are the same for the same seeding day', () => {
    expect(generateHistories({ seedDay: DAY })).toEqual(histories);
  });

  it('keep people and clinical facts on another day, with birth dates shifted by the same amount', () => {
    const later = generateHistories({ seedDay: addDays(DAY, 10) });
    expect(
      later.map((h) => [h.row.id, h.row.patient_name, h.row.mother_document, h.row.gestational_days]),
    ).toEqual(
      histories.map((h) => [h.row.id, h.row.patient_name, h.row.mother_document, h.row.gestational_days]),
    );
    expect(later.map((h) => h.row.birth_date)).toEqual(histories.map((h) => addDays(h.row.birth_date, 10)));
  });

  it('are at least 2,000 (2,400 by default) with unique ids and codes', () => {
    expect(rows.length).toBe(2400);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    expect(rows[0]!.code).toBe('CNG-000001');
    expect(rows.at(-1)!.code).toBe('CNG-002400');
  });

  it('have gestational ages from 24+0 to 41+6 weeks, mostly preterm', () => {
    const days = rows.map((r) => r.gestational_days);
    expect(Math.min(...days)).toBe(168);
    expect(Math.max(...days)).toBe(293);
    expect(days.every((d) => d >= 168 && d <= 293)).toBe(true);
    expect(days.filter((d) => d < 259).length / days.length).toBeGreaterThan(0.8);
  });

  it('have babies on both sides of 40 weeks corrected age on the seeding day', () => {
    const under = histories.filter((h) => corrected(h) < TERM_DAYS).length;
    expect(under).toBeGreaterThan(100);
    expect(histories.length - under).toBeGreaterThan(1500);
    expect(rows.every((r) => r.birth_date <= DAY && r.birth_date >= addDays(DAY, -920))).toBe(true);
  });

  it('have substitute mothers, each with a temporary custodian document', () => {
    const substitutes = rows.filter((r) => r.substitute_mother);
    expect(substitutes.length / rows.length).toBeGreaterThan(0.05);
    expect(substitutes.length / rows.length).toBeLessThan(0.12);
    expect(substitutes.every((r) => /^\d{8,10}$/.test(r.custodian_document ?? ''))).toBe(true);
    expect(rows.filter((r) => !r.substitute_mother).every((r) => r.custodian_document === null)).toBe(true);
  });

  it('have mothers with cédulas of 8 to 10 digits and plausible birth weights', () => {
    expect(rows.every((r) => /^\d{8,10}$/.test(r.mother_document))).toBe(true);
    expect(rows.every((r) => r.patient_document === null || /^\d{10}$/.test(r.patient_document))).toBe(true);
    expect(rows.every((r) => r.birth_weight_g >= 430 && r.birth_weight_g <= 4200)).toBe(true);
    // At 37 weeks or more a baby is in the programme for its low birth weight.
    expect(rows.filter((r) => r.gestational_days >= 259).every((r) => r.birth_weight_g < 2500)).toBe(true);
  });

  it('spread over the three sites and both sexes', () => {
    for (const site of [1, 2, 3]) expect(rows.filter((r) => r.site_id === site).length).toBeGreaterThan(400);
    expect(rows.filter((r) => r.sex === 'F').length).toBeGreaterThan(900);
    expect(rows.filter((r) => r.sex === 'M').length).toBeGreaterThan(900);
  });

  it('store a record that matches the history contract and mirrors the columns', () => {
    for (const r of rows) {
      const record = v.parse(historyRecord, r.record);
      expect(record.id).toBe(r.id);
      expect(record.EGNDT).toBe(r.code);
      expect(record.Iden_FechaParto).toBe(r.birth_date);
      expect(record.Pediatria.ExamenInicialPediatria.EIP_EdadGestacionalAlNacer.EIP_EG_DiasTotales).toBe(
        r.gestational_days,
      );
    }
  });

  it("carry the mother's facts of the anthropometry side panel, plausibly and mostly known", () => {
    const mothers = rows.map((r) => r.record.Madre!);
    expect(mothers.every((m) => m !== undefined)).toBe(true);
    const known = <K extends keyof (typeof mothers)[number]>(key: K) =>
      mothers.filter((m) => m[key] !== null).length / mothers.length;
    expect(known('primigestante')).toBeGreaterThan(0.95);
    expect(known('mamaSola')).toBeGreaterThan(0.95);
    expect(known('nivelEducativo')).toBeGreaterThan(0.95);
    // Some of each answer, and every education level an id of NivelesEducativos (1–9).
    expect(new Set(mothers.map((m) => m.primigestante))).toEqual(new Set([true, false, null]));
    expect(new Set(mothers.map((m) => m.mamaSola))).toEqual(new Set([true, false, null]));
    const levels = mothers.flatMap((m) => (m.nivelEducativo === null ? [] : [m.nivelEducativo]));
    expect(levels.every((id) => Number.isInteger(id) && id >= 1 && id <= 9)).toBe(true);
    // A married mother or one in unión libre rarely raises the baby alone; a single one often does.
    const aloneShare = (statuses: number[]) => {
      const of = rows.filter((r) => statuses.includes(r.record.SocialWork.motherMaritalStatus ?? 0));
      return of.filter((r) => r.record.Madre!.mamaSola === true).length / of.length;
    };
    expect(aloneShare([2, 3])).toBeLessThan(0.1);
    expect(aloneShare([1])).toBeGreaterThan(0.4);
  });

  it("give twins their one mother's facts", () => {
    const byMother = new Map<string, string[]>();
    for (const r of rows) {
      const key = `${r.mother_document}|${r.birth_date}`;
      byMother.set(key, [...(byMother.get(key) ?? []), JSON.stringify(r.record.Madre)]);
    }
    const twins = [...byMother.values()].filter((facts) => facts.length > 1);
    expect(twins.length).toBeGreaterThan(20);
    expect(twins.every((facts) => new Set(facts).size === 1)).toBe(true);
  });

  it('have an accent-free, lower-case search text with names, documents and code', () => {
    const martin = rows.find((r) => r.id === fixtures.overFortyWeeks.id)!;
    expect(martin.search_text).toBe(
      'martin munoz alvarez angela maria alvarez rios 1141234567 52789456 cng-000002',
    );
    expect(rows.every((r) => r.search_text === r.search_text.toLowerCase())).toBe(true);
    expect(rows.some((r) => /[áéíóúñ]/.test(r.search_text))).toBe(false);
  });
});

describe('fixture histories', () => {
  const byId = new Map(histories.map((h) => [h.row.id, h]));
  const of = (f: { id: string }) => byId.get(f.id)!;

  it('come first, with their codes', () => {
    expect(rows.slice(0, 12).map((r) => r.code)).toEqual(Object.values(fixtures).map((f) => f.code));
  });

  it('sit where their names say on the seeding day', () => {
    expect(corrected(of(fixtures.underFortyWeeks))).toBeLessThan(TERM_DAYS);
    expect(corrected(of(fixtures.overFortyWeeks))).toBeGreaterThan(TERM_DAYS);
    expect(corrected(of(fixtures.exactlyFortyWeeks))).toBe(TERM_DAYS);
    expect(corrected(of(fixtures.thirtyNineWeeksSixDays))).toBe(TERM_DAYS - 1);
    expect(of(fixtures.underFortyWeeks).row.birth_date).toBe(addDays(DAY, -14));
  });

  it('include a substitute mother whose custodian document ends in 789', () => {
    const row = of(fixtures.substituteMother).row;
    expect(row.substitute_mother).toBe(true);
    expect(row.mother_document.slice(-3)).toBe('321');
    expect(row.custodian_document?.slice(-3)).toBe('789');
  });

  it("give the history the anthropometry e2e reads its mother's facts as written", () => {
    expect(of(fixtures.overFortyWeeks).row.record.Madre).toEqual({
      primigestante: true,
      mamaSola: false,
      nivelEducativo: 6,
    });
  });

  it('include twins of one mother, and one history per site', () => {
    expect(of(fixtures.twinA).row.mother_document).toBe(of(fixtures.twinB).row.mother_document);
    expect(of(fixtures.twinA).row.birth_date).toBe(of(fixtures.twinB).row.birth_date);
    expect(of(fixtures.medellin).row.site_id).toBe(2);
    expect(of(fixtures.sanJose).row.site_id).toBe(3);
  });
});
