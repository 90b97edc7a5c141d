import { KEEP_SCROLL_MS, keepScrollPosition } from './scrollRestore';

/**
 * jsdom lays nothing out: the page's height, the browser's cut of a scroll to it, and the observer's
 * reports of the page growing are played here (the real browser's are in tests/e2e/site.spec.ts).
 */
let pageBottom = 0; // the furthest the page can scroll now
let observed: Array<() => void> = [];
const scrolls: number[] = [];

class FakeResizeObserver {
  constructor(private readonly report: () => void) {}
  observe() {
    observed.push(this.report);
  }
  disconnect() {
    observed = observed.filter((report) => report !== this.report);
  }
}

/** The page grows to `bottom`, and the observer reports it (a first report comes on observing too). */
function grow(bottom: number) {
  pageBottom = bottom;
  for (const report of [...observed]) report();
}

beforeEach(() => {
  jest.useFakeTimers();
  pageBottom = 0;
  observed = [];
  scrolls.length = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  Object.assign(globalThis, { ResizeObserver: FakeResizeObserver });
  jest.spyOn(window, 'scrollTo').mockImplementation((_x: number, y: number) => {
    scrolls.push(y);
    Object.assign(window, { scrollY: Math.min(y, pageBottom) });
  });
});

afterEach(() => {
  keepScrollPosition(0)(); // whatever a test left running
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('keepScrollPosition', () => {
  it('scrolls at once, and watches nothing where the page already reaches the place', () => {
    pageBottom = 5000;
    keepScrollPosition(1500);
    expect(window.scrollY).toBe(1500);
    expect(observed).toHaveLength(0);
    grow(5000);
    expect(observed).toHaveLength(0);
  });

  it('scrolls again as the page grows, until it reaches the place', () => {
    pageBottom = 900;
    keepScrollPosition(3000);
    expect(window.scrollY).toBe(900);
    grow(2000);
    expect(window.scrollY).toBe(2000);
    grow(3400);
    expect(window.scrollY).toBe(3000);
    grow(3400); // the report after reaching it
    expect(observed).toHaveLength(0);
    const after = scrolls.length;
    grow(6000);
    expect(scrolls).toHaveLength(after);
  });

  it.each(['wheel', 'touchstart', 'keydown', 'pointerdown'])('leaves the place to the visitor after a %s', (type) => {
    pageBottom = 900;
    keepScrollPosition(3000);
    window.dispatchEvent(new Event(type));
    Object.assign(window, { scrollY: 500 }); // the visitor's own scroll
    grow(4000);
    expect(window.scrollY).toBe(500);
  });

  it('gives up on a page that has not grown to the place in time', () => {
    pageBottom = 900;
    keepScrollPosition(3000);
    jest.advanceTimersByTime(KEEP_SCROLL_MS);
    grow(4000);
    expect(window.scrollY).toBe(900);
  });

  it("stops the last route's keeping when the next route starts", () => {
    pageBottom = 900;
    keepScrollPosition(3000);
    keepScrollPosition(0);
    const since = scrolls.length;
    grow(4000);
    expect(scrolls.slice(since)).not.toContain(3000);
    expect(window.scrollY).toBe(0);
  });
});
