import { describe, expect, it } from 'vitest';
import { diagnosisOptions } from '../../../src/document-kit/diagnosis-options';

const entries = [
  { code: 'F80', value: 'Trastornos específicos del desarrollo del habla y del lenguaje', points: 0 },
  { code: 'F82', value: 'Trastorno específico del desarrollo de la función motriz', points: 0 },
];
const descriptionOf = (code: string) =>
  code === 'P07' ? 'Trastornos relacionados con duración corta de la gestación' : undefined;

describe('the options of a diagnosis picker', () => {
  it('lists the answer to the query typed, after the chosen codes and without repeating them', () => {
    const { options, searching } = diagnosisOptions(
      'f8',
      { query: 'f8', entries },
      ['P07', 'F82'],
      descriptionOf,
    );
    expect(searching).toBe(false);
    expect(options.map((option) => option.value)).toEqual(['P07', 'F82', 'F80']);
    expect(options[0]!.label).toMatch(/^P07 /);
  });

  it('while the typed query has no answer, lists only the chosen codes and says it is searching', () => {
    const pending = diagnosisOptions('f82', { query: 'f8', entries }, ['P07'], descriptionOf);
    expect(pending.searching).toBe(true);
    expect(pending.options.map((option) => option.value)).toEqual(['P07']);
    expect(diagnosisOptions('', null, [], descriptionOf)).toEqual({ options: [], searching: true });
  });

  it('never shows a late answer to an earlier query', () => {
    const late = diagnosisOptions('f82', { query: 'f', entries }, [], descriptionOf);
    expect(late).toEqual({ options: [], searching: true });
  });
});
