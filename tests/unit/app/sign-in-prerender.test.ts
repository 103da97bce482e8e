// @vitest-environment happy-dom
/**
 * The sign-in form that the build puts in index.html (src/app/sign-in-prerender.tsx, vite.config.ts): the
 * real form, with its Spanish labels tied to its fields (tests/unit/app/sign-in-shell-css.test.ts: its CSS).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { renderSignInForm } from '../../../src/app/sign-in-prerender';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The control a <label> names, by its `for`. */
function labelled(text: string): HTMLElement | null {
  const label = [...document.querySelectorAll('label')].find((each) => each.textContent === text);
  return label ? document.getElementById(label.htmlFor) : null;
}

describe('the prerendered sign-in form', () => {
  it('is the sign-in form: its labelled fields, "Iniciar", the support link and the version', () => {
    document.body.innerHTML = renderSignInForm();
    const identifier = labelled('Usuario ó Email');
    const password = labelled('Contraseña');
    expect(identifier).toBeInstanceOf(HTMLInputElement);
    expect(identifier?.getAttribute('autocomplete')).toBe('username');
    expect(identifier?.dataset.path).toBe('identifier');
    expect(password?.getAttribute('type')).toBe('password');
    expect(password?.getAttribute('autocomplete')).toBe('current-password');
    expect(password?.dataset.path).toBe('password');
    // Every control is named in Spanish, the password's eye button too (the theme names it).
    expect(document.querySelector('button[aria-pressed]')?.getAttribute('aria-label')).toBe(
      'Mostrar u ocultar la clave',
    );
    const submit = document.querySelector('form button[type="submit"]');
    expect(submit?.textContent).toBe('Iniciar');
    const support = document.querySelector('a[href]');
    expect(support?.textContent).toBe('Reportar problema');
    expect(support?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.querySelector('[data-testid="app-version"]')?.textContent).toMatch(
      /^Versión \d+\.\d+\.\d+/,
    );
    expect(document.querySelector('main h1')?.textContent).toBe('Canguro');
    // The theme's variables come with it (the programme's green), as MantineProvider writes them.
    expect(document.querySelector('style[data-mantine-styles]')?.textContent).toContain(
      '--mantine-color-canguro-6: #2f7d5b',
    );
  });
});
