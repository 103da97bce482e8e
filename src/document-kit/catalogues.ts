/**
 * The parameter catalogues the forms choose from and the cards name (GET /v1/parameters/name/{name}), kept
 * on the device so a form works and a card reads with no network (records `catalogue:parameters:<name>`,
 * no history: they are not patient data). `catalogueCall` is their server call for the query layer and
 * "Preparar visitas"; `useCatalogue` reads the stored copy live; `catalogueName` names a stored value,
 * 'No definido' when the catalogue does not know it (spec 001 §2 "an unknown lookup shows 'No definido'").
 */
import * as v from 'valibot';
import { mapRead } from '../api/api-read';
import { parameterRead } from '../api/parameters.api';
import { fromRead, serverKeys, type ServerCall } from '../api/server-query';
import type { CanguroDb } from '../offline/db';
import { putRecord } from '../offline/records';
import { useRecord } from '../offline/records-live';
import type { CatalogueItem } from '../domain/catalogue-name';

export {
  catalogueLabel,
  catalogueName,
  catalogueOptions,
  type CatalogueItem,
} from '../domain/catalogue-name';

export const catalogueRecordKey = (name: string) => `catalogue:parameters:${name}`;

const catalogueItem = v.looseObject({ id: v.union([v.number(), v.string()]), name: v.string() });
const isItem = (value: unknown): value is CatalogueItem => v.is(catalogueItem, value);

/** A catalogue's server call; an empty answer never replaces a stored list. */
export function catalogueCall(db: CanguroDb | null, name: string): ServerCall<CatalogueItem[]> {
  return fromRead(
    mapRead(parameterRead(name), (values) => values.filter(isItem)),
    (load) => ({
      key: serverKeys.parameter(name),
      what: `Catálogo ${name}`,
      load,
      store: async (values) => {
        if (db && values.length) await putRecord(db, catalogueRecordKey(name), null, values);
      },
    }),
  );
}

/** A stored catalogue: undefined while the query runs, an empty list when the device has none. */
export function useCatalogue(name: string): CatalogueItem[] | undefined {
  const stored = useRecord<CatalogueItem[]>(catalogueRecordKey(name));
  return stored === undefined ? undefined : (stored?.data ?? []);
}
