import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hydrateAfterPaint, hydrateAfterPaintSince, loaderScript } from './hydrate-after-paint';

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

describe('hydrateAfterPaintSince', () => {
  it('rewrites every page the first time, then only the pages written after the last pass', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hydrate-'));
    const stamp = path.join(dir, '.cache', 'pass');
    const page = (name: string) => path.join(dir, name);
    fs.writeFileSync(page('a.html'), gatsbyPage(TAGS));
    fs.writeFileSync(page('b.html'), gatsbyPage(TAGS));
    expect(hydrateAfterPaintSince([page('a.html'), page('b.html')], stamp)).toBe(2);
    const passed = fs.statSync(stamp).mtime;

    // The next build writes b again; a, with Gatsby's tags put back but older than the pass, is not
    // read, which shows the pass skips the pages the build left alone.
    fs.writeFileSync(page('a.html'), gatsbyPage(TAGS));
    fs.utimesSync(page('a.html'), new Date(passed.getTime() - 10_000), new Date(passed.getTime() - 10_000));
    fs.writeFileSync(page('b.html'), gatsbyPage(TAGS));
    fs.utimesSync(page('b.html'), new Date(passed.getTime() + 10_000), new Date(passed.getTime() + 10_000));
    expect(hydrateAfterPaintSince([page('a.html'), page('b.html')], stamp)).toBe(1);
    expect(fs.readFileSync(page('b.html'), 'utf8')).toContain('hydrate-after-paint');
    expect(fs.readFileSync(page('a.html'), 'utf8')).toBe(gatsbyPage(TAGS));
  });
});

describe('the loader', () => {
  let observer: { callback: (list: { getEntries(): Array<{ name: string }> }) => void; disconnect: jest.Mock } | null;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the loader is a string inlined into the HTML: running that very string is what is tested
  const run = (sources: string[]) => new Function(loaderScript(sources))();
  const added = () => [...document.body.querySelectorAll('script')].map((script) => script.getAttribute('src'));

  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    observer = null;
    const Observer = jest.fn(function (this: unknown, callback) {
      observer = { callback, disconnect: jest.fn() };
      return { observe: jest.fn(), disconnect: observer.disconnect };
    });
    Object.assign(Observer, { supportedEntryTypes: ['paint'] });
    Object.defineProperty(window, 'PerformanceObserver', { value: Observer, configurable: true, writable: true });
  });

  const script = (src: string) => document.body.querySelector<HTMLScriptElement>(`script[src="${src}"]`)!;
  const fcp = () => observer!.callback({ getEntries: () => [{ name: 'first-contentful-paint' }] });

  it('adds the scripts once the first contentful paint is reported, to run in their order', () => {
    run(['/runtime.js', '/framework.js', '/app.js']);
    expect(added()).toEqual([]);
    observer!.callback({ getEntries: () => [{ name: 'first-paint' }] });
    expect(added()).toEqual([]);

    fcp();
    expect(added()).toEqual(['/runtime.js', '/framework.js', '/app.js']);
    expect(observer!.disconnect).toHaveBeenCalled();
    // Not async: fetched at once, run in the order added (the app, which starts the site, last).
    expect(['/runtime.js', '/framework.js', '/app.js'].map((src) => script(src).async)).toEqual([false, false, false]);
    // Nothing else: no preload, no listener that adds a script later.
    expect(document.head.children).toHaveLength(0);

    fcp();
    expect(added()).toEqual(['/runtime.js', '/framework.js', '/app.js']);
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
