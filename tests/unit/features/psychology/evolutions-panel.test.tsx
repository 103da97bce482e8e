// @vitest-environment happy-dom
/**
 * The Evoluciones panel as the embedded read-only view mounts it (spec 000 §2 "Read-only view", "Timeline
 * cards"): no signed-in user, so no device store; the timeline's calls answered by a fake /v1. Read-only
 * shows every card and no "Opciones" and no "Editar"; editable shows "Editar" on the control; the exam
 * cards' "Ver" opens tab 5 (Bayley) and 4 (Griffiths) through onOpenTab.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HistoryRecord } from '../../../../src/contract/history';
import { EvolutionsPanel } from '../../../../src/features/psychology/evolutions/evolutions-panel';

const historyId = '6f7ef921-2d44-5b8e-8d0a-7d2d7a1f0c11';
const signature = {
  id: 'b5ee76fd-fd30-5c59-bb1e-0d969d5dbf17',
  name: 'Laura Restrepo',
  email: 'l@canguro.demo',
};
const head = (id: string, at: string) => ({
  id,
  historyId,
  status: 'committed',
  version: 2,
  signature,
  createdAt: at,
  committedAt: at,
  updatedAt: at,
  draft: null,
});
const item = (n: number, section: number) => ({
  uuid: `00000000-0000-4000-8000-00000000000${n}`,
  section,
  sectionName: `Sección ${section}`,
});

const answers: Record<string, unknown> = {
  [`/v1/development-control/hc/${historyId}`]: [
    {
      ...head('11111111-1111-4111-8111-111111111111', '2026-03-05T15:00:00Z'),
      index: 0,
      date: '2026-03-05',
      graduated: false,
      initialObservation: 'Observación de prueba',
      primaryDiagnosis: 'F82',
      otherDiagnoses: [],
      therapies: [],
    },
  ],
  '/v1/family-control/hc/': [],
  '/v1/bayley': [
    {
      ...head('22222222-2222-4222-8222-222222222222', '2026-03-04T15:00:00Z'),
      patientAgeDays: 300,
      testResults: [{ uuid: item(1, 1).uuid, score: 5 }],
    },
  ],
  '/v1/griffiths': [
    {
      ...head('33333333-3333-4333-8333-333333333333', '2026-03-03T15:00:00Z'),
      patientChronologicalAgeDays: 400,
      testResults: [{ uuid: item(2, 1).uuid, section: 1, isObserved: true }],
    },
  ],
  '/v1/postponed-bayley/hc/': [
    {
      id: '44444444-4444-4444-8444-444444444444',
      historyId,
      date: '2026-03-02',
      timeZone: 'America/Bogota',
      motive: 'Bebé enfermo',
      signature,
      createdAt: '2026-03-02T10:00:00-05:00',
    },
  ],
  '/v1/postponed-griffiths/hc/': [],
  '/v1/anthropometry/': [],
  '/v1/bayley/params': {
    TestItems: [{ ...item(1, 1), itemScoresId: 101, title: 'Ítem', index: 1, itemsScores: [] }],
    TestObservations: [],
  },
  '/v1/griffiths/params': {
    AgeFromScore: [
      { score: 0, months: 0, days: 0 },
      { score: 1, months: 1, days: 0 },
    ],
    TestItems: [{ ...item(2, 1), index: 1, title: 'Ítem' }],
    AgeFromScoreGroup: [],
  },
  '/v1/parameters/name/': { data: { values: [] } },
};

function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const key = Object.keys(answers)
    .filter((prefix) => url.pathname === prefix || (prefix.endsWith('/') && url.pathname.startsWith(prefix)))
    .sort((a, b) => b.length - a.length)[0];
  // The lateral panel and anything else: 404, which the panel logs and shows as missing.
  if (!key || url.pathname.endsWith('/lateral')) return Promise.resolve(new Response('{}', { status: 404 }));
  return Promise.resolve(
    new Response(JSON.stringify(answers[key]), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

const history = {
  id: historyId,
  Iden_FechaParto: '2025-03-01',
  Pediatria: {
    ExamenInicialPediatria: {
      EIP_EdadGestacionalAlNacer: { EIP_EG_DiasTotales: 239 },
      EIP_PesoAlNacer: 1900,
    },
  },
} as unknown as HistoryRecord;

let root: Root | undefined;

beforeAll(() => {
  // The panel updates itself as its calls answer: waited for with vi.waitFor, not act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  root?.unmount();
  document.body.innerHTML = '';
});

async function render(props: { readOnly?: boolean; onOpenTab?: (index: number) => void }) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  root.render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <EvolutionsPanel history={history} {...props} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(document.querySelectorAll('[data-entry-type]')).toHaveLength(4));
}

const buttons = (name: string) =>
  [...document.querySelectorAll('button')].filter((button) => button.textContent?.trim() === name);

describe('EvolutionsPanel', () => {
  it('read-only: every card, newest first, and neither "Opciones" nor "Editar"', async () => {
    await render({ readOnly: true });
    const types = [...document.querySelectorAll<HTMLElement>('[data-entry-type]')].map(
      (li) => li.dataset.entryType,
    );
    expect(types).toEqual(['development-control', 'bayley', 'griffiths', 'postponed-bayley']);
    expect(document.body.textContent).toContain('Bebé enfermo');
    expect(buttons('Editar')).toHaveLength(0);
    expect(buttons('Opciones')).toHaveLength(0);
    // No way to open a tab given: no "Ver" either.
    expect(buttons('Ver')).toHaveLength(0);
  });

  it('editable: "Editar" on the control and "Opciones"; "Ver" opens the Bayley (5) and Griffiths (4) tabs', async () => {
    const onOpenTab = vi.fn();
    await render({ onOpenTab });
    expect(buttons('Editar')).toHaveLength(1);
    expect(buttons('Opciones')).toHaveLength(1);
    const bayleyView = document.querySelector('[data-testid="bayley-card"]')!.querySelector('button')!;
    const griffithsView = document.querySelector('[data-testid="griffiths-card"]')!.querySelector('button')!;
    bayleyView.click();
    griffithsView.click();
    await vi.waitFor(() => expect(onOpenTab.mock.calls).toEqual([[5], [4]]));
  });
});
