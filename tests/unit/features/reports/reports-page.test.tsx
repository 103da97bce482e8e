// @vitest-environment happy-dom
/**
 * "Reportes disponibles" (src/features/reports/reports-page.tsx): without the browser's network, or with
 * the server not answering, the screen says the report needs a connection and "Generar" waits; with both,
 * neither notice shows.
 */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Reachability } from '../../../../src/api/server-reachability';

const connection = vi.hoisted((): { online: boolean; reachability: Reachability } => ({
  online: true,
  reachability: 'unknown',
}));
// The app's connection (src/api/server-reachability.ts) from the browser's network and the server's check.
vi.mock('../../../../src/api/server-reachability', () => ({
  useConnection: () =>
    !connection.online
      ? 'offline'
      : connection.reachability === 'unreachable'
        ? 'server-unreachable'
        : 'online',
}));

const { ReportsPage } = await import('../../../../src/features/reports/reports-page');

let root: Root | undefined;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function render(online: boolean, reachability: Reachability) {
  Object.assign(connection, { online, reachability });
  root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() =>
    root!.render(
      <MantineProvider>
        <ReportsPage />
      </MantineProvider>,
    ),
  );
}

const generar = () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Generar')!;
const NEEDS = 'El reporte se genera en el servidor y necesita conexión.';

describe('ReportsPage', () => {
  it('is titled "Reportes disponibles" and lets a connected user generate', () => {
    render(true, 'reachable');
    expect(document.querySelector('h1')!.textContent).toBe('Reportes disponibles');
    expect(document.body.textContent).not.toContain(NEEDS);
    expect(generar().disabled).toBe(false);
  });

  it('counts a server not checked yet as answering', () => {
    render(true, 'unknown');
    expect(generar().disabled).toBe(false);
  });

  it('says so when the browser is offline', () => {
    render(false, 'unknown');
    expect(document.body.textContent).toContain('Sin conexión');
    expect(document.body.textContent).toContain(NEEDS);
    expect(generar().disabled).toBe(true);
  });

  it('says so when the server does not answer', () => {
    render(true, 'unreachable');
    expect(document.body.textContent).toContain('Sin conexión con el servidor');
    expect(document.body.textContent).toContain(NEEDS);
    expect(generar().disabled).toBe(true);
  });
});
