import { describe, expect, it } from 'vitest';
import { historyAddress, isViewModule, moduleForHistory } from '../../../src/api/history-address';

describe('a history’s address', () => {
  it('names the module, the history and the tab', () => {
    expect(historyAddress('psychology', 'h1', 'evoluciones')).toEqual({
      to: '/psychology/hc/$historyId/$tab',
      params: { historyId: 'h1', tab: 'evoluciones' },
    });
    expect(historyAddress('socialWork', 'h2', 'adicionales')).toEqual({
      to: '/socialwork/hc/$historyId/$tab',
      params: { historyId: 'h2', tab: 'adicionales' },
    });
  });

  it('without a tab, lands on the history in the module (its remembered or default tab)', () => {
    expect(historyAddress('socialWork', 'h2')).toEqual({
      to: '/socialwork/hc/$historyId',
      params: { historyId: 'h2' },
    });
  });

  it('opens a history in the current working module, else the user’s first one, else nowhere', () => {
    expect(moduleForHistory('socialWork', ['psychology', 'socialWork'])).toBe('socialWork');
    expect(moduleForHistory(null, ['reports', 'socialWork', 'psychology'])).toBe('psychology');
    expect(moduleForHistory('pediatrics', ['pediatrics', 'socialWork'])).toBe('socialWork');
    expect(moduleForHistory(null, ['pediatrics'])).toBeNull();
    expect(isViewModule('psychology')).toBe(true);
    expect(isViewModule('reports')).toBe(false);
    expect(isViewModule(null)).toBe(false);
  });
});
