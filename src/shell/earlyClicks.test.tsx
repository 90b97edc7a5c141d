/**
 * A tap on the menu, search or chat button before the page's code: the head script keeps it and marks
 * the button, and the hydrated button opens what it asked for, once, and takes the mark off when it
 * shows. The pages are the build's HTML, hydrated as the browser does.
 */
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { makeStore } from '../app/store';
import { HEAD_SCRIPT } from '../app/headScript';
import { ChatLauncher } from '../features/chat/ChatLauncher';
import { testCopy, testFaq } from '../features/chat/testFixtures';
import { Header } from './Header';
import { SearchButton } from './SearchButton';
import { serverRendered } from '../testing/serverRender';
import { takeEarlyClick } from '../lib/earlyClicks';
import { clearTaken } from '../lib/earlyClickShown';
import { StoreProvider } from '../lib/hooks';

jest.mock('../lib/sendSubmission');
jest.mock('../lib/toasts');

type EarlyWindow = { __early?: Record<string, 1>; __live?: boolean };
const earlyWindow = () => window as unknown as EarlyWindow;

/** The head script's click listener, as the browser adds it before the body is parsed; removed after. */
let listeners: Array<[string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined]> = [];
function runHeadScript() {
  window.matchMedia = jest.fn().mockReturnValue({ matches: false });
  const add = jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener, options]);
    EventTarget.prototype.addEventListener.call(document, type, listener, options);
  });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running that exact text is the point
  new Function(HEAD_SCRIPT)();
  add.mockRestore();
}

let root: Root | undefined;
let errors: jest.SpyInstance;
beforeEach(() => {
  // jsdom has no modal dialogs (the search's is one).
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  // No error but two that React in development says of what a test does and a page does not: the
  // server and browser renders in one process (two renderers of one context), and the head script's
  // mark, an attribute the build's HTML did not have, which React in production never compares.
  const said = errors.mock.calls.map((call) => call.map(String).join(' '));
  errors.mockRestore();
  expect(
    said.filter(
      (message) =>
        !message.includes('multiple renderers') &&
        !(message.includes("didn't match") && message.includes('data-taken')),
    ),
  ).toEqual([]);
  for (const [type, listener, options] of listeners) document.removeEventListener(type, listener, options);
  listeners = [];
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete earlyWindow().__early;
  delete earlyWindow().__live;
});

/** The build's HTML of `ui` in the page, the head script listening, nothing hydrated yet. */
async function page(ui: (store: ReturnType<typeof makeStore>) => ReactElement) {
  const element = ui(makeStore());
  const container = await serverRendered(element);
  runHeadScript();
  const hydrate = () =>
    act(async () => {
      root = hydrateRoot(container, ui(makeStore()));
    });
  return { container, hydrate };
}

const inStore = (children: ReactElement) => (store: ReturnType<typeof makeStore>) => (
  <StoreProvider store={store}>{children}</StoreProvider>
);

describe('the head script', () => {
  it('marks a tapped button busy; keeps what it asked for until the page is live', () => {
    runHeadScript();
    document.body.innerHTML =
      '<button data-early="search"><svg><path></path></svg></button><button data-early="menu"></button><button>Other</button>';
    const [search, menu, other] = [...document.querySelectorAll('button')];
    search.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    other.click();
    expect(search).toHaveAttribute('data-taken');
    expect(other).not.toHaveAttribute('data-taken');
    expect(earlyWindow().__early).toEqual({ search: 1 });

    // The first component to hydrate makes the page live: a tap is React's to answer from then on,
    // though still marked busy until what it opens shows.
    expect(takeEarlyClick('search')).toBe(true);
    expect(earlyWindow().__live).toBe(true);
    menu.click();
    expect(menu).toHaveAttribute('data-taken');
    expect(takeEarlyClick('menu')).toBe(false);
    // Answered once.
    expect(takeEarlyClick('search')).toBe(false);
    clearTaken('menu');
    expect(menu).not.toHaveAttribute('data-taken');
    expect(search).toHaveAttribute('data-taken');
  });
});

describe('a button clicked before the page hydrated', () => {
  it('the menu opens once the header hydrates, and no longer looks busy', async () => {
    const { hydrate } = await page(inStore(<Header pathname="/" siteName="Meridian Works" />));
    const button = screen.getByRole('button', { name: 'Menu' });
    button.click();
    expect(button).toHaveAttribute('data-taken');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await hydrate();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('site-navigation')).toHaveClass('site-nav--open');
    // Busy looks need both attributes (global.css): hydrated, the menu drops its data-early.
    expect(button).not.toHaveAttribute('data-early');
    // Live now: the next click is React's, and closes it.
    act(() => button.click());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('a menu nobody clicked stays closed when the header hydrates', async () => {
    const { hydrate } = await page(inStore(<Header pathname="/" siteName="Meridian Works" />));
    await hydrate();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('the search opens once its code has come, the button busy until it shows', async () => {
    const { hydrate } = await page(inStore(<SearchButton />));
    const button = screen.getByRole('button', { name: 'Search' });
    button.click();
    expect(button).toHaveAttribute('data-taken');
    await hydrate();
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(button).not.toHaveAttribute('data-taken'));
  });

  it('the chat opens once its panel has come, the launcher busy until it shows', async () => {
    const { hydrate } = await page(inStore(<ChatLauncher faq={testFaq} copy={testCopy} />));
    const launcher = screen.getByRole('button', { name: testCopy.launcherLabel });
    launcher.click();
    expect(launcher).toHaveAttribute('data-taken');
    await hydrate();
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('dialog', { name: testCopy.title });
    await waitFor(() => expect(launcher).not.toHaveAttribute('data-taken'));
  });
});
