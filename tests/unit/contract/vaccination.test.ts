import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  updatedVaccineData,
  updatedVaccineDataMessageSchema,
  vaccinationFormSchema,
  vaccinationInitMessageSchema,
} from '../../../src/contract/vaccination';
import { fieldErrors } from './issues';

const init = {
  source: 'KAREN',
  type: 'karen-message',
  action: 'init',
  birthDate: '2026-01-15',
  registration: {
    NoVacuna: false,
    DesactivarReglas: false,
    MotivoNoVacuna: '',
    requiredToday: ['BCG'],
    applications: [
      {
        V_id: 5,
        vaccineName: 'BCG',
        applicationDate: '2026-01-16',
        status: 1,
        appliedBy: 1,
        doseType: 'Regular',
        observation: '',
      },
    ],
  },
};

describe('the init message (spec 001 §4)', () => {
  it('is taken with source KAREN, type karen-message and action init', () => {
    expect(v.safeParse(vaccinationInitMessageSchema, init).success).toBe(true);
  });

  it('is refused with another source, type or action, or a malformed registration', () => {
    for (const bad of [
      { ...init, source: 'OTHER' },
      { ...init, type: 'message' },
      { ...init, action: 'reset' },
      { ...init, birthDate: '2026-02-30' },
      { ...init, registration: { ...init.registration, NoVacuna: 'no' } },
      {
        ...init,
        registration: {
          ...init.registration,
          applications: [{ ...init.registration.applications[0], status: 3 }],
        },
      },
      {
        ...init,
        registration: {
          ...init.registration,
          applications: [{ ...init.registration.applications[0], V_id: 7 }],
        },
      },
    ]) {
      expect(v.safeParse(vaccinationInitMessageSchema, bad).success).toBe(false);
    }
  });
});

describe('the iframe form (spec 001 §5)', () => {
  it('requires both switches and the reason when rejecting', () => {
    expect(fieldErrors(vaccinationFormSchema, { rejectsVaccination: false, disableRules: false })).toEqual(
      {},
    );
    expect(
      fieldErrors(vaccinationFormSchema, {
        rejectsVaccination: true,
        disableRules: false,
        reasonForRejection: ' ',
      }),
    ).toEqual({ reasonForRejection: ['Este valor es obligatorio'] });
    expect(fieldErrors(vaccinationFormSchema, { disableRules: false })).toHaveProperty('rejectsVaccination');
  });
});

describe('the updated-vaccine-data message', () => {
  it('carries the round, the switches, the reason only when rejecting, and the vaccines', () => {
    const message = updatedVaccineData(
      6,
      { rejectsVaccination: false, disableRules: true, reasonForRejection: 'olvidado' },
      [],
    );
    expect(message).toEqual({
      type: 'updated-vaccine-data',
      V_id: 6,
      rejectsVaccination: false,
      disableRules: true,
      reasonForRejection: '',
      vaccines: [],
    });
    expect(v.safeParse(updatedVaccineDataMessageSchema, message).success).toBe(true);
  });
});
