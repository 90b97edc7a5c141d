/** Runs `task` once the browser is idle (with a timeout fallback where requestIdleCallback is
 * missing, e.g. Safari); returns a cancel function. */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, timeoutMs);
  return () => window.clearTimeout(handle);
}

/**
 * Fetches lazily loaded code once the browser is idle, so it is ready when it is first needed, without
 * rendering anything (that waits for the need). `then` gets the loaded module. A failure (offline) is
 * left to the first real use, which loads again. Returns a cancel function.
 */
export function prefetchWhenIdle<Module>(load: () => Promise<Module>, then?: (module: Module) => void): () => void {
  return whenIdle(() => {
    load().then(then, () => {});
  });
}
