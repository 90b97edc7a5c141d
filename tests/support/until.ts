/** The one wait helper of the test support: polls `probe` every `everyMs` until it returns a value. */
async function poll<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  everyMs: number,
  log: () => string,
  gaveUp: () => string | undefined,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
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
  }
  throw new Error(`Timed out waiting for ${what}.\n${log().slice(-4000)}`);
}

/** Waits for something another process does (a CMS answering, a row, an email): `probe` every 250 ms. */
export function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  log = () => '',
  /** Checked before each try: a reason to stop waiting at once (e.g. the process exited). */
  gaveUp: () => string | undefined = () => undefined,
): Promise<T> {
  return poll(what, probe, timeoutMs, 250, log, gaveUp);
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
