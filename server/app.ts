/**
 * The production server for the built site: static files from the current build directory (sirv,
 * from a file index built once per build directory, so only files inside it can ever be served),
 * gzip/brotli (compression), Gatsby's caching rules, the security headers and the CSP (inline
 * scripts allowed by their sha256 hashes, computed from the build's HTML: a few, whatever the number
 * of pages, see ./headers.ts), the 404 page, the redirects editors manage (the build's `_redirects`,
 * ./redirects.ts, answered before any file), the home page of the language a visitor chose
 * (./language-home.ts), and, under /__rebuild, the rebuild endpoint
 * (./rebuild-endpoint.ts). No request can end the process (guardHandler).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import onHeaders from 'on-headers';
import sirv from 'sirv';
import {
  HEADER_SIZE_LIMIT,
  NO_CACHE,
  alwaysHeaders,
  cacheControlFor,
  contentSecurityPolicy,
  documentHeaders,
  isDocumentType,
  scanInlineScriptHashes,
} from './headers';
import { chosenHomeFor } from './language-home';
import { isPreviewPath, type PreviewHandler } from './preview';
import { createRebuildEndpoint, isRebuildPath, type RebuildOptions } from './rebuild-endpoint';
import { loadRedirects, redirectFor, sendRedirect } from './redirects';
import type { Redirect } from '@contracts/redirects';
import { DEFAULT_LOCALE, LOCALE_CODES, localeOfPath } from '@contracts/locales';

export interface SiteServerOptions {
  /** The directory to serve, read on every request (null: no build yet). */
  currentDir: () => string | null;
  /** Rebuilds; absent when only serving (`npm run serve`). */
  rebuild?: RebuildOptions;
  /** The CMS origin browsers post to (GATSBY_CMS_URL), allowed in connect-src. */
  cmsUrl?: string;
  /** GATSBY_ANALYTICS_ID: allows Google's tag hosts in the CSP only when set. */
  analyticsId?: string;
  /** Draft preview under /__preview (server/preview.ts); absent when only serving. */
  preview?: PreviewHandler;
  /** The site's public address (SITE_URL): https turns HSTS on. */
  siteUrl?: string;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next?: () => void) => void;
/** A request handler that may answer later: a promise it returns is watched for a rejection. */
type AnyHandler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

interface Served {
  dir: string;
  serve: Handler;
  csp: string;
  notFoundPage: Buffer;
  /** The 404 page of each other locale that has one, by its code. */
  localeNotFound: ReadonlyMap<string, Buffer>;
  redirects: Map<string, Redirect>;
}

const FALLBACK_404 = Buffer.from(
  '<!doctype html><meta charset="utf-8"><title>Not found</title><h1>Page not found</h1>\n',
);
const BUILDING_PAGE = Buffer.from(
  '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="10"><title>Building</title>' +
    '<p>The site is being built. This page reloads by itself.</p>\n',
);

/**
 * True when a path tries to leave the served directory or hides separators: `..` segments,
 * backslashes, NUL, encoded slashes, at any level of percent-encoding (`%2e%2e`, `%252e%252e`, ...).
 */
export function isUnsafePath(rawPath: string): boolean {
  let current = rawPath;
  for (let level = 0; level < 5; level++) {
    if (/%(?:2f|5c|00)/i.test(current)) return true;
    if (current.includes('\\') || current.includes('\0')) return true;
    if (current.split('/').includes('..')) return true;
    if (!current.includes('%')) return false;
    try {
      current = decodeURIComponent(current);
    } catch {
      return true; // malformed encoding
    }
  }
  return true; // encoded more deeply than any real link
}

/** The CSP, with a warning when it is too large for proxies and CDNs: an inline script that differs
 * per page has appeared (server/headers.ts says why none may). Served all the same. */
function checkedCsp(csp: string, dir: string): string {
  if (Buffer.byteLength(csp) > HEADER_SIZE_LIMIT) {
    console.warn(
      `Site server: the CSP of ${dir} is ${Buffer.byteLength(csp)} bytes, over ${HEADER_SIZE_LIMIT}: ` +
        'some inline script differs from page to page, and proxies may refuse the pages.',
    );
  }
  return csp;
}

export function createSiteHandler(options: SiteServerOptions): AnyHandler {
  const compress = compression() as unknown as Handler;
  const baseCsp = contentSecurityPolicy({ scriptHashes: [], cmsUrl: options.cmsUrl, analyticsId: options.analyticsId });
  const rebuildEndpoint = createRebuildEndpoint(options.rebuild);
  const always = alwaysHeaders(options.siteUrl);
  let served: Served | null = null;

  /** The per-build state, prepared once per build directory (file index, CSP hashes, 404 page,
   * redirects). */
  function servedFor(dir: string): Served {
    if (served?.dir === dir) return served;
    const notFoundFile = path.join(dir, '404.html');
    // Each other locale's own 404 page, built at /{code}/404 (gatsby-node.ts), where it has one.
    const localeNotFound = new Map(
      LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE).flatMap((code) => {
        const file = path.join(dir, code, '404', 'index.html');
        return fs.existsSync(file) ? [[code, fs.readFileSync(file)] as const] : [];
      }),
    );
    served = {
      dir,
      serve: sirv(dir, {
        etag: true,
        dotfiles: false,
        setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
      }),
      csp: checkedCsp(
        contentSecurityPolicy({
          scriptHashes: scanInlineScriptHashes(dir),
          cmsUrl: options.cmsUrl,
          analyticsId: options.analyticsId,
        }),
        dir,
      ),
      notFoundPage: fs.existsSync(notFoundFile) ? fs.readFileSync(notFoundFile) : FALLBACK_404,
      localeNotFound,
      redirects: loadRedirects(dir),
    };
    return served;
  }

  function sendPage(req: http.IncomingMessage, res: http.ServerResponse, status: number, body: Buffer) {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', NO_CACHE);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return (req, res) => {
    const rawPath = (req.url || '/').split('?')[0];
    const dir = options.currentDir();
    const current = dir ? servedFor(dir) : null;
    for (const [name, value] of Object.entries(always)) res.setHeader(name, value);
    // Preview responses set their own document headers (framable by the admin, never cached).
    if (options.preview && isPreviewPath(rawPath))
      return options.preview(req, res, { dir, csp: current?.csp ?? baseCsp });
    // Decided as the headers go out, when the Content-Type is known whatever answered (a page, the
    // 404 page for a missing script, an asset).
    onHeaders(res, () => {
      if (!isDocumentType(res.getHeader('Content-Type'))) return;
      for (const [name, value] of Object.entries(documentHeaders(current?.csp ?? baseCsp))) res.setHeader(name, value);
    });

    if (isRebuildPath(rawPath)) {
      rebuildEndpoint(req, res, rawPath);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      res.statusCode = 405;
      res.end();
      return;
    }
    if (!rawPath.startsWith('/') || isUnsafePath(rawPath)) {
      res.statusCode = 400;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Bad request\n');
      return;
    }
    const redirect = current && redirectFor(current.redirects, rawPath);
    if (redirect) return sendRedirect(req, res, redirect);
    if (rawPath === '/') {
      // The home page depends on the language the visitor chose (./language-home.ts).
      res.setHeader('Vary', 'Cookie');
      const home = current && chosenHomeFor(rawPath, req.headers.cookie, current.dir);
      if (home) {
        res.statusCode = 302;
        res.setHeader('Location', home);
        res.setHeader('Cache-Control', NO_CACHE);
        res.end();
        return;
      }
    }
    compress(req, res, () => {
      if (!current) {
        res.setHeader('Retry-After', '10');
        return sendPage(req, res, 503, BUILDING_PAGE);
      }
      // An unknown /de/… path gets the German 404 page; any other, the default locale's.
      const notFound = current.localeNotFound.get(localeOfPath(rawPath)) ?? current.notFoundPage;
      current.serve(req, res, () => sendPage(req, res, 404, notFound));
    });
  };
}

/**
 * `handler` made unable to end the process: a request whose handling throws, or returns a promise
 * that rejects, is logged and answered 500 (or, when its headers are already out, cut off), and the
 * server goes on with the next one. An 'error' on the response (a write after the client left) is
 * logged instead of becoming an uncaught exception.
 */
export function guardHandler(
  handler: AnyHandler,
  log: (message: string) => void = (message) => console.error(message),
): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  return (req, res) => {
    const where = `${req.method} ${JSON.stringify(req.url)}`;
    res.on('error', (error) => log(`Site server: the response to ${where} failed: ${error.message}`));
    const fail = (error: unknown) => {
      log(
        `Site server: answering ${where} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (res.headersSent || res.writableEnded) {
        res.destroy();
        return;
      }
      try {
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end('Internal server error\n');
      } catch {
        res.destroy();
      }
    };
    try {
      const result = handler(req, res);
      if (result instanceof Promise) result.catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

export function createSiteServer(options: SiteServerOptions): http.Server {
  return http.createServer(guardHandler(createSiteHandler(options)));
}
