/**
 * A windowing list with one fixed row height (spec 000 §1, §9): only the rows in view plus a 200 px
 * buffer above and below are in the DOM, at most 1000 items. Written here rather than taken from a
 * library because the app needs only this much (docs/architecture.md).
 *
 * The container is the scroll element and takes any attribute (a `role="listbox"`, an id); rows are
 * absolutely positioned inside a spacer of the full height, and `renderRow` must apply the style it gets.
 */
import {
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import classes from './virtual-list.module.css';
import {
  clampItemCount,
  contentHeight,
  reachesEnd,
  scrollTopToReveal,
  visibleRange,
  VIRTUAL_LIST_BUFFER_PX,
} from './windowing';

export interface VirtualListHandle {
  /** Scrolls the least needed for row `index` to be fully visible. */
  scrollToIndex(index: number): void;
}

export interface VirtualListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onScroll'> {
  /** How many items the list holds (more than 1000 are cut to 1000). */
  itemCount: number;
  /** The height of every row, px. */
  rowHeight: number;
  /** The list grows with its rows up to this height, px, then scrolls. */
  maxHeight: number;
  /** Px rendered beyond the visible part, above and below; 200 by default (spec 000 §9). */
  buffer?: number;
  /** Renders row `index`; its root element must take `style` (position, top, height). */
  renderRow: (index: number, style: CSSProperties) => ReactNode;
  /** Called once per item count when the last row comes within the buffer (load the next page). */
  onEndReached?: () => void;
  /** Imperative scrolling, for keyboard navigation. */
  ref?: Ref<VirtualListHandle>;
}

export function VirtualList({
  itemCount,
  rowHeight,
  maxHeight,
  buffer = VIRTUAL_LIST_BUFFER_PX,
  renderRow,
  onEndReached,
  ref,
  className,
  style,
  ...rest
}: VirtualListProps) {
  const count = clampItemCount(itemCount);
  const total = contentHeight(count, rowHeight);
  const container = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  // Until measured, the height the list asks for; CSS may make it smaller (a short screen).
  const [measured, setMeasured] = useState<number | null>(null);
  const viewportHeight = measured ?? Math.min(total, maxHeight);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // A list with no layout (hidden, or a DOM without layout) keeps the height it asks for.
    const observer = new ResizeObserver(() => setMeasured(element.clientHeight || null));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      scrollToIndex(index: number) {
        const element = container.current;
        if (!element || index < 0 || index >= count) return;
        const next = scrollTopToReveal({
          index,
          rowHeight,
          scrollTop: element.scrollTop,
          viewportHeight: element.clientHeight || viewportHeight,
        });
        if (next !== element.scrollTop) {
          element.scrollTop = next;
          setScrollTop(next);
        }
      },
    }),
    [count, rowHeight, viewportHeight],
  );

  const range = visibleRange({ itemCount: count, rowHeight, scrollTop, viewportHeight, buffer });
  const atEnd = reachesEnd(range, count);
  const notifiedFor = useRef<number | null>(null);
  const endReached = useEffectEvent(() => onEndReached?.());
  useEffect(() => {
    if (atEnd && notifiedFor.current !== count) {
      notifiedFor.current = count;
      endReached();
    }
  }, [atEnd, count]);

  const rows: ReactNode[] = [];
  for (let index = range.start; index < range.end; index += 1) {
    rows.push(
      renderRow(index, {
        position: 'absolute',
        top: index * rowHeight,
        height: rowHeight,
        left: 0,
        right: 0,
      }),
    );
  }

  return (
    <div
      {...rest}
      ref={container}
      className={className ? `${classes.viewport} ${className}` : classes.viewport}
      style={{ maxHeight, height: Math.min(total, maxHeight), ...style }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div role="presentation" className={classes.content} style={{ height: total }}>
        {rows}
      </div>
    </div>
  );
}
