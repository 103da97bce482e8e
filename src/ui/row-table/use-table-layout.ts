/**
 * The layout of a table (./table-layout.ts) from the measured width of the element `ref` is put on: read
 * before the first paint, so a tablet never shows the table for a frame before its cards, and again
 * whenever the element's width changes (a rotation, the sidebar opened or closed). Drawing either layout
 * from the same elements keeps an input's focus and what is typed in it across a rotation.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { tableLayout, type TableLayout } from './table-layout';

export function useTableLayout<T extends HTMLElement>(
  needed: number,
): { ref: React.RefObject<T | null>; layout: TableLayout } {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, layout: tableLayout(width, needed) };
}
