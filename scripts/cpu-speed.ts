/**
 * The machine's speed as `npm test` reports it: the time one fixed piece of pure JavaScript takes on
 * one core. A suite that took twice as long beside a task that also took twice as long ran on a slow
 * or busy machine; beside an unchanged task it grew. The task is what the suites spend their time on,
 * in small: integer arithmetic, table lookups and short-lived strings in a Map (allocation and
 * garbage collection), in this process, no child, no I/O. On a machine whose cores are all taken by
 * others it waits for a share of one, so it measures the load as well as the processor.
 */
import os from 'node:os';

/** Rounds of the fixed task: about 0.8 s on a quiet machine of CI's kind (QUIET_SECONDS). */
export const CPU_TASK_ROUNDS = 48_000_000;

/**
 * The task's time on a quiet machine of the kind the suite's budget is for (2 cores, AMD EPYC, Node
 * 20; 6 December 2026, with both cores under 10 % busy for a second before it: 0.81-0.86 s). Changing the task or its rounds means measuring this
 * again, the least of several runs on a quiet machine:
 * `npx tsx -e "import { timeCpuTask } from './scripts/cpu-speed.ts'; for (let i = 0; i < 5; i++) console.log(timeCpuTask())"`.
 */
export const QUIET_SECONDS = 0.82;

/**
 * The fixed task: `rounds` steps mixing a 256 KiB table (so the processor's caches count) into a hash,
 * and every 16th step a short string kept in a Map of at most 4096 entries (so allocation and garbage
 * collection count). Returns the hash, so that the work cannot be optimised away and a change to the
 * task shows in its test.
 */
export function cpuTask(rounds: number = CPU_TASK_ROUNDS): number {
  const table = new Uint32Array(1 << 16);
  let x = 0x9e3779b9;
  for (let i = 0; i < table.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    table[i] = x >>> 0;
  }
  const recent = new Map<string, number>();
  let hash = 0x811c9dc5;
  for (let round = 0; round < rounds; round++) {
    const value = table[(hash ^ round) & 0xffff];
    hash = Math.imul(hash ^ value, 0x01000193) >>> 0;
    table[round & 0xffff] = (value + hash) >>> 0;
    if ((round & 15) === 0) {
      const key = `k${hash & 0xfff}`;
      recent.set(key, ((recent.get(key) ?? 0) + round) >>> 0);
      hash = (hash ^ key.length ^ recent.size) >>> 0;
    }
  }
  return hash;
}

export interface CpuTaskTime {
  seconds: number;
  /** The one-minute load average when it was measured (os.loadavg), for the reader. */
  load: number;
}

/** Times the fixed task once, in this process (it blocks the event loop for about a second). */
export function timeCpuTask(
  rounds: number = CPU_TASK_ROUNDS,
  loadAverage: () => number = () => os.loadavg()[0],
): CpuTaskTime {
  const load = loadAverage();
  const started = process.hrtime.bigint();
  cpuTask(rounds);
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, load };
}

/**
 * The report's line: the task's time at the start of the run and at its end (when measured), against
 * the quiet figure, e.g. `machine: fixed CPU task 1.23 s at the start (load 0.4), 2.10 s at the end
 * (load 3.9); this kind of machine quiet: 1.00 s, 2 cores`.
 */
export function formatMachineSpeed(start: CpuTaskTime, end: CpuTaskTime | undefined, cores: number): string {
  const one = ({ seconds, load }: CpuTaskTime, when: string) =>
    `${seconds.toFixed(2)} s ${when} (load ${load.toFixed(1)})`;
  const measured = [one(start, 'at the start'), ...(end ? [one(end, 'at the end')] : [])].join(', ');
  return `machine: fixed CPU task ${measured}; this kind of machine quiet: ${QUIET_SECONDS.toFixed(2)} s, ${cores} cores`;
}
