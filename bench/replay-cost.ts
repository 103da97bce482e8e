/**
 * What replaying a long day offline costs the device: an outbox of 500 entries (GUARDAR on 500 development
 * controls over the demo histories (up to ten), each a commit sealed at rest) sent back online by the real replay core
 * (workers/replay-core.ts) over the real replay store and fake-indexeddb, to the real reference server
 * in-process (tests/unit/offline/support).
 *
 * The figure is the client's work per request: the replay's wall time minus the time spent inside the
 * transport (the request, the server's work, the answer), divided by the requests. The sealed bodies opened
 * during the replay are counted too: the replayer should open only the entry it is about to send.
 *
 * fake-indexeddb in Node, not a browser: the ratio between two runs says more than the milliseconds.
 */
import { openDraft } from '../src/offline/drafts';
import { enqueueCommit } from '../src/offline/outbox';
import { replayAll, type Transport } from '../workers/replay-core';
import { completeDevelopmentControl } from '../tests/fixtures/bodies';
import { openDevice } from '../tests/unit/offline/support/offline-context';
import {
  FaultyTransport,
  startReferenceServer,
  TestSession,
} from '../tests/unit/offline/support/reference-server';
import { round, type Bench } from './lib/bench';

const ENTRIES = 500;
const HISTORIES = 10;
/** Goal: the client's work per request, so that the outbox, not the device, sets the pace. */
const GOAL_MS = 5;

const bench: Bench = {
  name: 'replay-cost',
  description: `replay of an outbox of ${ENTRIES} commits: the client's work per request and the bodies opened`,
  async run() {
    const server = await startReferenceServer();
    try {
      const session = await TestSession.signIn(server, 'psicologia');
      const transport = new FaultyTransport(session);
      let inTransportMs = 0;
      const timed: Transport = async (request) => {
        const startedAt = performance.now();
        try {
          return await transport.send(request);
        } finally {
          inTransportMs += performance.now() - startedAt;
        }
      };
      const device = await openDevice({ send: timed, refresh: () => session.refresh() });
      const historyIds = server.historyIds.slice(0, HISTORIES);

      device.online = false;
      for (let doc = 0; doc < ENTRIES; doc++) {
        const content = {
          ...completeDevelopmentControl(),
          signature: session.signature(),
          followUp: `Control ${doc} del día`,
        };
        const historyId = historyIds[doc % historyIds.length]!;
        const draft = await openDraft(device.db, { kind: 'development-control', historyId, content });
        await enqueueCommit(device.db, draft.key, content);
      }
      if ((await device.db.outbox.count()) !== ENTRIES) throw new Error('the outbox is not as built');

      const { vault } = device.db;
      const open = vault.open.bind(vault);
      let opened = 0;
      vault.open = (sealed) => {
        opened += 1;
        return open(sealed);
      };

      device.online = true;
      const startedAt = performance.now();
      const result = await replayAll(device.deps);
      const replayMs = performance.now() - startedAt;
      device.close();

      const requests = transport.log.length;
      if (result.outcome !== 'idle' || result.sent !== ENTRIES || requests !== ENTRIES) {
        throw new Error(`replay: ${result.outcome}, ${result.sent} sent, ${requests} requests`);
      }
      const clientMs = (replayMs - inTransportMs) / requests;
      return [
        { metric: 'outbox entries replayed', value: ENTRIES, unit: '' },
        { metric: 'replay, wall time', value: round(replayMs / 1000, 1), unit: 's' },
        { metric: 'server and transport per request', value: round(inTransportMs / requests, 2), unit: 'ms' },
        { metric: 'client work per request', value: round(clientMs, 2), unit: 'ms' },
        { metric: `client work / goal (${GOAL_MS} ms)`, value: round(clientMs / GOAL_MS, 2), unit: 'x' },
        { metric: 'sealed bodies opened per request', value: round(opened / requests, 1), unit: '' },
      ];
    } finally {
      await server.close();
    }
  },
};

export default bench;
