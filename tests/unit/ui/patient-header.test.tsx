// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';

import { describe, expect, it } from 'vitest';
import type { HistoryRecord } from '../../../src/contract/history';
import { psychologyFacts } from '../../../src/features/psychology/header/psychology-facts';
import { PatientHeader } from '../../../src/ui/patient-header/patient-header';
import { mount } from '../support/react-root';

const record = (birth: string, weight: number | null, mother: string) =>
  ({
    Iden_nombreCompletoPaciente: 'Salomé Ramírez Ortiz',
    EGNDT: 'CNG-000001',
    Iden_nombreCompletoMadre: mother,
    Iden_FechaParto: birth,
    Pediatria: {
      ExamenInicialPediatria: {
        EIP_EdadGestacionalAlNacer: { EIP_EG_DiasTotales: 212 },
        EIP_PesoAlNacer: weight,
      },
    },
  }) as unknown as HistoryRecord;

function render(history: HistoryRecord, collapsed = false) {
  const container = document.body.appendChild(document.createElement('div'));
  mount(
    <MantineProvider>
      <PatientHeader record={history} facts={psychologyFacts(history, '2026-01-15')} collapsed={collapsed} />
    </MantineProvider>,
    container,
  );
}

const text = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.textContent;

describe('the psychology header panel (spec 000 §2, §9)', () => {
  it('shows code, corrected age, mother, birth date, birth weight in g, 40-week date and gestational age', () => {
    render(record('2026-01-01', 1380, 'Luisa Fernanda Ortiz Peña'));
    expect(text('patient-name')).toBe('Salomé Ramírez Ortiz');
    expect(text('patient-code')).toBe('CNG-000001');
    expect(text('patient-mother')).toBe('Luisa Fernanda Ortiz Peña');
    expect(text('patient-birth-date')).toBe('1 ene 2026');
    expect(text('patient-birth-weight')).toBe('1.380 g');
    expect(text('patient-corrected-age')).toBe('32s 2d');
    expect(text('patient-forty-weeks')).toBe('10 mar 2026');
    expect(text('patient-gestational-age')).toBe('30s 2d');
  });

  it('shows "-" for an empty value', () => {
    render(record('', null, ''));
    expect(text('patient-mother')).toBe('-');
    expect(text('patient-birth-weight')).toBe('-');
    expect(text('patient-corrected-age')).toBe('-');
    expect(text('patient-forty-weeks')).toBe('-');
  });

  it('collapsed (the header-info toggle), hides the facts and keeps the name', () => {
    render(record('2026-01-01', 1380, 'Luisa'), true);
    expect(text('patient-name')).toBe('Salomé Ramírez Ortiz');
    const facts = document.querySelector('dl') as HTMLElement;
    expect(facts.style.display).toBe('none');
  });
});
