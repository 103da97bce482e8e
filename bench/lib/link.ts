/**
 * The arithmetic of a weak link, apart from any socket so it can be tested alone.
 *
 * A profile is what a user's connection gives: a round trip and a rate each way. `SharedLink` is one
 * direction of it, shared by every connection of the browser as a real link is: the bytes waiting to go
 * are sent a packet at a time, taking the connections with bytes waiting in turn (so two downloads at once
 * each get half the rate, as TCP's fairness gives them), each packet occupying the link for its size over
 * the rate, then arriving half a round trip later. TCP's slow start and losses are not modelled: the link
 * is at its best, so what a bench measures there is the least a user waits.
 */

export interface LinkProfile {
  name: string;
  roundTripMs: number;
  downKbitPerSecond: number;
  upKbitPerSecond: number;
}

/** A rural 3G link of the programme's social workers: 300 ms round trip, 400 kbit/s down, 200 up. */
export const rural3g: LinkProfile = {
  name: 'rural-3g',
  roundTripMs: 300,
  downKbitPerSecond: 400,
  upKbitPerSecond: 200,
};

/** A packet's payload on an Ethernet-sized path (1500 bytes less IP and TCP headers). */
export const PACKET_BYTES = 1460;

/** Milliseconds `bytes` occupy a link of `kbitPerSecond`. */
export const transmitMs = (bytes: number, kbitPerSecond: number) => (bytes * 8) / kbitPerSecond;

export interface Departure<C> {
  connection: C;
  bytes: number;
  /** When the packet's last byte has left (the link is busy until then). */
  sentAt: number;
  /** When the packet reaches the other end: sent plus half the round trip. */
  arrivesAt: number;
}

/** One direction of a link, in virtual milliseconds; the proxy calls `next` when the link is free. */
export class SharedLink<C> {
  private readonly waiting = new Map<C, number[]>();
  private freeAt = 0;

  constructor(
    private readonly kbitPerSecond: number,
    private readonly oneWayMs: number,
  ) {}

  /** Queues `bytes` of `connection` (cut into packets) for sending. */
  enqueue(connection: C, bytes: number) {
    const packets = this.waiting.get(connection) ?? [];
    for (let left = bytes; left > 0; left -= PACKET_BYTES) packets.push(Math.min(left, PACKET_BYTES));
    // A Map iterates in insertion order: a connection that had nothing waiting joins at the back.
    if (!this.waiting.has(connection) && packets.length) this.waiting.set(connection, packets);
  }

  /** Forgets what `connection` still had to send (it was closed). */
  drop(connection: C) {
    this.waiting.delete(connection);
  }

  get idle(): boolean {
    return this.waiting.size === 0;
  }

  /** Sends the next packet at `now` (or when the link frees), from the connection whose turn it is. */
  next(now: number): Departure<C> | null {
    const turn = this.waiting.entries().next();
    if (turn.done) return null;
    const [connection, packets] = turn.value;
    const bytes = packets.shift()!;
    // Round robin: the connection goes to the back of the queue, or leaves it when it has nothing left.
    this.waiting.delete(connection);
    if (packets.length) this.waiting.set(connection, packets);
    const sentAt = Math.max(now, this.freeAt) + transmitMs(bytes, this.kbitPerSecond);
    this.freeAt = sentAt;
    return { connection, bytes, sentAt, arrivesAt: sentAt + this.oneWayMs };
  }
}

/**
 * The packets of one connection in flight, oldest first, delivered in the order they were sent. Each packet
 * has a timer for its arrival, but timers are not a queue: Node's clock lags under load, and timers set
 * with different delays may fire in either order. A packet's arrival therefore delivers every packet sent
 * before it, and a packet already delivered that way arrives as nothing; a connection's bytes are never
 * reordered (a reordered answer is a corrupt file, and a page that never starts).
 */
export class InOrder<P> {
  private readonly flying: P[] = [];
  /** Packets delivered by a later packet's timer, theirs not having fired yet. */
  overtaken = 0;

  sent(packet: P) {
    this.flying.push(packet);
  }

  /** The packets to deliver, in order, now that `packet`'s time has come. */
  arrived(packet: P): P[] {
    const at = this.flying.indexOf(packet);
    if (at < 0) return [];
    this.overtaken += at;
    return this.flying.splice(0, at + 1);
  }

  get empty(): boolean {
    return this.flying.length === 0;
  }
}
