import { KEEP_SCROLL_MS, keepScrollPosition, keepSectionInView } from './scrollRestore';

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

describe('keepSectionInView', () => {
  /** A section that will be at `top` in the page once it has rendered (jsdom lays nothing out). */
  function addSection(id: string, top: { at: number }) {
    const section = document.createElement('section');
    section.id = id;
    section.getBoundingClientRect = () => ({ top: top.at - window.scrollY }) as DOMRect;
    document.body.append(section);
    return section;
  }

  beforeEach(() => document.documentElement.style.setProperty('scroll-padding-top', '80px'));
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.style.removeProperty('scroll-padding-top');
  });

  it('starts the new page at the top, then scrolls to the section once its code has rendered it', () => {
    pageBottom = 900;
    Object.assign(window, { scrollY: 700 }); // where the last page was scrolled to
    keepSectionInView('#event-request');
    expect(window.scrollY).toBe(0);
    const top = { at: 2400 };
    addSection('event-request', top);
    grow(4000);
    expect(window.scrollY).toBe(2400 - 80);
    top.at = 3100; // a block above it came later
    grow(4700);
    expect(window.scrollY).toBe(3100 - 80);
  });

  it('leaves a section that is already there to Gatsby, and a route without one alone', () => {
    pageBottom = 5000;
    Object.assign(window, { scrollY: 300 });
    addSection('event-request', { at: 2400 });
    keepSectionInView('#event-request');
    keepSectionInView('');
    expect(scrolls).toHaveLength(0);
    expect(observed).toHaveLength(0);
  });

  it('reads the hash as Gatsby does, and leaves the place to the visitor once they scroll', () => {
    pageBottom = 900;
    keepSectionInView('#%C3%A9v%C3%A9nement');
    addSection('événement', { at: 2000 });
    grow(3000);
    expect(window.scrollY).toBe(2000 - 80);
    window.dispatchEvent(new Event('wheel'));
    Object.assign(window, { scrollY: 500 });
    grow(6000);
    expect(window.scrollY).toBe(500);
  });

  it('leaves a hash with a malformed escape alone instead of throwing', () => {
    pageBottom = 900;
    Object.assign(window, { scrollY: 300 });
    expect(() => keepSectionInView('#50%')).not.toThrow();
    expect(scrolls).toHaveLength(0);
    expect(observed).toHaveLength(0);
  });

  it('lets go after a while, so a section that never comes does not pull the page later', () => {
    pageBottom = 900;
    keepSectionInView('#event-request');
    jest.advanceTimersByTime(KEEP_SCROLL_MS);
    addSection('event-request', { at: 2400 });
    grow(4000);
    expect(window.scrollY).toBe(0);
  });
});
