/**
 * The layout rule of the tables (src/ui/row-table/table-layout.ts) and the least width of a row table's
 * columns: cards below 900 px whatever the columns, cards where the columns need more than the width
 * there is, a table otherwise; a table not laid out yet keeps its markup's layout.
 */
import { describe, expect, it } from 'vitest';
import { rowTableWidth, type RowColumn } from '../../../src/ui/row-table/editable-row-table';
import { CARDS_BELOW, tableLayout } from '../../../src/ui/row-table/table-layout';

const risks: RowColumn[] = [
  { kind: 'date', key: 'assessmentDate', label: 'Fecha' },
  { kind: 'text', key: 'action', label: 'Acción' },
  { kind: 'text', key: 'observation', label: 'Observación' },
];
const family: RowColumn[] = [
  { kind: 'select', key: 'kinship', label: 'Parentesco', options: [] },
  { kind: 'text', key: 'name', label: 'Nombre' },
  { kind: 'date', key: 'birthDate', label: 'Fecha de nacimiento' },
  { kind: 'select', key: 'education', label: 'Escolaridad', options: [] },
  { kind: 'text', key: 'occupation', label: 'Ocupación' },
  { kind: 'yesNo', key: 'livesWithTheChild', label: 'Vive con el niño' },
  { kind: 'text', key: 'observation', label: 'Observación' },
  { kind: 'select', key: 'state', label: 'Estado', options: [] },
];

describe('tableLayout', () => {
  it('draws cards below 900 px however few the columns', () => {
    expect(CARDS_BELOW).toBe(900);
    expect(tableLayout(736, 300)).toBe('cards');
    expect(tableLayout(899, 300)).toBe('cards');
    expect(tableLayout(900, 300)).toBe('table');
  });

  it('draws cards where the columns need more than the width there is', () => {
    expect(tableLayout(1200, 1500)).toBe('cards');
    expect(tableLayout(1500, 1500)).toBe('table');
  });

  it('keeps the table while the element has no width (not laid out yet)', () => {
    expect(tableLayout(null, 1500)).toBe('table');
    expect(tableLayout(0, 1500)).toBe('table');
  });
});

describe('rowTableWidth', () => {
  it('sums the least width of each column and of the actions', () => {
    expect(rowTableWidth(risks)).toBe(170 * 3 + 340);
    expect(rowTableWidth(risks, true)).toBe(170 * 3);
  });

  it('makes the family composition cards on a 1024 px landscape tablet, sidebar open or closed', () => {
    expect(tableLayout(990, rowTableWidth(family))).toBe('cards');
    expect(tableLayout(760, rowTableWidth(family))).toBe('cards');
    // A short table is a table where 900 px are there.
    expect(tableLayout(990, rowTableWidth(risks))).toBe('table');
  });
});
