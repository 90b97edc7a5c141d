import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreRoot } from './wrapRoot';
import type * as BrowserStoreModule from './browserStore';
import { ThemeToggle } from '../shell/ThemeToggle';
import { firstScreenThemeActions } from '../features/theme/themeState';
import { makeStore } from './store';
import { chatOpened, contactSubmitted } from '../features/chat/chatSlice';
import { testContent } from '../features/chat/testFixtures';
import { useAppStore } from '../lib/hooks';

/** Each test gets the module afresh, as a page load does: the browser's store is one per load. */
function freshPageLoad(): typeof BrowserStoreModule.getBrowserStore {
  let getBrowserStore!: typeof BrowserStoreModule.getBrowserStore;
  jest.isolateModules(() => {
    ({ getBrowserStore } = jest.requireActual<typeof BrowserStoreModule>('./browserStore'));
  });
  return getBrowserStore;
}

beforeEach(() => {
  sessionStorage.clear();
  document.documentElement.className = '';
  document.cookie = 'darkMode=; max-age=0; path=/';
});

test("the page's root and the head's root (Gatsby renders Head apart) share the browser's one store", () => {
  const getBrowserStore = freshPageLoad();
  const seen: unknown[] = [];
  function Probe() {
    seen.push(useAppStore());
    return null;
  }
  for (let root = 0; root < 2; root += 1) {
    render(
      <StoreRoot store={getBrowserStore()}>
        <Probe />
      </StoreRoot>,
    );
  }
  expect(seen.length).toBeGreaterThanOrEqual(2);
  expect(new Set(seen).size).toBe(1);
});

test('before anything loads, the store shows the painted theme and the window as they are', () => {
  document.documentElement.classList.add('light');
  const store = freshPageLoad()();
  expect(store.getState().theme).toMatchObject({
    darkMode: false,
    screenWidth: window.innerWidth,
    screenHeight: window.innerHeight,
  });
  expect(store.getState().chat.open).toBe(false);
});

/** A page just loaded, its store not yet: the theme switch and the browser's store. */
function themeSwitchOnAFreshPage() {
  const store = freshPageLoad()();
  render(
    <StoreRoot store={store}>
      <ThemeToggle />
    </StoreRoot>,
  );
  return { store, toggle: screen.getByRole('button', { name: 'Dark mode' }) };
}

test('the theme switch works through the deferred store: the first click changes the page at once and loads the store', async () => {
  const { store, toggle } = themeSwitchOnAFreshPage();
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(toggle);
  // Painted and remembered at once, before the store has loaded: a reload now keeps the choice.
  expect(document.documentElement).toHaveClass('light');
  expect(document.cookie).toMatch(/(^|; )darkMode=($|;)/);
  await act(() => store.ready());
  expect(document.cookie).toMatch(/(^|; )darkMode=($|;)/);
  expect(document.documentElement).toHaveClass('light');
  expect(store.getState().theme.darkMode).toBe(false);
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(toggle);
  expect(document.documentElement).not.toHaveClass('light');
  expect(document.cookie).toMatch(/(^|; )darkMode=enabled/);
});

test('clicks before the store has loaded are all painted, and the last one is remembered', async () => {
  const { store, toggle } = themeSwitchOnAFreshPage();
  await userEvent.click(toggle);
  await userEvent.click(toggle);
  expect(document.cookie).toMatch(/(^|; )darkMode=enabled/);
  await userEvent.click(toggle);
  expect(document.documentElement).toHaveClass('light');
  expect(document.cookie).toMatch(/(^|; )darkMode=($|;)/);
  await act(() => store.ready());
  expect(document.documentElement).toHaveClass('light');
  expect(document.documentElement.style.colorScheme).toBe('light');
  expect(document.cookie).toMatch(/(^|; )darkMode=($|;)/);
  expect(store.getState().theme.darkMode).toBe(false);
});

test('a visitor who never uses the switch gets no cookie: the system keeps deciding', async () => {
  const store = freshPageLoad()();
  await act(() => store.ready());
  store.dispatch(firstScreenThemeActions.setScrollDirection('down'));
  store.dispatch(firstScreenThemeActions.setScreenSize({ width: 320, height: 640 }));
  expect(store.getState().theme.scrollDirection).toBe('down');
  expect(document.cookie).not.toMatch(/(^|; )darkMode=/);
});

test('a session that holds a conversation loads the store at once and carries it on', async () => {
  const earlier = makeStore(); // saves the conversation as it changes, as the last page did
  earlier.dispatch(chatOpened(testContent));
  earlier.dispatch(contactSubmitted({ name: 'Ada', email: '', phone: '', industry: '' }));

  const store = freshPageLoad()();
  const listener = jest.fn();
  store.subscribe(listener);
  expect(store.getState().chat.messages).toHaveLength(0);
  // Nothing dispatched and nothing asked for it: it loads by itself.
  await waitFor(() => expect(listener).toHaveBeenCalled());
  expect(store.getState().chat.messages).toEqual(earlier.getState().chat.messages);
  expect(store.getState().chat.contact.name).toBe('Ada');
});
