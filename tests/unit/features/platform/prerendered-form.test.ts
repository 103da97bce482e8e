// @vitest-environment happy-dom
/**
 * The takeover of the static sign-in form by the app's (src/features/platform/login/prerendered-form.ts):
 * what was typed, the focus and the caret, and a held submit move over; the static form goes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  discardHiddenPrerenderedForm,
  PRERENDERED_FORM_ID,
  takeOverPrerendered,
} from '../../../../src/features/platform/login/prerendered-form';

const formMarkup = `
  <form>
    <input data-path="identifier" />
    <input data-path="password" type="password" />
    <button type="button" aria-label="Mostrar"></button>
    <button type="submit">Iniciar</button>
    <a href="https://soporte.example/">Reportar problema</a>
  </form>`;

function page() {
  document.body.innerHTML = `<div id="${PRERENDERED_FORM_ID}">${formMarkup}</div><div id="root">${formMarkup}</div>`;
  const shell = document.getElementById(PRERENDERED_FORM_ID)!;
  const app = document.querySelector<HTMLElement>('#root form')!;
  const field = (root: ParentNode, path: string) =>
    root.querySelector<HTMLInputElement>(`input[data-path="${path}"]`)!;
  return { shell, app, field };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-sign-in-shell');
});

describe('takeOverPrerendered', () => {
  it("moves the typed values, the focus and the caret to the app's form, and removes the static one", () => {
    const { shell, app, field } = page();
    field(shell, 'identifier').value = 'psicologia';
    field(shell, 'password').value = 'cangu';
    field(shell, 'password').focus();
    field(shell, 'password').setSelectionRange(2, 4);
    const told: [string, string][] = [];

    const held = takeOverPrerendered(app, (path, value) => told.push([path, value]));

    expect(held).toBe(false);
    expect(document.getElementById(PRERENDERED_FORM_ID)).toBeNull();
    expect(field(app, 'identifier').value).toBe('psicologia');
    expect(field(app, 'password').value).toBe('cangu');
    expect(told).toEqual([
      ['identifier', 'psicologia'],
      ['password', 'cangu'],
    ]);
    expect(document.activeElement).toBe(field(app, 'password'));
    expect([field(app, 'password').selectionStart, field(app, 'password').selectionEnd]).toEqual([2, 4]);
  });

  it('gives the focus to the same control when it was not a field, and tells the form nothing left empty', () => {
    const { shell, app } = page();
    shell.querySelector<HTMLAnchorElement>('a')!.focus();
    const told: string[] = [];
    takeOverPrerendered(app, (path) => told.push(path));
    expect(document.activeElement).toBe(app.querySelector('a'));
    expect(told).toEqual([]);
  });

  it('says when a submit was held in the static form', () => {
    const { shell, app } = page();
    shell.setAttribute('data-submit-held', '');
    expect(takeOverPrerendered(app, () => undefined)).toBe(true);
  });

  it('does nothing without a static form (a later visit to /login)', () => {
    const { app, field } = page();
    document.getElementById(PRERENDERED_FORM_ID)!.remove();
    expect(takeOverPrerendered(app, () => undefined)).toBe(false);
    expect(field(app, 'identifier').value).toBe('');
  });
});

describe('discardHiddenPrerenderedForm', () => {
  it('removes the static form where public/sign-in-shell.js did not show it (a session, a deep link)', () => {
    page();
    discardHiddenPrerenderedForm();
    expect(document.getElementById(PRERENDERED_FORM_ID)).toBeNull();
  });

  it("keeps it where it shows, for the app's form to take over", () => {
    page();
    document.documentElement.setAttribute('data-sign-in-shell', '');
    discardHiddenPrerenderedForm();
    expect(document.getElementById(PRERENDERED_FORM_ID)).not.toBeNull();
  });
});
