/**
 * A promise the test settles when it chooses (Node 20 has no `Promise.withResolvers`): lets a test
 * look at a component or a module while the call it waits for is still pending. Only tests import this.
 */
export function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}
