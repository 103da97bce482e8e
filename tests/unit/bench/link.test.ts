import { describe, expect, it } from 'vitest';
import { InOrder, PACKET_BYTES, SharedLink, rural3g, transmitMs } from '../../../bench/lib/link';

/** Sends everything waiting, the link never idle, and answers each connection's last arrival. */
function drain<C>(link: SharedLink<C>, start = 0): Map<C, number> {
  const lastArrival = new Map<C, number>();
  let at = start;
  for (let departure = link.next(at); departure; departure = link.next(at)) {
    at = departure.sentAt;
    lastArrival.set(departure.connection, departure.arrivesAt);
  }
  return lastArrival;
}

describe('the weak link', () => {
  it('takes a byte 8 / rate milliseconds: 50 KB down at 400 kbit/s is a second', () => {
    expect(transmitMs(50_000, rural3g.downKbitPerSecond)).toBe(1000);
    expect(transmitMs(25_000, rural3g.upKbitPerSecond)).toBe(1000);
  });

  it('delivers one packet half a round trip after the link has sent it', () => {
    const link = new SharedLink<string>(400, 150);
    link.enqueue('a', 100);
    expect(link.next(1000)).toEqual({ connection: 'a', bytes: 100, sentAt: 1002, arrivesAt: 1152 });
    expect(link.next(1002)).toBeNull();
    expect(link.idle).toBe(true);
  });

  it('cuts a send into packets, the last one shorter', () => {
    const link = new SharedLink<string>(400, 0);
    link.enqueue('a', PACKET_BYTES * 2 + 10);
    const sizes = [link.next(0)!.bytes, link.next(0)!.bytes, link.next(0)!.bytes];
    expect(sizes).toEqual([PACKET_BYTES, PACKET_BYTES, 10]);
  });

  it('a packet waits for the one before it: the rate is the link, not the number of senders', () => {
    const link = new SharedLink<string>(400, 150);
    link.enqueue('a', 50_000);
    link.enqueue('b', 50_000);
    const arrivals = drain(link);
    // 100 KB over 400 kbit/s is two seconds, whoever sends them.
    expect(Math.max(...arrivals.values())).toBeCloseTo(2000 + 150, 6);
  });

  it('shares the link between connections in turn, so both finish near the end', () => {
    const link = new SharedLink<string>(400, 0);
    link.enqueue('a', 50_000);
    link.enqueue('b', 50_000);
    const arrivals = drain(link);
    // Taken in turn, neither waits for the other to finish: each ends within one packet of two seconds.
    for (const ended of arrivals.values())
      expect(2000 - ended).toBeLessThan(transmitMs(PACKET_BYTES, 400) + 1e-9);
  });

  it('starts an idle link at the time asked, not when it was last busy', () => {
    const link = new SharedLink<string>(400, 150);
    link.enqueue('a', 100);
    link.next(0);
    link.enqueue('a', 100);
    expect(link.next(5000)!.sentAt).toBe(5002);
  });

  it("forgets a closed connection's bytes: the others get the whole link", () => {
    const link = new SharedLink<string>(400, 0);
    link.enqueue('closed', 50_000);
    link.enqueue('open', PACKET_BYTES);
    link.drop('closed');
    expect(link.next(0)).toMatchObject({ connection: 'open', sentAt: transmitMs(PACKET_BYTES, 400) });
    expect(link.next(0)).toBeNull();
  });

  it("delivers a connection's packets in the order they were sent, whichever timer fires first", () => {
    const flight = new InOrder<string>();
    for (const packet of ['a', 'b', 'c']) flight.sent(packet);
    // b's timer fires before a's: a goes first, then b; a's own timer then finds nothing left.
    expect(flight.arrived('b')).toEqual(['a', 'b']);
    expect(flight.arrived('a')).toEqual([]);
    expect(flight.empty).toBe(false);
    expect(flight.arrived('c')).toEqual(['c']);
    expect(flight.empty).toBe(true);
    expect(flight.overtaken).toBe(1);
  });
});
