/**
 * A function that keeps its identity for the component's life and always runs the latest `callback`: what
 * a memoised child can take as a prop without re-rendering whenever its parent does (a long form's fields
 * re-render only when their own value changes). Not for calling during render.
 */
import { useCallback, useInsertionEffect, useRef } from 'react';

export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
