/**
 * Lighthouse's blocking time is a threshold (a task counts only for what it runs past 50 ms, at 4x), so
 * on a shared 2-core machine a neighbour's burst of work does not slow both sides of a round alike: it
 * pushes the larger page's tasks over the threshold first. Before each run the bench waits until the
 * CPU has been quiet for a second (a finished run's Chromium exiting, a build's workers settling, other
 * work on the machine), and counts the runs that had to start busy.
 */
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Jiffies since boot, all CPUs together: busy and in all. */
export interface CpuTimes {
  busy: number;
  total: number;
}

/**
 * The aggregate `cpu` line of /proc/stat (user nice system idle iowait irq softirq steal ...). Idle
 * and iowait are not busy; steal (another virtual machine on the same host) is, as it takes the CPU
 * from the page as surely as a process here would. Guest times are already inside user and nice.
 */
export function parseCpuTimes(procStat: string): CpuTimes {
  const line = procStat.split('\n').find((row) => /^cpu\s/.test(row));
  if (!line) throw new Error('no aggregate cpu line in /proc/stat');
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** The share of the CPU that was busy between two readings (0 when no time passed). */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

/**
 * Every URL once per round, starting one place further each round: no route always follows the
 * baseline, or always runs first after a build. Each round still holds the baseline, so the rounds
 * stay paired (bench/paired.ts).
 */
export function roundOrder<T>(items: readonly T[], round: number): T[] {
  const n = items.length;
  return items.map((_, i) => items[(i + round) % n]);
}

export interface QuietOptions {
  /** Busy share at or under which the CPU counts as quiet. */
  threshold?: number;
  /** How long each reading lasts. */
  windowMs?: number;
  /** How long to wait at most before going on busy. */
  timeoutMs?: number;
  /** The CPU times now (replaced in tests). */
  read?: () => CpuTimes;
}

export interface QuietOutcome {
  quiet: boolean;
  /** The busy share of the last reading. */
  busy: number;
  waitedMs: number;
}

export const QUIET_DEFAULTS = { threshold: 0.1, windowMs: 1000, timeoutMs: 60_000 } as const;

const readProcStat = () => parseCpuTimes(fs.readFileSync('/proc/stat', 'utf8'));

/** Waits until one reading of `windowMs` shows the CPU at most `threshold` busy, or `timeoutMs` ran out. */
export async function waitForQuietCpu(options: QuietOptions = {}): Promise<QuietOutcome> {
  const { threshold, windowMs, timeoutMs } = { ...QUIET_DEFAULTS, ...options };
  const read = options.read ?? readProcStat;
  const started = Date.now();
  for (;;) {
    const before = read();
    await sleep(windowMs);
    const busy = busyShare(before, read());
    const waitedMs = Date.now() - started;
    if (busy <= threshold) return { quiet: true, busy, waitedMs };
    if (waitedMs >= timeoutMs) return { quiet: false, busy, waitedMs };
  }
}
