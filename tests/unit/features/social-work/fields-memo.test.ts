// @vitest-environment happy-dom
/**
 * A document's list of fields computed again only when a value it read changes
 * (src/features/social-work/editors/fields-memo.ts): the same list while typing in a text field, a new one
 * when an answer it depends on changes, and, for the three real documents through a long series of changes,
 * always the list the document itself gives.
 */
import { describe, expect, it } from 'vitest';
import { HOUSING_TYPE_OTHER } from '../../../../src/domain/social-work-codes';
import {
  evolutionDocument,
  homeVisitDocument,
  initialAssessmentDocument,
} from '../../../../src/features/social-work/editors/documents';
import { sameSpecs, type FieldSpec } from '../../../../src/features/social-work/editors/fields';
import type { Values } from '../../../../src/features/social-work/editors/form-values';
import { memoFields } from '../../../../src/features/social-work/editors/fields-memo';
import { formAfterChange } from '../../../../src/features/social-work/editors/form-change';
import type { SocialWorkDocument } from '../../../../src/features/social-work/editors/social-work-editor';
import { completeHomeVisit, completeInitialAssessment } from '../../../fixtures/bodies';

describe('memoFields', () => {
  const byChoice = (values: Values): FieldSpec[] => [
    { kind: 'yesNo', name: 'pets', comment: 'yes' },
    ...(values.choice === 1 ? [{ kind: 'text' as const, name: 'which', max: 10 }] : []),
  ];

  it('answers the same list while the values it read are the same', () => {
    const fields = memoFields(byChoice);
    const first = fields({ choice: 2, note: 'a' });
    expect(fields({ choice: 2, note: 'ab' })).toBe(first);
    const other = fields({ choice: 1, note: 'ab' });
    expect(other).not.toBe(first);
    expect(other.map((spec) => ('name' in spec ? spec.name : spec.kind))).toEqual(['pets', 'which']);
    expect(fields({ choice: 1, note: 'abc' })).toBe(other);
  });

  it('never keeps a list that enumerated the values', () => {
    const fields = memoFields((values) =>
      Object.keys(values).map((name) => ({ kind: 'text', name, max: 5 })),
    );
    const first = fields({ a: 1 });
    expect(fields({ a: 1 })).not.toBe(first);
    expect(fields({ a: 1, b: 2 })).toHaveLength(2);
  });
});

const documents: [string, SocialWorkDocument, Values][] = [
  ['initial assessment', initialAssessmentDocument, completeInitialAssessment()],
  ['home visit', homeVisitDocument, completeHomeVisit()],
  ['evolution', evolutionDocument, {}],
];

describe.each(documents)('the %s', (_, document, complete) => {
  it('gives the list the document gives, through every kind of change', () => {
    const fields = memoFields(document.fields);
    let state = { values: { ...document.defaults }, messages: {} };
    const changes: [string, unknown][] = [
      ...Object.entries(complete),
      ['housingType', HOUSING_TYPE_OTHER],
      ['housingTypeComment', 'Inquilinato'],
      ['housingType', 1],
      ['ownership', 5],
      ['sisbenGroup', 2],
      ['signedConsent', false],
      ['observations', 'No acepta'],
      ['signedConsent', true],
      ['referral', true],
      ['referral', false],
      ['supportNetwork', 'La abuela'],
    ];
    for (const [name, value] of changes) {
      state = formAfterChange({ ...document, fields }, state, name, value);
      expect(sameSpecs(fields(state.values), document.fields(state.values)), name).toBe(true);
    }
    // Typing in a text field answers the list as it was.
    const list = fields(state.values);
    const text = list.find((spec) => spec.kind === 'text');
    expect(text).toBeDefined();
    const typed = formAfterChange(
      { ...document, fields },
      state,
      text!.kind === 'text' ? text!.name : '',
      'x',
    );
    expect(fields(typed.values)).toBe(list);
  });
});
