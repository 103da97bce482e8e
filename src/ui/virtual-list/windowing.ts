/**
 * The arithmetic of the virtual list (spec 000 §1 "Long lists use a virtual scroller that renders at most
 * 1000 items", §9 "Virtual scroller: buffer 200 px, at most 1000 items"), kept pure so it is tested alone.
 * Rows have one fixed height; row `i` sits at `i * rowHeight`.
 */

/** Spec 000 §9: rows are rendered this far above and below the visible part. */
export const VIRTUAL_LIST_BUFFER_PX = 200;
/** Spec 000 §1, §9: a virtual list holds at most this many items. */
export const VIRTUAL_LIST_MAX_ITEMS = 1000;

export interface WindowInput {
  itemCount: number;
  rowHeight: number;
  /** The container's scroll offset, px. */
  scrollTop: number;
  /** The visible height of the container, px. */
  viewportHeight: number;
  /** Extra px rendered above and below; VIRTUAL_LIST_BUFFER_PX by default. */
  buffer?: number;
}

/** Rows `start` (inclusive) to `end` (exclusive) to render. */
export interface RowRange {
  start: number;
  end: number;
}

/** The item count a list renders: never more than VIRTUAL_LIST_MAX_ITEMS, never negative. */
export const clampItemCount = (count: number): number =>
  Math.max(0, Math.min(Math.floor(count), VIRTUAL_LIST_MAX_ITEMS));

/** The rows that intersect the visible part extended by the buffer on both sides. */
export function visibleRange({
  itemCount,
  rowHeight,
  scrollTop,
  viewportHeight,
  buffer = VIRTUAL_LIST_BUFFER_PX,
}: WindowInput): RowRange {
  const count = clampItemCount(itemCount);
  if (count === 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const top = Math.max(0, scrollTop - buffer);
  const bottom = Math.max(0, scrollTop) + Math.max(0, viewportHeight) + buffer;
  const start = Math.min(count, Math.floor(top / rowHeight));
  const end = Math.min(count, Math.max(start, Math.ceil(bottom / rowHeight)));
  return { start, end };
}

/** Total height of the rows, px. */
export const contentHeight = (itemCount: number, rowHeight: number): number =>
  clampItemCount(itemCount) * rowHeight;

/**
 * The scroll offset that brings row `index` fully into view with the least movement (keyboard navigation):
 * unchanged when it is already visible.
 */
export function scrollTopToReveal({
  index,
  rowHeight,
  scrollTop,
  viewportHeight,
}: {
  index: number;
  rowHeight: number;
  scrollTop: number;
  viewportHeight: number;
}): number {
  const rowTop = index * rowHeight;
  const rowBottom = rowTop + rowHeight;
  if (rowTop < scrollTop) return rowTop;
  if (rowBottom > scrollTop + viewportHeight) return Math.max(0, rowBottom - viewportHeight);
  return scrollTop;
}

/** Whether the last row is within the rendered window, i.e. the end is at most `buffer` px below. */
export const reachesEnd = (range: RowRange, itemCount: number): boolean =>
  clampItemCount(itemCount) > 0 && range.end >= clampItemCount(itemCount);
