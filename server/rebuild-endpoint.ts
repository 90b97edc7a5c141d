/**
 * The rebuild endpoint of `npm start`'s server: `POST /__rebuild` (the CMS's webhook, authenticated by
 * the shared secret) asks the RebuildQueue for a build, `GET /__rebuild/status` says how builds went.
 * `npm run serve` runs no builds: there the status is always idle and a POST answers 503.
 *
 * The status answers anyone with the state and times only. A failed build's log tail (internal URLs,
 * file paths, stack traces) is added only for a request carrying the rebuild secret in
 * `x-rebuild-secret`: the CMS's site-status route (cms/src/rebuilds/status-routes.ts), which shows it to
 * signed-in admins. A wrong secret is refused with 401 rather than quietly answered without the log,
 * so a misconfigured CMS shows up as such.
 */
import type http from 'node:http';
import type { RebuildQueue, RebuildStatus } from './rebuild-queue';
import { secretMatches } from './secret';

export const REBUILD_PATH = '/__rebuild';
export const STATUS_PATH = '/__rebuild/status';
const MAX_WEBHOOK_BODY = 5 * 1024 * 1024;

export interface RebuildOptions {
  queue: RebuildQueue;
  secret: string;
}

const IDLE: RebuildStatus = { state: 'idle', lastSuccess: null, lastFailure: null, builds: 0 };

/** What anyone may know: the status without the failed build's log. */
export type PublicRebuildStatus = Omit<RebuildStatus, 'lastFailure'> & { lastFailure: { at: string } | null };

export function publicStatus(status: RebuildStatus): PublicRebuildStatus {
  return { ...status, lastFailure: status.lastFailure && { at: status.lastFailure.at } };
}

export const isRebuildPath = (pathname: string) => pathname === REBUILD_PATH || pathname.startsWith(`${REBUILD_PATH}/`);

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

/** Answers a request under /__rebuild; `rebuild` is absent when the process runs no builds. */
async function route(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, rebuild?: RebuildOptions) {
  if (pathname === STATUS_PATH) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendJson(res, 405, { error: 'Method not allowed' });
    }
    const status = rebuild?.queue.status() ?? IDLE;
    const given = req.headers['x-rebuild-secret'];
    if (given === undefined) return sendJson(res, 200, publicStatus(status));
    if (!rebuild || !secretMatches(given, rebuild.secret)) {
      return sendJson(res, 401, { error: 'Wrong x-rebuild-secret' });
    }
    return sendJson(res, 200, status);
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
  if (body.length) {
    try {
      JSON.parse(body.toString('utf8'));
    } catch {
      return sendJson(res, 400, { error: 'The body must be JSON (a Strapi webhook payload) or empty' });
    }
  }
  // Whatever the payload is about, it asks for a build: the CMS sends only what changes the site (no
  // draft saves, nothing about visitors' submissions: cms/src/rebuilds/rebuild-webhook.ts).
  const result = rebuild.queue.request();
  if (result === 'closed') return sendJson(res, 503, { error: 'The server is shutting down' });
  return sendJson(res, 202, { accepted: true, state: rebuild.queue.state });
}

/** The request handler for paths under /__rebuild (see isRebuildPath). */
export function createRebuildEndpoint(rebuild?: RebuildOptions) {
  return (req: http.IncomingMessage, res: http.ServerResponse, pathname: string): void => {
    route(req, res, pathname, rebuild).catch(() => {
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal error' });
      else res.destroy();
    });
  };
}
