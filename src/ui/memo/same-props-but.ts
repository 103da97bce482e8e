/**
 * A memo comparison that ignores some props: a component whose parent remakes a prop on every render
 * (an opening's `source`, a list read again) re-renders only when another prop changes. The props are
 * compared as entries, so the comparison needs no key type of the component's props.
 */
export function samePropsBut(ignored: ReadonlySet<string>) {
  return (before: object, after: object): boolean => {
    const earlier = new Map(Object.entries(before));
    const later = Object.entries(after);
    return (
      earlier.size === later.length &&
      later.every(([key, value]) => ignored.has(key) || earlier.get(key) === value)
    );
  };
}
