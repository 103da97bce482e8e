/**
 * The acknowledged row writes kept over the device's copy of a list until it shows them
 * (src/offline/settled-row-writes.ts): a row just added neither vanishes nor closes while the list is read
 * again, and a write the user discarded is not kept.
 */
import { describe, expect, it } from 'vitest';
import { overlayRows, type RowIds, type RowWrite } from '../../../src/offline/row-store';
import {
  settleRowWrites,
  type RowsSnapshot,
  type SettledWrite,
} from '../../../src/offline/settled-row-writes';

const mapped = (pairs: Record<string, string>): RowIds => ({
  serverIdOf: (id) => pairs[id],
  localIdOf: (id) => Object.entries(pairs).find(([, server]) => server === id)?.[0],
});

const create: RowWrite = {
  seq: 1,
  rowId: 'local-risk',
  method: 'POST',
  path: '/psychosocial-risk/hc/H1',
  body: { accion: 'Remitir' },
};
const update: RowWrite = {
  seq: 2,
  rowId: 'R9',
  method: 'PUT',
  path: '/psychosocial-risk/R9',
  body: { accion: 'Nueva' },
};
const remove: RowWrite = { seq: 3, rowId: 'R9', method: 'DELETE', path: '/psychosocial-risk/R9', body: {} };

const snapshot = (over: Partial<RowsSnapshot>): RowsSnapshot => ({
  fetchedAt: 100,
  rows: [],
  writes: [],
  ids: mapped({}),
  acknowledged: new Set(),
  ...over,
});

/** The settled writes after each snapshot in turn, from none. */
function follow(...snapshots: RowsSnapshot[]): SettledWrite[] {
  let kept: SettledWrite[] = [];
  let before: RowsSnapshot | undefined;
  for (const now of snapshots) {
    kept = settleRowWrites(kept, before, now);
    before = now;
  }
  return kept;
}

describe('settleRowWrites', () => {
  it('keeps an acknowledged create over the list read before it, shown as no longer pending', () => {
    const queued = snapshot({ writes: [create] });
    const acknowledged = snapshot({ acknowledged: new Set([1]), ids: mapped({ 'local-risk': 'R1' }) });
    const kept = follow(queued, acknowledged);
    expect(kept.map((item) => item.write.seq)).toEqual([1]);
    const shown = overlayRows(
      [],
      kept.map((item) => item.write),
      acknowledged.ids,
    );
    expect(shown).toEqual([
      expect.objectContaining({ id: 'R1', key: 'local-risk', accion: 'Remitir', pending: false }),
    ]);
  });

  it('does not keep a write that left the outbox unacknowledged (discarded by the user)', () => {
    expect(follow(snapshot({ writes: [create] }), snapshot({}))).toEqual([]);
  });

  it('drops a create once a list read since has the row', () => {
    const ids = mapped({ 'local-risk': 'R1' });
    const kept = follow(
      snapshot({ writes: [create] }),
      snapshot({ acknowledged: new Set([1]), ids }),
      snapshot({ acknowledged: new Set([1]), ids, fetchedAt: 200, rows: [{ id: 'R1' }] }),
    );
    expect(kept).toEqual([]);
  });

  it('keeps a create over one list that lacks the row (read before the write arrived), not over two', () => {
    const ids = mapped({ 'local-risk': 'R1' });
    const states = [
      snapshot({ writes: [create] }),
      snapshot({ acknowledged: new Set([1]), ids }),
      snapshot({ acknowledged: new Set([1]), ids, fetchedAt: 200 }),
    ];
    expect(follow(...states)).toHaveLength(1);
    expect(follow(...states, snapshot({ acknowledged: new Set([1]), ids, fetchedAt: 300 }))).toEqual([]);
  });

  it('drops an update at the next list, and keeps a delete until the list lacks the row', () => {
    const row = { id: 'R9', accion: 'Vieja' };
    const queued = snapshot({ rows: [row], writes: [update, remove] });
    const acknowledged = snapshot({ rows: [row], acknowledged: new Set([2, 3]) });
    expect(follow(queued, acknowledged).map((item) => item.write.method)).toEqual(['PUT', 'DELETE']);
    const stillThere = snapshot({ rows: [row], acknowledged: new Set([2, 3]), fetchedAt: 200 });
    expect(follow(queued, acknowledged, stillThere).map((item) => item.write.method)).toEqual(['DELETE']);
    const gone = snapshot({ acknowledged: new Set([2, 3]), fetchedAt: 200 });
    expect(follow(queued, acknowledged, gone)).toEqual([]);
  });

  it('matches an activity record’s write to its group, which its path names (its subject is the record)', () => {
    const added: RowWrite = {
      seq: 4,
      rowId: 'local-record',
      method: 'POST',
      path: '/social-work-activity/G1',
      body: { name: 'Visita' },
      answerIds: { 'local-record': ['records', -1, '_id'] },
    };
    const acknowledged = snapshot({ acknowledged: new Set([4]), ids: mapped({ 'local-record': 'R7' }) });
    expect(follow(snapshot({ writes: [added] }), acknowledged)).toHaveLength(1);
    const listed = snapshot({
      acknowledged: new Set([4]),
      fetchedAt: 200,
      rows: [{ id: 'G1', records: [] }],
    });
    expect(follow(snapshot({ writes: [added] }), acknowledged, listed)).toEqual([]);
    const other = snapshot({ acknowledged: new Set([4]), fetchedAt: 200, rows: [{ id: 'G2', records: [] }] });
    expect(follow(snapshot({ writes: [added] }), acknowledged, other)).toHaveLength(1);
  });

  it('knows a row made here by its local id once listed: no second copy, and an update lands on it', () => {
    // The acknowledged entry is gone, so the device looks its local id up from the listed row's side.
    const listedOnly: RowIds = {
      serverIdOf: () => undefined,
      localIdOf: (id) => (id === 'R1' ? 'local-risk' : undefined),
    };
    const kept = follow(
      snapshot({ writes: [create] }),
      snapshot({ acknowledged: new Set([1]) }),
      snapshot({ acknowledged: new Set([1]), ids: listedOnly, fetchedAt: 200, rows: [{ id: 'R1' }] }),
    );
    expect(kept).toEqual([]);
    const edit: RowWrite = { ...update, rowId: 'local-risk', settled: true };
    expect(overlayRows([{ id: 'R1', accion: 'Remitir' }], [edit], listedOnly)).toEqual([
      { id: 'R1', key: 'local-risk', accion: 'Nueva', pending: false },
    ]);
  });
});
