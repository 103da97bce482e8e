// @vitest-environment happy-dom
/**
 * The sign-in screen in an insecure context (src/features/platform/login/secure-context.ts): a page
 * opened with http:// on a network name says, in Spanish, why it cannot sign in and which https address
 * to open, instead of a form that does nothing; a secure context keeps the form.
 */
import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../../src/features/platform/login/login-page';
import { inSecureContext, secureAddress } from '../../../../src/features/platform/login/secure-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

function renderSignIn(url: string, secure: boolean) {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
  vi.stubGlobal('isSecureContext', secure);
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ['/login'] }),
  });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root!.render(
      <MantineProvider>
        <RouterContextProvider router={router}>
          <LoginPage />
        </RouterContextProvider>
      </MantineProvider>,
    ),
  );
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the sign-in screen over plain http on a network name', () => {
  it('says why it cannot sign in and which https address to open, with no form', () => {
    const screen = renderSignIn('http://canguro.clinica.test:8080/login', false);
    const text = screen.textContent;
    expect(text).toContain('Conexión no segura');
    expect(text).toContain(
      'Esta página se abrió con http://canguro.clinica.test:8080, una dirección sin cifrar (http). En ella ' +
        'el navegador no permite iniciar sesión ni trabajar sin conexión.',
    );
    expect(text).toContain('Abra la aplicación con https://canguro.clinica.test/');
    expect(text).toContain('pida a quien lo administra que lo configure');
    const open = [...screen.querySelectorAll('a')].find((a) => a.textContent === 'Abrir con https');
    expect(open?.getAttribute('href')).toBe('https://canguro.clinica.test/');
    expect(screen.querySelector('form')).toBeNull();
    expect(screen.querySelector('input')).toBeNull();
    expect(text).not.toContain('Iniciar');
    // Still the product's screen: its name heads it.
    expect(screen.querySelector('h1')?.textContent).toBe('Canguro');
  });

  it('a secure context keeps the form', () => {
    const screen = renderSignIn('https://canguro.clinica.test/login', true);
    expect(screen.querySelector('form')).not.toBeNull();
    expect(screen.querySelector('button[type="submit"]')?.textContent).toContain('Iniciar');
    expect(screen.textContent).not.toContain('Conexión no segura');
  });
});

describe('secure-context rules', () => {
  it('only a browser that says it is insecure is: the build renders in Node, which has no flag', () => {
    expect(inSecureContext({ isSecureContext: false })).toBe(false);
    expect(inSecureContext({ isSecureContext: true })).toBe(true);
    expect(inSecureContext({})).toBe(true);
  });

  it('the address to open is the same name on https, its own port', () => {
    expect(secureAddress({ hostname: 'canguro.clinica.test' })).toBe('https://canguro.clinica.test/');
    expect(secureAddress({ hostname: '192.168.1.20' })).toBe('https://192.168.1.20/');
  });
});
