/**
 * Whether a table is drawn as a table or as a stack of cards, one per row, with each value under its
 * column's label (docs/ui-decisions.md "Tables on a tablet").
 *
 * The rule reads the width the table has, not the window's: the same 1024 px landscape tablet leaves a
 * table about 760 px with the sidebar open and about 990 px with it closed, a full-screen editor gives its
 * form less than the page, and the vaccination table lives in a frame of the host's choosing. A table is
 * a table only where every column fits at its least width (no sideways scroll hiding the row's actions)
 * and never below CARDS_BELOW, the width of a portrait tablet and of a landscape one with the sidebar
 * open, where even a short table's inputs would be cramped.
 */
export type TableLayout = 'table' | 'cards';

/** Below this width every table is drawn as cards. */
export const CARDS_BELOW = 900;

/**
 * The layout for the width available (null or 0 while the table has no layout yet: hidden, or a DOM
 * without layout) and the least width its columns need.
 */
export function tableLayout(available: number | null, needed: number): TableLayout {
  if (!available) return 'table';
  return available < Math.max(CARDS_BELOW, needed) ? 'cards' : 'table';
}
