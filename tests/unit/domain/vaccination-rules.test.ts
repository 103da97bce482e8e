import { describe, expect, it } from 'vitest';
import {
  allCellsValid,
  canAddCustomVaccine,
  cellColour,
  cellWarning,
  isCellComplete,
  isDateInRange,
  isShownInRound,
  missingCellFields,
  uniqueVaccineName,
  withStatus,
  type RequirementContext,
  type VaccineCell,
} from '../../../src/domain/vaccination-rules';

const today = '2026-03-20';
const empty: VaccineCell = {
  V_id: 6,
  vaccineName: 'DPT',
  applicationDate: null,
  status: null,
  appliedBy: null,
  doseType: null,
  observation: '',
};
const applied: VaccineCell = {
  ...empty,
  status: 1,
  appliedBy: 2,
  doseType: 'Acelular',
  applicationDate: '2026-03-18',
};
const postponed: VaccineCell = {
  ...empty,
  status: 2,
  applicationDate: today,
  observation: 'Fiebre',
};
const due: RequirementContext = { required: true, rejectsVaccination: false, disableRules: false };
const notDue: RequirementContext = { ...due, required: false };

describe('which applications a round shows (spec 001 §4)', () => {
  it('always shows an earlier round, even an empty cell', () => {
    expect(isShownInRound({ ...empty, V_id: 5 })).toBe(true);
  });

  it('shows a current-round application only when applied with dose type and date', () => {
    expect(isShownInRound(applied)).toBe(true);
    expect(isShownInRound({ ...applied, doseType: null })).toBe(false);
    expect(isShownInRound({ ...applied, applicationDate: null })).toBe(false);
  });

  it('shows a current-round postponement only with a date, and never a cleared cell', () => {
    expect(isShownInRound(postponed)).toBe(true);
    expect(isShownInRound({ ...postponed, applicationDate: null })).toBe(false);
    expect(isShownInRound(empty)).toBe(false);
  });
});

describe('status effects (spec 001 §4)', () => {
  it('a status other than applied sets today and drops applier and dose type', () => {
    expect(withStatus(applied, 2, today)).toEqual({
      ...applied,
      status: 2,
      applicationDate: today,
      appliedBy: null,
      doseType: null,
    });
  });

  it('clearing drops date, status and observation but keeps the rest', () => {
    expect(withStatus(postponed, null, today)).toEqual({
      ...postponed,
      status: null,
      applicationDate: null,
      observation: '',
    });
  });

  it('applied keeps what the cell has', () => {
    expect(withStatus({ ...postponed, status: null }, 1, today)).toEqual({ ...postponed, status: 1 });
  });
});

describe('cell validation (spec 001 §5)', () => {
  it('requires a status when due today, unless the patient rejects or the rules are lifted', () => {
    expect(missingCellFields(empty, due)).toEqual(['status']);
    expect(missingCellFields(empty, notDue)).toEqual([]);
    expect(missingCellFields(empty, { ...due, rejectsVaccination: true })).toEqual([]);
    expect(missingCellFields(empty, { ...due, disableRules: true })).toEqual([]);
  });

  it('requires applier, dose type and date when applied', () => {
    expect(missingCellFields(applied, due)).toEqual([]);
    expect(missingCellFields({ ...empty, status: 1 }, notDue)).toEqual([
      'applicationDate',
      'appliedBy',
      'doseType',
    ]);
  });

  it('requires a date and an observation when postponed', () => {
    expect(missingCellFields(postponed, notDue)).toEqual([]);
    expect(missingCellFields({ ...postponed, observation: '  ' }, notDue)).toEqual(['observation']);
    expect(missingCellFields({ ...postponed, applicationDate: null }, notDue)).toEqual(['applicationDate']);
  });

  it('warns "complete" with a status and "select a status" without one', () => {
    expect(cellWarning({ ...empty, status: 1 }, notDue)).toBe('completeRequired');
    expect(cellWarning(empty, due)).toBe('selectStatus');
    expect(cellWarning(empty, notDue)).toBeNull();
    expect(cellWarning(applied, due)).toBeNull();
  });

  it('lets CONTINUAR pass only when no cell lacks anything', () => {
    expect(allCellsValid([applied, postponed], () => due)).toBe(true);
    expect(allCellsValid([applied, empty], () => due)).toBe(false);
    expect(allCellsValid([applied, empty], () => notDue)).toBe(true);
  });

  it('a complete cell has a status and every field it asks for', () => {
    expect(isCellComplete(applied)).toBe(true);
    expect(isCellComplete(postponed)).toBe(true);
    expect(isCellComplete(empty)).toBe(false);
    expect(isCellComplete({ ...applied, appliedBy: null })).toBe(false);
  });
});

describe('cell colour (spec 001 §4)', () => {
  it('success complete, info postponed, warning when required and incomplete, default otherwise', () => {
    expect(cellColour(applied, due)).toBe('success');
    expect(cellColour(postponed, due)).toBe('info');
    expect(cellColour(empty, due)).toBe('warning');
    expect(cellColour({ ...applied, doseType: null }, notDue)).toBe('warning');
    expect(cellColour(empty, notDue)).toBe('default');
    expect(cellColour(empty, { ...due, disableRules: true })).toBe('default');
  });
});

describe('custom vaccines (spec 001 §4)', () => {
  it('keeps a free name and numbers a colliding one with the first free suffix', () => {
    expect(uniqueVaccineName('Otra', ['BCG'])).toBe('Otra');
    expect(uniqueVaccineName('bcg', ['BCG'])).toBe('bcg 1');
    expect(uniqueVaccineName(' BCG ', ['BCG', 'BCG 1'])).toBe('BCG 2');
    expect(uniqueVaccineName('', ['BCG'])).toBe('');
  });

  it('adds none while a blank-named one exists', () => {
    expect(canAddCustomVaccine([])).toBe(true);
    expect(canAddCustomVaccine(['Otra'])).toBe(true);
    expect(canAddCustomVaccine(['Otra', '  '])).toBe(false);
  });
});

describe('application dates (spec 001 §5)', () => {
  it('lie between the birth date and today, both included', () => {
    expect(isDateInRange('2026-01-01', '2026-01-01', today)).toBe(true);
    expect(isDateInRange(today, '2026-01-01', today)).toBe(true);
    expect(isDateInRange('2025-12-31', '2026-01-01', today)).toBe(false);
    expect(isDateInRange('2026-03-21', '2026-01-01', today)).toBe(false);
  });
});
