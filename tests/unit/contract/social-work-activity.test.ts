import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  socialWorkActivityCreateBody,
  socialWorkActivityGroupCreateBody,
  socialWorkActivityRecordParams,
  socialWorkActivityRow,
  socialWorkActivityUpdateBody,
} from '../../../src/contract/social-work';
import { activityPaths, socialWorkActivityDeleteQuery } from '../../../src/contract/social-work-activity';
import {
  activityGroup,
  activityRecord,
  activityRecordCreate,
  signatureOf,
  uuid,
} from '../../fixtures/bodies';
import { fieldErrors, text } from './issues';

const required = 'Este valor es obligatorio';
const selectOption = 'Por favor seleccione una opción';

const historyId = uuid();
const signature = signatureOf();
const record = { ...activityRecord(), signature };

describe('social-work activity contract', () => {
  it('opens a group with history, date, source and signature', () => {
    const body = { ...activityGroup(historyId, signature), recordDate: '2024-05-02T10:00:00.000Z' };
    expect(fieldErrors(socialWorkActivityGroupCreateBody, body)).toEqual({});
    expect(
      fieldErrors(socialWorkActivityGroupCreateBody, { ...body, recordDate: undefined, sourceId: 'x' }),
    ).toEqual({
      recordDate: [required],
      sourceId: ['Identificador no válido'],
    });
  });

  it('updates a record: name and completed required, observation optional', () => {
    expect(fieldErrors(socialWorkActivityUpdateBody, record)).toEqual({});
    expect(fieldErrors(socialWorkActivityUpdateBody, { ...record, observation: undefined })).toEqual({});
    expect(fieldErrors(socialWorkActivityUpdateBody, { signature })).toEqual({
      name: [required],
      completed: [selectOption],
    });
    expect(fieldErrors(socialWorkActivityUpdateBody, { ...record, completed: null })).toEqual({
      completed: [selectOption],
    });
  });

  it('adds a record with its date and source', () => {
    const body = activityRecordCreate(1, signature);
    expect(fieldErrors(socialWorkActivityCreateBody, body)).toEqual({});
    expect(fieldErrors(socialWorkActivityCreateBody, { ...body, name: ' ', sourceType: 'Other' })).toEqual({
      name: [required],
      sourceType: ['El valor no tiene el formato esperado'],
    });
  });

  it('limits the name to 200 and the observation to 500 characters', () => {
    expect(
      fieldErrors(socialWorkActivityUpdateBody, { ...record, name: text(200), observation: text(500) }),
    ).toEqual({});
    expect(
      fieldErrors(socialWorkActivityUpdateBody, { ...record, name: text(201), observation: text(501) }),
    ).toEqual({
      name: ['The maximum length allowed is 200'],
      observation: ['The maximum length allowed is 500'],
    });
  });

  it('tells a row that still needs editing, and drops the editing flag', () => {
    expect(v.is(socialWorkActivityRow, { name: 'Taller', completed: null, editing: true })).toBe(false);
    expect(
      v.parse(socialWorkActivityRow, { name: 'Taller', completed: false, editing: true }),
    ).not.toHaveProperty('editing');
  });

  it('names a record by its id, never by a position; a delete names its evolution', () => {
    const [activityId, recordId, sourceId] = [uuid(), uuid(), uuid()];
    expect(v.parse(socialWorkActivityRecordParams, { activityId, recordId })).toEqual({
      activityId,
      recordId,
    });
    for (const position of ['0', '3', '-1'])
      expect(v.is(socialWorkActivityRecordParams, { activityId, recordId: position })).toBe(false);
    expect(v.parse(socialWorkActivityDeleteQuery, { sourceId })).toEqual({ sourceId });
    expect(fieldErrors(socialWorkActivityDeleteQuery, {})).toHaveProperty('sourceId');
    expect(activityPaths.remove(activityId, recordId, sourceId)).toBe(
      `/social-work-activity/${activityId}/${recordId}?sourceId=${sourceId}`,
    );
  });
});
