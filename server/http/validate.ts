/**
 * Request checking with the valibot schemas of src/contract, the same the app uses. A body or query that
 * does not pass answers 400 with `errors: { "field.path": "mensaje" }` before anything is written.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { badRequest } from './errors';

export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '_';
    errors[path] ??= issue.message;
  }
  const [firstPath, firstMessage] = Object.entries(errors)[0] ?? ['_', ''];
  const where = firstPath === '_' ? '' : `${firstPath}: `;
  throw badRequest(`Datos no válidos (${where}${firstMessage})`, { errors });
}

export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('El cuerpo de la petición no es JSON válido');
  }
}

export async function body<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  return parse(schema, await readJson(c));
}

export function query<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  return parse(schema, c.req.query());
}

export function param<S extends v.GenericSchema>(c: Context, name: string, schema: S): v.InferOutput<S> {
  return parse(v.object({ [name]: schema }), { [name]: c.req.param(name) })[name];
}
