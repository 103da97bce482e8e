/**
 * Building blocks for the /v1 contract. Every schema of src/contract is made from these so that a
 * rule (required, max length, option groups) has one home and one Spanish message.
 *
 * Drafts (stage) accept partial documents: each document module exports `fields` (types and lengths,
 * everything optional) and a `commit` schema that adds the required and conditional rules of the spec.
 */
import * as v from 'valibot';
import { isCalendarDate } from '../domain/calendar-day';
import { validationText as t } from '../i18n/validation';

/** Trimmed, non-empty text with an optional maximum length (spec 000 §5 "required means trimmed value non-empty"). */
export const requiredText = (max?: number) =>
  max === undefined
    ? v.pipe(v.string(t.required), v.trim(), v.nonEmpty(t.required))
    : v.pipe(v.string(t.required), v.trim(), v.nonEmpty(t.required), v.maxLength(max, t.maxLength(max)));

/** Text that may be empty, with an optional maximum length. */
export const optionalText = (max?: number) =>
  v.optional(
    v.nullable(
      max === undefined
        ? v.string(t.invalidType)
        : v.pipe(v.string(t.invalidType), v.maxLength(max, t.maxLength(max))),
    ),
  );

/** A yes/no button group: required booleans say "Por favor seleccione una opción". */
export const requiredYesNo = () => v.boolean(t.selectOption);
export const optionalYesNo = () => v.optional(v.nullable(v.boolean(t.invalidType)));

/** A selection sent as a catalogue id (spec 001 §3 "selection fields are sent as id"). */
export const requiredOption = () => v.pipe(v.number(t.selectOption), v.integer(t.selectOption));
export const optionalOption = () =>
  v.optional(v.nullable(v.pipe(v.number(t.invalidType), v.integer(t.invalidType))));

/** A list of catalogue ids (multi-select). */
export const requiredOptions = () =>
  v.pipe(
    v.array(v.pipe(v.number(t.selectOption), v.integer(t.selectOption)), t.selectOption),
    v.minLength(1, t.selectOption),
  );
export const optionalOptions = () =>
  v.optional(v.nullable(v.array(v.pipe(v.number(t.invalidType), v.integer(t.invalidType)))));

/** Number inputs accept numbers within min and max (spec 000 §5). */
export const numberBetween = (min: number, max: number) =>
  v.pipe(
    v.number(t.required),
    v.minValue(min, t.numberRange(min, max)),
    v.maxValue(max, t.numberRange(min, max)),
  );

/** Server and local ids: server ids are UUIDs; ids made on a device before sync are UUIDs too. */
export const id = () => v.pipe(v.string(t.invalidId), v.uuid(t.invalidId));

/**
 * The optimistic check of a write (document stage and commit, PUT of a row, an activity or an exam): the
 * version the client last read. When sent, the server refuses (409, with `currentVersion`) a write over a
 * newer version; when absent, the write goes through.
 */
export const optionalVersion = () => v.optional(v.nullable(v.pipe(v.number(), v.integer())));

// The date rule lives in src/domain so pure rules (a form's typed dates) can share it.
export { isCalendarDate } from '../domain/calendar-day';

const dateMessage = (issue: { input: unknown }) => t.invalidDate(String(issue.input));

/** A required date or date-time ("Este valor es obligatorio" when empty, "{value} no es una fecha válida"). */
export const isoDate = () =>
  v.pipe(
    v.string(t.required),
    v.trim(),
    v.nonEmpty(t.required),
    // valibot runs the rest of a pipe after nonEmpty fails: an empty date is only "required".
    v.check((value) => value === '' || isCalendarDate(value), dateMessage),
  );

/** A date that may be left empty. */
export const optionalDate = () =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(t.invalidType),
        v.check((value) => value.trim() === '' || isCalendarDate(value), dateMessage),
      ),
    ),
  );

/** The signing professional carried by every document (spec 000 §3 "Signature"). */
export const signature = v.object(
  {
    id: id(),
    name: v.string(t.invalidType),
    email: v.string(t.invalidType),
    numeroRegistro: v.optional(v.nullable(v.string(t.invalidType))),
    especialidad: v.optional(v.nullable(v.string(t.invalidType))),
  },
  t.required,
);
export type Signature = v.InferOutput<typeof signature>;

/**
 * The signer of what a user writes (spec 000 §3 "Signature"): the professional signed in, the app's
 * session user or the server's request user alike, reduced to the signature's fields.
 */
export function signatureOf(user: Signature): Signature {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    numeroRegistro: user.numeroRegistro,
    especialidad: user.especialidad,
  };
}

/**
 * A CIE-10 diagnosis sent as its code (spec 000 §3 "primaryDiagnosis (sent as id)"): a letter, two digits and
 * up to two more characters, with or without the dot ("F82X", "P07.3"). Whether the code exists is the
 * server's lookup in its CIE-10 table.
 */
export const diagnosisCode = (message: string = t.required) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.toUpperCase(),
    v.regex(/^[A-Z]\d{2}(\.?[0-9A-Z]{1,2})?$/, t.invalidType),
  );

const isPlainObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/**
 * An object schema whose missing keys are judged by their own field schema. valibot reports an absent
 * required key with the object's message ("Invalid key: Expected ...", in English), not with the field's
 * "Este valor es obligatorio" or "Por favor seleccione una opción"; filling the absent keys with undefined
 * first lets each field speak for itself. Keys the schema does not know are still dropped.
 *
 * Every object of a request goes through it, because valibot's `object` takes an array as an object: an
 * array where an object goes (a referral, the Bayley observations, a room) would be read as `{}` and
 * accepted. Here it is refused as a wrong type.
 */
export function objectWithEveryKey<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  const blanks = Object.fromEntries(Object.keys(entries).map((key) => [key, undefined]));
  return v.pipe(
    v.custom<Record<string, unknown>>(isPlainObject, t.invalidType),
    v.transform((input) => ({ ...blanks, ...input })),
    v.object(entries, t.invalidType),
  );
}

/**
 * The Spanish message of each field a schema refuses, by its dot path ('rooms.0.beds'), the first message
 * of a field only; null when the value passes. One home for how a form reads a schema's verdict: a
 * document's GUARDAR and a table row's Guardar both go through it.
 */
export function schemaErrors(
  schema: v.GenericSchema,
  value: unknown,
  fieldOf: (path: string) => string = (path) => path,
): Record<string, string> | null {
  const result = v.safeParse(schema, value);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.issues) errors[fieldOf(v.getDotPath(issue) ?? '_')] ??= issue.message;
  return errors;
}
