/**
 * `value` as it is, or — while `hold` is true — as it was when `hold` became true: for a part of the screen
 * that a full-screen overlay covers, which need not follow every change made under the overlay.
 */
import { useMemo } from 'react';

const HOLDING = Symbol('holding');

export function useHeldWhile<T>(hold: boolean, value: T): T {
  // While holding, the dependency stays the same symbol: the value memoised when the hold began is kept.
  const dependency = hold ? HOLDING : value;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `value` is read only when the dependency changes
  return useMemo(() => value, [dependency]);
}
