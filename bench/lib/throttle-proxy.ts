/**
 * A weak link in front of the reference server: a TCP proxy on loopback that every byte between the
 * browser and the server crosses, so the page, its dedicated workers and its service worker all obey it
 * (Chromium's network emulation reaches one target only). Each direction is one `SharedLink` (./link.ts):
 * the connections share its rate, and every packet arrives half a round trip after it left; a new
 * connection first pays a round trip for its handshake. The browser opens the app at the proxy's origin
 * (127.0.0.1 is a secure context, so the service worker runs).
 *
 * The proxy counts the bytes each way and, reading the request line that starts each HTTP/1.1 request,
 * which request each byte belongs to (Chromium does not pipeline: an answer's bytes follow their request
 * on its connection), so a bench can say what a step cost on the wire and for which files.
 */
import { createConnection, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { InOrder, SharedLink, type LinkProfile } from './link';

export interface WireRequest {
  method: string;
  path: string;
  /** Bytes sent by the browser for it (request line, headers, body). */
  upBytes: number;
  /** Bytes of its answer as the server sent them (headers and body, compressed where it was). */
  downBytes: number;
  /** When its first byte left the browser, and when its answer's last byte reached it (performance.now()). */
  startedAt: number;
  endedAt?: number;
}

export interface ThrottleProxy {
  origin: string;
  /** The requests seen so far, in the order they were sent. */
  readonly requests: readonly WireRequest[];
  /** Bytes carried so far, each way. */
  readonly totals: { up: number; down: number };
  /**
   * Packets whose arrival timer fired after a later packet's of the same connection (delivered in order
   * all the same): how far Node's timers strayed from the link's schedule.
   */
  overtaken(): number;
  /** Sends new connections to another server from now on (an update served by a new build). */
  retarget(upstreamOrigin: string): void;
  close(): Promise<void>;
}

const REQUEST_LINE = /^(GET|HEAD|POST|PUT|DELETE|PATCH|OPTIONS) (\S+) HTTP\/1\.[01]\r\n/;

interface Pipe {
  /** Bytes waiting to be sent, oldest first. */
  queued: Buffer[];
  /** Bytes received from the source and bytes delivered, and which request the received ones answer. */
  received: number;
  delivered: number;
  owners: { request: WireRequest; through: number }[];
  /** Packets sent but not yet arrived. */
  inFlight: InOrder<Buffer>;
  /** The source ended: end the destination once everything has arrived. */
  ended: boolean;
  to: Socket;
  count: (bytes: number) => void;
}

export async function startThrottleProxy(
  upstreamOrigin: string,
  profile: LinkProfile,
): Promise<ThrottleProxy> {
  let upstream = new URL(upstreamOrigin);
  const requests: WireRequest[] = [];
  const totals = { up: 0, down: 0 };
  const oneWayMs = profile.roundTripMs / 2;
  const directions = [
    new SharedLink<Pipe>(profile.upKbitPerSecond, oneWayMs),
    new SharedLink<Pipe>(profile.downKbitPerSecond, oneWayMs),
  ] as const;
  /** A direction's link is sending a packet: its timer will send the next one. */
  const sending = [false, false];
  const timers = new Set<NodeJS.Timeout>();
  const sockets = new Set<Socket>();
  const flights = new Set<InOrder<Buffer>>();

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        run();
      },
      Math.max(0, ms),
    );
    timers.add(timer);
  };

  /** Takes `bytes` from the front of a pipe's queue. */
  const take = (pipe: Pipe, bytes: number): Buffer => {
    const parts: Buffer[] = [];
    for (let left = bytes; left > 0;) {
      const head = pipe.queued[0]!;
      if (head.length <= left) {
        parts.push(pipe.queued.shift()!);
        left -= head.length;
      } else {
        parts.push(head.subarray(0, left));
        pipe.queued[0] = head.subarray(left);
        left = 0;
      }
    }
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  };

  /**
   * Sends the next packet of a direction. `at` is when the link can start it: the previous packet's end
   * when called by the link's own timer (a late timer must not slow the link down), else now.
   */
  const pump = (direction: 0 | 1, at: number) => {
    const departure = directions[direction].next(at);
    if (!departure) return;
    const pipe = departure.connection;
    const chunk = take(pipe, departure.bytes);
    pipe.inFlight.sent(chunk);
    sending[direction] = true;
    const now = performance.now();
    later(departure.arrivesAt - now, () => {
      for (const arrived of pipe.inFlight.arrived(chunk)) {
        if (!pipe.to.destroyed) pipe.to.write(arrived);
        pipe.count(arrived.length);
        pipe.delivered += arrived.length;
      }
      while (pipe.owners.length && pipe.owners[0]!.through <= pipe.delivered) {
        pipe.owners.shift()!.request.endedAt = performance.now();
      }
      if (pipe.ended && pipe.inFlight.empty && pipe.queued.length === 0) pipe.to.end();
    });
    later(departure.sentAt - now, () => {
      sending[direction] = false;
      pump(direction, departure.sentAt);
    });
  };

  const server = createServer((browser) => {
    const toServer = createConnection({ host: upstream.hostname, port: Number(upstream.port) });
    sockets.add(browser);
    sockets.add(toServer);
    let current: WireRequest | undefined;
    const pipe = (to: Socket, direction: 'up' | 'down'): Pipe => ({
      queued: [],
      received: 0,
      delivered: 0,
      owners: [],
      inFlight: new InOrder(),
      ended: false,
      to,
      count: (bytes) => {
        totals[direction] += bytes;
      },
    });
    const up = pipe(toServer, 'up');
    const down = pipe(browser, 'down');
    flights.add(up.inFlight).add(down.inFlight);
    // The handshake: the browser's first bytes leave a round trip after it asked for the connection.
    const openAt = performance.now() + profile.roundTripMs;
    let beforeOpen: Buffer[] | undefined;

    const send = (direction: 0 | 1, pipe: Pipe, data: Buffer) => {
      pipe.queued.push(data);
      directions[direction].enqueue(pipe, data.length);
      if (!sending[direction]) pump(direction, performance.now());
    };

    /** A request whose answer will not come (the browser gave it up) ends when its connection moves on. */
    const endUnanswered = () => {
      if (current && current.endedAt === undefined) current.endedAt = performance.now();
    };
    browser.on('data', (data) => {
      const line = REQUEST_LINE.exec(data.toString('latin1', 0, Math.min(data.length, 2048)));
      if (line) {
        // HTTP/1.1 without pipelining: a new request on the connection means the last one is over.
        endUnanswered();
        current = {
          method: line[1]!,
          path: line[2]!,
          upBytes: 0,
          downBytes: 0,
          startedAt: performance.now(),
        };
        requests.push(current);
      }
      if (current) current.upBytes += data.length;
      const wait = openAt - performance.now();
      if (wait <= 0 && !beforeOpen) send(0, up, data);
      else if (beforeOpen) beforeOpen.push(data);
      else {
        // One timer for all the bytes written during the handshake, so they leave in order.
        beforeOpen = [data];
        later(wait, () => {
          for (const early of beforeOpen!) send(0, up, early);
          beforeOpen = undefined;
        });
      }
    });
    toServer.on('data', (data) => {
      down.received += data.length;
      if (current) {
        current.downBytes += data.length;
        const last = down.owners.at(-1);
        if (last?.request === current) last.through = down.received;
        else down.owners.push({ request: current, through: down.received });
      }
      send(1, down, data);
    });
    const endWhenDrained = (pipe: Pipe) => () => {
      pipe.ended = true;
      if (pipe.inFlight.empty && pipe.queued.length === 0) pipe.to.end();
    };
    browser.on('end', endWhenDrained(up));
    toServer.on('end', endWhenDrained(down));
    const closeBoth = () => {
      // A closed connection's bytes no longer take the link.
      directions[0].drop(up);
      directions[1].drop(down);
      browser.destroy();
      toServer.destroy();
      sockets.delete(browser);
      sockets.delete(toServer);
    };
    browser.on('error', closeBoth);
    toServer.on('error', closeBoth);
    browser.on('close', () => {
      endUnanswered();
      closeBoth();
    });
    toServer.on('close', () => {
      // The server's answer may still be on its way to the browser: the browser's side closes later.
      sockets.delete(toServer);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    totals,
    overtaken: () => [...flights].reduce((sum, flight) => sum + flight.overtaken, 0),
    retarget(origin) {
      upstream = new URL(origin);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
