/**
 * Values whose shape is not known yet (a JSON answer, a message, a stored row): any non-null object can be
 * read key by key, each value `unknown` until it is checked. Arrays count too, their indexes being keys.
 */

export const isObjectLike = (value: unknown): value is Readonly<Record<PropertyKey, unknown>> =>
  typeof value === 'object' && value !== null;
