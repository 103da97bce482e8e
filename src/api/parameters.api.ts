/**
 * GET /v1/parameters/name/{name} (spec 000 §7 "Shared"): a parameter set's `data.values`, or an empty list
 * when the answer has none.
 */
import * as v from 'valibot';
import { apiRead, checkedBy, mapRead, runRead, type ApiRead } from './api-read';

const parameterAnswer = v.nullable(
  v.looseObject({
    data: v.nullish(v.looseObject({ values: v.optional(v.array(v.unknown())) })),
  }),
);

/**
 * The values of a parameter set. A parameter set's values are the server's catalogue, unknown by default;
 * a caller that names their type reads a catalogue whose shape the server's seed fixes (catalogues.ts
 * checks each item instead).
 */
export const parameterRead = <T = unknown>(name: string): ApiRead<T[]> =>
  mapRead(
    apiRead(`/parameters/name/${encodeURIComponent(name)}`, checkedBy(parameterAnswer)),
    (answer) => (answer?.data?.values ?? []) as T[],
  );

export function getParameter<T = unknown>(name: string, signal?: AbortSignal): Promise<T[]> {
  return runRead(parameterRead<T>(name), signal);
}
