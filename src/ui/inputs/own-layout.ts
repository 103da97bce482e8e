/**
 * A field that grows with its text lays out alone while its height stays the same.
 *
 * Typing into a textarea that sizes itself to its text (`field-sizing: content`) marks every box above it
 * for layout, since its height could change: in a long form, each keystroke laid out the whole column of
 * fields before the next frame (at 4x CPU, about a millisecond of a slow tablet's key, measured by turns:
 * docs/benchmarks.md). The box around the field is given the field's height and size and layout
 * containment, which makes it a boundary the browser stops at. A ResizeObserver, whose reports come after
 * layout and before paint in the same frame, gives the box the field's height: first when the field is
 * drawn (read there, not when it mounts, where each read would lay the new form out again), then whenever
 * a line is added or taken away, so nothing is ever drawn out of place.
 *
 * Where ResizeObserver is missing, or until the field is first drawn, the box is left as it is.
 */
export function layOutAlone(field: HTMLElement): () => void {
  const box = field.parentElement;
  if (!box || typeof ResizeObserver === 'undefined') return () => undefined;
  const fit = (height: number) => {
    const value = `${height}px`;
    if (box.style.height !== value) box.style.height = value;
    box.style.contain = 'size layout style';
  };
  const observer = new ResizeObserver((entries) => {
    const size = entries[entries.length - 1]?.borderBoxSize?.[0];
    fit(size ? size.blockSize : field.offsetHeight);
  });
  observer.observe(field, { box: 'border-box' });
  return () => {
    observer.disconnect();
    box.style.height = '';
    box.style.contain = '';
  };
}
