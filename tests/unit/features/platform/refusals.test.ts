import { describe, expect, it } from 'vitest';
import {
  groupByPatient,
  newRefusals,
  refusalKey,
  refusalNotice,
  refusedDocumentOf,
} from '../../../../src/features/platform/sync-status/refusals';
import { localStateView } from '../../../../src/features/platform/open-histories/history-local-state';
import type { OutboxEntry } from '../../../../src/offline/db';
import { ACTIVITY_LOG_SUBJECT } from '../../../../src/offline/outbox-work';

let seq = 0;
const refused = (
  over: Partial<OutboxEntry> & { historyId?: string | null; at?: number } = {},
): OutboxEntry => {
  const { historyId = 'h1', at = 1_000, ...rest } = over;
  seq += 1;
  return {
    seq,
    draftKey: `local:${seq}`,
    op: 'commit',
    kind: 'development-control',
    request: null,
    payload: historyId ? { historyId, initialObservation: 'x' } : {},
    idempotencyKey: `key-${seq}`,
    createdAt: 0,
    attempts: 1,
    sentAt: 0,
    nextAttemptAt: 0,
    lastError: { status: 422, message: 'Fallo simulado (422)', at },
    state: 'needs-attention',
    ...rest,
  };
};

const names = new Map([
  ['h1', 'Martín Muñoz Álvarez'],
  ['h2', 'Sofía Rojas Díaz'],
]);

describe('refusals grouped by patient', () => {
  it('keeps each patient once, in the order of their oldest refusal, entries oldest first', () => {
    const a = refused({ historyId: 'h2' });
    const b = refused({ historyId: 'h1' });
    const c = refused({ historyId: 'h2', op: 'stage' });
    const groups = groupByPatient([a, b, c], names);
    expect(groups.map((g) => [g.patient, g.entries.map((e) => e.seq)])).toEqual([
      ['Sofía Rojas Díaz', [a.seq, c.seq]],
      ['Martín Muñoz Álvarez', [b.seq]],
    ]);
  });

  it('names a history the device holds no record of, and entries of no history, plainly', () => {
    const groups = groupByPatient([refused({ historyId: 'h9' }), refused({ historyId: null })], names);
    expect(groups.map((g) => [g.historyId, g.patient])).toEqual([
      ['h9', 'Paciente sin datos en este dispositivo'],
      [null, 'Otros cambios'],
    ]);
  });
});

describe('which refusals are announced', () => {
  it("only the user's work refused since the tab started, once each", () => {
    const old = refused({ at: 500 });
    const fresh = refused({ at: 1_500 });
    const log = refused({ at: 1_500, draftKey: ACTIVITY_LOG_SUBJECT, op: 'request', kind: null });
    expect(newRefusals([old, fresh, log], new Set(), 1_000)).toEqual([fresh]);
    expect(newRefusals([old, fresh, log], new Set([refusalKey(fresh)]), 1_000)).toEqual([]);
  });

  it('again when a retried entry is refused again (a new error time)', () => {
    const first = refused({ at: 1_500 });
    const again = { ...first, lastError: { ...first.lastError!, at: 2_500 } };
    expect(newRefusals([again], new Set([refusalKey(first)]), 1_000)).toEqual([again]);
  });
});

describe('what a refusal opens and says', () => {
  it("opens the document of a document's entry, nothing for a row's write", () => {
    const entry = refused({ historyId: 'h1', kind: 'family-control' });
    expect(refusedDocumentOf(entry)).toEqual({
      historyId: 'h1',
      kind: 'family-control',
      draftKey: entry.draftKey,
    });
    expect(refusedDocumentOf(refused({ op: 'request', kind: null }))).toBeNull();
    expect(refusedDocumentOf(refused({ historyId: null }))).toBeNull();
  });

  it("names the document, the patient and the server's reason", () => {
    expect(refusalNotice(refused(), 'Martín Muñoz Álvarez')).toBe(
      'El servidor rechazó «Guardado de Control de Desarrollo» de Martín Muñoz Álvarez: Fallo simulado (422). ' +
        'El documento sigue en este dispositivo: corríjalo y guárdelo de nuevo.',
    );
    const row = refused({
      op: 'request',
      kind: null,
      lastError: { status: 400, message: 'No válido.', at: 1 },
    });
    expect(refusalNotice(row, 'Sofía Rojas Díaz')).toBe(
      'El servidor rechazó un cambio de Sofía Rojas Díaz: No válido. Revíselo en Sincronización.',
    );
  });
});

describe("an open history's local state in the sidebar", () => {
  it("maps the device's work to the spec's states and a text, refused to an error", () => {
    expect(localStateView(undefined)).toEqual({ tone: 0, text: null });
    expect(localStateView('draft')).toEqual({ tone: 1, text: 'Borrador sin terminar' });
    expect(localStateView('pending')).toEqual({ tone: 2, text: 'Pendiente de sincronizar' });
    expect(localStateView('refused')).toEqual({ tone: 'error', text: 'Rechazado por el servidor' });
  });
});
