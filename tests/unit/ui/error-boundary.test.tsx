// @vitest-environment happy-dom
/** The error boundary (src/ui/error-boundary): a part that throws shows the Spanish message; Reintentar renders it again. */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../src/ui/error-boundary/error-boundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

let broken = true;
function Card() {
  if (broken) throw new Error('registro dañado: Juan Pérez');
  return <p>Tarjeta</p>;
}

describe('ErrorBoundary', () => {
  it('says the draft is kept on the device, logs no patient data, and Reintentar renders again', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    act(() =>
      root.render(
        <MantineProvider>
          <ErrorBoundary name="Timeline card">
            <Card />
          </ErrorBoundary>
        </MantineProvider>,
      ),
    );
    const alert = document.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Algo salió mal al mostrar esta parte');
    expect(alert.textContent).toContain('Lo escrito sigue guardado en este dispositivo');
    const ours = logged.mock.calls.filter(([first]) => String(first).startsWith('Timeline card'));
    expect(ours.map((call) => call.join(' ')).join(' ')).not.toContain('Juan Pérez');

    broken = false;
    const retry = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Reintentar')!;
    act(() => retry.click());
    expect(document.body.textContent).toContain('Tarjeta');
    act(() => root.unmount());
  });
});
