/**
 * A history's address (docs/architecture.md "Routes"): the working modules show a patient at
 * /psychology/hc/{historyId}/{tab} and /socialwork/hc/{historyId}/{tab}, so a reload, a relaunch, the
 * browser's back and forward and a shared link come back to the same patient and tab. The tabs' slugs are
 * the modules' own (features/psychology/tabs/tab-rules.ts, features/social-work/social-work-page.tsx);
 * without a tab, the address lands on the tab last shown for that history in the module, or its default.
 *
 * It sits in src/api, below the open-histories store (src/state/open-histories), so any feature (the
 * sidebar, the search, a notification that opens a document) can move to a patient without importing a
 * module's feature.
 */
/** The working modules whose view of a history has tabs. */
export type ViewModule = 'psychology' | 'socialWork';

/** The base path of each working module: its home, the welcome text while no history is shown. */
export const moduleHomes = { psychology: '/psychology', socialWork: '/socialwork' } as const;

const tabAddresses = {
  psychology: '/psychology/hc/$historyId/$tab',
  socialWork: '/socialwork/hc/$historyId/$tab',
} as const;

const historyHomes = {
  psychology: '/psychology/hc/$historyId',
  socialWork: '/socialwork/hc/$historyId',
} as const;

export type HistoryAddress =
  | { to: (typeof tabAddresses)[ViewModule]; params: { historyId: string; tab: string } }
  | { to: (typeof historyHomes)[ViewModule]; params: { historyId: string } };

/** Where a history is shown in a module, on `tab` (a slug) or, without one, its remembered or default tab. */
export function historyAddress(module: ViewModule, historyId: string, tab?: string): HistoryAddress {
  return tab === undefined
    ? { to: historyHomes[module], params: { historyId } }
    : { to: tabAddresses[module], params: { historyId, tab } };
}

const viewModules: readonly ViewModule[] = ['psychology', 'socialWork'];

export const isViewModule = (module: string | null | undefined): module is ViewModule =>
  viewModules.some((viewModule) => viewModule === module);

/**
 * The module a history opens in: the current module when it shows histories, else the first of the user's
 * modules that does (from home or the visit preparation); null when the user has none.
 */
export function moduleForHistory(
  currentModule: string | null,
  modulesAccess: readonly string[],
): ViewModule | null {
  if (isViewModule(currentModule)) return currentModule;
  return viewModules.find((module) => modulesAccess.includes(module)) ?? null;
}
