// @vitest-environment happy-dom
/**
 * The size at birth in the patient header's facts and on the growth view, from the history record, once
 * the INTERGROWTH-21st newborn table has loaded.
 */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryRecord } from '../../../../src/contract/history';
import { SizeAtBirthPanel } from '../../../../src/features/psychology/growth/size-at-birth-panel';
import { useSizeAtBirthFacts } from '../../../../src/features/psychology/header/size-at-birth-fact';
import { loadedNewbornTable, loadNewbornTable } from '../../../../src/domain/intergrowth-newborn';
import { PatientHeader } from '../../../../src/ui/patient-header/patient-header';

let root: Root | undefined;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await loadNewbornTable();
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

const record = (
  gestationalDays: number,
  weight: number | null,
  length?: number | null,
  head?: number | null,
): HistoryRecord =>
  ({
    Iden_nombreCompletoPaciente: 'Tomás Beltrán Pineda',
    EGNDT: 'CNG-000011',
    Iden_nombreCompletoMadre: 'Sandra Milena Pineda Rojas',
    Iden_FechaParto: '2026-01-01',
    Iden_Sexo: 'M',
    Pediatria: {
      ExamenInicialPediatria: {
        EIP_EdadGestacionalAlNacer: { EIP_EG_DiasTotales: gestationalDays },
        EIP_PesoAlNacer: weight,
        EIP_TallaAlNacer: length,
        EIP_PerimetroCefalicoAlNacer: head,
      },
    },
  }) as unknown as HistoryRecord;

function Header({ history }: { history: HistoryRecord }) {
  return <PatientHeader record={history} facts={useSizeAtBirthFacts(history)} />;
}

async function render(node: React.ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => root!.render(<MantineProvider>{node}</MantineProvider>));
  // The table is loaded (beforeAll): the hooks' effect resolves on the next turn.
  await act(() => Promise.resolve());
  return container;
}

const text = (container: HTMLElement, testId: string) =>
  container.querySelector(`[data-testid="${testId}"]`)?.textContent;

describe('size at birth', () => {
  it('the header says the class by the weight centile (a boy of 2.32 kg at 41+6 weeks is small)', async () => {
    const container = await render(<Header history={record(293, 2320)} />);
    expect(text(container, 'patient-size-at-birth')).toMatch(/^Pequeño para la edad gestacional \(p0,\d\)$/);
  });

  it('the header shows "-" without a birth weight or a gestational age in the standards', async () => {
    const container = await render(
      <>
        <Header history={record(280, null, 50)} />
        <Header history={record(0, 3000)} />
      </>,
    );
    const values = [...container.querySelectorAll('[data-testid="patient-size-at-birth"]')].map(
      (e) => e.textContent,
    );
    expect(values).toEqual(['-', '-']);
  });

  it('the growth view lists each measure with its centile and z-score, and the class', async () => {
    const container = await render(<SizeAtBirthPanel history={record(280, 3400, 50.2, 34.5)} />);
    expect(text(container, 'size-at-birth-class')).toBe('Adecuado para la edad gestacional');
    expect(text(container, 'size-at-birth-weight')).toMatch(/^Peso 3\.400 g: p\d+, -?\d,\d\d D\.E\.$/);
    expect(text(container, 'size-at-birth-length')).toMatch(/^Talla 50,2 cm: p\d+, /);
    expect(text(container, 'size-at-birth-head')).toMatch(/^Perímetro cefálico 34,5 cm: p\d+, /);
  });

  it('the growth view says why there is no size at birth', async () => {
    const container = await render(
      <>
        <SizeAtBirthPanel history={record(0, 3400)} />
        <SizeAtBirthPanel history={record(160, 600)} />
      </>,
    );
    expect(container.textContent).toContain('Sin edad gestacional al nacer registrada');
    expect(container.textContent).toContain(
      'Edad gestacional al nacer fuera de los patrones (24+0 a 42+6 semanas)',
    );
  });

  it('once the table is read, a view drawn again shows the size at birth in its first render', async () => {
    expect(loadedNewbornTable()).toBe(await loadNewbornTable());
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    // No turn for a promise: the table is at hand in the first render.
    act(() =>
      root!.render(
        <MantineProvider>
          <SizeAtBirthPanel history={record(280, 3400, 50.2, 34.5)} />
        </MantineProvider>,
      ),
    );
    expect(text(container, 'size-at-birth-class')).toBe('Adecuado para la edad gestacional');
  });
});
