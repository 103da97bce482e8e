import type { CSSProperties } from 'react';
import { siteName } from '../../../api/session';
import type { HistorySummary } from '../../../contract/history';
import { formatShortDate } from '../../../domain/date-format';
import { dateText, searchText } from '../../../i18n/platform';
import classes from './patient-search.module.css';

/** Fixed height of a result row, px (the virtual list needs one height for all rows). */
export const RESULT_ROW_HEIGHT = 76;

export interface SearchResultRowProps {
  /** The history this row shows. */
  history: HistorySummary;
  /** The option's DOM id (the field's aria-activedescendant). */
  id: string;
  /** Position in the list, from 0 (aria-posinset is index + 1). */
  index: number;
  /** How many results the server found (aria-setsize: the list holds only some of them). */
  setSize: number;
  /** Highlighted by the keyboard or the pointer. */
  active: boolean;
  /** Position and height from the virtual list. */
  style: CSSProperties;
  onChoose: (history: HistorySummary) => void;
  onPointerEnter: (index: number) => void;
}

/**
 * One search result (spec 000 §2): the baby's name and code, the mother's name, the birth date
 * ("D MMM YYYY") and the site ("Unknown Site" for an id that is not one of the user's sites).
 */
export function SearchResultRow({
  history,
  id,
  index,
  setSize,
  active,
  style,
  onChoose,
  onPointerEnter,
}: SearchResultRowProps) {
  const birth = history.Iden_FechaParto
    ? formatShortDate(history.Iden_FechaParto)
    : dateText.missingBirthDate;
  return (
    // The field keeps the focus and handles the keys (aria-activedescendant); a tap or click chooses.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      id={id}
      role="option"
      aria-selected={active}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      tabIndex={-1}
      className={classes.row}
      data-active={active || undefined}
      data-testid="search-result"
      style={style}
      onClick={() => onChoose(history)}
      onPointerMove={() => {
        if (!active) onPointerEnter(index);
      }}
    >
      <div className={classes.rowTop}>
        <span className={classes.baby}>{history.Iden_nombreCompletoPaciente}</span>
        <span className={classes.code}>{history.EGNDT}</span>
      </div>
      <div className={classes.rowLine}>
        {searchText.mother}: {history.Iden_nombreCompletoMadre}
      </div>
      <div className={classes.rowLine}>
        {birth} · {siteName(history.Iden_Sede)}
      </div>
    </div>
  );
}
