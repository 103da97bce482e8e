// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { WelcomePage } from '../../../../src/features/platform/welcome/welcome-page';

let root: Root | undefined;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function render() {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  // The async form of act also flushes the effects' promises (the health check) before it resolves.
  // eslint-disable-next-line @typescript-eslint/require-await
  await act(async () => {
    root!.render(
      <MantineProvider>
        <WelcomePage />
      </MantineProvider>,
    );
  });
  return container;
}

it('shows the name, the version and that the server answers', async () => {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json({ status: 'ok' })));
  const page = await render();
  expect(page.querySelector('h1')?.textContent).toBe('Canguro');
  expect(page.textContent).toContain(`Versión ${__APP_VERSION__}`);
  expect(page.textContent).toContain('Servidor disponible');
});

it('says so when the server does not answer', async () => {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  const page = await render();
  expect(page.textContent).toContain('Servidor no disponible');
});
