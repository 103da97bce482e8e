/**
 * Local ids are valid UUIDs the contract accepts, told apart from server ids by their version nibble, and
 * found and replaced anywhere in a body or a path.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { id } from '../../../src/contract/common';
import {
  collectLocalIds,
  isLocalId,
  localIdsInPath,
  newLocalId,
  replaceLocalIds,
  replaceLocalIdsInPath,
} from '../../../src/offline/local-ids';

describe('local ids', () => {
  it('are UUIDs of version 8 that the contract accepts, and never look like server ids', () => {
    const local = newLocalId();
    expect(local).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(v.is(id(), local)).toBe(true);
    expect(isLocalId(local)).toBe(true);
    expect(isLocalId(local.toUpperCase())).toBe(true);
    expect(isLocalId(crypto.randomUUID())).toBe(false);
    expect(isLocalId('0bebef7d-3c29-5453-8e5e-309444b69308')).toBe(false);
    expect(isLocalId(42)).toBe(false);
    expect(new Set(Array.from({ length: 100 }, newLocalId)).size).toBe(100);
  });

  it('are found and replaced anywhere in a body, and in a path', () => {
    const [a, b] = [newLocalId(), newLocalId()];
    const server = crypto.randomUUID();
    const body = { sourceId: a, nested: { list: [b, 'text', 3, null] }, [a]: 'keys are not ids' };
    expect(collectLocalIds(body)).toEqual(new Set([a, b]));
    expect(replaceLocalIds(body, (local) => (local === a ? server : null))).toEqual({
      sourceId: server,
      nested: { list: [null, 'text', 3, null] },
      [a]: 'keys are not ids',
    });
    expect(localIdsInPath(`/social-work-activity/${a}/0`)).toEqual([a]);
    expect(replaceLocalIdsInPath(`/social-work-activity/${a}/0`, () => server)).toBe(
      `/social-work-activity/${server}/0`,
    );
  });

  it('are found and replaced in a path’s query too, the rest of the path kept', () => {
    const [group, record, evolution] = [newLocalId(), newLocalId(), newLocalId()];
    const path = `/social-work-activity/${group}/${record}?sourceId=${evolution}&x=1`;
    expect(localIdsInPath(path)).toEqual([group, record, evolution]);
    expect(replaceLocalIdsInPath(path, (local) => (local === evolution ? 'E' : 'S'))).toBe(
      '/social-work-activity/S/S?sourceId=E&x=1',
    );
  });
});
