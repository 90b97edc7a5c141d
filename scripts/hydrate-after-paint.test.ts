import { hydrateAfterPaint, loaderScript } from './hydrate-after-paint';

const gatsbyPage = (scripts: string) =>
  `<html><head></head><body><div id="___gatsby"><h1>Hi</h1></div><script id="gatsby-script-loader">window.pagePath="/";</script>${scripts}</body></html>`;
const TAGS =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';

describe('hydrateAfterPaint', () => {
  it("replaces Gatsby's async script tags by one loader of the same scripts, in order, where they were", () => {
    const html = hydrateAfterPaint(gatsbyPage(TAGS));
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(
      `<script id="hydrate-after-paint">${loaderScript(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'])}</script></body>`,
    );
    expect(html.indexOf('gatsby-script-loader')).toBeLessThan(html.indexOf('hydrate-after-paint'));
  });

  it('leaves a page without those tags (or already rewritten) unchanged', () => {
    const once = hydrateAfterPaint(gatsbyPage(TAGS));
    expect(hydrateAfterPaint(once)).toBe(once);
    expect(hydrateAfterPaint('<p>plain</p>')).toBe('<p>plain</p>');
  });
});

describe('the loader', () => {
  let observer: { callback: (list: { getEntries(): Array<{ name: string }> }) => void; disconnect: jest.Mock } | null;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the loader is a string inlined into the HTML: running that very string is what is tested
  const run = (sources: string[]) => new Function(loaderScript(sources))();
  const added = () => [...document.body.querySelectorAll('script')].map((script) => script.getAttribute('src'));

  beforeEach(() => {
    document.body.innerHTML = '';
    observer = null;
    const Observer = jest.fn(function (this: unknown, callback) {
      observer = { callback, disconnect: jest.fn() };
      return { observe: jest.fn(), disconnect: observer.disconnect };
    });
    Object.assign(Observer, { supportedEntryTypes: ['paint'] });
    Object.defineProperty(window, 'PerformanceObserver', { value: Observer, configurable: true, writable: true });
  });

  it('adds the scripts, once and in order, when the first contentful paint is reported', () => {
    run(['/a.js', '/b.js']);
    expect(added()).toEqual([]);
    observer!.callback({ getEntries: () => [{ name: 'first-paint' }] });
    expect(added()).toEqual([]);
    observer!.callback({ getEntries: () => [{ name: 'first-contentful-paint' }] });
    expect(added()).toEqual(['/a.js', '/b.js']);
    expect(observer!.disconnect).toHaveBeenCalled();
    observer!.callback({ getEntries: () => [{ name: 'first-contentful-paint' }] });
    expect(added()).toEqual(['/a.js', '/b.js']);
  });

  it('without paint timing, adds them after the next frame', () => {
    Object.assign(window.PerformanceObserver, { supportedEntryTypes: [] });
    jest.useFakeTimers();
    try {
      run(['/a.js']);
      expect(added()).toEqual([]);
      jest.runAllTimers();
      expect(added()).toEqual(['/a.js']);
    } finally {
      jest.useRealTimers();
    }
  });
});
