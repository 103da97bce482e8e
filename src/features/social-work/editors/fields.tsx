/**
 * The fields of the three social-work documents, declared as data (`FieldSpec`) and rendered one way:
 * yes/no button groups with their comment (shown when the answer asks for one), catalogue selections sent
 * as ids, counts and amounts, counted texts, dates, and the rooms table. The documents' editors list their
 * fields in the order of spec 001 §3; the rules that clear a field live in src/domain and the required
 * ones in src/contract, so this file only draws.
 */
import {
  Checkbox,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { memo, useRef, type ReactNode } from 'react';
import type * as v from 'valibot';
import { emptyRoom } from '../../../contract/social-work-fields';
import { populationTypeColumn } from '../../../domain/initial-assessment-rules';
import { commentLabel, roomsText, socialWorkLabels as labels } from '../../../i18n/social-work';
import { catalogueLabel, catalogueOptions, useCatalogue } from '../../../document-kit/catalogues';
import { YesNoField } from '../../../ui/inputs/yes-no-field';
import { FormTextarea } from './form-textarea';
import { isValues, useFieldValues, valueAt, type FormValues, type Values } from './form-values';
import {
  EditableRowTable,
  isCompleteRow,
  type RowColumn,
  type RowValues,
  type TableRow,
} from '../../../ui/row-table/editable-row-table';

/** When a yes/no question's comment shows: on yes, on no, or once answered. */
export type CommentWhen = 'yes' | 'no' | 'answered';

/**
 * One entry of a document's field list; `N` is the names its document has (src/contract/document.ts
 * `FieldPath`), so a list that names a field its document lacks does not compile.
 */
export type FieldSpec<N extends string = string> =
  | { kind: 'section'; title: string }
  | { kind: 'yesNo'; name: N; comment?: CommentWhen; commentMax?: number }
  | {
      kind: 'select';
      name: N;
      catalogue: string;
      options?: readonly { id: number | string; name: string }[];
    }
  | { kind: 'count'; name: N; min?: number; max?: number }
  | { kind: 'money'; name: N }
  | { kind: 'text'; name: N; max: number }
  | { kind: 'date'; name: N }
  /** The rooms table, with the rules a room must pass in this document. */
  | { kind: 'rooms'; schema: v.GenericSchema }
  /** A table of server rows the editor gives (`tables`), e.g. the psychosocial risks. */
  | { kind: 'table'; name: string }
  /** Several options, as checkboxes in three columns by code modulo 3 (spec 001 §4 population types). */
  | { kind: 'checkboxes'; name: N; catalogue: string }
  | { kind: 'multi'; name: N; catalogue: string }
  /**
   * Drawn by `render` from what it is given: a custom part is known by its key (its render may be remade).
   * `reads` names the values it shows, so that it is drawn again only when they change; without it, on
   * every change of the form.
   */
  | { kind: 'custom'; key: string; reads?: readonly string[]; render: (context: FieldContext) => ReactNode };

export interface FieldsProps {
  specs: readonly FieldSpec[];
  /** The form's values: each field follows its own (./form-values.ts). */
  form: FormValues;
  errors: Readonly<Record<string, string>>;
  set: (name: string, value: unknown) => void;
  /** The tables of server rows the editor shows among the fields, by name. */
  tables?: Readonly<Record<string, ReactNode>>;
}

const label = (name: string) => labels[name] ?? name;
const numberOrEmpty = (value: unknown) => (typeof value === 'number' ? value : '');
const textOrEmpty = (value: unknown) => (typeof value === 'string' ? value : '');

/** The entries of a list of objects (the rooms), each as values; anything else in the list is left out. */
export const valuesListOf = (value: unknown): Values[] =>
  Array.isArray(value) ? value.filter(isValues) : [];

const shows = (when: CommentWhen | undefined, value: unknown) =>
  when === 'answered'
    ? typeof value === 'boolean'
    : when === 'yes'
      ? value === true
      : when === 'no'
        ? value === false
        : false;

/** What a field draws from: the form's values as they are, its messages and `set`. */
export type FieldContext = Omit<FieldsProps, 'specs' | 'form' | 'tables'> & { values: Values };

export function DocumentFields({ specs, form, errors, set, tables }: FieldsProps) {
  return (
    <>
      {specs.map((spec, index) => (
        <Field
          key={'name' in spec ? spec.name : `${spec.kind}-${index}`}
          spec={spec}
          form={form}
          errors={errors}
          set={set}
          tables={tables}
        />
      ))}
    </>
  );
}

type FieldProps = { spec: FieldSpec } & Omit<FieldsProps, 'specs'>;

/** The values a field shows (its answer and its comment); null when it may read any (a custom part). */
const namesOf = (spec: FieldSpec): readonly string[] | null => {
  switch (spec.kind) {
    case 'section':
    case 'table':
      return [];
    case 'custom':
      return spec.reads ?? null;
    case 'yesNo':
      return [spec.name, `${spec.name}Comment`];
    case 'rooms':
      return ['rooms'];
    default:
      return [spec.name];
  }
};

/**
 * The values a field is drawn again for: those it shows, but a text, which its textarea follows alone
 * (./form-textarea.tsx), so that a keystroke draws nothing through React.
 */
const drawnFrom = (spec: FieldSpec): readonly string[] | null =>
  spec.kind === 'text' ? [] : spec.kind === 'yesNo' ? [spec.name] : namesOf(spec);

/** The values the fields show for these answers: a comment its answer hides is not among them. */
export function shownFields(specs: readonly FieldSpec[], values: Values): ReadonlySet<string> {
  const shown = new Set<string>();
  for (const spec of specs) {
    if (spec.kind === 'yesNo') {
      shown.add(spec.name);
      if (shows(spec.comment, values[spec.name])) shown.add(`${spec.name}Comment`);
    } else for (const name of namesOf(spec) ?? []) shown.add(name);
  }
  return shown;
}

/**
 * The messages left after `changed` changed: its own goes (it is being corrected), and so does the
 * message of every field the form no longer shows (spec 001 §4: turning the referral off "resets their
 * validation"; likewise a 'which?' or a comment its answer hides, the answers of a refused visit), so a
 * field that appears again starts without the message it had. The same object when nothing goes.
 */
export function messagesAfterChange(
  messages: Readonly<Record<string, string>>,
  changed: string,
  shown: ReadonlySet<string>,
): Readonly<Record<string, string>> {
  const isShown = (path: string) => [...shown].some((name) => path === name || path.startsWith(`${name}.`));
  const left = Object.entries(messages).filter(([path]) => path !== changed && isShown(path));
  return left.length === Object.keys(messages).length ? messages : Object.fromEntries(left);
}

/**
 * Specs are rebuilt on each change: the same when their parts are (a list of options by its content, a
 * custom part's render by its key).
 */
export const sameSpec = (a: FieldSpec, b: FieldSpec) => {
  const after = new Map(Object.entries(b));
  const before = Object.entries(a);
  return (
    before.length === after.size &&
    before.every(
      ([key, value]) =>
        value === after.get(key) ||
        (typeof value === 'function' && typeof after.get(key) === 'function') ||
        (Array.isArray(value) && JSON.stringify(value) === JSON.stringify(after.get(key))),
    )
  );
};

/** The same list of fields, part by part: the form draws again only when its list changes. */
export const sameSpecs = (a: readonly FieldSpec[], b: readonly FieldSpec[]) =>
  a.length === b.length && a.every((spec, index) => sameSpec(spec, b[index]!));

/**
 * A keystroke draws its own field only: the field follows its own values in the form (./form-values.ts),
 * and the form's other changes (its list, its messages) pass a field by when its spec is the same.
 */
const Field = memo(
  function Field({ form, ...props }: FieldProps) {
    const values = useFieldValues(form, drawnFrom(props.spec));
    return <FieldView {...props} form={form} values={values} />;
  },
  (before: FieldProps, after: FieldProps) =>
    before.form === after.form &&
    before.set === after.set &&
    before.tables === after.tables &&
    before.errors === after.errors &&
    sameSpec(before.spec, after.spec),
);

function FieldView({ spec, form, values, errors, set, tables }: FieldProps & { values: Values }) {
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
            <FormTextarea
              form={form}
              name={comment}
              label={commentLabel(spec.name)}
              max={spec.commentMax ?? 500}
              error={error(comment)}
              set={set}
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
          value={numberOrEmpty(values[spec.name])}
          onChange={(next) => set(spec.name, typeof next === 'number' ? next : null)}
          error={error(spec.name)}
        />
      );
    case 'text':
      return (
        <FormTextarea
          form={form}
          name={spec.name}
          label={label(spec.name)}
          max={spec.max}
          error={error(spec.name)}
          set={set}
        />
      );
    case 'date':
      return (
        <TextInput
          type="date"
          label={label(spec.name)}
          size="md"
          value={textOrEmpty(values[spec.name])}
          onChange={(event) => set(spec.name, event.currentTarget.value || null)}
          error={error(spec.name)}
        />
      );
    case 'rooms':
      return <RoomsField schema={spec.schema} values={values} errors={errors} set={set} />;
    case 'table':
      return <>{tables?.[spec.name] ?? null}</>;
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
  const data = catalogueOptions(options);
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
  const chosen = Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
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
                label={catalogueLabel(option.name)}
                size="md"
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
  const chosen: readonly unknown[] = Array.isArray(value) ? value : [];
  return (
    <MultiSelect
      label={label(spec.name)}
      size="md"
      data={catalogueOptions(options)}
      value={chosen.map(String)}
      onChange={(next) =>
        set(
          spec.name,
          next.map((id) => options.find((o) => String(o.id) === id)?.id ?? id),
        )
      }
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * The rooms of the dwelling (spec 001 §3, §5: room, people, beds, observation; people and beds default 0)
 * on the shared editable row table, kept inside the document: a room being edited carries the spec's
 * `editing` flag in the draft (so a reload keeps what was typed; the contract drops the flag when it is
 * sent), Guardar checks the room with its rules, Eliminar removes it. A document's GUARDAR shows its
 * messages on the rows too.
 */
function RoomsField({ schema, values, errors, set }: { schema: v.GenericSchema } & FieldContext) {
  const rooms = valuesListOf(values.rooms);
  // What a room was when Editar opened it, for Cancelar (a reload keeps the typed values instead).
  const before = useRef(new Map<number, RowValues>());
  const indexOf = (row: TableRow) => Number(row.key);
  const write = (index: number, room: RowValues | null) =>
    set(
      'rooms',
      room === null ? rooms.filter((_, i) => i !== index) : rooms.map((r, i) => (i === index ? room : r)),
    );
  const rows: TableRow[] = rooms.map((room, index) => ({ key: String(index), values: room }));
  const columns: RowColumn[] = [
    { kind: 'text', key: 'room', label: labels.room! },
    { kind: 'number', key: 'people', label: labels.people!, min: 0 },
    { kind: 'number', key: 'beds', label: labels.beds!, min: 0 },
    { kind: 'text', key: 'observation', label: labels.observations! },
  ];
  return (
    <Stack gap="xs">
      <EditableRowTable
        caption={roomsText.caption}
        columns={columns}
        rows={rows}
        schema={schema}
        emptyText={roomsText.empty}
        rowName={roomsText.row}
        editOf={(row) =>
          row.values.editing === true || !isCompleteRow(schema, row.values) ? row.values : undefined
        }
        onEditChange={(row, next) => {
          const index = indexOf(row);
          if (next === null) {
            const { editing: _, ...saved } = before.current.get(index) ?? row.values;
            before.current.delete(index);
            write(index, saved);
            return;
          }
          if (row.values.editing !== true && !before.current.has(index))
            before.current.set(index, row.values);
          write(index, { ...next, editing: true });
        }}
        onSave={(row, saved) => {
          const { editing: _, ...room } = saved;
          before.current.delete(indexOf(row));
          write(indexOf(row), room);
        }}
        onDelete={(row) => {
          before.current.clear();
          write(indexOf(row), null);
        }}
        errorsOf={(_, index) =>
          Object.fromEntries(
            Object.entries(errors)
              .filter(([path]) => path.startsWith(`rooms.${index}.`))
              .map(([path, message]) => [path.slice(`rooms.${index}.`.length), message]),
          )
        }
        addLabel={roomsText.add}
        onAdd={() => set('rooms', [...rooms, { ...emptyRoom(), editing: true }])}
      />
      {errors.rooms && (
        <Text size="sm" c="red.8" role="alert">
          {errors.rooms}
        </Text>
      )}
    </Stack>
  );
}
