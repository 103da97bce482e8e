// @vitest-environment happy-dom
/**
 * "Administración" (src/features/management/management-page.tsx): a role without writeUsers is told so and
 * asks the server nothing; offline, the screen says it needs a connection and offers nothing to change;
 * online, the server's users are listed and counted, the administrator's own row marked.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManagedUsers } from '../../../../src/contract/user-admin';
import { usersText } from '../../../../src/i18n/users';

const state = vi.hoisted(() => ({ online: true, policies: ['writeUsers'] as string[] }));
const listManagedUsers = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/api/server-reachability', () => ({ useOnline: () => state.online }));
vi.mock('../../../../src/api/session', () => ({
  useSession: () => ({ user: { id: 'u-admin', permissions: { policies: state.policies } } }),
}));
vi.mock('../../../../src/api/user-admin.api', () => ({ listManagedUsers }));

const { ManagementPage } = await import('../../../../src/features/management/management-page');

const answer: ManagedUsers = {
  sites: [
    { id: 1, name: 'San Ignacio' },
    { id: 2, name: 'Medellín' },
  ],
  users: [
    {
      id: 'u-admin',
      name: 'Ana Admin',
      username: 'ana',
      email: 'ana@x.co',
      role: 'admin',
      sede: [{ id: 1, name: 'San Ignacio' }],
      active: true,
      numeroRegistro: null,
      especialidad: null,
    },
    {
      id: 'u-2',
      name: 'Beto Enfermero',
      username: 'beto',
      email: 'beto@x.co',
      role: 'nurse',
      sede: [{ id: 2, name: 'Medellín' }],
      active: false,
      numeroRegistro: null,
      especialidad: null,
    },
  ],
};

let root: Root | undefined;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  listManagedUsers.mockReset();
});

function render(online: boolean, policies: string[]) {
  Object.assign(state, { online, policies });
  listManagedUsers.mockResolvedValue(answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() =>
    root!.render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <ManagementPage />
        </QueryClientProvider>
      </MantineProvider>,
    ),
  );
}

const newUserButton = () =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === usersText.newUser);

describe('ManagementPage', () => {
  it('tells a role without writeUsers so, and asks nothing', () => {
    render(true, ['writeHistory', 'writeParameters']);
    expect(document.querySelector('h1')!.textContent).toBe('Administración');
    expect(document.body.textContent).toContain(usersText.noPolicy);
    expect(newUserButton()).toBeUndefined();
    expect(listManagedUsers).not.toHaveBeenCalled();
  });

  it('offline: says it needs a connection, asks nothing and offers nothing to change', () => {
    render(false, ['writeUsers']);
    expect(document.body.textContent).toContain(usersText.needsConnection);
    expect(newUserButton()!.disabled).toBe(true);
    expect(listManagedUsers).not.toHaveBeenCalled();
  });

  it("online: lists and counts the server's users by role name and state, the own row marked", async () => {
    render(true, ['writeUsers']);
    await vi.waitFor(() => expect(document.querySelectorAll('tbody tr')).toHaveLength(2));
    const rows = [...document.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows[0]).toContain('Ana Admin (usted)');
    expect(rows[0]).toContain('Administrador');
    expect(rows[1]).toContain('Enfermería');
    expect(rows[1]).toContain(usersText.inactive);
    expect(document.body.textContent).toContain(usersText.count(2));
    expect(newUserButton()!.disabled).toBe(false);
  });
});
