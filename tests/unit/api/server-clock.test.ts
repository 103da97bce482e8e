import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkHealth } from '../../../src/api/health.api';
import {
  CLOCK_SKEW_WARNING_MS,
  clockOffsetMs,
  recordServerDate,
  resetServerClock,
  serverNow,
  serverToday,
} from '../../../src/api/server-clock';

const HOUR = 3_600_000;

describe('the server clock', () => {
  afterEach(() => {
    resetServerClock();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is the device clock until the server has answered', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T04:30:00Z') });
    expect(serverNow().toISOString()).toBe('2026-03-01T04:30:00.000Z');
  });

  it('corrects a device three hours behind: dates come from the server time', () => {
    const server = Date.parse('2026-03-02T04:30:00Z');
    vi.useFakeTimers({ now: server - 3 * HOUR });
    // The round trip took 200 ms; the header is whole seconds.
    recordServerDate(new Date(server).toUTCString(), Date.now() - 200, Date.now());
    expect(Math.abs(clockOffsetMs() - 3 * HOUR)).toBeLessThan(1000);
    // 04:30 UTC on the 2nd, by the server's time, is still the 1st in Bogotá (UTC-5).
    expect(serverToday()).toBe('2026-03-01');
    expect(Math.abs(serverNow().getTime() - server)).toBeLessThan(1000);
    // In Bogotá it is already 1 March at 23:30 by the server, still 1 March at 20:30 by the device: the
    // corrected clock gives the right day either side of midnight.
    expect(serverNow().toISOString().slice(0, 10)).toBe('2026-03-02');
  });

  it('ignores a missing or unreadable Date header', () => {
    recordServerDate(null, 0, 0);
    recordServerDate('not a date', 0, 0);
    expect(clockOffsetMs()).toBe(0);
  });

  it('is measured by a healthy answer of the probe, never by a portal page', async () => {
    const ahead = new Date(Date.now() + 2 * HOUR).toUTCString();
    const portal = new Response('<html></html>', { status: 200, headers: { date: ahead } });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(portal));
    await checkHealth();
    expect(clockOffsetMs()).toBe(0);
    const healthy = new Response(JSON.stringify({ status: 'ok' }), {
      status: 200,
      headers: { 'content-type': 'application/json', date: ahead },
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(healthy));
    await checkHealth();
    expect(clockOffsetMs()).toBeGreaterThan(2 * HOUR - 2000);
    expect(clockOffsetMs()).toBeGreaterThan(CLOCK_SKEW_WARNING_MS);
  });
});
