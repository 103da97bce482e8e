/**
 * The tiles of the home menu (spec 000 §2 Home): the spec's four active modules and Administración (users,
 * docs/users.md), then the twelve announced ones, in the spec's order. `module` is the key of src/contract/permissions.ts `modulePolicies`, matched against the
 * user's modulesAccess; `path` is the module's base path (spec 000 §2 Routes).
 */
import { socialWorkEnabled, type FeatureFlag } from '../flags/feature-flags';
import { moduleLabel, type ModuleKey } from '../../../i18n/platform';

/** Base paths of the active modules (route files under src/routes/_app). */
export type ActiveModulePath = '/psychology' | '/code' | '/socialwork' | '/reports' | '/management';

export interface ModuleTile {
  module: ModuleKey;
  label: string;
  /** Base path of an active module; announced modules (greyed, not clickable, "Próximamente") have none. */
  path: ActiveModulePath | null;
}

const active = (module: ModuleKey, path: ActiveModulePath): ModuleTile => ({
  module,
  label: moduleLabel[module],
  path,
});
const announced = (module: ModuleKey): ModuleTile => ({ module, label: moduleLabel[module], path: null });

export const moduleTiles: readonly ModuleTile[] = [
  active('psychology', '/psychology'),
  active('code', '/code'),
  active('socialWork', '/socialwork'),
  active('reports', '/reports'),
  // Announced in the spec; working since it manages the programme's users (docs/users.md).
  active('management', '/management'),
  announced('pediatrics'),
  announced('reception'),
  announced('intrahospitalary'),
  announced('weight-height'),
  announced('ophthalmology'),
  announced('optometry'),
  announced('oximetry'),
  announced('audiometry'),
  announced('nursing-notes'),
  announced('physicaltherapy'),
  announced('print'),
  announced('reading'),
];

/** The tiles a user sees: those of their modulesAccess; Trabajo Social also needs its flag. */
export function visibleTiles(
  modulesAccess: readonly string[],
  flags: readonly FeatureFlag[] | null,
): ModuleTile[] {
  const access = new Set(modulesAccess);
  return moduleTiles.filter(
    (t) => access.has(t.module) && (t.module !== 'socialWork' || socialWorkEnabled(flags)),
  );
}
