import { describe, expect, it } from 'vitest';
import {
  changeInitialAssessment,
  normalizePopulationTypes,
  populationTypeColumn,
  sisbenSubgroupOptions,
  totalExpenses,
} from '../../../src/domain/initial-assessment-rules';

describe('initial assessment rules', () => {
  it('totals the six monthly expenses, a missing amount counting as 0', () => {
    expect(
      totalExpenses({
        rent: 300000,
        food: 400000,
        transport: 100000,
        education: 0,
        services: 120000,
        otherExpenses: 5000,
      }),
    ).toBe(925000);
    expect(totalExpenses({ rent: 100, food: null, transport: undefined, otherExpenses: Number.NaN })).toBe(
      100,
    );
    expect(totalExpenses({})).toBe(0);
  });

  describe('clearing', () => {
    it('clears the housing comment when the type moves away from 6', () => {
      const current = { housingType: 6, housingTypeComment: 'Inquilinato' };
      expect(changeInitialAssessment(current, 'housingType', 2)).toEqual({
        housingType: 2,
        housingTypeComment: '',
      });
      expect(changeInitialAssessment({ housingType: 1 }, 'housingType', 6)).toEqual({ housingType: 6 });
    });

    it('clears the ownership comment when ownership moves away from 5', () => {
      expect(changeInitialAssessment({ ownership: 5, ownershipComment: 'x' }, 'ownership', 1)).toEqual({
        ownership: 1,
        ownershipComment: '',
      });
      expect(changeInitialAssessment({}, 'ownership', 5)).toEqual({ ownership: 5 });
    });

    it('clears the pets comment and the home-visit motive on no', () => {
      expect(changeInitialAssessment({ pets: true, petsComment: 'Perro' }, 'pets', false)).toEqual({
        pets: false,
        petsComment: '',
      });
      expect(changeInitialAssessment({}, 'pets', true)).toEqual({ pets: true });
      expect(
        changeInitialAssessment({ homeVisitCandidateMotive: 'Riesgo' }, 'homeVisitCandidate', false),
      ).toEqual({
        homeVisitCandidate: false,
        homeVisitCandidateMotive: '',
      });
      expect(changeInitialAssessment({}, 'homeVisitCandidate', true)).toEqual({ homeVisitCandidate: true });
    });

    it('clears the subgroup when the Sisbén group changes', () => {
      expect(changeInitialAssessment({ sisbenGroup: 1, sisbenSubgroup: 'A2' }, 'sisbenGroup', 3)).toEqual({
        sisbenGroup: 3,
        sisbenSubgroup: null,
      });
      expect(changeInitialAssessment({ sisbenGroup: 1, sisbenSubgroup: 'A2' }, 'sisbenGroup', 1)).toEqual({
        sisbenGroup: 1,
      });
    });

    it('leaves other fields alone', () => {
      expect(changeInitialAssessment({ lifePlan: 'a' }, 'lifePlan', 'b')).toEqual({ lifePlan: 'b' });
    });

    it('keeps "none" of the differential population exclusive', () => {
      expect(changeInitialAssessment({ populationType: [1, 2] }, 'populationType', [1, 2, 6])).toEqual({
        populationType: [6],
      });
    });
  });

  it('offers the subgroups of the chosen Sisbén group', () => {
    expect(sisbenSubgroupOptions(1)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
    expect(sisbenSubgroupOptions(2)).toEqual(['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7']);
    expect(sisbenSubgroupOptions(3)).toHaveLength(18);
    expect(sisbenSubgroupOptions(4)).toHaveLength(21);
    expect(sisbenSubgroupOptions(4)[20]).toBe('D21');
    expect(sisbenSubgroupOptions(null)).toEqual([]);
  });

  describe('differential population', () => {
    it('choosing "none" clears the others', () => {
      expect(normalizePopulationTypes([1, 3], [1, 3, 6])).toEqual([6]);
    });

    it('choosing another option removes "none"', () => {
      expect(normalizePopulationTypes([6], [6, 2])).toEqual([2]);
    });

    it('keeps ordinary choices as they are', () => {
      expect(normalizePopulationTypes([1], [1, 4])).toEqual([1, 4]);
      expect(normalizePopulationTypes([1, 4], [4])).toEqual([4]);
      expect(normalizePopulationTypes([6], [])).toEqual([]);
    });

    it('lays the options out in three columns by code modulo 3', () => {
      expect([1, 2, 3, 4, 5, 6].map(populationTypeColumn)).toEqual([1, 2, 0, 1, 2, 0]);
    });
  });
});
