/**
 * Users (spec 000 §7 "Shared": GET /v1/users/name with name and roles; GET /v1/users/{id}). The referring
 * user of a family control is searched here, filtered by the roles of the referral area (§6).
 */
import * as v from 'valibot';
import { apiRead, checkedBy, runRead, type ApiRead } from './api-read';
import { api } from './client';

export const publicUser = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  role: v.string(),
});
export type PublicUser = v.InferOutput<typeof publicUser>;

/**
 * The users with one of `roles` whose name contains `name`, by name: at most 50, or `limit` (up to
 * USER_AREA_LIMIT).
 */
export const usersByNameRead = (
  name: string,
  roles: readonly string[],
  limit?: number,
): ApiRead<PublicUser[]> =>
  apiRead('/users/name', checkedBy(v.array(publicUser)), { name, roles: roles.join(','), limit });

export function searchUsersOnline(
  name: string,
  roles: readonly string[],
  signal?: AbortSignal,
): Promise<PublicUser[]> {
  return runRead(usersByNameRead(name, roles), signal);
}

export function getUser(id: string, signal?: AbortSignal): Promise<PublicUser> {
  return api.get(`/users/${encodeURIComponent(id)}`, { schema: publicUser, signal });
}
