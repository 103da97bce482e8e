import type { ReactNode } from 'react';
import classes from './stacked-table.module.css';

/**
 * A cell's column label on a card (./stacked-table.module.css), drawn only in the cards layout: the
 * column header, kept in the accessibility tree, already names the cell, so the label is hidden from it.
 */
export function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span className={classes.label} aria-hidden="true">
      {children}
    </span>
  );
}
