// @vitest-environment happy-dom
/**
 * A conflicting value reads as the table shows it (src/features/platform/sync-status/conflict-value.tsx):
 * a date as a date, a fixed list's code by its name, a field without a reading as conflict-format writes
 * it. The catalogue codes' names are the e2e's (row-conflict.faults.spec.ts): they need the stored copy.
 */
import { describe, expect, it } from 'vitest';
import {
  fieldReadingOf,
  rowCatalogue,
  rowFieldReadings,
} from '../../../../src/document-kit/row-field-readings';
import { rowRegistry } from '../../../../src/contract/registry';
import { ConflictValue } from '../../../../src/features/platform/sync-status/conflict-value';
import { mount, unmount } from '../../support/react-root';

function shown(kind: string, field: string, value: unknown): string {
  const container = mount(
    <ConflictValue kind={kind} field={field} value={value} />,
    document.body.appendChild(document.createElement('p')),
  );
  const text = container.textContent ?? '';
  unmount();
  return text;
}

describe('ConflictValue', () => {
  it('a date as a date, a state by its name, a text as itself, a blank as "(vacío)"', () => {
    expect(shown('family-composition', 'birthDate', '1990-05-01')).toBe('1 may 1990');
    expect(shown('family-composition', 'state', 3)).toBe('Fallecido');
    expect(shown('family-composition', 'occupation', 'Vigilante')).toBe('Vigilante');
    expect(shown('family-composition', 'livesWithTheChild', true)).toBe('Sí');
    expect(shown('subsidy', 'type', null)).toBe('(vacío)');
    expect(shown('initial-assessment', 'birthDate', '1990-05-01')).toBe('1990-05-01');
  });

  it('every reading names a field of its row resource, and a coded column its catalogue', () => {
    for (const [resource, readings] of Object.entries(rowFieldReadings)) {
      const fields = Object.keys(rowRegistry[resource as keyof typeof rowRegistry].rowFields);
      for (const field of Object.keys(readings)) expect(fields, `${resource}.${field}`).toContain(field);
    }
    expect(rowCatalogue('subsidy', 'type')).toBe('TiposSubsidio');
    expect(() => rowCatalogue('subsidy', 'date')).toThrow();
    expect(fieldReadingOf('bayley', 'date')).toBeUndefined();
  });
});
