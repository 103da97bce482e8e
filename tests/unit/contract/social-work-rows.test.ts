import { describe, expect, it } from 'vitest';
import {
  PSYCHOSOCIAL_RISK_SOURCE_TYPE,
  SUBSIDY_ACTIVE,
  externalNetworkReportRows,
  familyMemberRows,
  familyMemberStates,
  psychosocialRiskCreateBody,
  psychosocialRiskRows,
  subsidyRows,
  subsidyStates,
} from '../../../src/contract/social-work';
import {
  externalNetworkReport,
  familyMember,
  psychosocialRisk,
  psychosocialRiskSource,
  signatureOf,
  subsidy as subsidyFields,
  uuid,
} from '../../fixtures/bodies';
import { fieldErrors, text } from './issues';

const required = 'Este valor es obligatorio';
const selectOption = 'Por favor seleccione una opción';
const maxLength = (max: number) => `The maximum length allowed is ${max}`;

const historyId = uuid();
const signature = signatureOf();

describe('row resources: a POST creates an empty row from the history and the signature', () => {
  it.each([
    ['family member', familyMemberRows.createBody],
    ['external report', externalNetworkReportRows.createBody],
    ['subsidy', subsidyRows.createBody],
  ])('%s', (_, schema) => {
    expect(fieldErrors(schema, { historyId, signature })).toEqual({});
    expect(fieldErrors(schema, { signature })).toEqual({ historyId: ['Identificador no válido'] });
  });

  it('psychosocial risk also names the initial assessment that made it', () => {
    const body = { historyId, ...psychosocialRiskSource(), signature };
    expect(PSYCHOSOCIAL_RISK_SOURCE_TYPE).toBe('InitialAssessment');
    expect(fieldErrors(psychosocialRiskCreateBody, body)).toEqual({});
    expect(fieldErrors(psychosocialRiskCreateBody, { historyId, signature })).toEqual({
      sourceId: ['Identificador no válido'],
      sourceType: ['El valor no tiene el formato esperado'],
    });
  });
});

describe('family member update', () => {
  const member = { ...familyMember(), signature };

  it('accepts a complete member; the observation is optional', () => {
    expect(fieldErrors(familyMemberRows.updateBody, member)).toEqual({});
    expect(fieldErrors(familyMemberRows.updateBody, { ...member, observation: undefined })).toEqual({});
  });

  it('requires kinship, name, birth date, education, occupation, lives-with-the-child and state', () => {
    expect(fieldErrors(familyMemberRows.updateBody, { signature })).toEqual({
      kinship: [selectOption],
      name: [required],
      birthDate: [required],
      education: [selectOption],
      occupation: [required],
      livesWithTheChild: [selectOption],
      state: [selectOption],
    });
  });

  it('knows the three states and refuses others', () => {
    expect(familyMemberStates.map((state) => state.key)).toEqual(['active', 'inactive', 'deceased']);
    expect(fieldErrors(familyMemberRows.updateBody, { ...member, state: 3 })).toEqual({});
    expect(fieldErrors(familyMemberRows.updateBody, { ...member, state: 4 })).toEqual({
      state: [selectOption],
    });
  });

  it('limits texts and checks the date', () => {
    expect(
      fieldErrors(familyMemberRows.updateBody, { ...member, name: text(200), observation: text(500) }),
    ).toEqual({});
    expect(
      fieldErrors(familyMemberRows.updateBody, {
        ...member,
        name: text(201),
        observation: text(501),
        birthDate: '31/02/x',
      }),
    ).toEqual({
      name: [maxLength(200)],
      observation: [maxLength(500)],
      birthDate: ['31/02/x no es una fecha válida'],
    });
  });
});

describe('external network report update', () => {
  const report = { ...externalNetworkReport(), signature };

  it('requires filing date and entity; filing number and observation are optional', () => {
    expect(fieldErrors(externalNetworkReportRows.updateBody, report)).toEqual({});
    expect(
      fieldErrors(externalNetworkReportRows.updateBody, { entity: 1, filingDate: '2024-05-02', signature }),
    ).toEqual({});
    expect(
      fieldErrors(externalNetworkReportRows.updateBody, { ...report, entity: null, filingDate: '' }),
    ).toEqual({
      entity: [selectOption],
      filingDate: [required],
    });
  });

  it('limits the filing number to 50 and the observation to 500 characters', () => {
    expect(
      fieldErrors(externalNetworkReportRows.updateBody, {
        ...report,
        filingNumber: text(50),
        observation: text(500),
      }),
    ).toEqual({});
    expect(
      fieldErrors(externalNetworkReportRows.updateBody, {
        ...report,
        filingNumber: text(51),
        observation: text(501),
      }),
    ).toEqual({ filingNumber: [maxLength(50)], observation: [maxLength(500)] });
  });
});

describe('subsidy update', () => {
  const subsidy = { ...subsidyFields(), signature };

  it('requires date and type', () => {
    expect(fieldErrors(subsidyRows.updateBody, subsidy)).toEqual({});
    expect(fieldErrors(subsidyRows.updateBody, { signature })).toEqual({
      date: [required],
      type: [selectOption],
    });
    expect(fieldErrors(subsidyRows.updateBody, { ...subsidy, observation: text(501) })).toEqual({
      observation: [maxLength(500)],
    });
  });

  it('makes state 1 the active one', () => {
    expect(SUBSIDY_ACTIVE).toBe(1);
    expect(subsidyStates.map((state) => state.key)).toEqual(['active', 'inactive', 'deleted']);
  });
});

describe('psychosocial risk update', () => {
  const risk = { ...psychosocialRisk(), signature };

  it('requires assessment date and action; the observation is optional', () => {
    expect(fieldErrors(psychosocialRiskRows.updateBody, risk)).toEqual({});
    expect(fieldErrors(psychosocialRiskRows.updateBody, { signature, observation: 'x' })).toEqual({
      assessmentDate: [required],
      action: [required],
    });
  });

  it('limits action and observation to 500 characters', () => {
    expect(
      fieldErrors(psychosocialRiskRows.updateBody, { ...risk, action: text(500), observation: text(500) }),
    ).toEqual({});
    expect(
      fieldErrors(psychosocialRiskRows.updateBody, { ...risk, action: text(501), observation: text(501) }),
    ).toEqual({
      action: [maxLength(500)],
      observation: [maxLength(500)],
    });
  });
});
