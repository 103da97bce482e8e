// @vitest-environment happy-dom
/**
 * A field that grows with its text lays out alone (src/ui/inputs/own-layout.ts): once the field is drawn
 * the box around it takes its height and size and layout containment, follows each new height the
 * observer reports, and is given back as it was; without a ResizeObserver nothing changes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layOutAlone } from '../../../../src/ui/inputs/own-layout';
import { recordingResizeObserver, sized } from '../../support/resize-observer';

function fieldInBox(height: number) {
  const box = document.createElement('div');
  const field = document.createElement('textarea');
  Object.defineProperty(field, 'offsetHeight', { configurable: true, get: () => height });
  box.append(field);
  document.body.append(box);
  return { box, field };
}

describe('layOutAlone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('gives the box the field height and containment, follows each new height, and undoes both', () => {
    const observer = recordingResizeObserver();
    const { box, field } = fieldInBox(56);
    const undo = layOutAlone(field);
    // Nothing until the field is drawn and its first size reported.
    expect(box.style.height).toBe('');
    expect(box.style.contain).toBe('');
    expect(observer.target).toBe(field);
    expect(observer.box).toBe('border-box');

    observer.report!([sized(56)]);
    expect(box.style.height).toBe('56px');
    expect(box.style.contain).toBe('size layout style');
    observer.report!([sized(77.5)]);
    expect(box.style.height).toBe('77.5px');
    observer.report!([sized(56)]);
    expect(box.style.height).toBe('56px');

    undo();
    expect(observer.disconnected).toBe(true);
    expect(box.style.height).toBe('');
    expect(box.style.contain).toBe('');
  });

  it("reads the field's height itself when the report has no box sizes", () => {
    const observer = recordingResizeObserver();
    const { box, field } = fieldInBox(61);
    layOutAlone(field);
    observer.report!([{}]);
    expect(box.style.height).toBe('61px');
  });

  it('leaves the box as it is where there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const { box, field } = fieldInBox(56);
    layOutAlone(field)();
    expect(box.style.height).toBe('');
    expect(box.style.contain).toBe('');
  });
});
