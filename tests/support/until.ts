/** The one wait helper of the test support: polls `probe` until it returns a value. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  log = () => '',
  /** Checked before each try: a reason to stop waiting at once (e.g. the process exited). */
  gaveUp: () => string | undefined = () => undefined,
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
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}.\n${log().slice(-4000)}`);
}
