import { describe, expect, it } from 'vitest';
import {
  allowedDoseTypes,
  chronologicalAgeMonths,
  CURRENT_V_ID,
  isScheduledVaccine,
  MAX_V_ID,
  scheduleMonths,
  vaccineNamesDueOn,
  vaccineSchedule,
} from '../../../src/domain/vaccination-schedule';

describe('vaccination schedule (spec 001 §9)', () => {
  it('has the 13 vaccines, the months 0, 2, 4, 6, 7, 12, 18 and round 6 of 6', () => {
    expect(vaccineSchedule).toHaveLength(13);
    expect(scheduleMonths).toEqual([0, 2, 4, 6, 7, 12, 18]);
    expect(CURRENT_V_ID).toBe(6);
    expect(MAX_V_ID).toBe(6);
  });

  it('counts completed calendar months, clamping the birth day to short months', () => {
    expect(chronologicalAgeMonths('2026-01-15', '2026-01-15')).toBe(0);
    expect(chronologicalAgeMonths('2026-01-15', '2026-03-14')).toBe(1);
    expect(chronologicalAgeMonths('2026-01-15', '2026-03-15')).toBe(2);
    expect(chronologicalAgeMonths('2026-01-31', '2026-02-27')).toBe(0);
    expect(chronologicalAgeMonths('2026-01-31', '2026-02-28')).toBe(1);
    expect(chronologicalAgeMonths('2026-01-15', '2026-01-14')).toBe(-1);
    expect(chronologicalAgeMonths('2025-01-15', '2026-07-15')).toBe(18);
  });

  it('gives BCG and hepatitis B in the first month of life, nothing before birth', () => {
    expect(vaccineNamesDueOn('2026-01-15', '2026-01-15')).toEqual(['BCG', 'Hepatitis B']);
    expect(vaccineNamesDueOn('2026-01-15', '2026-02-14')).toEqual(['BCG', 'Hepatitis B']);
    expect(vaccineNamesDueOn('2026-01-15', '2026-02-15')).toEqual([]);
    expect(vaccineNamesDueOn('2026-01-15', '2026-01-14')).toEqual([]);
  });

  it('opens the 2-month window on the day the child completes two months', () => {
    expect(vaccineNamesDueOn('2026-01-15', '2026-03-14')).toEqual([]);
    expect(vaccineNamesDueOn('2026-01-15', '2026-03-15')).toEqual([
      'Haemophilus influenzae tipo b',
      'Hepatitis B',
      'Polio',
      'DPT',
      'Rotavirus',
      'Neumococo',
    ]);
    expect(vaccineNamesDueOn('2026-01-15', '2026-04-14')).toHaveLength(6);
    expect(vaccineNamesDueOn('2026-01-15', '2026-04-15')).toEqual([]);
  });

  it('follows the schedule at 6, 7, 12 and 18 months', () => {
    expect(vaccineNamesDueOn('2025-01-10', '2025-07-10')).toEqual([
      'Haemophilus influenzae tipo b',
      'Hepatitis B',
      'DPT',
      'Influenza',
      'COVID-19',
    ]);
    expect(vaccineNamesDueOn('2025-01-10', '2025-08-10')).toEqual(['Influenza']);
    expect(vaccineNamesDueOn('2025-01-10', '2026-01-10')).toEqual([
      'Neumococo',
      'Influenza',
      'Triple viral (SRP)',
      'Hepatitis A',
      'Varicela',
    ]);
    expect(vaccineNamesDueOn('2025-01-10', '2026-07-10')).toEqual([
      'Haemophilus influenzae tipo b',
      'Hepatitis B',
      'Polio',
      'DPT',
      'Rotavirus',
      'Fiebre amarilla',
    ]);
    expect(vaccineNamesDueOn('2025-01-10', '2026-08-10')).toEqual([]);
  });

  it('uses chronological age: a baby born at 28 weeks gets the 2-month doses at two months after birth', () => {
    // The function takes no gestational age at all: the corrected age plays no part.
    expect(vaccineNamesDueOn('2026-01-01', '2026-03-01')).toContain('DPT');
  });

  it('allows DTP cellular or acellular and every other vaccine the regular dose only', () => {
    expect(allowedDoseTypes('DPT')).toEqual(['Celular', 'Acelular']);
    expect(allowedDoseTypes('BCG')).toEqual(['Regular']);
    expect(allowedDoseTypes('Una vacuna propia')).toEqual(['Regular']);
    expect(isScheduledVaccine('Varicela')).toBe(true);
    expect(isScheduledVaccine('Una vacuna propia')).toBe(false);
  });
});
