/**
 * What coalescing saves (DESIGN.md write path, steps 2–3): one hour offline editing six development
 * controls (three drafts in each of two histories), autosaving every 2 s — 1800 stages per document, 10,800
 * in all — then GUARDAR on each, then back online.
 *
 * Ours: the real drafts and outbox (src/offline) over fake-indexeddb, with `Date.now` on a virtual clock
 * that moves 2 s per autosave round (the hour is not waited for), then the real replay core against the
 * real reference server in-process (tests/unit/offline/support); the requests are counted at the
 * transport, and the server must hold exactly six committed controls with the last content typed.
 * Naive: a queue that keeps every autosave sends 10,800 stages plus six commits. A sample of that queue is
 * sent to the same server, one request at a time, to estimate how long its replay would take.
 *
 * The enqueue times are fake-indexeddb in Node, not a browser; bench/durable-write.ts measures Chromium.
 */
import { openDraft, writeDraft } from '../src/offline/drafts';
import { enqueueCommit, enqueueStage } from '../src/offline/outbox';
import { replayAll } from '../workers/replay-core';
import { completeDevelopmentControl } from '../tests/fixtures/bodies';
import { openDevice } from '../tests/unit/offline/support/offline-context';
import {
  FaultyTransport,
  startReferenceServer,
  TestSession,
} from '../tests/unit/offline/support/reference-server';
import { percentile, round, type Bench } from './lib/bench';

const HISTORIES = 2;
const DRAFTS_PER_HISTORY = 3;
const DOCUMENTS = HISTORIES * DRAFTS_PER_HISTORY;
const AUTOSAVE_MS = 2000;
const HOUR_MS = 3600_000;
const ROUNDS = HOUR_MS / AUTOSAVE_MS;
/** Autosave rounds of the naive queue actually sent to the server (× 6 documents). */
const NAIVE_SAMPLE_ROUNDS = 50;

const NOTE =
  'Madre refiere que el bebé duerme bien, succiona con fuerza y sigue objetos con la mirada. ' +
  'Se observa buen tono axial, control cefálico en progreso y respuesta social a la voz. ';

/** What the psychologist has typed after `round` autosaves: about two characters per 2 s, up to 5000. */
function typed(doc: number, round: number) {
  const evolution = `Documento ${doc}. ${NOTE.repeat(40)}`.slice(0, Math.min(5000, 40 + 2 * round));
  return { interventionEvolution: evolution, followUp: `Control ${doc}, revisión ${round}` };
}

const bench: Bench = {
  name: 'outbox-coalescing',
  description: `${DOCUMENTS} drafts × ${ROUNDS} autosaves offline, then GUARDAR and replay, vs a queue of every autosave`,
  async run() {
    const server = await startReferenceServer();
    const realNow = Date.now;
    try {
      const session = await TestSession.signIn(server, 'psicologia');
      const transport = new FaultyTransport(session);
      const device = await openDevice({ send: transport.send, refresh: () => session.refresh() });
      const historyIds = server.historyIds.slice(0, HISTORIES);
      const base = () => ({ ...completeDevelopmentControl(), signature: session.signature() });

      // The virtual hour: Date.now (drafts' and entries' times) moves 2 s per round.
      let virtual = realNow();
      Date.now = () => virtual;
      device.online = false;

      const keys: string[] = [];
      for (let doc = 0; doc < DOCUMENTS; doc++) {
        const historyId = historyIds[doc % HISTORIES]!;
        const draft = await openDraft(device.db, {
          kind: 'development-control',
          historyId,
          content: { ...base(), ...typed(doc, 0) },
        });
        keys.push(draft.key);
      }

      const enqueueMs: number[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        virtual += AUTOSAVE_MS;
        for (let doc = 0; doc < DOCUMENTS; doc++) {
          await writeDraft(device.db, keys[doc]!, { ...base(), ...typed(doc, round) });
          const startedAt = performance.now();
          await enqueueStage(device.db, keys[doc]!);
          enqueueMs.push(performance.now() - startedAt);
        }
      }
      const stagesQueued = await device.db.outbox.count();
      const finals = keys.map((_, doc) => ({ ...base(), ...typed(doc, ROUNDS) }));
      for (let doc = 0; doc < DOCUMENTS; doc++) await enqueueCommit(device.db, keys[doc]!, finals[doc]!);
      const entriesAtReconnect = await device.db.outbox.count();

      // Back online.
      Date.now = realNow;
      device.clock.now = realNow();
      device.online = true;
      const replayStartedAt = performance.now();
      const result = await replayAll(device.deps);
      const replayMs = performance.now() - replayStartedAt;
      device.close();

      const ours = transport.log.length;
      const controls = (
        await Promise.all(historyIds.map((id) => session.get(`/development-control/hc/${id}`)))
      ).flat() as { status: string; interventionEvolution: string }[];
      const committed = controls.filter((c) => c.status === 'committed');
      const lastTyped = new Set(finals.map((f) => f.interventionEvolution));
      if (
        result.outcome !== 'idle' ||
        controls.length !== DOCUMENTS ||
        committed.length !== DOCUMENTS ||
        !committed.every((c) => lastTyped.has(c.interventionEvolution))
      ) {
        throw new Error(
          `Replay did not leave ${DOCUMENTS} committed controls: ${result.outcome}, ${controls.length} documents`,
        );
      }

      // The naive queue: every autosave is a request; a sample is sent, one at a time, to time it.
      const naive = DOCUMENTS * ROUNDS + DOCUMENTS;
      const naiveHistories = server.historyIds.slice(HISTORIES, 2 * HISTORIES);
      const serverIds = Array.from({ length: DOCUMENTS }, (): string | null => null);
      const naiveStartedAt = performance.now();
      for (let round = 1; round <= NAIVE_SAMPLE_ROUNDS; round++) {
        for (let doc = 0; doc < DOCUMENTS; doc++) {
          const response = await session.request('POST', '/development-control/stage', {
            idempotencyKey: crypto.randomUUID(),
            body: {
              ...base(),
              ...typed(doc, round),
              developmentControlId: serverIds[doc],
              historyId: naiveHistories[doc % HISTORIES],
            },
          });
          if (response.status !== 200) throw new Error(`naive stage: ${response.status}`);
          serverIds[doc] ??= ((await response.json()) as { id: string }).id;
        }
      }
      const naivePerRequestMs = (performance.now() - naiveStartedAt) / (NAIVE_SAMPLE_ROUNDS * DOCUMENTS);

      enqueueMs.sort((a, b) => a - b);
      return [
        { metric: 'autosaves enqueued offline', value: DOCUMENTS * ROUNDS, unit: '' },
        { metric: 'outbox entries after the hour', value: stagesQueued, unit: '' },
        { metric: 'outbox entries at reconnect (after GUARDAR)', value: entriesAtReconnect, unit: '' },
        { metric: 'requests sent, ours', value: ours, unit: 'req' },
        { metric: 'requests sent, naive queue', value: naive, unit: 'req' },
        { metric: 'naive / ours', value: round(naive / ours, 0), unit: '×' },
        {
          metric: 'enqueue one autosave p50 (fake-indexeddb)',
          value: round(percentile(enqueueMs, 50), 2),
          unit: 'ms',
        },
        {
          metric: 'enqueue one autosave p95 (fake-indexeddb)',
          value: round(percentile(enqueueMs, 95), 2),
          unit: 'ms',
        },
        { metric: 'replay, ours', value: round(replayMs, 0), unit: 'ms' },
        { metric: 'naive request (sampled)', value: round(naivePerRequestMs, 2), unit: 'ms' },
        {
          metric: 'replay, naive queue (estimated)',
          value: round((naivePerRequestMs * naive) / 1000, 1),
          unit: 's',
        },
      ];
    } finally {
      Date.now = realNow;
      await server.close();
    }
  },
};

export default bench;
