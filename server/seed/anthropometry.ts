/**
 * Anthropometry readings (records of kind 'anthropometry') for the fixtures and a sample of the other
 * histories, at the visits of a kangaroo follow-up: weekly from 30 until 40 weeks corrected age, then at 1, 2, 3,
 * 4.5, 6, 9, 12, 15, 18 and 24 months of corrected age, only on days before the seeding day. Values follow
 * the growth model of growth.ts with a little measurement noise; oxygen at home is common in Bogotá
 * (2,600 m) and rarer in Medellín. Feeding and oxygen are recorded at entry (how the baby arrives) and at
 * exit (the plan it leaves with): a change decided at a visit, such as weaning off oxygen, shows as an exit
 * that differs from the entry, and the exit is what the baby arrives with at the next planned visit.
 * Only facts are stored; the z-scores and weight changes are derived by the server (src/domain).
 */
import type { AnthropometryFacts, AnthropometryOxygen } from '../../src/contract/anthropometry';
import type { GeneratedHistory } from './histories';
import { TERM_DAYS } from './histories';
import { growthAt } from './growth';
import { Random, stableUuid } from './random';
import { addDays, bogotaInstant } from './text';
import type { DemoUser } from './users';
import { signatureOf } from './users';

/** What a reading stores: the measured facts of src/contract/anthropometry.ts, nothing derived. */
export type AnthropometryBody = AnthropometryFacts;

/** One row of the records table. */
export interface RecordRow {
  id: string;
  kind: string;
  history_id: string;
  body: AnthropometryBody;
  signature: ReturnType<typeof signatureOf>;
  created_by: string;
  created_at: string;
  updated_at: string;
}

const CORRECTED_MONTHS = [1, 2, 3, 4.5, 6, 9, 12, 15, 18, 24];

/** Chronological days of the visits that have already happened on the seeding day. */
export function visitDays(gestationalDays: number, ageDays: number): number[] {
  const days = new Set<number>();
  // Ambulatory kangaroo visits start once the baby is stable: not before 30 weeks postmenstrual age.
  for (let d = Math.max(5, 210 - gestationalDays); gestationalDays + d < TERM_DAYS && d < ageDays; d += 7)
    days.add(d);
  const term = TERM_DAYS - gestationalDays;
  if (term > 0 && term < ageDays) days.add(term);
  for (const m of CORRECTED_MONTHS) {
    const d = Math.max(0, term) + Math.round(m * 30.44);
    if (d < ageDays) days.add(d);
  }
  return [...days].sort((a, b) => a - b);
}

const round1 = (x: number) => Math.round(x * 10) / 10;

export function anthropometryReadings(h: GeneratedHistory, seedDay: string, author: DemoUser): RecordRow[] {
  const { row } = h;
  const r = Random.for('anthropometry', row.code);
  const ga = row.gestational_days;
  const term = TERM_DAYS - ga;
  const feeding = r.weighted([
    [1, 50],
    [3, 25],
    [2, 15],
    [4, 10],
  ]);
  // Some exclusively breastfed babies move to breast milk and formula between 4 and 10 months.
  const mixedFrom = feeding === 1 && r.chance(0.3) ? term + r.int(120, 300) : Infinity;
  const oxygenChance = ga < 238 ? (h.city === 'bogota' ? 0.45 : 0.15) : h.city === 'bogota' ? 0.08 : 0;
  const oxygenUntilPma = r.chance(oxygenChance) ? r.int(37, 48) * 7 : 0;
  const birthDate = row.birth_date;
  const signature = signatureOf(author);

  const feedingOn = (d: number): number[] => {
    // Fortified breast milk only before term; complementary feeding from 6 months of corrected age.
    const base = feeding === 2 && ga + d >= TERM_DAYS ? 1 : d >= mixedFrom ? 3 : feeding;
    return d - term >= 182 ? [base, 5] : [base];
  };
  const oxygenOn = (d: number): AnthropometryOxygen => {
    const pma = ga + d;
    if (pma >= oxygenUntilPma) return { estado: false, dosis: null };
    const dose = Math.max(0.05, Math.round(((0.5 * (oxygenUntilPma - pma)) / 70 + 0.05) * 20) / 20);
    return { estado: true, dosis: Math.min(0.5, dose) };
  };
  // Every planned visit, past or future: the exit plan of a visit holds until the next one.
  const planned = visitDays(ga, Number.POSITIVE_INFINITY);
  const nextVisit = (d: number) => planned.find((p) => p > d) ?? d;

  return visitDays(ga, h.ageDays).map((d) => {
    const g = growthAt(row.sex, h.birthZ, d, ga);
    const day = addDays(birthDate, d);
    const at = bogotaInstant(day, r.int(7, 15), r.int(0, 59));
    return {
      id: stableUuid(`anthropometry:${row.code}:${d}`),
      kind: 'anthropometry',
      history_id: row.id,
      body: {
        visitId: stableUuid(`visit:${row.code}:${d}`),
        AN_Peso: Math.round(g.weightG * (1 + r.normal(0, 0.01))),
        AN_Talla: round1(g.lengthCm + r.normal(0, 0.25)),
        AN_PC: round1(g.headCm + r.normal(0, 0.15)),
        AN_TipoAlimentacion: feedingOn(d),
        AN_Oxigeno: oxygenOn(d),
        tipoAlimentacionSalida: feedingOn(nextVisit(d)),
        oxigenoSalida: oxygenOn(nextVisit(d)),
        AN_timestamp: { date: at },
      },
      signature,
      created_by: author.id,
      created_at: at,
      updated_at: at,
    };
  });
}
