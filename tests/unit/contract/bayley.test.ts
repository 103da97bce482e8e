import { describe, expect, it } from 'vitest';
import {
  bayley,
  bayleyCreateBody,
  bayleyHistoryQuery,
  bayleyNewQuery,
  bayleyParams,
  bayleyUpdateBody,
  caretakerOtherId,
  companionOtherId,
} from '../../../src/contract/bayley';
import { validationText as t } from '../../../src/i18n/validation';
import { bayleyObservations, completeBayley, signatureOf, uuid } from '../../fixtures/bodies';
import { fieldErrors, parsed, text } from './issues';

const historyId = uuid();
const items = [uuid(), uuid(), uuid()];

const observations = bayleyObservations;

const valid = () => ({
  bayleyId: uuid(),
  historyId,
  signature: signatureOf(),
  ...completeBayley(items),
});

describe('bayley commit', () => {
  it('accepts a saved column', () => {
    expect(fieldErrors(bayley.commit, valid())).toEqual({});
  });

  it('requires every score, 0 to 5', () => {
    const testResults = [{ uuid: items[0], score: 0 }, { uuid: items[1], score: null }, { uuid: items[2] }];
    expect(fieldErrors(bayley.commit, { ...valid(), testResults })).toEqual({
      'testResults.1.score': [t.required],
      'testResults.2.score': [t.required],
    });
    expect(fieldErrors(bayley.commit, { ...valid(), testResults: [{ uuid: items[0], score: 6 }] })).toEqual({
      'testResults.0.score': [t.numberRange(0, 5)],
    });
  });

  it('requires results, each item once', () => {
    expect(fieldErrors(bayley.commit, { ...valid(), testResults: [] })).toEqual({
      testResults: [t.required],
    });
    const twice = [
      { uuid: items[0], score: 1 },
      { uuid: items[0], score: 2 },
    ];
    expect(fieldErrors(bayley.commit, { ...valid(), testResults: twice })).toEqual({
      testResults: [t.invalidType],
    });
  });

  it.each([
    'caretaker',
    'companion',
    'whereDoTheySleep',
    'whoDoTheyLookForComfort',
    'canCaretakerComfortChild',
  ])('requires the observation %s', (model) => {
    const body = valid();
    const partial: Record<string, unknown> = { ...body.observations };
    delete partial[model];
    expect(fieldErrors(bayley.commit, { ...body, observations: partial })).toEqual({
      [`observations.${model}`]: [t.selectOption],
    });
  });

  it('refuses an empty choice list', () => {
    expect(
      fieldErrors(bayley.commit, { ...valid(), observations: { ...observations(), caretaker: [] } }),
    ).toEqual({
      'observations.caretaker': [t.selectOption],
    });
  });

  it('reports every question when the observations are missing', () => {
    const { observations: _, ...body } = valid();
    expect(Object.keys(fieldErrors(bayley.commit, body)).sort()).toEqual([
      'observations.canCaretakerComfortChild',
      'observations.caretaker',
      'observations.companion',
      'observations.whereDoTheySleep',
      'observations.whoDoTheyLookForComfort',
    ]);
  });

  it('requires otherCaretaker when caretaker includes 6, and only then', () => {
    const withOther = { ...observations(), caretaker: [1, caretakerOtherId] };
    expect(fieldErrors(bayley.commit, { ...valid(), observations: withOther })).toEqual({
      'observations.otherCaretaker': [t.required],
    });
    expect(
      fieldErrors(bayley.commit, { ...valid(), observations: { ...withOther, otherCaretaker: 'La tía' } }),
    ).toEqual({});
    expect(fieldErrors(bayley.commit, valid())).toEqual({});
  });

  it('requires otherCompanion when companion includes 4, and only then', () => {
    const withOther = { ...observations(), companion: [companionOtherId] };
    expect(fieldErrors(bayley.commit, { ...valid(), observations: withOther })).toEqual({
      'observations.otherCompanion': [t.required],
    });
    expect(
      fieldErrors(bayley.commit, { ...valid(), observations: { ...withOther, otherCompanion: 'El vecino' } }),
    ).toEqual({});
  });

  it('waits for a valid caretaker or companion list before asking for its "other" text', () => {
    const caretaker = [caretakerOtherId, 'tía'];
    const companion = [companionOtherId, 99.5];
    expect(
      fieldErrors(bayley.commit, { ...valid(), observations: { ...observations(), caretaker, companion } }),
    ).toEqual({
      'observations.caretaker.1': [t.selectOption],
      'observations.companion.1': [t.selectOption],
    });
  });

  it('limits the "other" texts to 200 characters', () => {
    const withOther = { ...observations(), caretaker: [caretakerOtherId], otherCaretaker: text(200) };
    expect(fieldErrors(bayley.commit, { ...valid(), observations: withOther })).toEqual({});
    expect(
      fieldErrors(bayley.commit, { ...valid(), observations: { ...withOther, otherCaretaker: text(201) } }),
    ).toEqual({ 'observations.otherCaretaker': [t.maxLength(200)] });
  });

  it('requires the age in days', () => {
    const { patientAgeDays: _, ...body } = valid();
    expect(fieldErrors(bayley.commit, body)).toEqual({ patientAgeDays: [t.required] });
  });
});

describe('bayley stage', () => {
  const draft = () => ({
    historyId,
    patientAgeDays: 180,
    testResults: [{ uuid: items[0], score: 2 }, { uuid: items[1] }],
    observations: { caretaker: [caretakerOtherId] },
  });

  it('accepts a half-scored draft that commit refuses', () => {
    expect(fieldErrors(bayley.stage, draft())).toEqual({});
    expect(fieldErrors(bayley.commit, { ...draft(), signature: signatureOf() })).toMatchObject({
      'testResults.1.score': [t.required],
      'observations.companion': [t.selectOption],
      'observations.otherCaretaker': [t.required],
    });
  });

  it('still checks the score range', () => {
    expect(fieldErrors(bayley.stage, { ...draft(), testResults: [{ uuid: items[0], score: -1 }] })).toEqual({
      'testResults.0.score': [t.numberRange(0, 5)],
    });
  });

  it('discards by id and history', () => {
    const bayleyId = uuid();
    expect(parsed(bayley.discard, { bayleyId, historyId })).toEqual({ bayleyId, historyId });
  });
});

describe('bayley calls', () => {
  it('POST creates a column with unscored items', () => {
    const body = {
      historyId,
      signature: signatureOf(),
      patientAgeDays: 200,
      testResults: items.map((id) => ({ uuid: id, score: null })),
    };
    expect(fieldErrors(bayleyCreateBody, body)).toEqual({});
    expect(fieldErrors(bayleyCreateBody, { ...body, historyId: undefined })).toEqual({
      historyId: [t.invalidId],
    });
  });

  it('PUT saves with the commit rules, "other" rules included', () => {
    const { testResults, signature } = valid();
    expect(fieldErrors(bayleyUpdateBody, { testResults, signature, observations: observations() })).toEqual(
      {},
    );
    expect(
      fieldErrors(bayleyUpdateBody, {
        testResults: [{ uuid: items[0] }],
        signature,
        observations: { ...observations(), companion: [companionOtherId] },
      }),
    ).toEqual({
      'testResults.0.score': [t.required],
      'observations.otherCompanion': [t.required],
    });
  });

  it('GET queries name the history, and the day for a new column', () => {
    expect(fieldErrors(bayleyNewQuery, { historyId, date: '2025-03-04' })).toEqual({});
    expect(Object.keys(fieldErrors(bayleyNewQuery, { historyId }))).toEqual(['date']);
    expect(fieldErrors(bayleyHistoryQuery, { historyId })).toEqual({});
    expect(fieldErrors(bayleyHistoryQuery, { historyId: '12' })).toEqual({ historyId: [t.invalidId] });
  });
});

describe('bayley params', () => {
  const option = (id: number) => ({ id, label: `Opción ${id}` });
  const params = () => ({
    TestItems: items.map((id, index) => ({
      uuid: id,
      section: (index % 6) + 1,
      sectionName: 'Atención',
      itemScoresId: 101,
      title: `Ítem ${index + 1}`,
      index,
      itemsScores: [
        { score: 1, text: 'No lo hace', clarification: null, range: null, isItem: true },
        { score: 5, text: 'Lo hace siempre', clarification: 'Sin ayuda', range: '0-6', isItem: true },
      ],
    })),
    TestObservations: [
      { model: 'caretaker', title: 'Cuidador', type: 'multiple', data: [1, 2, 6].map(option) },
      { model: 'companion', title: 'Acompañante', type: 'multiple', data: [1, 4].map(option) },
      { model: 'whereDoTheySleep', title: 'Dónde duerme', type: 'single', data: [1, 2].map(option) },
      { model: 'whoDoTheyLookForComfort', title: 'A quién busca', type: 'single', data: [1].map(option) },
      { model: 'canCaretakerComfortChild', title: 'Lo consuela', type: 'single', data: [1, 2].map(option) },
    ],
  });

  it('accepts well-formed parameters', () => {
    expect(fieldErrors(bayleyParams, params())).toEqual({});
  });

  it('refuses a section out of 1..6, a score above 5 and a repeated uuid', () => {
    const bad = params();
    bad.TestItems[0]!.section = 7;
    bad.TestItems[1]!.itemsScores[0]!.score = 6;
    expect(Object.keys(fieldErrors(bayleyParams, bad)).sort()).toEqual([
      'TestItems.0.section',
      'TestItems.1.itemsScores.0.score',
    ]);
    const repeated = params();
    repeated.TestItems[1]!.uuid = repeated.TestItems[0]!.uuid;
    expect(Object.keys(fieldErrors(bayleyParams, repeated))).toEqual(['TestItems']);
  });

  it('refuses observations without the "other" options or with a model missing', () => {
    const noOther = params();
    noOther.TestObservations[0]!.data = [option(1)];
    expect(Object.keys(fieldErrors(bayleyParams, noOther))).toEqual(['TestObservations']);
    const missing = params();
    missing.TestObservations.pop();
    expect(Object.keys(fieldErrors(bayleyParams, missing))).toEqual(['TestObservations']);
  });

  it("takes a clinic's band cut-offs and refuses a questionable cut-off above the normal one", () => {
    const row = { normal: 70, questionable: 50 };
    const withCutoffs = { ...params(), BandCutoffs: { under6: row, from6to12: row, from13to42: row } };
    expect(fieldErrors(bayleyParams, withCutoffs)).toEqual({});
    const inverted = {
      ...withCutoffs,
      BandCutoffs: { ...withCutoffs.BandCutoffs, under6: { normal: 50, questionable: 51 } },
    };
    expect(Object.keys(fieldErrors(bayleyParams, inverted))).toEqual(['BandCutoffs.under6']);
    const over = {
      ...withCutoffs,
      BandCutoffs: { ...withCutoffs.BandCutoffs, from13to42: { normal: 101, questionable: 50 } },
    };
    expect(Object.keys(fieldErrors(bayleyParams, over))).toEqual(['BandCutoffs.from13to42.normal']);
  });
});
