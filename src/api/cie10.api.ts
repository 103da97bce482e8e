/**
 * CIE-10 calls: the diagnosis search (spec 000 §7 GET /v1/cie10, up to 20 results) and the whole catalogue
 * for the search on a device with no network (GET /v1/cie10/catalogue, ours; docs/api.md).
 */
import * as v from 'valibot';
import {
  CIE10_LIMIT,
  cie10Catalogue,
  cie10Entry,
  type Cie10Catalogue,
  type Cie10Entry,
} from '../contract/shared';
import { api } from './client';

const searchAnswer = v.object({ results: v.array(cie10Entry) });

export async function searchCie10Online(search: string, signal?: AbortSignal): Promise<Cie10Entry[]> {
  const answer = await api.get('/cie10', {
    params: { search, limit: CIE10_LIMIT },
    schema: searchAnswer,
    signal,
  });
  return answer.results;
}

export function fetchCie10Catalogue(): Promise<Cie10Catalogue> {
  return api.get('/cie10/catalogue', { schema: cie10Catalogue });
}
