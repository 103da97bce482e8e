/**
 * The request-parameter serialiser (spec 000 §5): empty strings, null and undefined are dropped, so an
 * untouched filter never reaches the server as `?search=` or `?sites=null`. Lists are joined with commas
 * (`sites=1,2`, `roles=psychologist,social-worker`, as docs/api.md reads them); dates become ISO strings.
 */

export type ParamValue = string | number | boolean | Date | null | undefined | readonly (string | number)[];
export type Params = Record<string, ParamValue>;

const isDropped = (value: unknown) => value === undefined || value === null || value === '';

/** The query string of `params` without the dropped values, in the order given. */
export function serializeParams(params: Params | undefined): URLSearchParams {
  const search = new URLSearchParams();
  if (!params) return search;
  for (const [key, value] of Object.entries(params)) {
    if (isDropped(value)) continue;
    if (value instanceof Date) {
      search.append(key, value.toISOString());
    } else if (typeof value === 'object' && value !== null) {
      // A list: what remains of ParamValue's objects once a Date is out.
      const items = value.filter((item) => !isDropped(item));
      if (items.length > 0) search.append(key, items.join(','));
    } else {
      search.append(key, String(value));
    }
  }
  return search;
}
