/**
 * The React root of a component test (happy-dom): act's environment flag set once, `mount` renders into a
 * container of the document, and after each test the root is unmounted and the document emptied. A test
 * file imports `mount` and writes none of this itself.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

// React's act() warns unless the environment says it supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

/** Unmounts what `mount` rendered last (each test's end does it too). */
export function unmount(): void {
  act(() => root?.unmount());
  root = undefined;
}

afterEach(() => {
  unmount();
  document.body.innerHTML = '';
});

/** Renders `node` into `container` (a new one appended to the body by default); answers the container. */
export function mount(
  node: ReactNode,
  container: HTMLElement = document.body.appendChild(document.createElement('div')),
): HTMLElement {
  const mounted = createRoot(container);
  root = mounted;
  act(() => mounted.render(node));
  return container;
}
