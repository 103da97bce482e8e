import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  readHostMessage,
  updatedVaccineData,
  updatedVaccineDataMessageSchema,
  vaccinationFormSchema,
  vaccinationInitMessageSchema,
} from '../../../src/contract/vaccination';
import { fieldErrors } from './issues';
import { bcgApplication, karenInit } from '../../fixtures/bodies';

const init = karenInit('2026-01-15', {
  requiredToday: ['BCG'],
  applications: [bcgApplication('2026-01-15')],
});

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

describe('the registration of an init (docs/vaccination.md "Messages")', () => {
  const { requiredToday: _r, applications: _a, MotivoNoVacuna: _m, ...required } = init.registration;
  const parsed = (registration: Record<string, unknown>) =>
    v.safeParse(vaccinationInitMessageSchema, { ...init, registration });

  it('takes a missing requiredToday as an empty list, like a missing reason or applications', () => {
    const withoutRequired = parsed({ ...init.registration, requiredToday: undefined });
    expect(withoutRequired.success).toBe(true);
    if (withoutRequired.success) {
      expect(withoutRequired.output.registration.requiredToday).toEqual([]);
      expect(withoutRequired.output.registration.applications).toHaveLength(1);
    }
    const minimal = parsed(required);
    expect(minimal.success).toBe(true);
    if (minimal.success)
      expect(minimal.output.registration).toEqual({
        NoVacuna: false,
        DesactivarReglas: false,
        MotivoNoVacuna: '',
        requiredToday: [],
        applications: [],
      });
  });

  it('still refuses a requiredToday that is not a list of names, and requires both switches', () => {
    expect(parsed({ ...init.registration, requiredToday: 'BCG' }).success).toBe(false);
    expect(parsed({ ...init.registration, requiredToday: [7] }).success).toBe(false);
    expect(parsed({ ...init.registration, requiredToday: null }).success).toBe(false);
    const { NoVacuna: _n, ...withoutRejects } = required;
    const { DesactivarReglas: _d, ...withoutRules } = required;
    expect(
      fieldErrors(vaccinationInitMessageSchema, { ...init, registration: withoutRejects }),
    ).toHaveProperty('registration.NoVacuna');
    expect(fieldErrors(vaccinationInitMessageSchema, { ...init, registration: withoutRules })).toHaveProperty(
      'registration.DesactivarReglas',
    );
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

describe('messages from the host page (docs/vaccination.md)', () => {
  const allowed = ['https://karen.example.org', 'http://localhost:*'];
  const from = (origin: string, data: unknown, fromParent = true) =>
    readHostMessage({ origin, data, fromParent }, allowed);

  it('takes a valid init from the framing page on an allowed origin', () => {
    const read = from('http://localhost:4211', init);
    expect(read.kind).toBe('init');
    if (read.kind === 'init') {
      expect(read.origin).toBe('http://localhost:4211');
      expect(read.message.registration.applications[0]?.vaccineName).toBe('BCG');
    }
    expect(from('https://karen.example.org', init).kind).toBe('init');
  });

  it('takes an init whose registration leaves out requiredToday (an empty list)', () => {
    const { requiredToday: _, ...registration } = init.registration;
    const read = from('http://localhost:4211', { ...init, registration });
    expect(read.kind).toBe('init');
    if (read.kind === 'init') expect(read.message.registration.requiredToday).toEqual([]);
  });

  it('ignores a message from another origin, even a well-formed one', () => {
    expect(from('https://evil.example', init)).toEqual({ kind: 'ignored', reason: 'origin' });
    expect(from('http://karen.example.org', init)).toEqual({ kind: 'ignored', reason: 'origin' });
    expect(from('null', init)).toEqual({ kind: 'ignored', reason: 'origin' });
  });

  it('ignores a message from a window other than the framing page', () => {
    expect(from('http://localhost:4211', init, false)).toEqual({ kind: 'ignored', reason: 'frame' });
  });

  it('ignores another source or type, and what is not an object', () => {
    for (const data of [
      { ...init, source: 'OTHER' },
      { ...init, type: 'message' },
      { ...init, source: undefined },
      'init',
      null,
      42,
    ]) {
      expect(from('http://localhost:4211', data)).toEqual({ kind: 'ignored', reason: 'source' });
    }
    expect(from('http://localhost:4211', { ...init, action: 'ping' })).toEqual({
      kind: 'ignored',
      reason: 'action',
    });
  });

  it('says which fields of a KAREN init are wrong', () => {
    const read = from('http://localhost:4211', { ...init, birthDate: '15/01/2026' });
    expect(read.kind).toBe('invalid');
    if (read.kind === 'invalid')
      expect(read.issues).toEqual(['birthDate: 15/01/2026 no es una fecha válida']);
    const round = from('http://localhost:4211', {
      ...init,
      registration: {
        ...init.registration,
        applications: [{ ...init.registration.applications[0], V_id: 9 }],
      },
    });
    expect(round).toEqual({
      kind: 'invalid',
      origin: 'http://localhost:4211',
      issues: ['registration.applications.0.V_id: El valor debe estar entre 1 y 6.'],
    });
  });
});
