/**
 * The open histories' rules (spec 000 §2 "Patient search and verification", §3 "History record", §4):
 * pure functions over two states, unit-tested alone and applied by the two stores beside this file.
 *
 * - The list (`OpenHistoriesState`): the histories a user opened after verification, which one is current
 *   (null, or selecting one) and the frame flag of spec 000 §3.
 * - The view of each history (`HistoryViewsState`): the tab chosen per module and the modals left open
 *   (spec 000 §2 "Default tab index ... persisted with modal-open flags and a header-info toggle"), with the
 *   header-info toggle, which closing a history resets to visible.
 */
import type { HistoryFailure } from '../../api/history.api';
import type { ViewModule } from '../../api/history-address';
import type { HistoryRecord } from '../../contract/history';

export type { ViewModule };

export interface OpenHistory {
  id: string;
  /** The record; null while it loads after a restore, or when loading it failed. */
  record: HistoryRecord | null;
  /** 'loading' while fetched after a restore, 'failed' when that fetch gave nothing. */
  status: 'ready' | 'loading' | 'failed';
  /** Why the record could not be loaded (with status 'failed'). */
  failure?: HistoryFailure;
}

export interface OpenHistoriesState {
  /** The user whose list this is (null: no signed-in user has restored or opened anything). */
  owner: string | null;
  histories: readonly OpenHistory[];
  /** Index into `histories` of the current history; null when none is current. */
  currentIndex: number | null;
  /** The frame flag of spec 000 §3 (the embedded antecedentes / pediatría / gráficas frame). */
  frame: boolean;
}

/** What a user left chosen in a history's view: the tab per module and the modals left open. */
export interface HistoryView {
  tabs: Readonly<Partial<Record<ViewModule, number>>>;
  /** A modal's name (e.g. 'postpone-bayley') → open. */
  modals: Readonly<Record<string, boolean>>;
}

export interface HistoryViewsState {
  /** The user whose views these are (null: none restored yet). */
  owner: string | null;
  /** The history header's info panel is shown (reset to true when a history is closed). */
  headerInfoVisible: boolean;
  /** The view of each open history, by history id (absent: nothing chosen yet, defaults apply). */
  views: Readonly<Record<string, HistoryView>>;
}

export const emptyHistoryView: HistoryView = Object.freeze({ tabs: {}, modals: {} });

/** The activity-log action of an opening (docs/ui-decisions.md). */
export const OPEN_HISTORY_ACTION = 'abrir-historia';

export const emptyOpenHistories: OpenHistoriesState = Object.freeze({
  owner: null,
  histories: [],
  currentIndex: null,
  frame: false,
});

export const emptyHistoryViews: HistoryViewsState = Object.freeze({
  owner: null,
  headerInfoVisible: true,
  views: {},
});

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

// ---------------------------------------------------------------------------------------------------
// The list

/** A loaded history opens and becomes current; an open one only becomes current (its record refreshed). */
export function openedState(state: OpenHistoriesState, record: HistoryRecord): OpenHistoriesState {
  const index = state.histories.findIndex((history) => history.id === record.id);
  if (index >= 0) {
    const histories = state.histories.map((history, i) =>
      i === index ? { ...history, record, status: 'ready' as const } : history,
    );
    return { ...state, histories, currentIndex: index };
  }
  const opened: OpenHistory = { id: record.id, record, status: 'ready' };
  return { ...state, histories: [...state.histories, opened], currentIndex: state.histories.length };
}

/**
 * Removes a history; none is current afterwards. (Closing is done from the history's screen, which the
 * caller may already have left for the module's home.)
 */
export function closedState(state: OpenHistoriesState, historyId: string): OpenHistoriesState {
  const index = state.histories.findIndex((history) => history.id === historyId);
  if (index < 0) return state;
  return { ...state, histories: state.histories.filter((_, i) => i !== index), currentIndex: null };
}

/** Removes the current history (see `closedState`). */
export function closedCurrentState(state: OpenHistoriesState): OpenHistoriesState {
  const closing = currentOf(state);
  return closing ? closedState(state, closing.id) : state;
}

/**
 * The address shows a history (its id) or none (null): an open history becomes current; no history, or
 * one that is not open (not verified on this device yet), leaves none current.
 */
export function addressedState(state: OpenHistoriesState, historyId: string | null): OpenHistoriesState {
  const index = historyId === null ? -1 : state.histories.findIndex((history) => history.id === historyId);
  const currentIndex = index < 0 ? null : index;
  return currentIndex === state.currentIndex ? state : { ...state, currentIndex };
}

/** Makes the history at `index` current; an index outside the list leaves none current. */
export function selectedState(state: OpenHistoriesState, index: number | null): OpenHistoriesState {
  const valid = index !== null && Number.isInteger(index) && index >= 0 && index < state.histories.length;
  return { ...state, currentIndex: valid ? index : null };
}

/** A restored list: the ids only, each loading, none current. Repeated ids are kept once. */
export function restoredState(owner: string, ids: readonly string[]): OpenHistoriesState {
  return {
    ...emptyOpenHistories,
    owner,
    histories: [...new Set(ids)].map((id) => ({ id, record: null, status: 'loading' })),
  };
}

/** The answer of a (re)load: the record, or 'failed' with the reason when there is none. */
export function recordLoadedState(
  state: OpenHistoriesState,
  id: string,
  loaded: HistoryRecord | HistoryFailure,
): OpenHistoriesState {
  const next: Pick<OpenHistory, 'record' | 'status' | 'failure'> =
    typeof loaded === 'string'
      ? { record: null, status: 'failed', failure: loaded }
      : { record: loaded, status: 'ready', failure: undefined };
  return {
    ...state,
    histories: state.histories.map((history) => (history.id === id ? { ...history, ...next } : history)),
  };
}

/** A history whose record is fetched again (after a failed load). */
export function reloadingState(state: OpenHistoriesState, id: string): OpenHistoriesState {
  return {
    ...state,
    histories: state.histories.map((history) =>
      history.id === id ? { ...history, status: 'loading' as const } : history,
    ),
  };
}

export const currentOf = (state: OpenHistoriesState): OpenHistory | null =>
  state.currentIndex === null ? null : (state.histories[state.currentIndex] ?? null);

// ---------------------------------------------------------------------------------------------------
// The views

/** The view of a history: what was chosen in it, or the defaults. */
export const viewOf = (state: HistoryViewsState, historyId: string): HistoryView =>
  state.views[historyId] ?? emptyHistoryView;

/** The tab chosen in `module` for a history (a negative or fractional index is ignored). */
export function tabChosenState(
  state: HistoryViewsState,
  historyId: string,
  module: ViewModule,
  index: number,
): HistoryViewsState {
  if (!Number.isInteger(index) || index < 0) return state;
  const view = viewOf(state, historyId);
  if (view.tabs[module] === index) return state;
  return {
    ...state,
    views: { ...state.views, [historyId]: { ...view, tabs: { ...view.tabs, [module]: index } } },
  };
}

/** A modal of a history's view opened or closed. */
export function modalFlagState(
  state: HistoryViewsState,
  historyId: string,
  modal: string,
  open: boolean,
): HistoryViewsState {
  const view = viewOf(state, historyId);
  if (Boolean(view.modals[modal]) === open) return state;
  const others = withoutKey(view.modals, modal);
  return {
    ...state,
    views: { ...state.views, [historyId]: { ...view, modals: open ? { ...others, [modal]: true } : others } },
  };
}

/** A history closed: its view goes and the header info shows again (spec 000 §2). */
export const viewClosedState = (state: HistoryViewsState, historyId: string): HistoryViewsState => ({
  ...state,
  headerInfoVisible: true,
  views: withoutKey(state.views, historyId),
});

/** The views stored for the tab's session, for the histories of a restored list only. */
export function restoredViews(
  owner: string,
  ids: readonly string[],
  stored: Pick<HistoryViewsState, 'headerInfoVisible' | 'views'> = emptyHistoryViews,
): HistoryViewsState {
  const listed = new Set(ids);
  return {
    owner,
    headerInfoVisible: stored.headerInfoVisible,
    views: Object.fromEntries(Object.entries(stored.views).filter(([id]) => listed.has(id))),
  };
}
