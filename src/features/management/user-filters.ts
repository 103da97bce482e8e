/**
 * The users list's filters (docs/users.md): by site, by role and by state, each "all" when empty. Pure,
 * so the rule is tested without a screen.
 */
import type { ManagedUser } from '../../contract/user-admin';

export type UserState = 'active' | 'inactive';

export interface UserFilters {
  /** A site id as text (a Select's value), or '' for every site. */
  site: string;
  /** A role, or '' for every role. */
  role: string;
  state: UserState | '';
}

export const noFilters: UserFilters = { site: '', role: '', state: '' };

export function filterUsers(users: readonly ManagedUser[], filters: UserFilters): ManagedUser[] {
  return users.filter(
    (user) =>
      (!filters.site || user.sede.some((site) => String(site.id) === filters.site)) &&
      (!filters.role || user.role === filters.role) &&
      (!filters.state || user.active === (filters.state === 'active')),
  );
}
