/**
 * A store that stands in for the real one until something needs it, so that every page's first load
 * carries no Redux Toolkit (about 7 KB compressed: the toolkit, immer, redux and the slices, about a
 * third of the site's own JavaScript in it). Until then it serves a fixed state computed without the toolkit
 * (the painted theme, the window's size, a closed chat); the first action dispatched, or `ready()`
 * called on a sign of intent, loads the real store, which starts from the state of that moment and
 * replays the actions dispatched before it arrived. From then on every call goes straight to it, and
 * subscribers hear of its changes.
 *
 * The store hooks (./hooks.ts) need nothing more of a store than getState, subscribe and dispatch. Thunks must wait
 * for `ready()`: before it, dispatch could not return what they return (ChatLauncher mounts the panel,
 * the only part that dispatches thunks, after it).
 *
 * An action that waits for the load may have an effect the visitor must see in the same frame (the
 * theme switch's paint): `applyAtOnce` runs it for each action as it is queued. The real store's own
 * side effects must then find that effect already done and skip it.
 */
export interface LoadedStore<State, Dispatch> {
  getState(): State;
  subscribe(listener: () => void): () => void;
  dispatch: Dispatch;
}

export interface DeferredStore<State, Dispatch> extends LoadedStore<State, Dispatch> {
  /** Loads the real store (once) and resolves when it serves every call. */
  ready(): Promise<void>;
}

export interface DeferredStoreOptions<Action> {
  /** Runs for each action dispatched before the load, as it is queued. */
  applyAtOnce?: (action: Action) => void;
}

export function createDeferredStore<
  State,
  Action extends { type: string },
  Dispatch extends (action: Action) => unknown,
>(
  initialState: State,
  load: () => Promise<LoadedStore<State, Dispatch>>,
  { applyAtOnce }: DeferredStoreOptions<Action> = {},
): DeferredStore<State, Dispatch> {
  let real: LoadedStore<State, Dispatch> | null = null;
  let loading: Promise<void> | null = null;
  const pending: Action[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const ready = () =>
    (loading ??= load().then(
      (store) => {
        for (const action of pending.splice(0)) store.dispatch(action);
        real = store;
        store.subscribe(notify);
        notify();
      },
      (error: unknown) => {
        loading = null; // offline, say: the next call tries again, and the actions keep waiting
        throw error;
      },
    ));

  const dispatch = ((action: Action) => {
    if (real) return real.dispatch(action);
    if (typeof action !== 'object' || action === null) {
      throw new TypeError('Only plain actions can be dispatched before the store has loaded: await ready() first');
    }
    pending.push(action);
    applyAtOnce?.(action);
    ready().catch(() => undefined); // a failed load is retried by the next action or intent
    return action;
  }) as Dispatch;

  return {
    getState: () => (real ? real.getState() : initialState),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    ready,
  };
}

/** Resolves when `store` serves every call: at once for a real store (the server's, a test's). */
export function storeReady(store: object): Promise<void> {
  const deferred = store as Partial<DeferredStore<unknown, unknown>>;
  return typeof deferred.ready === 'function' ? deferred.ready() : Promise.resolve();
}
