/**
 * Local ids: the id a document (or row) carries on the device before the server has given it one.
 *
 * Design:
 * - A local id is a version-8 UUID (RFC 9562 "custom" layout: random bits with the version nibble set to
 *   8). It is a valid UUID, so it passes every `id()` rule of the contract and a form can hold it in any id
 *   field (a development control's `bayleyId`, an activity's `sourceId`) exactly like a server id. The
 *   server only issues version-4 (created rows) and version-5 (demo data) ids, so the version nibble tells a
 *   local id apart without a lookup. The server must never issue version-8 ids (docs/offline.md).
 * - The replayer (workers/replay-core.ts) finds every local id in an outbox entry with `collectLocalIds`
 *   and swaps in the server ids with `replaceLocalIds` just before sending; an entry that still names an
 *   unmapped local id is not sent.
 */

const LOCAL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A fresh local id (a version-8 UUID). */
export function newLocalId(): string {
  const uuid = globalThis.crypto.randomUUID();
  return `${uuid.slice(0, 14)}8${uuid.slice(15)}`;
}

export function isLocalId(value: unknown): value is string {
  return typeof value === 'string' && LOCAL_ID.test(value);
}

/** Every local id named anywhere in a JSON value (object keys are not ids and are not looked at). */
export function collectLocalIds(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (isLocalId(value)) found.add(value.toLowerCase());
  else if (Array.isArray(value)) for (const item of value) collectLocalIds(item, found);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) collectLocalIds(item, found);
  return found;
}

/**
 * A copy of a JSON value with each local id replaced by `resolve(id)`. Values that are not local ids are
 * kept as they are.
 */
export function replaceLocalIds(value: unknown, resolve: (localId: string) => unknown): unknown {
  if (isLocalId(value)) return resolve(value.toLowerCase());
  if (Array.isArray(value)) return value.map((item) => replaceLocalIds(item, resolve));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceLocalIds(item, resolve)]),
    );
  }
  return value;
}

/** A path's segments and its query's names and values, with the separators kept between them. */
const pathParts = (path: string) => path.split(/([/?&=])/);

/** The local ids named in a path under /v1, its query included (`/social-work-activity/<id>/<id>?sourceId=<id>`). */
export function localIdsInPath(path: string): string[] {
  return pathParts(path)
    .filter(isLocalId)
    .map((id) => id.toLowerCase());
}

export function replaceLocalIdsInPath(path: string, resolve: (localId: string) => string): string {
  return pathParts(path)
    .map((part) => (isLocalId(part) ? resolve(part.toLowerCase()) : part))
    .join('');
}
