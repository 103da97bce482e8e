// @vitest-environment happy-dom
/**
 * The page under a full-screen editor is not drawn while the editor covers it (src/ui/cover/page-behind.ts):
 * the app's root is marked from the frame after the editor shows, keeps its height, and is shown again at
 * once when the editor closes, however many editors hid it.
 */
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HIDDEN_BEHIND_ATTRIBUTE,
  hidePageBehind,
  useHiddenPageBehind,
} from '../../../../src/ui/cover/page-behind';
import { mount, unmount } from '../../support/react-root';

/** A full-screen editor: covering from its first render until `close` is called. */
let close = () => undefined as void;
function Editor() {
  const [covering, setCovering] = useState(true);
  close = () => setCovering(false);
  useHiddenPageBehind(covering);
  return null;
}

function appRoot(height: number) {
  const root = document.createElement('div');
  root.id = 'root';
  root.getBoundingClientRect = () => ({ height }) as DOMRect;
  document.body.append(root);
  return root;
}

const nextFrame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));
const heightKept = (root: HTMLElement) => root.style.getPropertyValue('--page-height-behind');

describe('hidePageBehind', () => {
  afterEach(() => document.body.replaceChildren());

  it('marks the root with the height it had, and shows it again when the last hiding is released', () => {
    const root = appRoot(2118);
    const first = hidePageBehind(root);
    expect(root.hasAttribute(HIDDEN_BEHIND_ATTRIBUTE)).toBe(true);
    expect(heightKept(root)).toBe('2118px');

    const second = hidePageBehind(root);
    first();
    first();
    expect(root.hasAttribute(HIDDEN_BEHIND_ATTRIBUTE)).toBe(true);
    second();
    expect(root.hasAttribute(HIDDEN_BEHIND_ATTRIBUTE)).toBe(false);
    expect(heightKept(root)).toBe('');
  });

  it('does nothing without an app root', () => {
    expect(() => hidePageBehind(null)()).not.toThrow();
  });
});

describe('useHiddenPageBehind', () => {
  it('hides the page from the next frame while covering, and shows it at once when covering ends', async () => {
    const root = appRoot(900);
    mount(<Editor />);
    expect(root.hasAttribute(HIDDEN_BEHIND_ATTRIBUTE)).toBe(false);
    await nextFrame();
    expect(root.hasAttribute(HIDDEN_BEHIND_ATTRIBUTE)).toBe(true);

    act(() => close());
    expect(root.hasAttribute(HIDDEN_BEHIND_ATTRIBUTE)).toBe(false);
  });

  it('never hides the page when the editor closes before its first frame', async () => {
    const root = appRoot(900);
    mount(<Editor />);
    unmount();
    await nextFrame();
    expect(root.hasAttribute(HIDDEN_BEHIND_ATTRIBUTE)).toBe(false);
  });
});
