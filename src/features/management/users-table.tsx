/**
 * The users list: name with username and e-mail, role, sites, state, and an actions menu per user (one
 * 44 px button named "Acciones de {nombre}", so the row stays narrow enough for a portrait tablet). The
 * administrator's own row offers no "Desactivar": the server refuses it (nobody would be left to undo it).
 */
import { ActionIcon, Badge, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ManagedUser } from '../../contract/user-admin';
import { roleLabel, usersText as t } from '../../i18n/users';
import { IconMenu } from '../../ui/icons/icons';
import classes from './management.module.css';

export type UserAction = 'access' | 'password' | 'active';

export function UsersTable(props: {
  users: readonly ManagedUser[];
  currentUserId: string;
  disabled: boolean;
  onAction: (user: ManagedUser, action: UserAction) => void;
}) {
  return (
    <Table className={classes.table} striped highlightOnHover verticalSpacing="xs" aria-label={t.title}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.columns.name}</Table.Th>
          <Table.Th>{t.columns.role}</Table.Th>
          <Table.Th>{t.columns.sites}</Table.Th>
          <Table.Th>{t.columns.state}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t.columns.actions}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.users.map((user) => {
          const self = user.id === props.currentUserId;
          return (
            <Table.Tr key={user.id} data-username={user.username}>
              <Table.Td>
                <Stack gap={0} className={classes.wrap}>
                  <Text fw={600} size="sm">
                    {user.name} {self && t.you}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {user.username}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {user.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{roleLabel[user.role]}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.sede.map((site) => site.name).join(', ')}</Text>
              </Table.Td>
              <Table.Td>
                <Badge
                  color={user.active ? 'canguro.8' : 'gray.7'}
                  variant="filled"
                  classNames={{ root: classes.state, label: classes.stateLabel }}
                >
                  {user.active ? t.active : t.inactive}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      size={44}
                      aria-label={t.actionsOf(user.name)}
                      disabled={props.disabled}
                    >
                      <IconMenu />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item mih={44} onClick={() => props.onAction(user, 'access')}>
                      {t.edit}
                    </Menu.Item>
                    <Menu.Item mih={44} onClick={() => props.onAction(user, 'password')}>
                      {t.resetPassword}
                    </Menu.Item>
                    {!self && (
                      <Menu.Item
                        mih={44}
                        color={user.active ? 'red.9' : undefined}
                        onClick={() => props.onAction(user, 'active')}
                      >
                        {user.active ? t.deactivate : t.reactivate}
                      </Menu.Item>
                    )}
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
