/**
 * "Administración" (the management module, spec 000 §2, §6): today the users of the programme, for a
 * user whose role holds writeUsers (docs/users.md). The list is filtered by site, role and state on the
 * device; every change goes to the server at once and the list is asked for again. Without a connection
 * the screen says so and offers nothing to change: nothing of it is kept on the device.
 */
import { Alert, Button, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSession } from '../../api/session';
import type { Site } from '../../contract/auth';
import type { ManagedUser } from '../../contract/user-admin';
import { moduleLabel } from '../../i18n/platform';
import { usersText as t } from '../../i18n/users';
import { useOnline } from '../../api/server-reachability';
import { IconCloudOff } from '../../ui/icons/icons';
import { AccessModal } from './access-modal';
import { ActiveModal } from './active-modal';
import classes from './management.module.css';
import { NewUserModal } from './new-user-modal';
import { PasswordModal } from './password-modal';
import { roleOptions } from './user-fields';
import { filterUsers, noFilters, type UserFilters } from './user-filters';
import { UsersTable, type UserAction } from './users-table';
import { useManagedUsers } from './use-managed-users';

export function ManagementPage() {
  const { user } = useSession();
  if (!user) return null;
  const canManage = user.permissions.policies.includes('writeUsers');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {moduleLabel.management}
      </Title>
      {canManage ? <UsersSection currentUserId={user.id} /> : <Text>{t.noPolicy}</Text>}
    </Stack>
  );
}

/** The list's filters: by site, role and state, each with its "all" first. */
const filterFields = (
  sites: readonly Site[],
): { name: keyof UserFilters; label: string; data: { value: string; label: string }[] }[] => [
  {
    name: 'site',
    label: t.filterSite,
    data: [{ value: '', label: t.allSites }, ...sites.map((s) => ({ value: String(s.id), label: s.name }))],
  },
  { name: 'role', label: t.filterRole, data: [{ value: '', label: t.allRoles }, ...roleOptions] },
  {
    name: 'state',
    label: t.filterState,
    data: [
      { value: '', label: t.allStates },
      { value: 'active', label: t.active },
      { value: 'inactive', label: t.inactive },
    ],
  },
];

function UsersSection({ currentUserId }: { currentUserId: string }) {
  const online = useOnline();
  const users = useManagedUsers(online);
  const [filters, setFilters] = useState<UserFilters>(noFilters);
  const [creating, setCreating] = useState(false);
  const [acting, setActing] = useState<{ user: ManagedUser; action: UserAction } | null>(null);
  const sites = users.data?.sites ?? [];
  const shown = useMemo(() => filterUsers(users.data?.users ?? [], filters), [users.data, filters]);
  const done = () => {
    setCreating(false);
    setActing(null);
    void users.refresh();
  };
  const filter = (name: keyof UserFilters) => (value: string | null) =>
    setFilters((current) => ({ ...current, [name]: value ?? '' }));

  return (
    <Stack gap="md" component="section" aria-labelledby="users-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="users-title">
          {t.title}
        </Title>
        <Button mih={44} onClick={() => setCreating(true)} disabled={!online || !users.data}>
          {t.newUser}
        </Button>
      </Group>
      {!online && (
        <Alert role="status" color="gray" variant="light" icon={<IconCloudOff size={20} />}>
          {t.needsConnection}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {filterFields(sites).map(({ name, label, data }) => (
          <Select
            key={name}
            label={label}
            size="md"
            classNames={{ input: classes.input }}
            data={data}
            value={filters[name]}
            onChange={filter(name)}
            allowDeselect={false}
          />
        ))}
      </SimpleGrid>
      {users.isPending && online && <Loader aria-label={t.title} />}
      {users.isError && (
        <Alert color="red" variant="light" title={t.loadFailed}>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{users.error.message}</Text>
            <Button mih={44} variant="default" onClick={() => void users.refetch()}>
              {t.retry}
            </Button>
          </Group>
        </Alert>
      )}
      {users.data && (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t.count(shown.length)}
          </Text>
          {shown.length ? (
            <UsersTable
              users={shown}
              currentUserId={currentUserId}
              disabled={!online}
              onAction={(user, action) => setActing({ user, action })}
            />
          ) : (
            <Text>{t.empty}</Text>
          )}
        </>
      )}
      <NewUserModal opened={creating} sites={sites} onClose={() => setCreating(false)} onCreated={done} />
      {acting?.action === 'access' && (
        <AccessModal user={acting.user} sites={sites} onClose={() => setActing(null)} onSaved={done} />
      )}
      {acting?.action === 'password' && (
        <PasswordModal user={acting.user} onClose={() => setActing(null)} onSaved={done} />
      )}
      {acting?.action === 'active' && (
        <ActiveModal user={acting.user} onClose={() => setActing(null)} onSaved={done} />
      )}
    </Stack>
  );
}
