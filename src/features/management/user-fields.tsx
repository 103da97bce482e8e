/**
 * The role and sites fields, shared by "Nuevo usuario" and "Cambiar rol y sedes": a Select of every role
 * of src/contract/permissions.ts under its Spanish name, and one 44 px checkbox card per site (a tablet
 * needs a target a finger finds; a multi-select list would hide the choices).
 */
import { Checkbox, Group, Select, SimpleGrid, Text } from '@mantine/core';
import type { Site } from '../../contract/auth';
import { roles } from '../../contract/permissions';
import { roleLabel, usersText as t } from '../../i18n/users';
import classes from './management.module.css';

export const roleOptions = roles.map((role) => ({ value: role, label: roleLabel[role] }));

export function RoleField(props: { value: string; onChange: (role: string) => void; error?: string }) {
  return (
    <Select
      label={t.fields.role}
      size="md"
      classNames={{ input: classes.input }}
      data={roleOptions}
      value={props.value || null}
      onChange={(next) => props.onChange(next ?? '')}
      allowDeselect={false}
      error={props.error}
      withAsterisk
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function SitesField(props: {
  sites: readonly Site[];
  value: number[];
  onChange: (sites: number[]) => void;
  error?: string;
}) {
  return (
    <Checkbox.Group
      label={t.fields.sites}
      size="md"
      withAsterisk
      value={props.value.map(String)}
      onChange={(next) => props.onChange(next.map(Number).sort((a, b) => a - b))}
      error={props.error}
    >
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mt={4}>
        {props.sites.map((site) => (
          <Checkbox.Card key={site.id} value={String(site.id)} className={classes.siteCard} radius="md">
            <Group wrap="nowrap" gap="sm">
              <Checkbox.Indicator />
              <Text size="sm">{site.name}</Text>
            </Group>
          </Checkbox.Card>
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
