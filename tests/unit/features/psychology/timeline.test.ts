import { describe, expect, it } from 'vitest';
import type { AnthropometryReading } from '../../../../src/contract/anthropometry';
import type { PostponedExam } from '../../../../src/contract/postponed';
import { buildTimeline, hasControls } from '../../../../src/features/psychology/evolutions/timeline';
import type { DocumentListItem } from '../../../../src/offline/document-list';

const doc = (key: string, at: string): DocumentListItem => ({
  key,
  serverId: key,
  draftKey: null,
  content: {},
  editContent: {},
  status: 'committed',
  unsavedChanges: false,
  needsAttention: false,
  conflict: false,
  setAside: 0,
  version: null,
  signature: null,
  at: Date.parse(at),
  savedAt: Date.parse(at),
});
const postponed = (id: string, createdAt: string) => ({ id, createdAt }) as PostponedExam;
const reading = (id: string, date: string) => ({ id, AN_timestamp: { date } }) as AnthropometryReading;

describe('the Evoluciones timeline', () => {
  it('merges every kind, newest first', () => {
    const entries = buildTimeline({
      documents: {
        bayley: [doc('b1', '2026-03-02T15:00:00Z')],
        griffiths: [doc('g1', '2026-03-04T15:00:00Z')],
        'development-control': [doc('d1', '2026-01-10T15:00:00Z'), doc('d2', '2026-03-05T15:00:00Z')],
        'family-control': [doc('f1', '2026-02-01T15:00:00Z')],
      },
      postponed: {
        'postponed-bayley': [postponed('pb', '2026-02-20T10:00:00-05:00')],
        'postponed-griffiths': [postponed('pg', '2026-02-21T10:00:00-05:00')],
      },
      anthropometry: [reading('a1', '2026-01-05T14:00:00Z')],
    });
    expect(entries.map((e) => e.key)).toEqual([
      'development-control:d2',
      'griffiths:g1',
      'bayley:b1',
      'postponed-griffiths:pg',
      'postponed-bayley:pb',
      'family-control:f1',
      'development-control:d1',
      'anthropometry:a1',
    ]);
  });

  it('orders entries of the same instant by kind: controls before exams before readings', () => {
    const at = '2026-03-01T15:00:00Z';
    const entries = buildTimeline({
      documents: { bayley: [doc('b', at)], 'development-control': [doc('d', at)] },
      postponed: {},
      anthropometry: [reading('a', at)],
    });
    expect(entries.map((e) => e.type)).toEqual(['development-control', 'bayley', 'anthropometry']);
  });

  it('says there are no controls while only anthropometry readings exist', () => {
    const onlyReadings = buildTimeline({
      documents: {},
      postponed: {},
      anthropometry: [reading('a', '2026-01-01')],
    });
    expect(onlyReadings).toHaveLength(1);
    expect(hasControls(onlyReadings)).toBe(false);
    expect(hasControls(buildTimeline({ documents: {}, postponed: {}, anthropometry: [] }))).toBe(false);
    const withPostponed = buildTimeline({
      documents: {},
      postponed: { 'postponed-bayley': [postponed('p', '2026-01-01T10:00:00-05:00')] },
      anthropometry: [],
    });
    expect(hasControls(withPostponed)).toBe(true);
  });
});

describe('a postponement made on this device', () => {
  const pending = {
    date: '2026-03-06',
    motive: 'Sin conexión en la visita.',
    createdAt: '2026-03-06T15:00:00Z',
    signature: { name: 'Laura', email: 'l@x.co' },
  };
  const listed = (date: string) =>
    ({ id: `p-${date}`, date, createdAt: `${date}T15:00:01Z`, motive: 'del servidor' }) as PostponedExam;

  it('shows as a pending card while the server does not list it', () => {
    const entries = buildTimeline({
      documents: {},
      postponed: { 'postponed-bayley': [listed('2026-03-01')] },
      pendingPostponed: { 'postponed-bayley': pending },
      anthropometry: [],
    });
    expect(entries.map((e) => [e.key, 'pending' in e && e.pending])).toEqual([
      ['postponed-bayley:pending:2026-03-06', true],
      ['postponed-bayley:p-2026-03-01', false],
    ]);
    expect(hasControls(entries)).toBe(true);
  });

  it('gives way to the server once it lists one of the same day: exactly one card', () => {
    const entries = buildTimeline({
      documents: {},
      postponed: { 'postponed-bayley': [listed('2026-03-06')] },
      pendingPostponed: { 'postponed-bayley': pending },
      anthropometry: [],
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ key: 'postponed-bayley:p-2026-03-06', pending: false });
  });

  it('belongs to its exam only', () => {
    const entries = buildTimeline({
      documents: {},
      postponed: { 'postponed-bayley': [listed('2026-03-06')] },
      pendingPostponed: { 'postponed-griffiths': pending, 'postponed-bayley': null },
      anthropometry: [],
    });
    // Newest first: the server's Bayley was made a second after the pending Griffiths.
    expect(entries.map((e) => e.key)).toEqual([
      'postponed-bayley:p-2026-03-06',
      'postponed-griffiths:pending:2026-03-06',
    ]);
  });
});
