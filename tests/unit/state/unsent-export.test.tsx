// @vitest-environment happy-dom
/** Whether the export of unsent work is open (src/state/unsent-export.ts), and the session's end closing it. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { clearSession } from '../../../src/api/session';
import { closeUnsentExport, openUnsentExport, useUnsentExportOpen } from '../../../src/state/unsent-export';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Reader({ name }: { name: string }) {
  return <p data-reader={name}>{useUnsentExportOpen() ? 'open' : 'closed'}</p>;
}

describe('the export dialog flag', () => {
  it('is what the last call made it, for every reader, and the end of the session closes it', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() =>
      root.render(
        <>
          <Reader name="panel" />
          <Reader name="editor" />
        </>,
      ),
    );
    const shown = () => [...container.querySelectorAll('p')].map((p) => p.textContent);
    expect(shown()).toEqual(['closed', 'closed']);
    act(() => openUnsentExport());
    expect(shown()).toEqual(['open', 'open']);
    act(() => closeUnsentExport());
    expect(shown()).toEqual(['closed', 'closed']);
    act(() => openUnsentExport());
    act(() => clearSession());
    expect(shown()).toEqual(['closed', 'closed']);
    act(() => root.unmount());
  });
});
