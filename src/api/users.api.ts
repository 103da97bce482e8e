/**
 * Users (spec 000 §7 "Shared": GET /v1/users/name with name and roles; GET /v1/users/{id}). The referring
 * user of a family control is searched here, filtered by the roles of the referral area (§6).
 */
import * as v from 'valibot';
import { api } from './client';

export const publicUser = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  role: v.string(),
});
export type PublicUser = v.InferOutput<typeof publicUser>;

export function searchUsersOnline(
  name: string,
  roles: readonly string[],
  signal?: AbortSignal,
): Promise<PublicUser[]> {
  return api.get('/users/name', {
    params: { name, roles: roles.join(',') },
    schema: v.array(publicUser),
    signal,
  });
}

export function getUser(id: string, signal?: AbortSignal): Promise<PublicUser> {
  return api.get(`/users/${encodeURIComponent(id)}`, { schema: publicUser, signal });
}
