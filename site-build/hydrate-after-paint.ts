/**
 * Hydration after the first contentful paint (run on the built pages by gatsby-node's onPostBuild).
 *
 * Gatsby ends each page with `<script src async>` tags for its runtime, React and the app. The browser's
 * preload scanner fetches them at once, and an async script runs as soon as it has arrived and the
 * parser has passed it: on our pages (about 38 KB of HTML with the inline styles) the scripts usually
 * arrive before the page has been painted, so React's evaluation and hydration ran ahead of the first
 * paint and the content that is already in the HTML waited for them (the LCP trace: the hero text
 * painted after the framework's evaluation; Lighthouse's LCP then counts every script as blocking it).
 * A hello-world page is parsed before its scripts arrive, which is why it paints first.
 *
 * Here those tags are replaced by a small inline loader that adds the same scripts once the browser
 * reports the first contentful paint (PerformanceObserver 'paint'), to run in the page's order (see
 * loaderScript).
 * Browsers without paint timing add them after the next frame; a page loaded in a background tab (which
 * never paints until shown) adds them at its load event. The server's CSP hashes every inline script
 * of a build when it starts serving it, so this one is allowed like Gatsby's own.
 */

import fs from 'node:fs';
import path from 'node:path';

/** Gatsby's script tags as it writes them (stitched in from the `_gatsby-scripts` slice). */
const ASYNC_SCRIPT = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

/**
 * The loader: `sources` are the scripts' paths, in the page's order; the last is Gatsby's app, whose
 * code starts the site. Kept ES5 for old browsers.
 *
 * The scripts are added with `async = false`: the browser fetches them all at once and runs them in
 * the order they were added, as soon as each and those before it have arrived. In Chromium each runs in
 * a task of its own, so starting the site (the app's chunk, which runs every module) stays apart from
 * React's evaluation: one task of 170-270 ms on a CPU slowed four times when webpack started the app in
 * the task of whichever chunk came last. Until 2026-11-28 the loader got that order itself, with a
 * preload of the app and a load listener on the others; the callback that added them took a median of
 * 11.5 ms unthrottled, and 5.0 ms this way (nine loads each), as its extra element and fetch went, and
 * Lighthouse's blocking time fell to 0.70x of it (seven rounds, performance +0.04).
 */
export function loaderScript(sources: string[]): string {
  return (
    `(function(){var s=${JSON.stringify(sources)},d=0,w=window,D=document;` +
    `function go(){if(d)return;d=1;s.forEach(function(u){var e=D.createElement('script');e.src=u;e.async=false;D.body.appendChild(e)})}` +
    `function fcp(l){return l.getEntries().some(function(e){return e.name==='first-contentful-paint'})}` +
    `try{var t=w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
    `if(t.indexOf('paint')<0)throw 0;` +
    `var o=new PerformanceObserver(function(l){if(fcp(l)){o.disconnect();go()}});o.observe({type:'paint',buffered:true})}` +
    `catch(e){requestAnimationFrame(function(){setTimeout(go)})}` +
    `if(D.visibilityState==='hidden')w.addEventListener('load',go)})();`
  );
}

/**
 * The page with Gatsby's async script tags replaced by the loader, placed where the first of them was.
 * A page without them (already rewritten by an earlier build, or not a Gatsby page) is returned as is.
 */
export function hydrateAfterPaint(html: string): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  if (!sources.length) return html;
  let first = true;
  return html.replace(ASYNC_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script id="hydrate-after-paint">${loaderScript(sources)}</script>`;
  });
}

/**
 * hydrateAfterPaint over each of `pages` (HTML files) written since the last pass, then marks this
 * pass by writing `stampFile` (no stamp: every page). An incremental build rewrites only the pages
 * whose content changed, and every other page holds the loader since the pass after it was written,
 * so a publish reads the pages it changed rather than the whole site. Gatsby's next writes come after
 * the stamp: a page the pass rewrote is older than it, one a later build wrote is newer. Returns how
 * many pages it rewrote.
 */
export function hydrateAfterPaintSince(pages: string[], stampFile: string): number {
  const since = fs.statSync(stampFile, { throwIfNoEntry: false })?.mtimeMs ?? -Infinity;
  let rewritten = 0;
  for (const file of pages) {
    if (fs.statSync(file).mtimeMs <= since) continue;
    const html = fs.readFileSync(file, 'utf8');
    const result = hydrateAfterPaint(html);
    if (result === html) continue;
    fs.writeFileSync(file, result);
    rewritten++;
  }
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, `${new Date().toISOString()}\n`);
  return rewritten;
}
