import * as React from 'react';
import { useAppStore } from './hooks';
import { storeReady } from './deferredStore';
import { intentHandlers as handlersFor } from './intent';

export interface LoadOnIntentOptions {
  /** Code the control needs beside the store (a lazy component's import), fetched alongside it. */
  alsoFetch?: () => Promise<unknown>;
  /** Runs once the store serves every call (a thunk-dispatching part may mount then). */
  onReady?: () => void;
}

/**
 * Loads the browser's store (src/lib/deferredStore.ts) on a sign that the visitor is about to use a
 * control: a hover, focus or touch. Spread `intentHandlers` on the control; call `load` on other
 * signs (a click, an idle-time need). Offline, a load fails quietly and the next sign tries again.
 * Pass stable options (module functions, useCallback) so the handlers stay the same between renders.
 */
export function useLoadStoreOnIntent({ alsoFetch, onReady }: LoadOnIntentOptions = {}) {
  const store = useAppStore();
  const load = React.useCallback(() => {
    alsoFetch?.().catch(() => undefined);
    void storeReady(store).then(onReady, () => undefined);
  }, [store, alsoFetch, onReady]);
  const intentHandlers = React.useMemo(() => handlersFor(load), [load]);
  return { load, intentHandlers };
}
