import { describe, expect, it } from 'vitest';
import {
  documentTypeOf,
  formatConflictValue,
  mergeableByHand,
  rowName,
  writtenBy,
} from '../../../../src/features/platform/sync-status/conflict-format';
import { documentFieldLabel } from '../../../../src/i18n/offline';

describe('how a conflict reads', () => {
  it('shows values as the user reads them', () => {
    expect(formatConflictValue('Texto')).toBe('Texto');
    expect(formatConflictValue(true)).toBe('Sí');
    expect(formatConflictValue(false)).toBe('No');
    expect(formatConflictValue(null)).toBe('(vacío)');
    expect(formatConflictValue('')).toBe('(vacío)');
    expect(formatConflictValue(undefined)).toBe('(vacío)');
    expect(formatConflictValue([])).toBe('(vacío)');
    expect(formatConflictValue([1, 3])).toBe('1, 3');
    expect(formatConflictValue(4)).toBe('4');
  });

  it('says who wrote a value and when', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    const by = { id: 'u', name: 'Laura Camila Restrepo Gómez' };
    expect(writtenBy(by, '2026-11-26T11:57:00Z', now, false)).toBe(
      'Laura Camila Restrepo Gómez, hace 3 minutos',
    );
    expect(writtenBy(null, now - 60 * 60_000, now, true)).toBe('Usted, hace alrededor de 1 hora');
    expect(writtenBy({ id: 'u', name: null }, null, now, false)).toBe('Otro usuario');
  });

  it('offers a merge by hand for text only', () => {
    expect(mergeableByHand('uno', 'dos')).toBe(true);
    expect(mergeableByHand('uno', null)).toBe(true);
    expect(mergeableByHand(null, '')).toBe(false);
    expect(mergeableByHand(true, false)).toBe(false);
    expect(mergeableByHand([1], 'dos')).toBe(false);
  });

  it("names fields with the editors' labels, and documents with the spec's types", () => {
    expect(documentFieldLabel('development-control', 'followUp')).toBe('Plan de seguimiento');
    expect(documentFieldLabel('development-control', 'initialObservation')).toBe('Observación inicial');
    expect(documentFieldLabel('family-control', 'followUp')).toBe('Fecha de seguimiento');
    expect(documentFieldLabel('bayley', 'patientAgeDays')).toBe('patientAgeDays');
    expect(documentTypeOf('development-control')).toBe('Control de Desarrollo');
  });

  it("names a table row's fields with its table's labels, and the row by its name or first text", () => {
    expect(documentFieldLabel('family-composition', 'occupation')).toBe('Ocupación');
    expect(documentFieldLabel('external-network-report', 'filingNumber')).toBe('Radicado');
    expect(documentFieldLabel('subsidy', 'type')).toBe('Tipo');
    expect(documentFieldLabel('psychosocial-risk', 'assessmentDate')).toBe('Fecha');
    expect(rowName({ name: 'Jorge Ramírez', observation: 'x' })).toBe('Jorge Ramírez');
    expect(rowName({ filingNumber: 'RAD-1' })).toBe('RAD-1');
    expect(rowName({ action: '  ', observation: 'Visita' })).toBe('Visita');
    expect(rowName({ type: 2 })).toBe('');
  });
});
