import { describe, expect, it } from 'vitest';
import {
  clampItemCount,
  contentHeight,
  reachesEnd,
  scrollTopToReveal,
  visibleRange,
  VIRTUAL_LIST_BUFFER_PX,
  VIRTUAL_LIST_MAX_ITEMS,
} from '../../../../src/ui/virtual-list/windowing';

describe('virtual list windowing (spec 000 §1, §9)', () => {
  it('uses the spec constants: a 200 px buffer and at most 1000 items', () => {
    expect(VIRTUAL_LIST_BUFFER_PX).toBe(200);
    expect(VIRTUAL_LIST_MAX_ITEMS).toBe(1000);
    expect(clampItemCount(5000)).toBe(1000);
    expect(clampItemCount(-3)).toBe(0);
    expect(contentHeight(5000, 76)).toBe(76_000);
  });

  it('at the top renders the visible rows plus 200 px below', () => {
    // 600 px visible + 200 px buffer = 800 px = rows 0..10 (ceil(800 / 76) = 11).
    expect(visibleRange({ itemCount: 100, rowHeight: 76, scrollTop: 0, viewportHeight: 600 })).toEqual({
      start: 0,
      end: 11,
    });
  });

  it('in the middle renders 200 px above and below the visible part', () => {
    // scrollTop 1000: from 800 px (row 10) to 1800 px (row 24 excluded: ceil(1800 / 76) = 24).
    expect(visibleRange({ itemCount: 100, rowHeight: 76, scrollTop: 1000, viewportHeight: 600 })).toEqual({
      start: 10,
      end: 24,
    });
  });

  it('at the end stops at the last item', () => {
    expect(visibleRange({ itemCount: 20, rowHeight: 76, scrollTop: 920, viewportHeight: 600 })).toEqual({
      start: 9,
      end: 20,
    });
  });

  it('never renders more than the rows of the window, however many items', () => {
    const range = visibleRange({ itemCount: 1000, rowHeight: 76, scrollTop: 30_000, viewportHeight: 600 });
    expect(range.end - range.start).toBeLessThanOrEqual(Math.ceil((600 + 2 * 200) / 76) + 1);
    const beyond = visibleRange({ itemCount: 5000, rowHeight: 10, scrollTop: 50_000, viewportHeight: 100 });
    expect(beyond.end).toBe(1000);
  });

  it('renders nothing for an empty list or a zero row height, and honours another buffer', () => {
    expect(visibleRange({ itemCount: 0, rowHeight: 76, scrollTop: 0, viewportHeight: 600 })).toEqual({
      start: 0,
      end: 0,
    });
    expect(visibleRange({ itemCount: 10, rowHeight: 0, scrollTop: 0, viewportHeight: 600 })).toEqual({
      start: 0,
      end: 0,
    });
    expect(
      visibleRange({ itemCount: 100, rowHeight: 50, scrollTop: 500, viewportHeight: 100, buffer: 0 }),
    ).toEqual({ start: 10, end: 12 });
  });

  it('scrolls the least needed to reveal a row', () => {
    const base = { rowHeight: 76, viewportHeight: 600 };
    expect(scrollTopToReveal({ ...base, index: 3, scrollTop: 0 })).toBe(0); // already visible
    expect(scrollTopToReveal({ ...base, index: 10, scrollTop: 0 })).toBe(11 * 76 - 600); // below: bottom-aligned
    expect(scrollTopToReveal({ ...base, index: 2, scrollTop: 500 })).toBe(152); // above: top-aligned
  });

  it('says when the last row is inside the rendered window', () => {
    expect(reachesEnd({ start: 9, end: 20 }, 20)).toBe(true);
    expect(reachesEnd({ start: 0, end: 11 }, 20)).toBe(false);
    expect(reachesEnd({ start: 0, end: 0 }, 0)).toBe(false);
  });
});
