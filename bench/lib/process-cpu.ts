/**
 * CPU time used by processes so far, from /proc (Linux only; NaN elsewhere or once a process is gone), in
 * ms of user and system time: what a process cost, which a machine shared with other work moves far less
 * than the latencies it causes.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_MS = 100 / 1000; // USER_HZ

/**
 * The stat fields after the command's name: [1] the parent's pid, [11] and [12] the user and system ticks,
 * [13] and [14] those of the children it has reaped.
 */
function statFields(pid: number): string[] {
  return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
}

/** The ms of the tick counts at `at` among a process's stat fields, summed. */
const ticksMs = (fields: string[], ...at: number[]) =>
  at.reduce((total, field) => total + Number(fields[field]), 0) / TICKS_PER_MS;

/** The processes' own CPU time, summed. */
export function cpuMs(pids: readonly number[]): number {
  try {
    return pids.reduce((total, pid) => total + ticksMs(statFields(pid), 11, 12), 0);
  } catch {
    return Number.NaN;
  }
}

/**
 * A process and its live children (PostgreSQL's postmaster and its backends), plus the children it has
 * reaped (a backend whose connection closed).
 */
export function treeCpuMs(pid: number): number {
  try {
    let total = ticksMs(statFields(pid), 11, 12, 13, 14);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const child = statFields(Number(entry));
        if (Number(child[1]) === pid) total += ticksMs(child, 11, 12);
      } catch {
        // Gone meanwhile: its time is its parent's reaped time.
      }
    }
    return total;
  } catch {
    return Number.NaN;
  }
}
