import { createDeferredStore, storeReady } from './deferredStore';
import { configureStore, createSlice } from '@reduxjs/toolkit';

// A small slice of the same kind as the app's: the deferred store knows nothing of any slice.
const page = createSlice({
  name: 'page',
  initialState: { darkMode: true, scrollDirection: 'up' },
  reducers: {
    toggleDarkMode(state) {
      state.darkMode = !state.darkMode;
    },
    setScrollDirection(state, action: { payload: string }) {
      state.scrollDirection = action.payload;
    },
  },
});
type RootState = { page: ReturnType<typeof page.reducer> };
const firstScreen: RootState = { page: page.getInitialState() };
const makeStore = (preloadedState?: RootState) => configureStore({ reducer: { page: page.reducer }, preloadedState });
type AppStore = ReturnType<typeof makeStore>;
const plainActions = {
  toggleDarkMode: () => ({ type: 'page/toggleDarkMode' }),
  setScrollDirection: (payload: string) => ({ type: 'page/setScrollDirection', payload }),
};

/** A load the test resolves or fails when it wants, counting its calls. */
function controlledLoad() {
  const calls: Array<{ resolve: (store: AppStore) => void; reject: (error: Error) => void }> = [];
  const load = () =>
    new Promise<AppStore>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

test('serves the first screen state, unchanged, until the real store has loaded', () => {
  const { load, calls } = controlledLoad();
  const store = createDeferredStore(firstScreen, load);
  expect(store.getState()).toBe(firstScreen);
  expect(store.getState()).toBe(store.getState()); // a stable snapshot, as useSyncExternalStore needs
  expect(calls).toHaveLength(0); // nothing loads without an action or intent
});

test('the first action loads the store once; actions sent meanwhile are replayed in order, then subscribers hear', async () => {
  const { load, calls } = controlledLoad();
  const store = createDeferredStore(firstScreen, load);
  const heard: RootState[] = [];
  store.subscribe(() => heard.push(store.getState()));

  store.dispatch(plainActions.toggleDarkMode());
  store.dispatch(plainActions.setScrollDirection('down'));
  store.dispatch(plainActions.toggleDarkMode());
  store.dispatch(plainActions.toggleDarkMode());
  expect(calls).toHaveLength(1);
  expect(store.getState()).toBe(firstScreen);
  expect(heard).toHaveLength(0);

  calls[0].resolve(makeStore(firstScreen));
  await store.ready();
  expect(store.getState().page).toMatchObject({ darkMode: false, scrollDirection: 'down' });
  expect(heard).toHaveLength(1);

  // From now on calls go straight to the real store, and its changes reach the subscribers.
  store.dispatch(plainActions.toggleDarkMode());
  expect(store.getState().page.darkMode).toBe(true);
  expect(heard).toHaveLength(2);
  expect(calls).toHaveLength(1);
});

test('an unsubscribed listener hears nothing after the load', async () => {
  const { load, calls } = controlledLoad();
  const store = createDeferredStore(firstScreen, load);
  const listener = jest.fn();
  const unsubscribe = store.subscribe(listener);
  unsubscribe();
  const loaded = store.ready();
  calls[0].resolve(makeStore(firstScreen));
  await loaded;
  store.dispatch(plainActions.toggleDarkMode());
  expect(listener).not.toHaveBeenCalled();
});

test('a thunk before the load is refused (its result could not be returned); after it, it runs', async () => {
  const { load, calls } = controlledLoad();
  const store = createDeferredStore(firstScreen, load);
  const thunk = () => 'ran';
  expect(() => store.dispatch(thunk)).toThrow(/await ready\(\) first/);
  expect(calls).toHaveLength(0);
  const loaded = store.ready();
  calls[0].resolve(makeStore(firstScreen));
  await loaded;
  expect(store.dispatch(thunk)).toBe('ran');
});

test('a failed load keeps the actions, and the next action tries again', async () => {
  const { load, calls } = controlledLoad();
  const store = createDeferredStore(firstScreen, load);
  store.dispatch(plainActions.toggleDarkMode());
  calls[0].reject(new Error('offline'));
  await expect(store.ready()).rejects.toThrow('offline');
  expect(store.getState()).toBe(firstScreen);

  store.dispatch(plainActions.setScrollDirection('down'));
  expect(calls).toHaveLength(2);
  calls[1].resolve(makeStore(firstScreen));
  await store.ready();
  expect(store.getState().page).toMatchObject({ darkMode: false, scrollDirection: 'down' });
});

test('storeReady waits for a deferred store and not for a real one', async () => {
  const { load, calls } = controlledLoad();
  const deferred = createDeferredStore(firstScreen, load);
  let loaded = false;
  const waiting = storeReady(deferred).then(() => (loaded = true));
  await Promise.resolve();
  expect(loaded).toBe(false);
  calls[0].resolve(makeStore(firstScreen));
  await waiting;
  expect(loaded).toBe(true);
  await expect(storeReady(makeStore())).resolves.toBeUndefined();
});

test('applyAtOnce runs for each action as it is queued, and not for actions the loaded store takes', async () => {
  const { load, calls } = controlledLoad();
  const applied: string[] = [];
  const store = createDeferredStore(firstScreen, load, { applyAtOnce: (action) => applied.push(action.type) });
  store.dispatch(plainActions.toggleDarkMode());
  expect(applied).toEqual(['page/toggleDarkMode']); // before the load has even begun to resolve
  store.dispatch(plainActions.setScrollDirection('down'));
  calls[0].resolve(makeStore(firstScreen));
  await store.ready();
  store.dispatch(plainActions.toggleDarkMode());
  expect(applied).toEqual(['page/toggleDarkMode', 'page/setScrollDirection']);
});
