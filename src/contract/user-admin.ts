/**
 * User management by an administrator (policy writeUsers; docs/users.md). Creating a user is the spec's
 * POST /v1/auth/register and setting a password PUT /v1/auth/users/{id}/password (src/contract/auth.ts);
 * the list, the change of role and sites and the (de)activation are ours, under the same /v1/auth/users.
 */
import * as v from 'valibot';
import { validationText as t } from '../i18n/validation';
import { siteSchema, userRole, userSites } from './auth';
import { objectWithEveryKey } from './common';
import { roles } from './permissions';

/** PUT /v1/auth/users/{id}/access: the user's role and sites, both replaced. */
export const userAccessBody = objectWithEveryKey({ rol: userRole, sede: userSites });

/** PUT /v1/auth/users/{id}/active. */
export const userActiveBody = objectWithEveryKey({ active: v.boolean(t.selectOption) });

/** A user as the administrator's list shows it (never a password hash nor a device secret). */
export const managedUserSchema = v.object({
  id: v.string(),
  name: v.string(),
  username: v.string(),
  email: v.string(),
  role: v.picklist(roles),
  sede: v.array(siteSchema),
  active: v.boolean(),
  numeroRegistro: v.nullable(v.string()),
  especialidad: v.nullable(v.string()),
});
export type ManagedUser = v.InferOutput<typeof managedUserSchema>;

/** GET /v1/auth/users: every user, by name, and the sites a user may be given. */
export const managedUsersAnswer = v.object({
  users: v.array(managedUserSchema),
  sites: v.array(siteSchema),
});
export type ManagedUsers = v.InferOutput<typeof managedUsersAnswer>;
