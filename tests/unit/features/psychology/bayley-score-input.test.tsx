// @vitest-environment happy-dom
/**
 * Today's score of a Bayley item: not scored yet (or not evaluated) it shows no knob, read as "Sin
 * puntuar"; the keyboard still scores it from its thumb, the first arrow on 1; once scored the knob stands
 * on the score.
 */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BayleyTestItem } from '../../../../src/contract/bayley';
import { BayleyScoreInput, onScale } from '../../../../src/features/psychology/exams/bayley-score-input';
import { mount } from '../../support/react-root';

const item: BayleyTestItem = {
  uuid: '0b4c1c36-8d0e-5b59-9d1b-7d0d2a9e4c01',
  section: 1,
  sectionName: 'Motricidad gruesa',
  itemScoresId: 1,
  title: 'Sostiene la cabeza',
  index: 1,
  itemsScores: [
    { score: 0, text: 'No evaluado', isItem: false },
    { score: 3, text: 'Lo logra a veces', isItem: true },
  ],
};

function render(value: number | null, onScore = vi.fn()) {
  const container = document.createElement('div');
  document.body.append(container);
  mount(
    <MantineProvider>
      <BayleyScoreInput
        item={item}
        title="1. Sostiene la cabeza"
        value={value}
        invalid={false}
        onScore={onScore}
      />
    </MantineProvider>,
    container,
  );
  return container.querySelector<HTMLElement>('[role="slider"]')!;
}

function press(thumb: HTMLElement, key: string) {
  act(() => {
    thumb.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
}

describe('the Bayley score slider', () => {
  it('is on the scale from 1 to 5 only', () => {
    expect([null, 0, 1, 5].map(onScale)).toEqual([false, false, true, true]);
  });

  it('unscored: no knob, read as "Sin puntuar", no bar', () => {
    const thumb = render(null);
    expect(thumb.getAttribute('aria-label')).toBe('1. Sostiene la cabeza');
    expect(thumb.getAttribute('aria-valuetext')).toBe('Sin puntuar');
    expect(thumb.className).toMatch(/unscoredThumb/);
  });

  it('not evaluated (0): no knob either, "No evaluado" ticked', () => {
    const thumb = render(0);
    expect(thumb.className).toMatch(/unscoredThumb/);
    expect(thumb.getAttribute('aria-valuetext')).toBe('0 · No evaluado');
    expect(document.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
  });

  it('scored: the knob stands on the score, named by its level', () => {
    const thumb = render(3);
    expect(thumb.className).not.toMatch(/unscoredThumb/);
    expect(thumb.getAttribute('aria-valuenow')).toBe('3');
    expect(thumb.getAttribute('aria-valuetext')).toBe('3 · Lo logra a veces');
  });

  it('the keyboard scores an unscored item from its thumb: Home and the first arrow either way 1, End 5', () => {
    const onScore = vi.fn();
    const thumb = render(null, onScore);
    for (const key of ['Home', 'ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown']) {
      onScore.mockClear();
      press(thumb, key);
      expect(onScore, key).toHaveBeenCalledExactlyOnceWith(item.uuid, 1);
    }
    press(thumb, 'End');
    expect(onScore).toHaveBeenLastCalledWith(item.uuid, 5);
  });

  it('once scored the arrows step from the score', () => {
    const onScore = vi.fn();
    const thumb = render(1, onScore);
    press(thumb, 'ArrowRight');
    expect(onScore).toHaveBeenLastCalledWith(item.uuid, 2);
  });

  it('not evaluated (0) steps up to 1 as well', () => {
    const onScore = vi.fn();
    const thumb = render(0, onScore);
    press(thumb, 'ArrowUp');
    expect(onScore).toHaveBeenCalledExactlyOnceWith(item.uuid, 1);
  });
});
