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
  return (answer?.data?.values ?? []) as T[];
}
