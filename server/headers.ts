/**
 * Response headers: Gatsby's caching rules and the security headers every response carries.
 * https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/caching/
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FileMemo, siteFiles } from './site-files';

export const NO_CACHE = 'public, max-age=0, must-revalidate';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Content-hashed files never change under the same name: everything under /static/ and the
 * JavaScript and CSS bundles at the root (except a service worker). Everything else (HTML,
 * /page-data/**, /app-data.json, sitemaps, icons...) must be revalidated on every visit.
 */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/static/')) return IMMUTABLE;
  if (/^\/[^/]+\.(?:js|css)$/.test(pathname) && pathname !== '/sw.js') return IMMUTABLE;
  return NO_CACHE;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The `type`s a browser runs (the HTML standard's JavaScript MIME types, modules) or checks against
 * script-src all the same (import maps, speculation rules). Any other type is a data block, like the
 * pages' JSON-LD (`application/ld+json`): never executed, so it needs no hash. */
const CHECKED_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  ...['application/ecmascript', 'application/javascript', 'application/x-ecmascript', 'application/x-javascript'],
  ...[
    'text/ecmascript',
    'text/javascript',
    'text/jscript',
    'text/livescript',
    'text/x-ecmascript',
    'text/x-javascript',
  ],
  ...['1.0', '1.1', '1.2', '1.3', '1.4', '1.5'].map((version) => `text/javascript${version}`),
]);

/** The value of the `type` attribute in a tag's attribute text, trimmed and lower case ('' when absent). */
function scriptType(attributes: string): string {
  const match = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  return (match ? (match[1] ?? match[2] ?? match[3]) : '').trim().toLowerCase();
}

/** sha256 sources ('sha256-...') of the inline scripts in one HTML document that the CSP governs, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (!body || !CHECKED_TYPES.has(scriptType(attributes))) continue;
    // Browsers hash the script text after the HTML parser turned CR LF / CR into LF.
    const text = body.replace(/\r\n?/g, '\n');
    hashes.push(`'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Every inline script hash over all HTML files under `dir` (deduplicated, sorted: stable header): one
 * CSP for every page, on this server and in `_headers` alike. It stays a few hashes whatever the
 * number of pages because no executed inline script differs per page: the theme script is the same
 * everywhere, Gatsby's chunk map is one per build, its page-path script is made the same on every
 * page (src/app/pagePathScript.ts), and JSON-LD is not executed. A per-page CSP would not do on a
 * static host: hosts join the values of every `_headers` rule that matches a path, and two CSPs both
 * apply, so an unknown path (answered with 404.html) could not get a CSP without every page getting
 * it too; and Cloudflare Pages reads at most 100 rules.
 */
export function scanInlineScriptHashes(dir: string): string[] {
  const pages = siteFiles(dir).filter((file) => file.relative.endsWith('.html'));
  return [...new Set(inlineScriptsOf.all(pages).flat())].sort();
}

/** Each HTML file's inline script hashes, read once per version of the file (./site-files.ts): the
 * build's `_headers` and the server's CSP both scan every page after each build. */
const inlineScriptsOf = new FileMemo((file) => inlineScriptHashes(fs.readFileSync(file.full, 'utf8')));

export interface CspOptions {
  /** 'sha256-...' sources of the inline scripts the pages need. */
  scriptHashes: string[];
  /** The CMS origin the browser posts forms and chat to (GATSBY_CMS_URL). */
  cmsUrl?: string;
  /** GATSBY_ANALYTICS_ID: allows Google's tag hosts only when set. */
  analyticsId?: string;
}

function origin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * What Google's GA4 tag (gtag.js, src/app/consent.ts) calls, after the visitor's consent, per Google's
 * guide "Use a Content Security Policy" (developers.google.com/tag-platform/security/guides/csp),
 * section Google Analytics 4: the tag from www.googletagmanager.com; hits to *.google-analytics.com
 * and to the regional collection hosts *.analytics.google.com (region1.analytics.google.com, where
 * Google sends EEA visitors' hits); *.g.doubleclick.net, which the guide lists for GA4's own
 * requests; image beacons as the fallback. Not www.google.com or Google's country domains: the guide
 * needs them for Google signals and the ads features, which this site never consents to (ad_storage,
 * ad_user_data and ad_personalization stay denied), so the tag does not call them.
 */
export const GOOGLE_TAG = 'https://www.googletagmanager.com';
export const GOOGLE_ANALYTICS_CONNECT = [
  GOOGLE_TAG,
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.g.doubleclick.net',
];
export const GOOGLE_ANALYTICS_IMAGES = [GOOGLE_TAG, 'https://*.google-analytics.com'];

/** Past this, proxies and CDNs refuse or cut a response (nginx's default buffers are 4-8 KB). */
export const HEADER_SIZE_LIMIT = 4096;

/** The CSP source that lets a page compile WebAssembly and nothing else eval-like (see script-src). */
export const WASM_UNSAFE_EVAL = "'wasm-unsafe-eval'";

export function contentSecurityPolicy({ scriptHashes, cmsUrl, analyticsId }: CspOptions): string {
  const analytics = Boolean(analyticsId);
  const cms = origin(cmsUrl || 'http://127.0.0.1:1337');
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval': the site search's Pagefind (src/features/search) compiles its WebAssembly
    // module (/pagefind/wasm.*.pagefind) in the browser, which CSP treats as eval. This source allows
    // WebAssembly compilation only, not JavaScript's eval() or new Function() ('unsafe-eval').
    'script-src': ["'self'", WASM_UNSAFE_EVAL, ...scriptHashes, ...(analytics ? [GOOGLE_TAG] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(analytics ? GOOGLE_ANALYTICS_IMAGES : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(cms ? [cms] : []), ...(analytics ? GOOGLE_ANALYTICS_CONNECT : [])],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Sent with every response: no type sniffing, so a file is only ever used as what it says it is. */
export const ALWAYS_HEADERS: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };

/** Two years, subdomains included: the value the HSTS preload list asks for (without `preload`,
 * which is a decision for the domain's owner, not for a deployment). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** True when the site's public address (SITE_URL) is https. */
export function isHttpsSite(siteUrl: string | undefined): boolean {
  return /^https:\/\//i.test((siteUrl ?? '').trim());
}

/**
 * The headers for every response of a site served at `siteUrl`. HSTS only when the site's address
 * is https: sent from a plain-http site (local runs, tests) it would be ignored by browsers at best,
 * and at worst pin a developer's localhost to https. Sent on every response, not only pages, since
 * browsers honour it from whichever response of the host arrives first over https.
 */
export function alwaysHeaders(siteUrl: string | undefined): Record<string, string> {
  return { ...ALWAYS_HEADERS, ...(isHttpsSite(siteUrl) ? { 'Strict-Transport-Security': HSTS } : {}) };
}

/**
 * The headers that only mean something for a document the browser renders: the pages (and error
 * pages), and an SVG opened on its own (it can hold scripts). Scripts, styles, data and images do
 * without them: the CSP alone is over a kilobyte, which every one of a page's requests would carry.
 */
export function documentHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
    // A page opened from another site (or opening one) shares no browsing context group with it:
    // no window.opener handle either way, and the process isolation that Spectre mitigations need.
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export function isDocumentType(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^\s*(text\/html|image\/svg\+xml)\b/i.test(contentType);
}

/** The Cache-Control Netlify and Cloudflare Pages send for a file no `_headers` rule gives one (their
 * documented default, which the file relies on being NO_CACHE: server/headers.test.ts). */
export const HOST_DEFAULT_CACHE = 'public, max-age=0, must-revalidate';

/**
 * The same headers for a static host or CDN (`npm run build`, then upload public/): a `_headers`
 * file in the format Netlify and Cloudflare Pages read (a path pattern, then indented `Name: value`
 * lines; `*` at the end matches the rest of a path), generated from the rules above and the build's
 * own inline scripts, so the CDN and this server can never disagree.
 *
 * Two differences a static host forces: it cannot choose headers by Content-Type, and it answers any
 * unknown path with 404.html, so the document headers (CSP and friends) go on every path (`/*`);
 * over HTTP/2 and HTTP/3 a header repeated on every response is compressed to a few bytes. And
 * since hosts join the values of a header that several matching rules set, each path gets its
 * Cache-Control from at most one rule: the immutable files from theirs, everything else the hosts'
 * default, which is this server's NO_CACHE. So the file has the same few rules whatever the number
 * of pages.
 */
export function staticHostHeaders(
  dir: string,
  { siteUrl, ...options }: Omit<CspOptions, 'scriptHashes'> & { siteUrl?: string },
): string {
  const csp = contentSecurityPolicy({ ...options, scriptHashes: scanInlineScriptHashes(dir) });
  const rules: Array<[string, Record<string, string>]> = [
    ['/*', { ...alwaysHeaders(siteUrl), ...documentHeaders(csp) }],
  ];
  // Only what differs from the hosts' own default for every file (NO_CACHE: Netlify and Cloudflare
  // Pages both send `public, max-age=0, must-revalidate`): the immutable files at the root and under
  // /static/. A rule per page would pass Cloudflare's limit of 100 rules with a few dozen pages.
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (entry.name === '_headers' || entry.name === '_redirects') continue;
    const pattern = entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`;
    const cacheControl = cacheControlFor(entry.isDirectory() ? `/${entry.name}/x` : pattern);
    if (cacheControl !== HOST_DEFAULT_CACHE) rules.push([pattern, { 'Cache-Control': cacheControl }]);
  }
  return `${rules
    .map(([pattern, headers]) =>
      [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n\n')}\n`;
}

/** Writes `_headers` into a finished build directory (after `gatsby build`, before it is served or
 * uploaded), with the CMS origin, analytics setting and site address (HSTS) the build was made with. */
export function writeStaticHostHeaders(dir: string, env: NodeJS.ProcessEnv): void {
  const text = staticHostHeaders(dir, {
    cmsUrl: env.GATSBY_CMS_URL,
    analyticsId: env.GATSBY_ANALYTICS_ID,
    siteUrl: env.SITE_URL,
  });
  fs.writeFileSync(path.join(dir, '_headers'), text);
}
