import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { homeVisit, homeVisitDefaults, serviceFields } from '../../../src/contract/social-work';
import { completeHomeVisit, room, signatureOf, uuid } from '../../fixtures/bodies';
import { fieldErrors, serviceCommentCases, text, type ConditionalCase } from './issues';

const required = 'Este valor es obligatorio';
const selectOption = 'Por favor seleccione una opción';

const historyId = uuid();
const signature = signatureOf();
const consentedVisit = { homeVisitId: uuid(), historyId, signature, ...completeHomeVisit() };

/** The open questions of the visit, 500 characters each. */
const openQuestions = [
  'objective',
  'whoSleepsWithBaby',
  'whoIsWithBaby',
  'knowsColor',
  'knowsAlarmSigns',
  'emergencyProcedure',
  'knowsServiceNetwork',
];

const commitIssues = (patch: Record<string, unknown>) =>
  fieldErrors(homeVisit.commit, { ...consentedVisit, ...patch });

describe('home visit contract', () => {
  it('commits a complete visit with consent and stages it too', () => {
    expect(fieldErrors(homeVisit.commit, consentedVisit)).toEqual({});
    expect(fieldErrors(homeVisit.stage, consentedVisit)).toEqual({});
  });

  it('requires signedConsent', () => {
    expect(commitIssues({ signedConsent: undefined })).toEqual({ signedConsent: [selectOption] });
  });

  it('asks only the observations when consent is rejected', () => {
    const rejected = {
      historyId,
      signature,
      signedConsent: false,
      observations: 'La madre no aceptó la visita',
    };
    expect(fieldErrors(homeVisit.commit, rejected)).toEqual({});
    expect(fieldErrors(homeVisit.commit, { ...rejected, observations: '  ' })).toEqual({
      observations: [required],
    });
  });

  it('requires every question of the form once consent is given', () => {
    const issues = fieldErrors(homeVisit.commit, {
      historyId,
      signature,
      signedConsent: true,
      observations: 'x',
    });
    const texts = [
      ...openQuestions,
      'livingRooms',
      'diningRooms',
      'bathrooms',
      'clothingYards',
      'rooms',
      'knowsPMCComment',
      'knowsWhatPMCsForComment',
      'kangarooPositionComment',
      'bottlePacifierComment',
    ];
    const choices = [
      'housingType',
      'ownership',
      'cleanliness',
      'lighting',
      'ventilation',
      'accessRoutes',
      'residentialStratum',
      ...serviceFields,
      'pets',
      'smokers',
      'knowsPMC',
      'knowsWhatPMCsFor',
      'kangarooPosition',
      'bottlePacifier',
      'consultedDoctor',
      'mentalIllness',
      'adequateStimulation',
      'parentsTalk',
      'motherResponds',
      'motherNamesStuff',
      'books',
    ];
    expect(issues).toEqual({
      ...Object.fromEntries(texts.map((field) => [field, [required]])),
      ...Object.fromEntries(choices.map((field) => [field, [selectOption]])),
    });
  });

  it('requires the observations whatever the consent, up to 800 characters', () => {
    expect(commitIssues({ observations: undefined })).toEqual({ observations: [required] });
    expect(commitIssues({ observations: text(800) })).toEqual({});
    expect(commitIssues({ observations: text(801) })).toEqual({
      observations: ['The maximum length allowed is 800'],
    });
  });

  it.each(openQuestions)('limits %s to 500 characters', (field) => {
    expect(commitIssues({ [field]: text(500) })).toEqual({});
    expect(commitIssues({ [field]: text(501) })).toEqual({ [field]: ['The maximum length allowed is 500'] });
    expect(fieldErrors(homeVisit.stage, { historyId, [field]: text(501) })).toEqual({
      [field]: ['The maximum length allowed is 500'],
    });
  });

  describe('conditional comments', () => {
    const cases: ConditionalCase[] = [
      ['housing type 6', { housingType: 6 }, 'housingTypeComment', { housingType: 5 }],
      ['ownership 5', { ownership: 5 }, 'ownershipComment', { ownership: 4 }],
      ...serviceCommentCases(),
      ['pets yes', { pets: true }, 'petsComment', { pets: false }],
      ['smokers yes', { smokers: true }, 'smokersComment', { smokers: false }],
      [
        'mental illness yes',
        { mentalIllness: true, mentalIllnessTreatment: false },
        'mentalIllnessComment',
        { mentalIllness: false },
      ],
      [
        'treatment yes',
        { mentalIllness: true, mentalIllnessComment: 'x', mentalIllnessTreatment: true },
        'mentalIllnessTreatmentComment',
        { mentalIllness: true, mentalIllnessComment: 'x', mentalIllnessTreatment: false },
      ],
      [
        'adequate stimulation yes',
        { adequateStimulation: true },
        'adequateStimulationComment',
        { adequateStimulation: false },
      ],
      [
        'consulted doctor yes (date)',
        { consultedDoctor: true, consultedDoctorComment: 'x' },
        'consultedDoctorDate',
        { consultedDoctor: false },
      ],
      [
        'consulted doctor yes (comment)',
        { consultedDoctor: true, consultedDoctorDate: '2024-03-02' },
        'consultedDoctorComment',
        { consultedDoctor: false },
      ],
    ];

    it.each(cases)('%s requires %s', (_, trigger, field, otherwise) => {
      expect(commitIssues({ ...trigger, [field]: '' })).toEqual({ [field]: [required] });
      const answer = field.endsWith('Date') ? '2024-03-02' : 'Respuesta';
      expect(commitIssues({ ...trigger, [field]: answer })).toEqual({});
      expect(commitIssues({ ...otherwise, [field]: '' })).toEqual({});
    });

    it.each(['knowsPMC', 'knowsWhatPMCsFor', 'kangarooPosition', 'bottlePacifier'])(
      'requires the %s comment whatever the answer',
      (question) => {
        for (const answer of [true, false]) {
          expect(commitIssues({ [question]: answer, [`${question}Comment`]: '' })).toEqual({
            [`${question}Comment`]: [required],
          });
        }
      },
    );

    it('asks the treatment question only when there is a mental illness', () => {
      expect(commitIssues({ mentalIllness: true, mentalIllnessComment: 'x' })).toEqual({
        mentalIllnessTreatment: [selectOption],
      });
      expect(commitIssues({ mentalIllness: false, mentalIllnessTreatment: undefined })).toEqual({});
    });

    it('needs none of them when consent is rejected', () => {
      expect(
        fieldErrors(homeVisit.commit, {
          ...consentedVisit,
          signedConsent: false,
          housingType: 6,
          pets: true,
          knowsPMCComment: '',
        }),
      ).toEqual({});
    });
  });

  describe('rooms', () => {
    it('needs room, people and beds in each row; the observation is optional', () => {
      const rooms = [{ ...room(), observation: '' }, { observation: 'Sin datos' }];
      expect(commitIssues({ rooms })).toEqual({
        'rooms.1.room': [required],
        'rooms.1.people': [required],
        'rooms.1.beds': [required],
      });
    });

    it('drops the editing flag of the table', () => {
      const result = v.parse(homeVisit.commit, { ...consentedVisit, rooms: [{ ...room(), editing: true }] });
      expect(result.rooms).toEqual([room()]);
    });

    it('keeps counts at 0 or more', () => {
      expect(commitIssues({ livingRooms: 0 })).toEqual({});
      expect(commitIssues({ livingRooms: -1 })).toEqual({
        livingRooms: ['El valor debe estar entre 0 y 99.'],
      });
      expect(commitIssues({ rooms: [{ ...room(), beds: -1 }] })).toEqual({
        'rooms.0.beds': ['El valor debe estar entre 0 y 99.'],
      });
    });

    it('starts a new visit with counts at 0', () => {
      expect(homeVisitDefaults).toMatchObject({
        livingRooms: 0,
        diningRooms: 0,
        bathrooms: 0,
        clothingYards: 0,
      });
    });
  });

  it('reports every missing field at once, even beside a type error', () => {
    const issues = commitIssues({ objective: text(501), housingType: undefined, rooms: [{ room: 'Sala' }] });
    expect(issues).toEqual({
      objective: ['The maximum length allowed is 500'],
      housingType: [selectOption],
      'rooms.0.people': [required],
      'rooms.0.beds': [required],
    });
  });

  it('says which date is not valid', () => {
    expect(
      commitIssues({ consultedDoctor: true, consultedDoctorComment: 'x', consultedDoctorDate: 'ayer' }),
    ).toEqual({
      consultedDoctorDate: ['ayer no es una fecha válida'],
    });
  });

  it('stages a half-written draft that commit refuses', () => {
    const draft = { homeVisitId: null, historyId, signedConsent: true, objective: 'Conocer el hogar' };
    expect(fieldErrors(homeVisit.stage, draft)).toEqual({});
    expect(Object.keys(fieldErrors(homeVisit.commit, { ...draft, signature })).length).toBeGreaterThan(10);
  });

  it('discards by id and history', () => {
    expect(fieldErrors(homeVisit.discard, { homeVisitId: uuid(), historyId })).toEqual({});
    expect(fieldErrors(homeVisit.discard, { homeVisitId: 'x', historyId })).toEqual({
      homeVisitId: ['Identificador no válido'],
    });
  });
});

describe('a visit whose consent was refused keeps only its consent and observations (keep)', () => {
  const answers = completeHomeVisit();
  const refused = { ...answers, signedConsent: false, observations: 'La madre no acepta la visita' };

  it('drops every other answer, and keeps what is not an answer (the day it was made)', () => {
    expect(homeVisit.keep({ ...refused, createdAt: '2026-03-01T10:00:00.000Z' })).toEqual({
      signedConsent: false,
      observations: 'La madre no acepta la visita',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('keeps everything while consent is given or not yet asked', () => {
    expect(homeVisit.keep(answers)).toBe(answers);
    const unasked = { ...answers, signedConsent: null };
    expect(homeVisit.keep(unasked)).toBe(unasked);
  });

  it('is what the server stores of a stage or a commit (writeOf), and what a stored draft reads as', () => {
    const body = { homeVisitId: uuid(), historyId, signature, version: 3, ...refused };
    expect(v.parse(homeVisit.commit, body)).toMatchObject({ objective: answers.objective });
    const write = homeVisit.writeOf(v.parse(homeVisit.commit, body));
    expect(write.fields).toEqual({ signedConsent: false, observations: refused.observations });
    expect(homeVisit.writeOf(v.parse(homeVisit.stage, body)).fields).toEqual({
      signedConsent: false,
      observations: refused.observations,
    });
    expect(homeVisit.readDraft(refused)).toEqual({
      signedConsent: false,
      observations: refused.observations,
    });
  });
});
