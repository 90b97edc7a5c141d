/**
 * The production server for the built site: static files from the current build directory (sirv,
 * from a file index built once per build directory, so only files inside it can ever be served),
 * gzip/brotli (compression), Gatsby's caching rules, the security headers and the CSP (inline
 * scripts allowed by their sha256 hashes, computed from the build's HTML), the 404 page, and the
 * authenticated rebuild endpoint.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import onHeaders from 'on-headers';
import sirv from 'sirv';
import {
  ALWAYS_HEADERS,
  NO_CACHE,
  cacheControlFor,
  contentSecurityPolicy,
  documentHeaders,
  isDocumentType,
  scanInlineScriptHashes,
} from './headers';
import { isPreviewPath, type PreviewHandler } from './preview';
import type { RebuildQueue } from './rebuild-queue';
import { secretMatches } from './secret';

/** Visitors' submissions: the CMS fires webhooks for them too, and they must never cause a build. */
export const SUBMISSION_UIDS = [
  'api::contact-request.contact-request',
  'api::event-request.event-request',
  'api::subscription.subscription',
  'api::chatbot-transcript.chatbot-transcript',
];
const SUBMISSION_NAMES = new Set(SUBMISSION_UIDS.flatMap((uid) => [uid, uid.split('.').pop()!]));

export const REBUILD_PATH = '/__rebuild';
export const STATUS_PATH = '/__rebuild/status';
const MAX_WEBHOOK_BODY = 5 * 1024 * 1024;

export interface SiteServerOptions {
  /** The directory to serve, read on every request (null: no build yet). */
  currentDir: () => string | null;
  /** Rebuilds; absent when only serving (`npm run serve`). */
  rebuild?: { queue: RebuildQueue; secret: string };
  /** The CMS origin browsers post to (GATSBY_CMS_URL), allowed in connect-src. */
  cmsUrl?: string;
  /** GATSBY_ANALYTICS_ID: allows Google's tag hosts in the CSP only when set. */
  analyticsId?: string;
  /** Draft preview under /__preview (server/preview.ts); absent when only serving. */
  preview?: PreviewHandler;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next?: () => void) => void;

interface Served {
  dir: string;
  serve: Handler;
  csp: string;
  notFoundPage: Buffer;
}

const FALLBACK_404 = Buffer.from('<!doctype html><meta charset="utf-8"><title>Not found</title><h1>Page not found</h1>\n');
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

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(null);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The uid / model a Strapi webhook payload is about, if any. */
export function isSubmissionPayload(payload: unknown): boolean {
  if (!payload || typeof payload !== 'object') return false;
  const { uid, model } = payload as { uid?: unknown; model?: unknown };
  return [uid, model].some((value) => typeof value === 'string' && SUBMISSION_NAMES.has(value));
}

export function createSiteHandler(options: SiteServerOptions): Handler {
  const compress = compression() as unknown as Handler;
  const baseCsp = contentSecurityPolicy({ scriptHashes: [], cmsUrl: options.cmsUrl, analyticsId: options.analyticsId });
  let served: Served | null = null;

  /** The per-build state, prepared once per build directory (file index, CSP hashes, 404 page). */
  function servedFor(dir: string): Served {
    if (served?.dir === dir) return served;
    const notFoundFile = path.join(dir, '404.html');
    served = {
      dir,
      serve: sirv(dir, {
        etag: true,
        dotfiles: false,
        setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
      }) as Handler,
      csp: contentSecurityPolicy({
        scriptHashes: scanInlineScriptHashes(dir),
        cmsUrl: options.cmsUrl,
        analyticsId: options.analyticsId,
      }),
      notFoundPage: fs.existsSync(notFoundFile) ? fs.readFileSync(notFoundFile) : FALLBACK_404,
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

  async function rebuildRoute(req: http.IncomingMessage, res: http.ServerResponse, pathname: string) {
    const { rebuild } = options;
    if (pathname === STATUS_PATH) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return sendJson(res, 405, { error: 'Method not allowed' });
      }
      return sendJson(
        res,
        200,
        rebuild?.queue.status() ?? { state: 'idle', lastSuccess: null, lastFailure: null, builds: 0 },
      );
    }
    if (pathname !== REBUILD_PATH) return sendJson(res, 404, { error: 'Not found' });
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return sendJson(res, 405, { error: 'Method not allowed' });
    }
    if (!rebuild) return sendJson(res, 503, { error: 'Rebuilds are not enabled in this process (npm run serve).' });
    if (!secretMatches(req.headers['x-rebuild-secret'], rebuild.secret)) {
      req.resume();
      return sendJson(res, 401, { error: 'Missing or wrong x-rebuild-secret' });
    }
    const body = await readBody(req, MAX_WEBHOOK_BODY);
    if (body === null) return sendJson(res, 413, { error: 'Payload too large' });
    let payload: unknown = null;
    if (body.length) {
      try {
        payload = JSON.parse(body.toString('utf8'));
      } catch {
        return sendJson(res, 400, { error: 'The body must be JSON (a Strapi webhook payload) or empty' });
      }
    }
    if (isSubmissionPayload(payload)) return sendJson(res, 202, { ignored: true });
    const result = rebuild.queue.request();
    if (result === 'closed') return sendJson(res, 503, { error: 'The server is shutting down' });
    return sendJson(res, 202, { accepted: true, state: rebuild.queue.state });
  }

  return (req, res) => {
    const rawPath = (req.url || '/').split('?')[0];
    const dir = options.currentDir();
    const current = dir ? servedFor(dir) : null;
    for (const [name, value] of Object.entries(ALWAYS_HEADERS)) res.setHeader(name, value);
    // Preview responses set their own document headers (framable by the admin, never cached).
    if (options.preview && isPreviewPath(rawPath)) return options.preview(req, res, { dir, csp: current?.csp ?? baseCsp });
    // Decided as the headers go out, when the Content-Type is known whatever answered (a page, the
    // 404 page for a missing script, an asset).
    onHeaders(res, () => {
      if (!isDocumentType(res.getHeader('Content-Type'))) return;
      for (const [name, value] of Object.entries(documentHeaders(current?.csp ?? baseCsp))) res.setHeader(name, value);
    });

    if (rawPath === REBUILD_PATH || rawPath.startsWith(`${REBUILD_PATH}/`)) {
      rebuildRoute(req, res, rawPath).catch(() => {
        if (!res.headersSent) sendJson(res, 500, { error: 'Internal error' });
        else res.destroy();
      });
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
    compress(req, res, () => {
      if (!current) {
        res.setHeader('Retry-After', '10');
        return sendPage(req, res, 503, BUILDING_PAGE);
      }
      current.serve(req, res, () => sendPage(req, res, 404, current.notFoundPage));
    });
  };
}

export function createSiteServer(options: SiteServerOptions): http.Server {
  const handler = createSiteHandler(options);
  return http.createServer((req, res) => handler(req, res));
}
