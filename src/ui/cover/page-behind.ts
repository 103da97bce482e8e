/**
 * The page under a full-screen editor is taken out of rendering while the editor covers it.
 *
 * Each frame of a keystroke has the browser paint and layerize the whole document, the page under the editor
 * included (the history's tabs, timeline and their scroll areas), although nothing of it shows: at 4x CPU,
 * about a third of a home visit's layerization per key (measured by turns: docs/benchmarks.md). While an
 * editor covers the page, the app's root gets `content-visibility: hidden`: its boxes keep their layout and
 * scroll positions, and the root keeps its height as its intrinsic size, so the document neither shrinks nor
 * scrolls and the page is back where it was when the editor closes. Messages and the update banner are
 * drawn outside the root (portals), above the editor. A modal dialog already makes the page inert; hidden,
 * it also leaves the accessibility tree.
 */
import { useLayoutEffect } from 'react';
import './page-behind.css';

/** Set on the app's root while it is hidden behind a full-screen editor. */
export const HIDDEN_BEHIND_ATTRIBUTE = 'data-behind-editor';
const HEIGHT_PROPERTY = '--page-height-behind';

let hidings = 0;

/** Hides the app's root (`#root`) until the returned release is called (each release counted once). */
export function hidePageBehind(root: HTMLElement | null = document.getElementById('root')): () => void {
  if (!root) return () => undefined;
  hidings += 1;
  if (hidings === 1) {
    root.style.setProperty(HEIGHT_PROPERTY, `${root.getBoundingClientRect().height}px`);
    root.setAttribute(HIDDEN_BEHIND_ATTRIBUTE, '');
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    hidings -= 1;
    if (hidings > 0) return;
    root.removeAttribute(HIDDEN_BEHIND_ATTRIBUTE);
    root.style.removeProperty(HEIGHT_PROPERTY);
  };
}

/**
 * Hides the page behind while `covering` is true: from the frame after the editor is drawn over it, so
 * that no frame shows neither, and back at once when the editor closes, so that its fading out shows the
 * page beneath.
 */
export function useHiddenPageBehind(covering: boolean) {
  useLayoutEffect(() => {
    if (!covering) return undefined;
    let release: (() => void) | undefined;
    const frame = requestAnimationFrame(() => {
      release = hidePageBehind();
    });
    return () => {
      cancelAnimationFrame(frame);
      release?.();
    };
  }, [covering]);
}
