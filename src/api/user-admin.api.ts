/**
 * User management by an administrator (docs/users.md): the list, creating a user (the spec's POST
 * /v1/auth/register), role and sites, a new password, deactivation. Online only: nothing of it is kept on
 * the device (other staff's e-mails and roles are not a tablet's business), so a failure is the caller's
 * to show.
 */
import * as v from 'valibot';
import type { registerBody } from '../contract/auth';
import {
  managedUsersAnswer,
  managedUserSchema,
  type ManagedUser,
  type ManagedUsers,
} from '../contract/user-admin';
import { api } from './client';

export type NewUserBody = v.InferOutput<typeof registerBody>;

const userAnswer = v.object({ user: managedUserSchema });
const path = (id: string, what: string) => `auth/users/${encodeURIComponent(id)}/${what}`;

export function listManagedUsers(signal?: AbortSignal): Promise<ManagedUsers> {
  return api.get('auth/users', { schema: managedUsersAnswer, signal });
}

export async function registerUser(body: NewUserBody): Promise<void> {
  await api.post('auth/register', body, { requireBody: true });
}

export async function setUserAccess(
  id: string,
  access: { rol: string; sede: number[] },
): Promise<ManagedUser> {
  return (await api.put(path(id, 'access'), access, { schema: userAnswer })).user;
}

export async function setUserActive(id: string, active: boolean): Promise<ManagedUser> {
  return (await api.put(path(id, 'active'), { active }, { schema: userAnswer })).user;
}

export async function setUserPassword(id: string, password: string): Promise<void> {
  await api.put(path(id, 'password'), { password }, { requireBody: true });
}
