import { describe, expect, it } from 'vitest';
import {
  GRIFFITHS_ITEM_COUNT,
  griffiths,
  griffithsCreateBody,
  griffithsHistoryQuery,
  griffithsNewQuery,
  griffithsParams,
  griffithsUpdateBody,
} from '../../../src/contract/griffiths';
import { validationText as t } from '../../../src/i18n/validation';
import { completeGriffiths, griffithsResults, signatureOf, uuid } from '../../fixtures/bodies';
import { fieldErrors, parsed, text } from './issues';

const historyId = uuid();
const results = griffithsResults;

const valid = () => ({
  griffithsId: uuid(),
  historyId,
  signature: signatureOf(),
  ...completeGriffiths(),
  date: '2025-03-04',
});

describe('griffiths commit', () => {
  it('accepts a saved column, with or without follow-up and date', () => {
    expect(fieldErrors(griffiths.commit, valid())).toEqual({});
    const { followUp: _f, date: _d, ...bare } = valid();
    expect(fieldErrors(griffiths.commit, bare)).toEqual({});
  });

  it('requires an answer for every item', () => {
    const testResults = results();
    const unanswered = [
      { ...testResults[0], isObserved: null },
      { uuid: uuid(), section: 2 },
    ];
    expect(fieldErrors(griffiths.commit, { ...valid(), testResults: unanswered })).toEqual({
      'testResults.0.isObserved': [t.selectOption],
      'testResults.1.isObserved': [t.selectOption],
    });
  });

  it('requires sections 1 to 5 and each item once', () => {
    const [first] = results();
    expect(fieldErrors(griffiths.commit, { ...valid(), testResults: [{ ...first, section: 6 }] })).toEqual({
      'testResults.0.section': [t.invalidType],
    });
    expect(fieldErrors(griffiths.commit, { ...valid(), testResults: [first, first] })).toEqual({
      testResults: [t.invalidType],
    });
    expect(fieldErrors(griffiths.commit, { ...valid(), testResults: [] })).toEqual({
      testResults: [t.required],
    });
  });

  it('requires the chronological age and limits the follow-up to 200 characters', () => {
    const { patientChronologicalAgeDays: _, ...body } = valid();
    expect(fieldErrors(griffiths.commit, body)).toEqual({ patientChronologicalAgeDays: [t.required] });
    expect(fieldErrors(griffiths.commit, { ...valid(), followUp: text(200) })).toEqual({});
    expect(fieldErrors(griffiths.commit, { ...valid(), followUp: text(201) })).toEqual({
      followUp: [t.maxLength(200)],
    });
  });
});

describe('griffiths notes (spec 000 §3 "New record: ... notes")', () => {
  it('are optional text of at most 1000 characters, in a draft and in the saved column', () => {
    expect(fieldErrors(griffiths.commit, { ...valid(), notes: null })).toEqual({});
    expect(fieldErrors(griffiths.commit, { ...valid(), notes: text(1000) })).toEqual({});
    expect(fieldErrors(griffiths.commit, { ...valid(), notes: text(1001) })).toEqual({
      notes: [t.maxLength(1000)],
    });
    expect(fieldErrors(griffiths.stage, { historyId, notes: text(1001) })).toEqual({
      notes: [t.maxLength(1000)],
    });
  });
});

describe('griffiths stage', () => {
  it('accepts unanswered items that commit refuses', () => {
    const draft = { historyId, testResults: [{ uuid: uuid(), section: 2, isObserved: null }] };
    expect(fieldErrors(griffiths.stage, draft)).toEqual({});
    expect(fieldErrors(griffiths.commit, { ...draft, signature: signatureOf() })).toEqual({
      patientChronologicalAgeDays: [t.required],
      'testResults.0.isObserved': [t.selectOption],
    });
  });

  it('discards by id and history', () => {
    const griffithsId = uuid();
    expect(parsed(griffiths.discard, { griffithsId, historyId })).toEqual({ griffithsId, historyId });
  });
});

describe('griffiths calls', () => {
  it('POST creates a column, unanswered items allowed', () => {
    const body = {
      historyId,
      signature: signatureOf(),
      patientChronologicalAgeDays: 300,
      testResults: [{ uuid: uuid(), section: 1, isObserved: null }],
    };
    expect(fieldErrors(griffithsCreateBody, body)).toEqual({});
    expect(fieldErrors(griffithsCreateBody, { ...body, patientChronologicalAgeDays: -1 })).toEqual({
      patientChronologicalAgeDays: [t.numberRange(0, 3650)],
    });
  });

  it('PUT saves every item answered', () => {
    const signature = signatureOf();
    expect(fieldErrors(griffithsUpdateBody, { testResults: results(), signature })).toEqual({});
    expect(
      fieldErrors(griffithsUpdateBody, { testResults: [{ uuid: uuid(), section: 1 }], signature }),
    ).toEqual({ 'testResults.0.isObserved': [t.selectOption] });
  });

  it('GET queries name the history, and the day for a new column', () => {
    expect(fieldErrors(griffithsNewQuery, { historyId, date: '2025-03-04' })).toEqual({});
    expect(Object.keys(fieldErrors(griffithsNewQuery, { historyId, date: 'mañana' }))).toEqual(['date']);
    expect(fieldErrors(griffithsHistoryQuery, { historyId })).toEqual({});
  });
});

describe('griffiths params', () => {
  const params = () => ({
    AgeFromScore: [
      { score: 0, months: 0, days: 0 },
      { score: 10, months: 1, days: 15 },
      { score: 11, months: 1, days: 20 },
      { score: 225, months: 24, days: 0 },
    ],
    TestItems: Array.from({ length: GRIFFITHS_ITEM_COUNT }, (_, index) => ({
      uuid: uuid(),
      index,
      title: `Ítem ${index + 1}`,
      section: (index % 5) + 1,
      sectionName: 'Locomotor',
    })),
    AgeFromScoreGroup: [1, 2, 3, 4, 5].map((section) => ({
      section,
      values: [
        { months: 1, score: 2 },
        { months: 2, score: 5 },
        { months: 3, score: 5 },
      ],
    })),
  });

  it('accepts well-formed parameters', () => {
    expect(fieldErrors(griffithsParams, params())).toEqual({});
  });

  it('needs exactly 225 unique items', () => {
    const short = params();
    short.TestItems.pop();
    expect(Object.keys(fieldErrors(griffithsParams, short))).toEqual(['TestItems']);
    const repeated = params();
    repeated.TestItems[1]!.uuid = repeated.TestItems[0]!.uuid;
    expect(Object.keys(fieldErrors(griffithsParams, repeated))).toEqual(['TestItems']);
  });

  it('needs AgeFromScore in score order with ages that never go down', () => {
    const unordered = params();
    unordered.AgeFromScore[2]!.score = 5;
    expect(Object.keys(fieldErrors(griffithsParams, unordered))).toEqual(['AgeFromScore']);
    const younger = params();
    younger.AgeFromScore[2]!.days = 10;
    expect(Object.keys(fieldErrors(griffithsParams, younger))).toEqual(['AgeFromScore']);
  });

  it('needs each section once in AgeFromScoreGroup, months increasing', () => {
    const missing = params();
    missing.AgeFromScoreGroup.pop();
    expect(Object.keys(fieldErrors(griffithsParams, missing))).toEqual(['AgeFromScoreGroup']);
    const unordered = params();
    unordered.AgeFromScoreGroup[0]!.values[1]!.months = 1;
    expect(Object.keys(fieldErrors(griffithsParams, unordered))).toEqual(['AgeFromScoreGroup.0.values']);
  });
});
