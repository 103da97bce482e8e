import { describe, expect, it } from 'vitest';
import {
  describeSync,
  entryLabel,
  fieldErrorsOf,
  timeAgo,
  timeUntil,
  type SyncFacts,
} from '../../../../src/features/platform/sync-status/sync-status-format';
import { syncStatusText } from '../../../../src/i18n/offline';
import { ACTIVITY_LOG_SUBJECT } from '../../../../src/offline/outbox-work';

const now = Date.UTC(2026, 2, 26, 15, 0, 0);
const minutes = (n: number) => n * 60_000;

const facts = (overrides: Partial<SyncFacts> = {}): SyncFacts => ({
  online: true,
  pending: 0,
  attention: 0,
  sending: false,
  pausedForAuth: false,
  lastSyncAt: null,
  now,
  ...overrides,
});

describe('pending and attention counts', () => {
  it('says "1 cambio pendiente" and "N cambios pendientes"', () => {
    expect(syncStatusText.pending(1)).toBe('1 cambio pendiente');
    expect(syncStatusText.pending(7)).toBe('7 cambios pendientes');
    expect(syncStatusText.attention(1)).toBe('1 cambio requiere atención');
    expect(syncStatusText.attention(3)).toBe('3 cambios requieren atención');
  });
});

describe('relative times (date-fns, es)', () => {
  it('says how long ago, in Spanish', () => {
    expect(timeAgo(now - minutes(3), now)).toBe('hace 3 minutos');
    expect(timeAgo(now - 5_000, now)).toBe('hace menos de un minuto');
    expect(timeAgo(now - minutes(60 * 26), now)).toBe('hace 1 día');
  });

  it('never says a past event is in the future when the clock lags behind it', () => {
    expect(timeAgo(now + 40_000, now)).toBe('hace menos de un minuto');
  });

  it('says when the next attempt is due, and "en menos de un minuto" once it is past', () => {
    expect(timeUntil(now + minutes(2), now)).toBe('en 2 minutos');
    expect(timeUntil(now - 10_000, now)).toBe('en menos de un minuto');
  });
});

describe('the top bar line', () => {
  it('says nothing is pending before the first sync', () => {
    expect(describeSync(facts())).toEqual({
      tone: 'idle',
      label: 'Sin cambios pendientes',
      color: 'gray',
      count: null,
    });
  });

  it('says when the last sync was once nothing is pending', () => {
    const view = describeSync(facts({ lastSyncAt: now - minutes(3) }));
    expect(view).toMatchObject({ tone: 'synced', label: 'Sincronizado hace 3 minutos', color: 'green' });
  });

  it('counts what waits, offline or between passes', () => {
    expect(describeSync(facts({ pending: 1, online: false, lastSyncAt: now }))).toMatchObject({
      tone: 'pending',
      label: '1 cambio pendiente',
      count: 1,
    });
    expect(describeSync(facts({ pending: 4 })).label).toBe('4 cambios pendientes');
  });

  it('shows progress while the worker replays, with how many remain', () => {
    expect(describeSync(facts({ pending: 3, sending: true }))).toMatchObject({
      tone: 'syncing',
      label: 'Sincronizando… quedan 3',
      color: 'blue',
      count: 3,
    });
    // A pass that finds nothing to send is not progress; offline nothing is sent either.
    expect(describeSync(facts({ sending: true })).tone).toBe('idle');
    expect(describeSync(facts({ pending: 2, sending: true, online: false })).tone).toBe('pending');
  });

  it('puts a queue paused for a new sign-in first', () => {
    expect(describeSync(facts({ pausedForAuth: true, pending: 2, sending: true }))).toMatchObject({
      tone: 'paused',
      label: 'Inicie sesión de nuevo para sincronizar los cambios',
      color: 'red',
    });
  });

  it('turns orange while entries need attention, whatever the line says', () => {
    expect(describeSync(facts({ attention: 1, lastSyncAt: now })).color).toBe('orange');
    expect(describeSync(facts({ attention: 2, pending: 1, sending: true })).color).toBe('orange');
    expect(describeSync(facts({ attention: 1, pausedForAuth: true })).color).toBe('orange');
  });
});

describe('naming a refused entry', () => {
  it('uses the document type labels of spec 000 §3 and the operation', () => {
    expect(entryLabel({ op: 'stage', kind: 'development-control', draftKey: 'local:1' })).toBe(
      'Borrador de Control de Desarrollo',
    );
    expect(entryLabel({ op: 'commit', kind: 'bayley', draftKey: 'local:1' })).toBe('Guardado de Bayley');
    expect(entryLabel({ op: 'discard', kind: 'family-control', draftKey: 'local:1' })).toBe(
      'Descarte de Control Familiar y Emocional',
    );
    expect(entryLabel({ op: 'commit', kind: 'social-work-evolution', draftKey: 'local:1' })).toBe(
      'Guardado de Evolución',
    );
    expect(entryLabel({ op: 'stage', kind: 'home-visit', draftKey: 'local:1' })).toBe(
      'Borrador de Visita Domiciliaria',
    );
    expect(entryLabel({ op: 'stage', kind: 'initial-assessment', draftKey: 'local:1' })).toBe(
      'Borrador de Valoración Inicial',
    );
    expect(entryLabel({ op: 'stage', kind: 'griffiths', draftKey: 'local:1' })).toBe('Borrador de Griffiths');
  });

  it('gives a plain write of a row one generic label', () => {
    expect(entryLabel({ op: 'request', kind: null, draftKey: 'local:2' })).toBe('Cambio de un registro');
  });

  it('names an activity log as such (a trace of navigation, not a change of a record)', () => {
    expect(entryLabel({ op: 'request', kind: null, draftKey: ACTIVITY_LOG_SUBJECT })).toBe(
      'Registro de actividad',
    );
  });
});

describe('field messages of a refusal', () => {
  it('reads `errors` of a 400 body', () => {
    expect(
      fieldErrorsOf({
        message: 'Datos inválidos',
        errors: { initialObservation: 'Máximo 600 caracteres', 'therapies.0': 'Valor inválido' },
      }),
    ).toEqual([
      { field: 'initialObservation', message: 'Máximo 600 caracteres' },
      { field: 'therapies.0', message: 'Valor inválido' },
    ]);
  });

  it('finds none in other bodies', () => {
    expect(fieldErrorsOf(undefined)).toEqual([]);
    expect(fieldErrorsOf('texto')).toEqual([]);
    expect(fieldErrorsOf({ message: 'Prohibido' })).toEqual([]);
    expect(fieldErrorsOf({ errors: ['a'] })).toEqual([]);
    expect(fieldErrorsOf({ errors: { a: 1 } })).toEqual([]);
  });
});
