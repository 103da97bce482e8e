/**
 * Test helpers: run a schema and read its messages by dot path ("referralIn.user"), the way a form shows
 * them beside each field.
 */
import * as v from 'valibot';

export type FieldErrors = Record<string, string[]>;

/** Messages by field path; an empty object when the input passes. */
export function fieldErrors(schema: v.GenericSchema, input: unknown): FieldErrors {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const flat = v.flatten(result.issues);
  const errors: FieldErrors = { ...(flat.nested as FieldErrors | undefined) };
  if (flat.root) errors.$root = flat.root;
  return errors;
}

/** The output of a schema that must pass; fails the test with the messages otherwise. */
export function parsed<T>(schema: v.GenericSchema<unknown, T>, input: unknown): T {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    throw new Error(`expected to pass: ${JSON.stringify(v.flatten(result.issues))}`);
  }
  return result.output;
}

export const uuid = () => crypto.randomUUID();

export const signatureOf = () => ({
  id: uuid(),
  name: 'Laura Gómez',
  email: 'laura.gomez@example.org',
  numeroRegistro: '12345',
  especialidad: 'Psicología',
});

export const text = (length: number) => 'a'.repeat(length);
