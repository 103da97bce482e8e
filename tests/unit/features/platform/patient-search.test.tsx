// @vitest-environment happy-dom
/**
 * The patient search's list around "Verificación" (spec 000 §2): choosing a result hides the list under
 * the modal; a wrong code ("Los datos no coinciden") and "Cancelar" each come back to the same results,
 * with the field focused, so the user retries or picks another. The search itself and the message modal
 * are stand-ins: what is tested is when the list shows.
 */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { useSession as UseSession } from '../../../../src/api/session';
import type { HistorySummary } from '../../../../src/contract/history';
import { mount } from '../../support/react-root';

const history: HistorySummary = {
  id: 'b0f1c7a2-3c1e-4f3a-9d51-0a1b2c3d4e5f',
  EGNDT: 'CNG-000004',
  Iden_Sede: 1,
  Iden_nombreCompletoPaciente: 'Mariana Restrepo Zapata',
  Iden_nombreCompletoMadre: 'Paula Andrea Zapata Londoño',
  Iden_FechaParto: '2025-10-22',
  Iden_MadreSustituta: false,
  Iden_DocumentoMadre: '1023456321',
  Iden_DocumentoCustodioTemporal: null,
};

let closeMessage: (() => void) | undefined;
vi.mock(import('../../../../src/ui/modals/message-modal'), async (importOriginal) => ({
  ...(await importOriginal()),
  openMessageModal: () =>
    new Promise<void>((resolve) => {
      closeMessage = resolve;
    }),
}));
vi.mock(import('../../../../src/api/session'), async (importOriginal) => ({
  ...(await importOriginal()),
  useSession: () =>
    ({ user: { id: 'u1', sede: [{ id: 1, name: 'Medellín' }] } }) as ReturnType<typeof UseSession>,
}));
vi.mock('../../../../src/features/platform/patient-search/use-history-search', () => ({
  useHistorySearch: () => ({
    status: 'ready',
    results: [history],
    total: 1,
    onDevice: false,
    loadingMore: false,
    loadMore: () => undefined,
  }),
}));

const { PatientSearch } = await import('../../../../src/features/platform/patient-search/patient-search');

function render() {
  const container = document.body.appendChild(document.createElement('div'));
  mount(
    <MantineProvider env="test">
      <PatientSearch />
    </MantineProvider>,
    container,
  );
}

const field = () => document.querySelector<HTMLInputElement>('[role="combobox"]')!;
const listShown = () => field().getAttribute('aria-expanded') === 'true';
const dialog = () => document.querySelector('[role="dialog"]');
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === name)!;

const setValue = (element: HTMLInputElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });

function typeQuery(text: string) {
  act(() => field().focus());
  setValue(field(), text);
}

/** Chooses the first result with the keys (the virtual rows need a laid-out list). */
function chooseFirst() {
  for (const key of ['ArrowDown', 'Enter']) {
    act(() => {
      field().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    });
  }
}

async function typeDigits(digits: string) {
  const input = document.querySelector<HTMLInputElement>('[role="dialog"] input')!;
  setValue(input, digits);
  await act(async () => {
    input.form!.requestSubmit();
    await Promise.resolve();
  });
}

describe('the patient search around the verification', () => {
  it('a wrong code hides the list under the message, then shows the same results with the field focused', async () => {
    render();
    typeQuery('CNG-000004');
    expect(listShown()).toBe(true);
    chooseFirst();
    expect(dialog()).not.toBeNull();
    expect(listShown()).toBe(false);

    await typeDigits('111');
    expect(listShown()).toBe(false);
    await act(async () => {
      closeMessage!();
      await Promise.resolve();
    });
    expect(listShown()).toBe(true);
    expect(field().value).toBe('CNG-000004');
    expect(document.activeElement).toBe(field());
  });

  it('"Cancelar" comes back to the results', () => {
    render();
    typeQuery('CNG-000004');
    chooseFirst();
    act(() => button('Cancelar').click());
    expect(listShown()).toBe(true);
  });
});
