// @vitest-environment happy-dom
/**
 * The anthropometry lateral panel (spec 000 §3 "Lateral panel"): beside the timeline it lists every fact;
 * above it on a tablet (`collapsible`) it starts closed with one line of the latest figures, and its title
 * is a disclosure button that shows and hides the facts.
 */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnthropometryLateral } from '../../../../src/contract/anthropometry';
import {
  AnthropometryPanel,
  lateralSummary,
} from '../../../../src/features/psychology/evolutions/anthropometry-panel';

let root: Root | undefined;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

const lateral: AnthropometryLateral = {
  birthWeight: 2010,
  birthDate: '2025-10-22',
  fortyWeeks: '2025-12-02',
  fortyWeeksDate: '2025-12-02',
  primigestante: null,
  mamaSola: null,
  nivelEducativo: null,
  edadMadre: 26,
  talla: 67.8,
  pesoTalla: -0.4,
  pesoDia: 7350,
  already41Weeks: true,
  perimetroCefalico: 44.5,
  nutricionEntrada: null,
  oxigenoEntrada: null,
  date: '2026-11-20T15:30:00.000Z',
};

function render(
  collapsible: boolean,
  shown: AnthropometryLateral = lateral,
  education: { id: number; name: string }[] = [],
) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root!.render(
      <MantineProvider>
        <AnthropometryPanel
          lateral={shown}
          feeding={[]}
          education={education}
          collapsible={collapsible}
          onShowGrowth={() => undefined}
        />
      </MantineProvider>,
    ),
  );
}

const byTestId = (testId: string) => document.querySelector(`[data-testid="${testId}"]`);
const toggle = () => document.querySelector<HTMLButtonElement>('h2 button');

describe('the anthropometry lateral panel', () => {
  it('beside the timeline: every fact, the growth button, and a plain title', () => {
    render(false);
    expect(toggle()).toBeNull();
    expect(byTestId('lateral-day-weight')?.textContent).toBe('7.350 g');
    expect(byTestId('lateral-summary')).toBeNull();
    expect(document.body.textContent).toContain('Ver curvas de crecimiento');
  });

  it('above the timeline: closed to the latest figures, opened and closed again by its title', () => {
    render(true);
    const button = toggle()!;
    expect(button.textContent).toBe('Peso y talla');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(byTestId('lateral-day-weight')).toBeNull();
    expect(byTestId('lateral-summary')?.textContent).toBe(lateralSummary(lateral));
    expect(document.body.textContent).not.toContain('Ver curvas de crecimiento');

    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)?.tagName).toBe('DL');
    expect(byTestId('lateral-day-weight')?.textContent).toBe('7.350 g');
    expect(byTestId('lateral-summary')).toBeNull();

    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(byTestId('lateral-day-weight')).toBeNull();
  });

  it('shows the mother\'s facts from the history, and "—" where the history does not say', () => {
    render(false);
    for (const id of ['lateral-first-pregnancy', 'lateral-single-mother', 'lateral-education'])
      expect(byTestId(id)?.textContent).toBe('—');
    act(() => root?.unmount());
    document.body.innerHTML = '';

    render(false, { ...lateral, primigestante: true, mamaSola: false, nivelEducativo: 6 }, [
      { id: 5, name: 'Secundaria incompleta' },
      { id: 6, name: 'Bachillerato completo' },
    ]);
    expect(byTestId('lateral-first-pregnancy')?.textContent).toBe('Sí');
    expect(byTestId('lateral-single-mother')?.textContent).toBe('No');
    expect(byTestId('lateral-education')?.textContent).toBe('Bachillerato completo');
  });

  it('names an education level its catalogue does not know "No definido"', () => {
    render(false, { ...lateral, nivelEducativo: 42 }, [{ id: 6, name: 'Bachillerato completo' }]);
    expect(byTestId('lateral-education')?.textContent).toBe('No definido');
  });

  it('the closed line names the weight, the length and the reading, "—" for what is missing', () => {
    expect(lateralSummary(lateral)).toMatch(
      /^Peso del día: 7\.350 g · Talla: 67,8 cm · Última medición: .+2026/,
    );
    expect(lateralSummary({ ...lateral, pesoDia: null, talla: null, date: null })).toBe(
      'Peso del día: — · Talla: — · Última medición: —',
    );
  });
});
