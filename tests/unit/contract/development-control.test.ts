import { describe, expect, it } from 'vitest';
import {
  developmentControl,
  therapies,
  therapyIds,
  integralTherapyId,
} from '../../../src/contract/development-control';
import { validationText as t } from '../../../src/i18n/validation';
import { completeDevelopmentControl, signatureOf, uuid } from '../../fixtures/bodies';
import { fieldErrors, parsed, text } from './issues';

const historyId = uuid();

const valid = () => ({
  developmentControlId: uuid(),
  historyId,
  signature: signatureOf(),
  ...completeDevelopmentControl(),
});

describe('development control commit', () => {
  it('accepts a complete control', () => {
    expect(fieldErrors(developmentControl.commit, valid())).toEqual({});
  });

  it('trims text and upper-cases diagnosis codes', () => {
    const output = parsed(developmentControl.commit, {
      ...valid(),
      followUp: '  Control en un mes.  ',
      primaryDiagnosis: 'f82x',
    });
    expect(output.followUp).toBe('Control en un mes.');
    expect(output.primaryDiagnosis).toBe('F82X');
  });

  it.each([
    ['initialObservation', t.required],
    ['primaryDiagnosis', t.required],
    ['interventionEvolution', t.required],
    ['followUp', t.required],
    ['needsTherapy', t.selectOption],
    ['workshops', t.selectOption],
    ['homeExercises', t.selectOption],
    ['brochures', t.selectOption],
    ['videos', t.selectOption],
    ['orientation', t.selectOption],
    ['graduated', t.selectOption],
  ])('requires %s', (field, message) => {
    const body: Record<string, unknown> = valid();
    delete body[field];
    expect(fieldErrors(developmentControl.commit, body)).toEqual({ [field]: [message] });
  });

  it.each(['initialObservation', 'interventionEvolution', 'followUp'])('refuses blank %s', (field) => {
    expect(fieldErrors(developmentControl.commit, { ...valid(), [field]: '   ' })).toEqual({
      [field]: [t.required],
    });
  });

  it.each([
    ['initialObservation', 600],
    ['interventionEvolution', 5000],
    ['followUp', 200],
  ] as const)('limits %s to %i characters', (field, max) => {
    expect(fieldErrors(developmentControl.commit, { ...valid(), [field]: text(max) })).toEqual({});
    expect(fieldErrors(developmentControl.commit, { ...valid(), [field]: text(max + 1) })).toEqual({
      [field]: [t.maxLength(max)],
    });
  });

  it('requires therapies when needsTherapy is true', () => {
    expect(fieldErrors(developmentControl.commit, { ...valid(), therapies: [] })).toEqual({
      therapies: [t.selectOption],
    });
    expect(fieldErrors(developmentControl.commit, { ...valid(), therapies: undefined })).toEqual({
      therapies: [t.selectOption],
    });
  });

  it('does not require therapies when needsTherapy is false', () => {
    expect(
      fieldErrors(developmentControl.commit, { ...valid(), needsTherapy: false, therapies: [] }),
    ).toEqual({});
    expect(
      fieldErrors(developmentControl.commit, { ...valid(), needsTherapy: false, therapies: null }),
    ).toEqual({});
  });

  it('reports the therapy rule together with the other field errors', () => {
    expect(
      fieldErrors(developmentControl.commit, { ...valid(), therapies: [], followUp: '', workshops: null }),
    ).toEqual({
      therapies: [t.selectOption],
      followUp: [t.required],
      workshops: [t.selectOption],
    });
  });

  it('waits for needsTherapy to be answered before asking for therapies', () => {
    expect(
      fieldErrors(developmentControl.commit, { ...valid(), needsTherapy: undefined, therapies: [] }),
    ).toEqual({ needsTherapy: [t.selectOption] });
  });

  it('keeps Terapia Integral alone and refuses unknown or repeated therapies', () => {
    expect(fieldErrors(developmentControl.commit, { ...valid(), therapies: [4] })).toEqual({});
    expect(fieldErrors(developmentControl.commit, { ...valid(), therapies: [4, 1] })).toEqual({
      therapies: [t.invalidType],
    });
    expect(fieldErrors(developmentControl.commit, { ...valid(), therapies: [5] })).toEqual({
      'therapies.0': [t.invalidType],
    });
    expect(fieldErrors(developmentControl.commit, { ...valid(), therapies: [2, 2] })).toEqual({
      therapies: [t.invalidType],
    });
  });

  it('accepts no other diagnoses and refuses a malformed code', () => {
    const { otherDiagnoses: _, ...withoutOthers } = valid();
    expect(fieldErrors(developmentControl.commit, withoutOthers)).toEqual({});
    expect(fieldErrors(developmentControl.commit, { ...valid(), otherDiagnoses: [] })).toEqual({});
    expect(fieldErrors(developmentControl.commit, { ...valid(), primaryDiagnosis: 'retraso' })).toEqual({
      primaryDiagnosis: [t.invalidType],
    });
    expect(fieldErrors(developmentControl.commit, { ...valid(), otherDiagnoses: ['P07.3', '12'] })).toEqual({
      'otherDiagnoses.1': [t.invalidType],
    });
  });

  it('requires the history and the signature', () => {
    const { historyId: _h, signature: _s, ...rest } = valid();
    const errors = fieldErrors(developmentControl.commit, rest);
    expect(errors.historyId).toEqual([t.invalidId]);
    expect(errors.signature).toBeDefined();
  });

  it('drops keys it does not know', () => {
    const output = parsed(developmentControl.commit, { ...valid(), createdAt: 'x', hack: true });
    expect(output).not.toHaveProperty('hack');
    expect(output).not.toHaveProperty('createdAt');
  });
});

describe('development control stage', () => {
  const draft = { historyId, initialObservation: 'Bebé alerta', needsTherapy: true, therapies: [] };

  it('accepts a half-written draft that commit refuses', () => {
    expect(fieldErrors(developmentControl.stage, draft)).toEqual({});
    const errors = fieldErrors(developmentControl.commit, { ...draft, signature: signatureOf() });
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['primaryDiagnosis', 'interventionEvolution', 'followUp', 'therapies']),
    );
  });

  it('accepts an empty draft with its id and history only', () => {
    expect(fieldErrors(developmentControl.stage, { historyId, developmentControlId: uuid() })).toEqual({});
  });

  it('still checks types and lengths', () => {
    expect(fieldErrors(developmentControl.stage, { ...draft, initialObservation: text(601) })).toEqual({
      initialObservation: [t.maxLength(600)],
    });
    expect(fieldErrors(developmentControl.stage, { ...draft, needsTherapy: 'si' })).toEqual({
      needsTherapy: [t.invalidType],
    });
  });
});

describe('development control discard', () => {
  it('takes the draft id and the history', () => {
    const id = uuid();
    expect(parsed(developmentControl.discard, { developmentControlId: id, historyId, extra: 1 })).toEqual({
      developmentControlId: id,
      historyId,
    });
  });
});

describe('therapy catalogue', () => {
  it('has the four therapies of the spec', () => {
    expect(therapies.map((therapy) => [therapy.id, therapy.label])).toEqual([
      [1, 'Terapia Física'],
      [2, 'Terapia Ocupacional'],
      [3, 'Terapia del Lenguaje'],
      [4, 'Terapia Integral'],
    ]);
    expect(therapyIds).toEqual([1, 2, 3, 4]);
    expect(integralTherapyId).toBe(4);
  });
});
