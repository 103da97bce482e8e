// @vitest-environment happy-dom
/**
 * What a history's address shows (src/features/platform/open-histories/addressed-history.tsx) over the
 * app's open-histories store with a fake loader: an open history becomes current and shows; one whose
 * load was refused or cannot be had offline answers its Spanish screen; one that is not open asks for the
 * verification, and opens and shows only with the right digits.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryFailure } from '../../../../src/api/history.api';
import { currentOf } from '../../../../src/state/open-histories/open-histories-rules';
import { openHistories, storageKeyOf } from '../../../../src/state/open-histories/open-histories-store';
import { clearSession, startSession } from '../../../../src/api/session';
import type { SessionUser } from '../../../../src/contract/auth';
import type { HistoryRecord } from '../../../../src/contract/history';
import { AddressedHistory } from '../../../../src/features/platform/open-histories/addressed-history';

// The opening's activity log is the store's business (tests/unit/state/open-histories.test.ts): no network here.
vi.mock('../../../../src/api/activity-log.api', () => ({ logActivity: () => Promise.resolve() }));
// The history record's loader answers from `answers` (the device's loader: tests/unit/offline/history-cache.test.ts).
vi.mock('../../../../src/offline/history-cache', () => ({
  loadHistory: (id: string) => Promise.resolve(answers[id] ?? 'not-found'),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const user = {
  id: 'u1',
  name: 'Laura',
  sede: [{ id: 1, name: 'San Ignacio' }],
  modulesAccess: [],
} as unknown as SessionUser;

const record = (id: string): HistoryRecord => ({
  id,
  EGNDT: `CNG-${id}`,
  Iden_Sede: 1,
  Iden_nombreCompletoPaciente: `Bebé ${id}`,
  Iden_DocumentoPaciente: null,
  Iden_Sexo: 'F',
  Iden_nombreCompletoMadre: 'Madre',
  Iden_DocumentoMadre: '52789456',
  Iden_MadreSustituta: false,
  Iden_DocumentoCustodioTemporal: null,
  Iden_FechaParto: '2026-01-01',
  Pediatria: {
    ExamenInicialPediatria: {
      EIP_EdadGestacionalAlNacer: { EIP_EG_DiasTotales: 224 },
      EIP_PesoAlNacer: 1500,
    },
  },
  SocialWork: {
    motherBirthDate: null,
    motherMaritalStatus: null,
    motherAddress: null,
    motherNeighborhood: null,
    motherLocality: null,
    motherTelephone: null,
    motherStatus: null,
    patientBirthIPS: null,
    patientEPS: null,
    patientRegime: null,
  },
});

let answers: Record<string, HistoryRecord | HistoryFailure> = {};
let root: Root;

beforeEach(() => {
  answers = {};
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  startSession(user, null);
});

afterEach(() => {
  act(() => root.unmount());
  clearSession(); // Clears the store and its stored ids too.
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

async function show(historyId: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <AddressedHistory module="psychology" historyId={historyId}>
        {(shown) => <p data-testid="view">Vista de {shown.Iden_nombreCompletoPaciente}</p>}
      </AddressedHistory>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => {
    root.render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await router.load();
  });
}

const text = () => document.body.textContent ?? '';
const heading = () => document.querySelector('h1')?.textContent;

function type(input: HTMLInputElement, value: string) {
  // React reads a typed value through the prototype's setter (an own assignment would not reach onChange).
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

describe('a history’s address', () => {
  it('an open history becomes current and its view shows', async () => {
    localStorage.setItem(storageKeyOf('u1'), '["a","b"]');
    answers = { a: record('a'), b: record('b') };
    await show('b');
    await vi.waitFor(() =>
      expect(document.querySelector('[data-testid="view"]')?.textContent).toBe('Vista de Bebé b'),
    );
    expect(currentOf(openHistories.getState())?.id).toBe('b');
  });

  it('an open history the server refuses answers the screen of another site, with the way back', async () => {
    localStorage.setItem(storageKeyOf('u1'), '["a"]');
    answers = { a: 'forbidden' };
    await show('a');
    await vi.waitFor(() => expect(heading()).toBe('No puede ver esta historia'));
    expect(text()).toContain('La historia es de una sede a la que usted no tiene acceso');
    const back = [...document.querySelectorAll('a')].find(
      (a) => a.textContent === 'Volver al inicio del módulo',
    );
    expect(back?.getAttribute('href')).toBe('/psychology');
    expect(document.querySelector('[data-testid="view"]')).toBeNull();
  });

  it('a history not open and not on the device offline says so; "Reintentar" asks again', async () => {
    answers = { c: 'offline' };
    await show('c');
    await vi.waitFor(() => expect(heading()).toBe('Historia no disponible sin conexión'));
    answers = { c: record('c') };
    act(() => button('Reintentar').click());
    // Back online, the record is there: the verification comes before anything of the patient shows.
    await vi.waitFor(() => expect(heading()).toBe('Verifique la historia para abrirla'));
    expect(document.querySelector('[data-testid="view"]')).toBeNull();
  });

  it('a history not open opens only after the right digits, then shows', async () => {
    answers = { d: record('d') };
    await show('d');
    await vi.waitFor(() =>
      expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Bebé d'),
    );
    expect(openHistories.getState().histories).toHaveLength(0);
    const digits = document.querySelector<HTMLInputElement>('[role="dialog"] input')!;
    act(() => type(digits, '456'));
    act(() => document.querySelector<HTMLFormElement>('[role="dialog"] form')!.requestSubmit());
    await vi.waitFor(() =>
      expect(document.querySelector('[data-testid="view"]')?.textContent).toBe('Vista de Bebé d'),
    );
    expect(currentOf(openHistories.getState())?.id).toBe('d');
    expect(localStorage.getItem(storageKeyOf('u1'))).toBe('["d"]');
  });
});
