/** What the live-query component tests share: reading what a test component shows, and waiting for it. */
import { act } from 'react';
import { vi } from 'vitest';

/** The text of the element with this `data-testid`. */
export const shown = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent;

/** Until `check` passes, letting React apply what the queries answered (inside act) between tries. */
export const until = (check: () => void) =>
  vi.waitFor(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    check();
  });
