/**
 * The static sign-in form of the built index.html (drawn before the app's JavaScript has run, see
 * docs/architecture.md "The first screen") and its takeover by the real one.
 *
 * The build renders LoginPage to HTML into a template; public/sign-in-shell.js shows it only where the app
 * would show the sign-in form first (/ or /login, no session in this tab) and holds a submit instead of
 * sending it. When LoginPage mounts, `takeOverPrerendered` moves what was typed, the focus and the
 * caret, and a held submit, to the real form and removes the static one, in the same frame: nothing typed
 * is lost and nothing moves on screen (the two forms are the same markup).
 */

/** The id of the static form's container (the build puts it in index.html: build/sign-in-shell.ts). */
export const PRERENDERED_FORM_ID = 'sign-in-shell';

/**
 * The static form is in every built page but shows only where public/sign-in-shell.js marked the page
 * (`data-sign-in-shell` on <html>): elsewhere (a session, a deep link) the app removes it when it starts.
 */
export function discardHiddenPrerenderedForm(doc: Document = document): void {
  if (!doc.documentElement.hasAttribute('data-sign-in-shell'))
    doc.getElementById(PRERENDERED_FORM_ID)?.remove();
}

/** Set on the container when a submit was held (public/sign-in-shell.js). */
const SUBMIT_HELD = 'data-submit-held';

/** The controls of a form in document order: the same markup gives the same order in both forms. */
const controlsOf = (root: ParentNode) =>
  Array.from(root.querySelectorAll<HTMLElement>('input, button, a[href]'));

/** What the static form holds at this moment: its fields' values, and which control has the focus. */
export interface PrerenderedState {
  values: Record<string, string>;
  /** The focused control's position among the form's controls (-1: none). */
  focused: number;
  selection: { start: number | null; end: number | null } | null;
  submitHeld: boolean;
}

export function readPrerenderedForm(doc: Document = document): PrerenderedState | null {
  const shell = doc.getElementById(PRERENDERED_FORM_ID);
  if (!shell) return null;
  const values: Record<string, string> = {};
  for (const input of shell.querySelectorAll<HTMLInputElement>('input[data-path]')) {
    const { path } = input.dataset;
    if (path !== undefined) values[path] = input.value;
  }
  const active = doc.activeElement;
  const focused = active instanceof HTMLElement ? controlsOf(shell).indexOf(active) : -1;
  const selection =
    active instanceof HTMLInputElement && focused >= 0
      ? { start: active.selectionStart, end: active.selectionEnd }
      : null;
  return { values, focused, selection, submitHeld: shell.hasAttribute(SUBMIT_HELD) };
}

/**
 * Moves the static form's state into the real form (`root` holds it; `setValue` tells the form library)
 * and removes the static form. Returns whether a submit was held, for the caller to send.
 */
export function takeOverPrerendered(
  root: HTMLElement,
  setValue: (path: string, value: string) => void,
  doc: Document = document,
): boolean {
  const state = readPrerenderedForm(doc);
  doc.getElementById(PRERENDERED_FORM_ID)?.remove();
  if (!state) return false;
  for (const [path, value] of Object.entries(state.values)) {
    const input = root.querySelector<HTMLInputElement>(`input[data-path="${path}"]`);
    if (!input || value === '') continue;
    input.value = value;
    setValue(path, value);
  }
  const control = state.focused >= 0 ? controlsOf(root)[state.focused] : undefined;
  if (control) {
    control.focus();
    if (control instanceof HTMLInputElement && state.selection) {
      control.setSelectionRange(state.selection.start, state.selection.end);
    }
  }
  return state.submitHeld;
}
