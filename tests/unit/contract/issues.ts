/**
 * Test helpers: run a schema and read its messages by dot path ("referralIn.user"), the way a form shows
 * them beside each field. The valid bodies the tests start from are in tests/fixtures/bodies.ts.
 */
import * as v from 'valibot';
import { serviceFields } from '../../../src/contract/social-work';

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

export const text = (length: number) => 'a'.repeat(length);

/** A conditional rule to test: its name, the answer that triggers it, the field it asks for, an answer that does not. */
export type ConditionalCase = [string, Record<string, unknown>, string, Record<string, unknown>];

/** The services block of the home visit and the initial assessment: a service answered no needs a comment. */
export const serviceCommentCases = (): ConditionalCase[] =>
  serviceFields.map((service) => [
    `${service} no`,
    { [service]: false },
    `${service}Comment`,
    { [service]: true },
  ]);
