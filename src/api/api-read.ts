/**
 * A read of the /v1 API declared as data: its path (with its query) and how its answer is checked. The
 * screens run it alone (`runRead`); "Preparar visitas" sends many at once through GET /v1/batch
 * (./batch.api.ts) and gives each answer the same `parse`, so a read checks its answer the same way
 * however it travelled.
 */
import * as v from 'valibot';
import { api, type ApiClient } from './client';
import { ApiError } from './errors';
import { serializeParams, type Params } from './params';

export interface ApiRead<T> {
  /** The path under /v1 with its query, as the server sees it: `/bayley?historyId=…`. */
  path: string;
  /** Checks (and shapes) a 2xx answer's body; throws an ApiError when it is not what the read expects. */
  parse(body: unknown): T;
}

/** Checks an answer against its contract, failing as the client's own schema check does. */
export const checkedBy =
  <T>(schema: v.GenericSchema<unknown, T>) =>
  (body: unknown): T => {
    const parsed = v.safeParse(schema, body);
    // Only a 2xx answer is parsed (a GET's 200).
    if (!parsed.success)
      throw new ApiError(v.summarize(parsed.issues), { status: 200, details: body, kind: 'unknown' });
    return parsed.output;
  };

/**
 * A read of `path` (under /v1) with its query `params` (serialised as every call's, spec 000 §5); its
 * answer taken as it comes when no `parse` is given.
 */
export function apiRead<T>(path: string, parse: (body: unknown) => T, params?: Params): ApiRead<T> {
  const query = serializeParams(params).toString();
  return { path: query ? `${path}?${query}` : path, parse };
}

/** The same read with its answer shaped further (a catalogue's items out of the parameter set). */
export const mapRead = <T, U>(read: ApiRead<T>, shape: (value: T) => U): ApiRead<U> => ({
  path: read.path,
  parse: (body) => shape(read.parse(body)),
});

/** Runs a read alone: one GET, its answer parsed. */
export async function runRead<T>(
  read: ApiRead<T>,
  signal?: AbortSignal,
  client: Pick<ApiClient, 'get'> = api,
): Promise<T> {
  return read.parse(await client.get(read.path, { signal }));
}
