/**
 * The longest of a field's placeholders that fits its width, so a narrow field (the top bar's search on a
 * portrait tablet, or beside an open patient's name) shows a whole short hint, never a long one cut off.
 * Measured with the field's own font on a canvas and followed with a ResizeObserver; where neither exists
 * (jsdom) the first text is kept.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

let canvas: HTMLCanvasElement | null = null;

function textWidth(text: string, font: string): number | null {
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.font = font;
  return context.measureText(text).width;
}

/** `texts` from the longest to the shortest; the last is shown when none fits. */
export function fittingText(
  texts: readonly string[],
  room: number,
  measure: (text: string) => number | null,
) {
  return texts.find((text) => (measure(text) ?? 0) <= room) ?? texts.at(-1)!;
}

export function useFittingPlaceholder(
  ref: RefObject<HTMLInputElement | null>,
  texts: readonly [string, ...string[]],
): string {
  const [text, setText] = useState(texts[0]);
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input || typeof ResizeObserver === 'undefined') return;
    const choose = () => {
      const style = getComputedStyle(input);
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (room <= 0) return;
      const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      setText(fittingText(texts, room, (candidate) => textWidth(candidate, font)));
    };
    choose();
    const observer = new ResizeObserver(choose);
    observer.observe(input);
    return () => observer.disconnect();
  }, [ref, texts]);
  return text;
}
