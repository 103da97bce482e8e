import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import type { ManagedUser } from '../../../../src/contract/user-admin';
import { failureMessage, serverFieldErrors } from '../../../../src/features/management/field-errors';
import { filterUsers, noFilters } from '../../../../src/features/management/user-filters';
import { usersText } from '../../../../src/i18n/users';

const user = (username: string, role: ManagedUser['role'], sites: number[], active = true): ManagedUser => ({
  id: username,
  name: username,
  username,
  email: `${username}@x.co`,
  role,
  sede: sites.map((id) => ({ id, name: `Sede ${id}` })),
  active,
  numeroRegistro: null,
  especialidad: null,
});

const users = [
  user('ana', 'admin', [1, 2, 3]),
  user('beto', 'nurse', [1]),
  user('carla', 'nurse', [2], false),
  user('dora', 'psychologist', [2, 3]),
];
const names = (list: ManagedUser[]) => list.map((u) => u.username);

describe('users list filters', () => {
  it('shows everyone with no filter', () => {
    expect(names(filterUsers(users, noFilters))).toEqual(['ana', 'beto', 'carla', 'dora']);
  });

  it('keeps a user holding the site among others, the role, the state, and all of them together', () => {
    expect(names(filterUsers(users, { ...noFilters, site: '2' }))).toEqual(['ana', 'carla', 'dora']);
    expect(names(filterUsers(users, { ...noFilters, role: 'nurse' }))).toEqual(['beto', 'carla']);
    expect(names(filterUsers(users, { ...noFilters, state: 'inactive' }))).toEqual(['carla']);
    expect(names(filterUsers(users, { ...noFilters, state: 'active' }))).toEqual(['ana', 'beto', 'dora']);
    expect(names(filterUsers(users, { site: '2', role: 'nurse', state: 'active' }))).toEqual([]);
  });
});

describe('users form failures', () => {
  it("reads the server's field messages of a 400, by top field", () => {
    const refused = new ApiError('Datos no válidos', {
      kind: 'http',
      status: 400,
      details: { errors: { 'sede.0': 'Sede no válida', password: 'Corta' } },
    });
    expect(serverFieldErrors(refused)).toEqual({ sede: 'Sede no válida', password: 'Corta' });
    expect(serverFieldErrors(new ApiError('Ya existe', { kind: 'http', status: 409 }))).toBeNull();
  });

  it("says the server's message, or that there is no connection", () => {
    expect(failureMessage(new ApiError('Ya existe', { kind: 'http', status: 409 }))).toBe('Ya existe');
    expect(failureMessage(new ApiError('Network Error', { kind: 'network' }))).toBe(
      usersText.needsConnection,
    );
  });
});
