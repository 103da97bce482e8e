// @vitest-environment happy-dom
/**
 * The conversation with the host page (src/features/vaccination/host-connection.ts): the allowed origins
 * asked first, iframe-ready posted to the framing page's origin only (never '*'), an init taken only from
 * the framing window on an allowed origin, anything else ignored, and the answer sent to the init's origin.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  postToHost,
  useHostConnection,
  type HostConnection,
} from '../../../../src/features/vaccination/host-connection';
import { karenInit } from '../../../fixtures/bodies';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const HOST = 'http://localhost:4211';
const init = karenInit('2026-01-15');

let root: Root | null = null;
let seen: HostConnection[] = [];
const parent = { postMessage: vi.fn() };

function Probe() {
  seen.push(useHostConnection());
  return null;
}

beforeEach(() => {
  seen = [];
  parent.postMessage.mockClear();
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  Object.defineProperty(document, 'referrer', { value: `${HOST}/evolucion`, configurable: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ origins: ['http://localhost:*'] })))),
  );
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.unstubAllGlobals();
});

const last = () => seen[seen.length - 1]!;
const deliver = (data: unknown, origin: string, source: unknown = parent) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  });

async function start() {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() => root!.render(<Probe />));
  await vi.waitFor(() => expect(last().status).toBe('waiting'));
}

describe('useHostConnection', () => {
  it('asks the allowed origins, then posts iframe-ready to the framing page only', async () => {
    await start();
    expect(fetch).toHaveBeenCalledWith('/v1/embed-origins', expect.anything());
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'iframe-ready' }, HOST);
    expect(parent.postMessage).not.toHaveBeenCalledWith(expect.anything(), '*');
  });

  it('takes an init from the framing window on an allowed origin, and nothing else', async () => {
    await start();
    deliver(init, 'https://intruso.example');
    deliver({ ...init, source: 'OTRO' }, HOST);
    deliver({ ...init, type: 'message' }, HOST);
    deliver(init, HOST, {});
    expect(last()).toEqual({ status: 'waiting', invalid: null });
    deliver(init, HOST);
    expect(last()).toMatchObject({ status: 'ready', origin: HOST, received: 1 });
  });

  it('lists what is wrong in a KAREN init', async () => {
    await start();
    deliver({ ...init, birthDate: '2026-02-30' }, HOST);
    expect(last()).toEqual({ status: 'waiting', invalid: ['birthDate: 2026-02-30 no es una fecha válida'] });
  });

  it('takes an init whose registration leaves out requiredToday, as an empty list', async () => {
    await start();
    const { requiredToday: _, ...registration } = init.registration;
    deliver({ ...init, registration }, HOST);
    expect(last()).toMatchObject({ status: 'ready', origin: HOST, received: 1 });
    const ready = last();
    if (ready.status === 'ready') expect(ready.init.registration.requiredToday).toEqual([]);
  });

  it('answers at the origin the init came from', () => {
    postToHost(
      {
        type: 'updated-vaccine-data',
        V_id: 6,
        rejectsVaccination: false,
        disableRules: false,
        reasonForRejection: '',
        vaccines: [],
      },
      HOST,
    );
    expect(parent.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'updated-vaccine-data' }),
      HOST,
    );
  });
});
