// @vitest-environment happy-dom
/**
 * Opening a document editor (the one home every timeline's editors open through) posts the activity log
 * of spec 000 §7 "opening ... an edit window"; the log call is replaced to read what is posted.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentListItem } from '../../../src/offline/document-list';
import type { DocumentOpenings } from '../../../src/document-kit/document-openings';

const logged = vi.hoisted(() => [] as { action: string; historyId?: string | null }[]);
vi.mock('../../../src/api/activity-log.api', () => ({
  logActivity: (entry: { action: string; historyId?: string | null }) => {
    logged.push(entry);
    return Promise.resolve(true);
  },
}));

const { editorActivity, useDocumentOpenings } = await import('../../../src/document-kit/document-openings');

const listed: DocumentListItem = {
  key: 'server-1',
  serverId: 'server-1',
  draftKey: null,
  content: {},
  editContent: { objective: 'Acompañar' },
  status: 'committed',
  unsavedChanges: false,
  needsAttention: false,
  conflict: false,
  setAside: 0,
  version: 1,
  signature: null,
  at: 0,
  savedAt: 0,
};

let root: Root | undefined;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/** Renders the hook and gives its latest answer, and a way to render it again. */
function openings() {
  const result = { current: null as unknown as DocumentOpenings<null> };
  function Harness() {
    result.current = useDocumentOpenings<null>({
      historyId: 'h-1',
      kind: 'social-work-evolution',
      items: [listed],
      enabled: true,
      extraOf: () => null,
    });
    return null;
  }
  const container = document.createElement('div');
  root = createRoot(container);
  const render = () => act(() => root!.render(<Harness />));
  render();
  return { result, rerender: render };
}

describe('opening an edit window posts the activity log (spec 000 §7)', () => {
  beforeEach(() => {
    logged.length = 0;
  });

  it('names the action by the document kind', () => {
    expect(editorActivity('family-control')).toBe('abrir-edicion-family-control');
  });

  it('logs a new document and a listed one, each opening once, with the history', () => {
    const { result } = openings();
    expect(logged).toEqual([]);
    act(() => result.current.openNew({}, null));
    expect(result.current.shown?.source).toEqual({ type: 'new', content: {} });
    expect(logged).toEqual([{ action: 'abrir-edicion-social-work-evolution', historyId: 'h-1' }]);
    act(() => result.current.finish());
    act(() => result.current.openItem(listed, null));
    expect(logged).toHaveLength(2);
    expect(logged[1]).toEqual({ action: 'abrir-edicion-social-work-evolution', historyId: 'h-1' });
  });

  it('does not log while nothing is opened, nor when the editor closes', () => {
    const { result, rerender } = openings();
    rerender();
    act(() => result.current.openNew({}, null));
    act(() => result.current.finish());
    rerender();
    expect(logged).toHaveLength(1);
  });
});
