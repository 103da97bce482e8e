import { describe, expect, it } from 'vitest';
import { createReachability, RECHECK_MS } from '../../../src/api/server-reachability';

/** Timers run by hand, a server that answers as told, a browser online or not. */
function harness() {
  const timers: { callback: () => void; ms: number }[] = [];
  const online = { now: true, listeners: new Set<() => void>() };
  // `hold`: the next check stays on its way until `answer` is called.
  const server = { answers: true, checks: 0, hold: false, answer: (_answers: boolean) => {} };
  const store = createReachability({
    check: () => {
      server.checks += 1;
      if (!server.hold) return Promise.resolve(server.answers);
      server.hold = false;
      return new Promise<boolean>((resolve) => (server.answer = resolve));
    },
    online: () => online.now,
    setTimer: (callback, ms) => {
      const timer = { callback, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const index = timers.indexOf(timer);
      if (index >= 0) timers.splice(index, 1);
    },
    onOnline: (listener) => {
      online.listeners.add(listener);
      return () => online.listeners.delete(listener);
    },
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const fire = async () => {
    timers.shift()!.callback();
    await settle();
  };
  return { store, timers, online, server, settle, fire };
}

describe('server reachability', () => {
  it('checks when first read, then every minute while the server answers', async () => {
    const h = harness();
    const stop = h.store.subscribe(() => undefined);
    await h.settle();
    expect(h.store.get()).toBe('reachable');
    expect(h.timers.map((t) => t.ms)).toEqual([RECHECK_MS]);
    stop();
    expect(h.timers).toEqual([]);
  });

  it('backs off while the server does not answer, and checks at once when the network returns', async () => {
    const h = harness();
    h.server.answers = false;
    h.store.subscribe(() => undefined);
    await h.settle();
    expect(h.store.get()).toBe('unreachable');
    const delays = [h.timers[0]!.ms];
    for (let i = 0; i < 6; i++) {
      await h.fire();
      delays.push(h.timers[0]!.ms);
    }
    expect(delays).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
    h.server.answers = true;
    for (const listener of h.online.listeners) listener();
    await h.settle();
    expect(h.store.get()).toBe('reachable');
  });

  it('checks again when the network returns while a check is on its way: that one left before', async () => {
    const h = harness();
    h.server.hold = true;
    h.store.subscribe(() => undefined);
    h.server.answers = false;
    for (const listener of h.online.listeners) listener();
    expect(h.server.checks).toBe(1);
    h.server.answer(true);
    await h.settle();
    expect(h.server.checks).toBe(2);
    expect(h.store.get()).toBe('unreachable');
  });

  it('asks nothing while the browser is offline', async () => {
    const h = harness();
    h.online.now = false;
    h.store.subscribe(() => undefined);
    await h.settle();
    expect(h.server.checks).toBe(0);
    expect(h.store.get()).toBe('unknown');
  });
});
