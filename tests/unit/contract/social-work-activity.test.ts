import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  SOCIAL_WORK_ACTIVITY_SOURCE_TYPE,
  socialWorkActivityCreateBody,
  socialWorkActivityGroupCreateBody,
  socialWorkActivityRecordParams,
  socialWorkActivityRow,
  socialWorkActivityUpdateBody,
} from '../../../src/contract/social-work';
import { documentId, historyId, issuesOf, signature, text } from './social-work-fixtures';

const required = 'Este valor es obligatorio';
const selectOption = 'Por favor seleccione una opción';

const record = { name: 'Taller de crianza', completed: true, observation: 'Asistió la madre', signature };
const source = { sourceId: documentId, sourceType: SOCIAL_WORK_ACTIVITY_SOURCE_TYPE };

describe('social-work activity contract', () => {
  it('opens a group with history, date, source and signature', () => {
    const body = { historyId, recordDate: '2024-05-02T10:00:00.000Z', ...source, signature };
    expect(issuesOf(socialWorkActivityGroupCreateBody, body)).toEqual({});
    expect(
      issuesOf(socialWorkActivityGroupCreateBody, { ...body, recordDate: undefined, sourceId: 'x' }),
    ).toEqual({
      recordDate: [required],
      sourceId: ['Identificador no válido'],
    });
  });

  it('updates a record: name and completed required, observation optional', () => {
    expect(issuesOf(socialWorkActivityUpdateBody, record)).toEqual({});
    expect(issuesOf(socialWorkActivityUpdateBody, { ...record, observation: undefined })).toEqual({});
    expect(issuesOf(socialWorkActivityUpdateBody, { signature })).toEqual({
      name: [required],
      completed: [selectOption],
    });
    expect(issuesOf(socialWorkActivityUpdateBody, { ...record, completed: null })).toEqual({
      completed: [selectOption],
    });
  });

  it('adds a record with its date and source', () => {
    const body = { ...record, recordDate: '2024-05-02', ...source };
    expect(issuesOf(socialWorkActivityCreateBody, body)).toEqual({});
    expect(issuesOf(socialWorkActivityCreateBody, { ...body, name: ' ', sourceType: 'Other' })).toEqual({
      name: [required],
      sourceType: ['El valor no tiene el formato esperado'],
    });
  });

  it('limits the name to 200 and the observation to 500 characters', () => {
    expect(
      issuesOf(socialWorkActivityUpdateBody, { ...record, name: text(200), observation: text(500) }),
    ).toEqual({});
    expect(
      issuesOf(socialWorkActivityUpdateBody, { ...record, name: text(201), observation: text(501) }),
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

  it('reads the record index of the path as a number', () => {
    expect(v.parse(socialWorkActivityRecordParams, { activityId: documentId, index: '3' })).toEqual({
      activityId: documentId,
      index: 3,
    });
    expect(v.is(socialWorkActivityRecordParams, { activityId: documentId, index: '-1' })).toBe(false);
  });
});
