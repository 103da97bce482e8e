/**
 * The fields of the three social-work documents, declared as data (`FieldSpec`) and rendered one way:
 * yes/no button groups with their comment (shown when the answer asks for one), catalogue selections sent
 * as ids, counts and amounts, counted texts, dates, and the rooms table. The documents' editors list their
 * fields in the order of spec 001 §3; the rules that clear a field live in src/domain and the required
 * ones in src/contract, so this file only draws.
 */
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { emptyRoom, type Room } from '../../../contract/social-work-fields';
import { populationTypeColumn } from '../../../domain/initial-assessment-rules';
import { commentLabel, roomsText, socialWorkLabels as labels } from '../../../i18n/social-work';
import { useCatalogue } from '../../../ui/forms/catalogues';
import { CountedTextarea } from '../../../ui/inputs/counted-textarea';
import { YesNoField } from '../../../ui/inputs/yes-no-field';

/** When a yes/no question's comment shows: on yes, on no, or once answered. */
export type CommentWhen = 'yes' | 'no' | 'answered';

export type FieldSpec =
  | { kind: 'section'; title: string }
  | { kind: 'yesNo'; name: string; comment?: CommentWhen; commentMax?: number }
  | {
      kind: 'select';
      name: string;
      catalogue: string;
      options?: readonly { id: number | string; name: string }[];
    }
  | { kind: 'count'; name: string; min?: number; max?: number }
  | { kind: 'money'; name: string }
  | { kind: 'text'; name: string; max: number }
  | { kind: 'date'; name: string }
  | { kind: 'rooms' }
  /** Several options, as checkboxes in three columns by code modulo 3 (spec 001 §4 population types). */
  | { kind: 'checkboxes'; name: string; catalogue: string }
  | { kind: 'multi'; name: string; catalogue: string }
  | { kind: 'custom'; key: string; render: (context: Omit<FieldsProps, 'specs'>) => ReactNode };

export type Values = Record<string, unknown>;

export interface FieldsProps {
  specs: readonly FieldSpec[];
  values: Values;
  errors: Readonly<Record<string, string>>;
  set: (name: string, value: unknown) => void;
}

const label = (name: string) => labels[name] ?? name;

/** A value by its dot path ('referralOutSpecialist.area'). */
export const valueAt = (values: Values, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Values | null | undefined)?.[key], values);
const shows = (when: CommentWhen | undefined, value: unknown) =>
  when === 'answered'
    ? typeof value === 'boolean'
    : when === 'yes'
      ? value === true
      : when === 'no'
        ? value === false
        : false;

export function DocumentFields({ specs, values, errors, set }: FieldsProps) {
  return (
    <>
      {specs.map((spec, index) => (
        <Field
          key={'name' in spec ? spec.name : `${spec.kind}-${index}`}
          spec={spec}
          values={values}
          errors={errors}
          set={set}
        />
      ))}
    </>
  );
}

function Field({ spec, values, errors, set }: { spec: FieldSpec } & Omit<FieldsProps, 'specs'>) {
  const error = (name: string) => errors[name] ?? null;
  switch (spec.kind) {
    case 'section':
      return (
        <Title order={3} size="h4" mt="sm">
          {spec.title}
        </Title>
      );
    case 'custom':
      return <>{spec.render({ values, errors, set })}</>;
    case 'checkboxes':
      return <CheckboxColumns spec={spec} value={values[spec.name]} error={error(spec.name)} set={set} />;
    case 'multi':
      return (
        <CatalogueMultiSelect
          spec={spec}
          value={valueAt(values, spec.name)}
          error={error(spec.name)}
          set={set}
        />
      );
    case 'yesNo': {
      const value = values[spec.name];
      const comment = `${spec.name}Comment`;
      return (
        <Stack gap="xs">
          <YesNoField
            label={label(spec.name)}
            value={typeof value === 'boolean' ? value : null}
            onChange={(next) => set(spec.name, next)}
            error={error(spec.name)}
          />
          {shows(spec.comment, value) && (
            <CountedTextarea
              label={commentLabel(spec.name)}
              max={spec.commentMax ?? 500}
              minRows={2}
              value={typeof values[comment] === 'string' ? values[comment] : ''}
              onChange={(next) => set(comment, next)}
              error={error(comment)}
            />
          )}
        </Stack>
      );
    }
    case 'select':
      return <CatalogueSelect spec={spec} value={values[spec.name]} error={error(spec.name)} set={set} />;
    case 'count':
    case 'money':
      return (
        <NumberInput
          label={label(spec.name)}
          size="md"
          min={spec.kind === 'count' ? (spec.min ?? 0) : 0}
          max={spec.kind === 'count' ? spec.max : undefined}
          allowDecimal={spec.kind === 'money'}
          thousandSeparator="."
          decimalSeparator=","
          prefix={spec.kind === 'money' ? '$ ' : undefined}
          value={typeof values[spec.name] === 'number' ? (values[spec.name] as number) : ''}
          onChange={(next) => set(spec.name, typeof next === 'number' ? next : null)}
          error={error(spec.name)}
        />
      );
    case 'text': {
      const text = valueAt(values, spec.name);
      return (
        <CountedTextarea
          label={label(spec.name)}
          max={spec.max}
          minRows={2}
          value={typeof text === 'string' ? text : ''}
          onChange={(next) => set(spec.name, next)}
          error={error(spec.name)}
        />
      );
    }
    case 'date':
      return (
        <TextInput
          type="date"
          label={label(spec.name)}
          size="md"
          value={typeof values[spec.name] === 'string' ? (values[spec.name] as string) : ''}
          onChange={(event) => set(spec.name, event.currentTarget.value || null)}
          error={error(spec.name)}
        />
      );
    case 'rooms':
      return <RoomsField values={values} errors={errors} set={set} />;
  }
}

function CatalogueSelect({
  spec,
  value,
  error,
  set,
}: {
  spec: Extract<FieldSpec, { kind: 'select' }>;
  value: unknown;
  error: string | null;
  set: FieldsProps['set'];
}) {
  const stored = useCatalogue(spec.catalogue);
  const options = spec.options ?? stored ?? [];
  const data = options.map((option) => ({ value: String(option.id), label: option.name }));
  const chosen = options.find((option) => option.id === value);
  return (
    <Select
      label={label(spec.name)}
      size="md"
      data={data}
      value={chosen ? String(chosen.id) : null}
      onChange={(next) => {
        const option = options.find((o) => String(o.id) === next);
        set(spec.name, option ? option.id : null);
      }}
      error={error}
      clearable
      allowDeselect
      comboboxProps={{ withinPortal: true }}
      styles={{ option: { minHeight: 44 } }}
    />
  );
}

function CheckboxColumns({
  spec,
  value,
  error,
  set,
}: {
  spec: Extract<FieldSpec, { kind: 'checkboxes' }>;
  value: unknown;
  error: string | null;
  set: FieldsProps['set'];
}) {
  const options = (useCatalogue(spec.catalogue) ?? []).filter(
    (o): o is { id: number; name: string } => typeof o.id === 'number',
  );
  const chosen = Array.isArray(value) ? (value as number[]) : [];
  const columns = [1, 2, 0].map((column) =>
    options.filter((option) => populationTypeColumn(option.id) === column),
  );
  return (
    <Checkbox.Group
      label={label(spec.name)}
      value={chosen.map(String)}
      onChange={(next) => set(spec.name, next.map(Number))}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs" spacing="xs">
        {columns.map((column, index) => (
          <Stack key={index} gap="xs">
            {column.map((option) => (
              <Checkbox
                key={option.id}
                value={String(option.id)}
                label={option.name}
                size="md"
                styles={{ body: { minHeight: 44, alignItems: 'center' } }}
              />
            ))}
          </Stack>
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

function CatalogueMultiSelect({
  spec,
  value,
  error,
  set,
}: {
  spec: Extract<FieldSpec, { kind: 'multi' }>;
  value: unknown;
  error: string | null;
  set: FieldsProps['set'];
}) {
  const options = useCatalogue(spec.catalogue) ?? [];
  const chosen = Array.isArray(value) ? (value as unknown[]) : [];
  return (
    <MultiSelect
      label={label(spec.name)}
      size="md"
      data={options.map((option) => ({ value: String(option.id), label: option.name }))}
      value={chosen.map(String)}
      onChange={(next) =>
        set(
          spec.name,
          next.map((id) => options.find((o) => String(o.id) === id)?.id ?? id),
        )
      }
      error={error}
      comboboxProps={{ withinPortal: true }}
      styles={{ option: { minHeight: 44 } }}
    />
  );
}

/**
 * The rooms of the dwelling (spec 001 §3, §5: room, people, beds, observation; people and beds default 0),
 * kept inside the document: a row is added empty, edited in place, removed with its button.
 */
function RoomsField({ values, errors, set }: Omit<FieldsProps, 'specs'>) {
  const rooms = Array.isArray(values.rooms) ? (values.rooms as Room[]) : [];
  const update = (index: number, patch: Partial<Room>) =>
    set(
      'rooms',
      rooms.map((room, i) => (i === index ? { ...room, ...patch } : room)),
    );
  const error = (index: number, key: keyof Room) => errors[`rooms.${index}.${key}`] ?? null;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm" id="rooms-caption">
        {roomsText.caption}
      </Text>
      {rooms.length === 0 ? (
        <Text size="sm" c="dimmed">
          {roomsText.empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-labelledby="rooms-caption" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{labels.room}</Table.Th>
                <Table.Th>{labels.people}</Table.Th>
                <Table.Th>{labels.beds}</Table.Th>
                <Table.Th>{labels.observations}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{roomsText.caption}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rooms.map((room, index) => (
                <Table.Tr key={index} data-testid="room-row">
                  <Table.Td>
                    <TextInput
                      aria-label={`${labels.room} ${index + 1}`}
                      value={room.room ?? ''}
                      onChange={(event) => update(index, { room: event.currentTarget.value })}
                      error={error(index, 'room')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`${labels.people} ${index + 1}`}
                      min={0}
                      allowDecimal={false}
                      value={room.people ?? 0}
                      onChange={(next) => update(index, { people: typeof next === 'number' ? next : 0 })}
                      error={error(index, 'people')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`${labels.beds} ${index + 1}`}
                      min={0}
                      allowDecimal={false}
                      value={room.beds ?? 0}
                      onChange={(next) => update(index, { beds: typeof next === 'number' ? next : 0 })}
                      error={error(index, 'beds')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`${labels.observations} ${index + 1}`}
                      value={room.observation ?? ''}
                      onChange={(event) => update(index, { observation: event.currentTarget.value })}
                      error={error(index, 'observation')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      color="red"
                      mih={44}
                      aria-label={roomsText.remove(index + 1)}
                      onClick={() =>
                        set(
                          'rooms',
                          rooms.filter((_, i) => i !== index),
                        )
                      }
                    >
                      ×
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {errors.rooms && (
        <Text size="sm" c="red.8" role="alert">
          {errors.rooms}
        </Text>
      )}
      <Group>
        <Button variant="default" mih={44} onClick={() => set('rooms', [...rooms, emptyRoom()])}>
          {roomsText.add}
        </Button>
      </Group>
    </Stack>
  );
}
