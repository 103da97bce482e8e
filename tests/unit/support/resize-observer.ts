/**
 * A ResizeObserver the test drives (stubbed on the global until `vi.unstubAllGlobals()`): the field it
 * watches and with which box, whether it was disconnected, and `report` to send it sizes as the browser
 * would after a layout.
 */
import { vi } from 'vitest';

type Report = (entries: Partial<ResizeObserverEntry>[]) => void;

export function recordingResizeObserver() {
  const seen: { report?: Report; target?: Element; box?: string; disconnected: boolean } = {
    disconnected: false,
  };
  class Recording {
    constructor(report: Report) {
      seen.report = report;
    }
    observe(target: Element, options?: ResizeObserverOptions) {
      seen.target = target;
      seen.box = options?.box;
    }
    disconnect() {
      seen.disconnected = true;
    }
  }
  vi.stubGlobal('ResizeObserver', Recording);
  return seen;
}

/** A size report of a field `blockSize` pixels tall. */
export const sized = (blockSize: number) => ({ borderBoxSize: [{ blockSize, inlineSize: 700 }] });
