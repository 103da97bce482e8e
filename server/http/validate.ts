/**
 * Request checking with the valibot schemas of src/contract, the same the app uses. A body or query that
 * does not pass answers 400 with `errors: { "field.path": "mensaje" }` before anything is written.
 *
 * A JSON body must be an object (an array where an object goes is refused, not read as one), nested at
 * most MAX_DEPTH levels, with no text the database refuses (./input-guard.ts `FORBIDDEN_TEXT`). The
 * schemas' own messages are Spanish (src/i18n/validation.ts); where valibot's default English message
 * would show (a wrong type, say), a Spanish one takes its place.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { inputText } from '../../src/i18n/validation';
import { badRequest } from './errors';
import { FORBIDDEN_TEXT } from './input-guard';

export const MAX_DEPTH = 32;

/** Valibot's default messages start so; the contract's own are Spanish. */
const isDefaultMessage = (message: string) => /^Invalid [a-z]+:/.test(message);

function spanishMessage(issue: v.BaseIssue<unknown>): string {
  if (!isDefaultMessage(issue.message)) return issue.message;
  if (issue.kind === 'schema' && issue.expected) {
    const names = issue.expected
      .split(' | ')
      .map((name) => inputText.typeNames[name] ?? name.replace(/"/g, ''));
    return inputText.invalidType(names.join(' o '));
  }
  return inputText.invalidValue;
}

/**
 * The answer's `message` names the first refused field in Spanish. The spec writes two of its form texts
 * in English (max length, e-mail): `errors` keeps them as the forms show them, the summary says them in
 * Spanish.
 */
function summaryMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.type === 'max_length' && typeof issue.requirement === 'number')
    return inputText.tooLong(issue.requirement);
  if (issue.type === 'email') return inputText.invalidEmail;
  return spanishMessage(issue);
}

export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const errors: Record<string, string> = {};
  let first: { path: string; message: string } | null = null;
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '_';
    errors[path] ??= spanishMessage(issue);
    first ??= { path, message: summaryMessage(issue) };
  }
  const where = !first || first.path === '_' ? '' : `${first.path}: `;
  throw badRequest(`Datos no válidos (${where}${first?.message ?? ''})`, { errors });
}

/** The first path (dotted) of a value too deep or holding forbidden text; null when it is fine. */
export function badJsonPath(value: unknown, path = '', depth = 0): { path: string; why: string } | null {
  if (depth > MAX_DEPTH) return { path, why: inputText.tooDeep };
  if (typeof value === 'string')
    return FORBIDDEN_TEXT.test(value) ? { path, why: inputText.forbiddenText } : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (FORBIDDEN_TEXT.test(key)) return { path: here, why: inputText.forbiddenText };
    const found = badJsonPath(item, here, depth + 1);
    if (found) return found;
  }
  return null;
}

export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(inputText.notJson);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw badRequest(inputText.notObject);
  const bad = badJsonPath(value);
  if (bad) throw badRequest(`${bad.why} (${bad.path || '_'})`, { errors: { [bad.path || '_']: bad.why } });
  return value;
}

export async function body<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  return parse(schema, await readJson(c));
}

export function query<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  // The URL was checked for forbidden text on the way in (./input-guard.ts).
  return parse(schema, c.req.query());
}

export function param<S extends v.GenericSchema>(c: Context, name: string, schema: S): v.InferOutput<S> {
  return parse(v.object({ [name]: schema }), { [name]: c.req.param(name) })[name];
}
