/**
 * GET /v1/parameters/name/{name} (spec 000 §7 "Shared"): a parameter set's `data.values`, or an empty list
 * when the answer has none.
 */
import { api } from './client';

interface ParameterAnswer {
  data?: { name?: string; values?: unknown[] } | null;
}

export async function getParameter<T = unknown>(name: string, signal?: AbortSignal): Promise<T[]> {
  const answer = await api.get<ParameterAnswer | null>(`parameters/name/${encodeURIComponent(name)}`, {
    signal,
  });
  // A parameter set's values are the server's catalogue, unknown by default; a caller that names their
  // type reads a catalogue whose shape the server's seed fixes (catalogues.ts checks each item instead).
  return (answer?.data?.values ?? []) as T[];
}
