import { describe, expect, it } from 'vitest';
import { initialAssessment, serviceFields, sisbenSubgroupsOf } from '../../../src/contract/social-work';
import { completeInitialAssessment, room, signatureOf, uuid } from '../../fixtures/bodies';
import { fieldErrors, serviceCommentCases, text, type ConditionalCase } from './issues';

const required = 'Este valor es obligatorio';
const selectOption = 'Por favor seleccione una opción';

const historyId = uuid();
const signature = signatureOf();
const completeAssessment = {
  initialAssessmentId: uuid(),
  historyId,
  signature,
  ...completeInitialAssessment(),
};

/** The open texts of the assessment, 400 characters each. */
const openTexts = [
  'supportNetwork',
  'relationWithHusbandAndFamily',
  'lifePlan',
  'parentThoughtsAboutBaby',
  'managementPlan',
  'protectiveFactors',
];

const commitIssues = (patch: Record<string, unknown>) =>
  fieldErrors(initialAssessment.commit, { ...completeAssessment, ...patch });

describe('initial assessment contract', () => {
  it('commits a complete assessment and stages it too', () => {
    expect(fieldErrors(initialAssessment.commit, completeAssessment)).toEqual({});
    expect(fieldErrors(initialAssessment.stage, completeAssessment)).toEqual({});
  });

  it('requires nearly everything', () => {
    const texts = [
      'workingMembers',
      'rent',
      'food',
      'transport',
      'education',
      'services',
      'otherExpenses',
      'livingRooms',
      'diningRooms',
      'bathrooms',
      'clothingYards',
      'rooms',
      ...openTexts,
    ];
    const choices = [
      'populationType',
      'familyTypology',
      'familyIncome',
      'housingType',
      'ownership',
      'residentialStratum',
      'accessRoutes',
      'cleanliness',
      'lighting',
      'ventilation',
      'familyPlanning',
      'professionalOpinion',
      ...serviceFields,
      'pets',
      'fatherHelp',
      'motherSPA',
      'fatherSPA',
      'motherAlcohol',
      'fatherAlcohol',
      'motherICBF',
      'fatherICBF',
      'motherViolence',
      'fatherViolence',
      'motherAbortion',
      'fatherAbortion',
      'motherAdoption',
      'fatherAdoption',
      'homeVisitCandidate',
    ];
    expect(fieldErrors(initialAssessment.commit, { historyId, signature })).toEqual({
      ...Object.fromEntries(texts.map((field) => [field, [required]])),
      ...Object.fromEntries(choices.map((field) => [field, [selectOption]])),
    });
  });

  it('leaves the Sisbén pair, the stop flag, the initial observation and the intention comments optional', () => {
    expect(
      commitIssues({
        sisbenGroup: null,
        sisbenSubgroup: null,
        hasReasonToStop: undefined,
        initialObservation: '',
        motherAbortion: true,
        motherAbortionComment: '',
      }),
    ).toEqual({});
  });

  describe('conditional comments', () => {
    const cases: ConditionalCase[] = [
      ['housing type 6', { housingType: 6 }, 'housingTypeComment', { housingType: 1 }],
      ['ownership 5', { ownership: 5 }, 'ownershipComment', { ownership: 1 }],
      ...serviceCommentCases(),
      ['pets yes', { pets: true }, 'petsComment', { pets: false }],
      ['father does not help', { fatherHelp: false }, 'fatherHelpComment', { fatherHelp: true }],
      ...['SPA', 'Alcohol', 'ICBF', 'Violence'].flatMap((risk) =>
        ['mother', 'father'].map((parent): ConditionalCase => [
          `${parent}${risk} yes`,
          { [`${parent}${risk}`]: true },
          `${parent}${risk}Comment`,
          { [`${parent}${risk}`]: false },
        ]),
      ),
      [
        'home-visit candidate',
        { homeVisitCandidate: true },
        'homeVisitCandidateMotive',
        { homeVisitCandidate: false },
      ],
    ];

    it.each(cases)('%s requires %s', (_, trigger, field, otherwise) => {
      expect(commitIssues({ ...trigger, [field]: ' ' })).toEqual({ [field]: [required] });
      expect(commitIssues({ ...trigger, [field]: 'Motivo' })).toEqual({});
      expect(commitIssues({ ...otherwise, [field]: '' })).toEqual({});
    });
  });

  describe('Sisbén', () => {
    it('takes group and subgroup together or not at all', () => {
      expect(commitIssues({ sisbenGroup: null })).toEqual({ sisbenGroup: [selectOption] });
      expect(commitIssues({ sisbenSubgroup: null })).toEqual({ sisbenSubgroup: [selectOption] });
      expect(commitIssues({ sisbenGroup: null, sisbenSubgroup: null })).toEqual({});
    });

    it('takes a subgroup of the chosen group only', () => {
      expect(commitIssues({ sisbenGroup: 4, sisbenSubgroup: 'D21' })).toEqual({});
      expect(commitIssues({ sisbenGroup: 2, sisbenSubgroup: 'A3' })).toEqual({
        sisbenSubgroup: [selectOption],
      });
      expect(commitIssues({ sisbenSubgroup: 'A6' })).toEqual({ sisbenSubgroup: [selectOption] });
      expect(commitIssues({ sisbenGroup: 5 })).toEqual({ sisbenGroup: [selectOption] });
    });

    it('numbers the subgroups of each group', () => {
      expect(sisbenSubgroupsOf(1)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
      expect(sisbenSubgroupsOf(2)).toHaveLength(7);
      expect(sisbenSubgroupsOf(3)).toHaveLength(18);
      expect(sisbenSubgroupsOf(4).at(-1)).toBe('D21');
      expect(sisbenSubgroupsOf(5)).toEqual([]);
    });
  });

  it('needs room, people, beds and observation in each room', () => {
    expect(
      commitIssues({
        rooms: [
          { ...room(), observation: '' },
          { people: 1, beds: 1, editing: true },
        ],
      }),
    ).toEqual({
      'rooms.0.observation': [required],
      'rooms.1.room': [required],
      'rooms.1.observation': [required],
    });
    expect(commitIssues({ rooms: [] })).toEqual({ rooms: [required] });
  });

  it.each(openTexts)('limits %s to 400 characters', (field) => {
    expect(commitIssues({ [field]: text(400) })).toEqual({});
    expect(commitIssues({ [field]: text(401) })).toEqual({ [field]: ['The maximum length allowed is 400'] });
  });

  it('keeps workingMembers between -5 and 99', () => {
    expect(commitIssues({ workingMembers: -5 })).toEqual({});
    expect(commitIssues({ workingMembers: 99 })).toEqual({});
    expect(commitIssues({ workingMembers: -6 })).toEqual({
      workingMembers: ['El valor debe estar entre -5 y 99.'],
    });
    expect(commitIssues({ workingMembers: 100 })).toEqual({
      workingMembers: ['El valor debe estar entre -5 y 99.'],
    });
  });

  it.each(['rent', 'food', 'transport', 'education', 'services', 'otherExpenses'])(
    'keeps %s at 0 or more',
    (field) => {
      expect(commitIssues({ [field]: 0 })).toEqual({});
      expect(commitIssues({ [field]: -1 })).toEqual({
        [field]: ['El valor debe estar entre 0 y 1000000000.'],
      });
    },
  );

  it('keeps "none" of the differential population alone', () => {
    expect(commitIssues({ populationType: [6] })).toEqual({});
    expect(commitIssues({ populationType: [6, 2] })).toEqual({ populationType: [selectOption] });
    expect(commitIssues({ populationType: [] })).toEqual({ populationType: [selectOption] });
    expect(commitIssues({ populationType: [7] })).toEqual({ 'populationType.0': [selectOption] });
  });

  it('stages a half-written draft that commit refuses', () => {
    const draft = {
      initialAssessmentId: uuid(),
      historyId,
      rent: 200000,
      housingType: 6,
      rooms: [{ people: 2 }],
    };
    expect(fieldErrors(initialAssessment.stage, draft)).toEqual({});
    const issues = fieldErrors(initialAssessment.commit, { ...draft, signature });
    expect(issues.housingTypeComment).toEqual([required]);
    expect(issues['rooms.0.room']).toEqual([required]);
  });
});
