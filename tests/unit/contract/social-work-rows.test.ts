import { describe, expect, it } from 'vitest';
import {
  PSYCHOSOCIAL_RISK_SOURCE_TYPE,
  SUBSIDY_ACTIVE,
  externalNetworkReportCreateBody,
  externalNetworkReportUpdateBody,
  familyMemberCreateBody,
  familyMemberStates,
  familyMemberUpdateBody,
  psychosocialRiskCreateBody,
  psychosocialRiskUpdateBody,
  subsidyCreateBody,
  subsidyStates,
  subsidyUpdateBody,
} from '../../../src/contract/social-work';
import { documentId, historyId, issuesOf, signature, text } from './social-work-fixtures';

const required = 'Este valor es obligatorio';
const selectOption = 'Por favor seleccione una opción';
const maxLength = (max: number) => `The maximum length allowed is ${max}`;

describe('row resources: a POST creates an empty row from the history and the signature', () => {
  it.each([
    ['family member', familyMemberCreateBody],
    ['external report', externalNetworkReportCreateBody],
    ['subsidy', subsidyCreateBody],
  ])('%s', (_, schema) => {
    expect(issuesOf(schema, { historyId, signature })).toEqual({});
    expect(issuesOf(schema, { signature })).toEqual({ historyId: ['Identificador no válido'] });
  });

  it('psychosocial risk also names the initial assessment that made it', () => {
    const body = { historyId, sourceId: documentId, sourceType: PSYCHOSOCIAL_RISK_SOURCE_TYPE, signature };
    expect(PSYCHOSOCIAL_RISK_SOURCE_TYPE).toBe('InitialAssessment');
    expect(issuesOf(psychosocialRiskCreateBody, body)).toEqual({});
    expect(issuesOf(psychosocialRiskCreateBody, { historyId, signature })).toEqual({
      sourceId: ['Identificador no válido'],
      sourceType: ['El valor no tiene el formato esperado'],
    });
  });
});

describe('family member update', () => {
  const member = {
    kinship: 3,
    name: 'Carlos Pérez',
    birthDate: '1990-04-12',
    education: 4,
    occupation: 'Conductor',
    livesWithTheChild: true,
    observation: '',
    state: 1,
    signature,
  };

  it('accepts a complete member; the observation is optional', () => {
    expect(issuesOf(familyMemberUpdateBody, member)).toEqual({});
    expect(issuesOf(familyMemberUpdateBody, { ...member, observation: undefined })).toEqual({});
  });

  it('requires kinship, name, birth date, education, occupation, lives-with-the-child and state', () => {
    expect(issuesOf(familyMemberUpdateBody, { signature })).toEqual({
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
    expect(issuesOf(familyMemberUpdateBody, { ...member, state: 3 })).toEqual({});
    expect(issuesOf(familyMemberUpdateBody, { ...member, state: 4 })).toEqual({ state: [selectOption] });
  });

  it('limits texts and checks the date', () => {
    expect(issuesOf(familyMemberUpdateBody, { ...member, name: text(200), observation: text(500) })).toEqual(
      {},
    );
    expect(
      issuesOf(familyMemberUpdateBody, {
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
  const report = {
    entity: 2,
    filingNumber: '2024-00123',
    filingDate: '2024-05-02',
    observation: 'ICBF',
    signature,
  };

  it('requires filing date and entity; filing number and observation are optional', () => {
    expect(issuesOf(externalNetworkReportUpdateBody, report)).toEqual({});
    expect(
      issuesOf(externalNetworkReportUpdateBody, { entity: 1, filingDate: '2024-05-02', signature }),
    ).toEqual({});
    expect(issuesOf(externalNetworkReportUpdateBody, { ...report, entity: null, filingDate: '' })).toEqual({
      entity: [selectOption],
      filingDate: [required],
    });
  });

  it('limits the filing number to 50 and the observation to 500 characters', () => {
    expect(
      issuesOf(externalNetworkReportUpdateBody, {
        ...report,
        filingNumber: text(50),
        observation: text(500),
      }),
    ).toEqual({});
    expect(
      issuesOf(externalNetworkReportUpdateBody, {
        ...report,
        filingNumber: text(51),
        observation: text(501),
      }),
    ).toEqual({ filingNumber: [maxLength(50)], observation: [maxLength(500)] });
  });
});

describe('subsidy update', () => {
  const subsidy = { date: '2024-05-02', type: 5, observation: 'Familias en acción', signature };

  it('requires date and type', () => {
    expect(issuesOf(subsidyUpdateBody, subsidy)).toEqual({});
    expect(issuesOf(subsidyUpdateBody, { signature })).toEqual({ date: [required], type: [selectOption] });
    expect(issuesOf(subsidyUpdateBody, { ...subsidy, observation: text(501) })).toEqual({
      observation: [maxLength(500)],
    });
  });

  it('makes state 1 the active one', () => {
    expect(SUBSIDY_ACTIVE).toBe(1);
    expect(subsidyStates.map((state) => state.key)).toEqual(['active', 'inactive', 'deleted']);
  });
});

describe('psychosocial risk update', () => {
  const risk = { assessmentDate: '2024-05-02', action: 'Remisión a ICBF', observation: '', signature };

  it('requires assessment date and action; the observation is optional', () => {
    expect(issuesOf(psychosocialRiskUpdateBody, risk)).toEqual({});
    expect(issuesOf(psychosocialRiskUpdateBody, { signature, observation: 'x' })).toEqual({
      assessmentDate: [required],
      action: [required],
    });
  });

  it('limits action and observation to 500 characters', () => {
    expect(
      issuesOf(psychosocialRiskUpdateBody, { ...risk, action: text(500), observation: text(500) }),
    ).toEqual({});
    expect(
      issuesOf(psychosocialRiskUpdateBody, { ...risk, action: text(501), observation: text(501) }),
    ).toEqual({
      action: [maxLength(500)],
      observation: [maxLength(500)],
    });
  });
});
