// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { VirtualList } from '../../../../src/ui/virtual-list/virtual-list';
import { mount } from '../../support/react-root';

function render(itemCount: number, onEndReached = vi.fn()) {
  const container = document.body.appendChild(document.createElement('div'));
  mount(
    <VirtualList
      role="listbox"
      aria-label="Lista"
      itemCount={itemCount}
      rowHeight={50}
      maxHeight={500}
      onEndReached={onEndReached}
      renderRow={(index, style) => (
        <div key={index} role="option" aria-selected={false} data-index={index} style={style}>
          Fila {index}
        </div>
      )}
    />,
    container,
  );
  const list = document.querySelector<HTMLElement>('[role="listbox"]')!;
  const indexes = () =>
    [...list.querySelectorAll('[data-index]')].map((row) => Number(row.getAttribute('data-index')));
  const scrollTo = (top: number) =>
    act(() => {
      list.scrollTop = top;
      list.dispatchEvent(new Event('scroll'));
    });
  return { list, indexes, scrollTo, onEndReached };
}

describe('VirtualList', () => {
  it('renders only the rows in view plus the 200 px buffer, positioned by index', () => {
    const { list, indexes } = render(1000);
    // 500 px visible + 200 px below = rows 0..13.
    expect(indexes()).toEqual([...Array(14).keys()]);
    expect(list.style.height).toBe('500px');
    const spacer = list.firstElementChild as HTMLElement;
    expect(spacer.style.height).toBe(`${1000 * 50}px`);
    expect((list.querySelector('[data-index="3"]') as HTMLElement).style.top).toBe('150px');
  });

  it('moves the window with the scroll, never holding more than the window', () => {
    const { indexes, scrollTo } = render(1000);
    scrollTo(10_000);
    // From 9800 px (row 196) to 10700 px (row 214 excluded).
    expect(indexes()).toEqual([...Array(18).keys()].map((i) => 196 + i));
  });

  it('cuts a longer list to 1000 items', () => {
    const { list } = render(5000);
    expect((list.firstElementChild as HTMLElement).style.height).toBe(`${1000 * 50}px`);
  });

  it('a short list is as tall as its rows', () => {
    const { list, indexes } = render(3);
    expect(list.style.height).toBe('150px');
    expect(indexes()).toEqual([0, 1, 2]);
  });

  it('calls onEndReached once when the end comes within the buffer', () => {
    const { scrollTo, onEndReached } = render(40);
    expect(onEndReached).not.toHaveBeenCalled();
    scrollTo(1300); // 1300 + 500 + 200 = 2000 px = the end of 40 rows
    expect(onEndReached).toHaveBeenCalledTimes(1);
    scrollTo(1400);
    expect(onEndReached).toHaveBeenCalledTimes(1);
  });
});
