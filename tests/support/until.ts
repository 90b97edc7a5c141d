import fs from 'node:fs';

/** How long a wait that sees progress may go on in all, as a multiple of its `timeoutMs`. */
const PROGRESS_CAP = 8;

/** The one wait helper of the test support: polls `probe` every `everyMs` until it returns a value. */
async function poll<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  everyMs: number,
  log: () => string,
  gaveUp: () => string | undefined,
  progress?: () => number,
): Promise<T> {
  const started = Date.now();
  let deadline = started + timeoutMs;
  let work = progress?.();
  while (Date.now() < deadline) {
    const reason = gaveUp();
    if (reason) throw new Error(`Gave up waiting for ${what}: ${reason}\n${log().slice(-4000)}`);
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    const now = progress?.();
    if (now !== work) {
      work = now;
      deadline = Math.min(Date.now() + timeoutMs, started + PROGRESS_CAP * timeoutMs);
    }
  }
  throw new Error(
    `Timed out waiting for ${what}${progress ? ` (no progress for ${timeoutMs / 1000} s, or ${(PROGRESS_CAP * timeoutMs) / 60000} minutes in all)` : ''}.\n${log().slice(-4000)}`,
  );
}

/**
 * The work a process has done so far: its CPU time in clock ticks (Linux's /proc) plus `output`'s
 * length, for a wait that goes on while the process works (`until`'s `progress`). A machine busy with
 * other work makes a start slower, not stuck: a CMS on PostgreSQL seeding at a load of 15 took more
 * than four minutes, and was still working. 0 once the process is gone (its exit is the caller's to see).
 */
export function workDone(pid: number | undefined, output: () => number = () => 0): () => number {
  return () => {
    let ticks = 0;
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks = Number(fields[11]) + Number(fields[12]); // utime and stime, the 14th and 15th fields
    } catch {
      // no /proc (not Linux), or the process has ended
    }
    return ticks + output();
  };
}

/** Waits for something another process does (a CMS answering, a row, an email): `probe` every 250 ms. */
export function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  log = () => '',
  /** Checked before each try: a reason to stop waiting at once (e.g. the process exited). */
  gaveUp: () => string | undefined = () => undefined,
  /** The work the awaited process has done (`workDone`): while it grows, the wait goes on, then
   * `timeoutMs` is the time allowed without progress (and PROGRESS_CAP times it in all). */
  progress?: () => number,
): Promise<T> {
  return poll(what, probe, timeoutMs, 250, log, gaveUp, progress);
}

/** Waits for a condition in this process (a mock called, a queue's state) that a few turns of the
 * event loop bring: checked every millisecond, so a unit test waits no longer than the work takes. */
export function untilTrue(what: string, condition: () => boolean, timeoutMs = 10_000): Promise<true> {
  return poll(
    what,
    async () => (condition() ? true : undefined),
    timeoutMs,
    1,
    () => '',
    () => undefined,
  );
}
