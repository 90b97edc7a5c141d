/**
 * The redirects editors manage in the CMS, in the build and on the site server.
 *
 * After `gatsby build`, the builder (and `npm run build`) reads every redirect from the CMS with the
 * build's read-only token and writes `_redirects` into the build: chains resolved to their end, in
 * the format Netlify and Cloudflare Pages read, so a static host serves the same redirects. This
 * server answers from the `_redirects` of the build it serves, read once per build directory: the
 * redirects switch with the build, atomically, as the pages do. The rules are the CMS's own
 * (cms/src/contracts/redirects.ts).
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import {
  canonicalTarget,
  describeChain,
  formatRedirectsFile,
  locationFor,
  normalisePath,
  parseRedirectsFile,
  resolveRedirects,
  statusFor,
  type Redirect,
} from '@contracts/redirects';
import { NO_CACHE } from './headers';

export const REDIRECTS_FILE = '_redirects';

/** Browsers keep a 301 without asking again; a day bounds how long a deleted or mistaken permanent
 * redirect lingers in them (search engines treat it as permanent either way). */
export const PERMANENT_REDIRECT_CACHE = 'public, max-age=86400';

const PAGE_SIZE = 100; // the CMS's api.rest.maxLimit

/** Every redirect stored in the CMS, read through its content API with the build's token. */
export async function fetchRedirects(cmsUrl: string, token: string): Promise<Redirect[]> {
  const found: Redirect[] = [];
  for (let page = 1; ; page += 1) {
    const query = new URLSearchParams({
      'fields[0]': 'from',
      'fields[1]': 'to',
      'fields[2]': 'permanent',
      'pagination[page]': String(page),
      'pagination[pageSize]': String(PAGE_SIZE),
      sort: 'id:asc',
    });
    const response = await fetch(`${cmsUrl.replace(/\/$/, '')}/api/redirects?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`Reading the redirects from the CMS answered ${response.status}.`);
    const body = (await response.json()) as {
      data: Array<{ from: string; to: string; permanent: boolean | null }>;
      meta: { pagination: { pageCount: number } };
    };
    found.push(...body.data.map(({ from, to, permanent }) => ({ from, to, permanent: permanent !== false })));
    if (page >= body.meta.pagination.pageCount) return found;
  }
}

/**
 * Writes `_redirects` into a finished build directory from the CMS's redirects. What the CMS would
 * not accept today (stored before a rule, or a loop) is left out with a warning, never served.
 */
export async function writeRedirects(
  dir: string,
  source: { url: string; token: string },
  output: NodeJS.WritableStream = process.stdout,
): Promise<Redirect[]> {
  const usable: Redirect[] = [];
  for (const redirect of await fetchRedirects(source.url, source.token)) {
    const from = normalisePath(redirect.from ?? '');
    // Canonical and ASCII-only, as the CMS stores targets now; one stored before that rule is
    // canonicalised here, and one no rule accepts is never written.
    const to = canonicalTarget(redirect.to ?? '');
    if (from === null || to === null) {
      output.write(`Skipped the redirect ${redirect.from} → ${redirect.to}: not a valid redirect.\n`);
      continue;
    }
    usable.push({ from, to, permanent: redirect.permanent });
  }
  const { resolved, loops } = resolveRedirects(usable);
  for (const loop of loops) output.write(`Skipped the redirect loop ${describeChain(loop)}.\n`);
  await fsp.writeFile(path.join(dir, REDIRECTS_FILE), formatRedirectsFile(resolved));
  return resolved;
}

/** A build's redirects by their `from`, as the server looks them up. */
export function loadRedirects(dir: string): Map<string, Redirect> {
  const file = path.join(dir, REDIRECTS_FILE);
  const redirects = fs.existsSync(file) ? parseRedirectsFile(fs.readFileSync(file, 'utf8')) : [];
  return new Map(redirects.map((redirect) => [redirect.from, redirect]));
}

/** The redirect for a request's path (any case, with or without a trailing slash), if any. */
export function redirectFor(redirects: Map<string, Redirect>, rawPath: string): Redirect | undefined {
  if (redirects.size === 0) return undefined;
  const path = normalisePath(rawPath);
  return path === null ? undefined : redirects.get(path);
}

/** Answers a request with its redirect: 301 or 302, the target with the request's query string. */
export function sendRedirect(req: http.IncomingMessage, res: http.ServerResponse, redirect: Redirect): void {
  const url = req.url || '/';
  const queryAt = url.indexOf('?');
  // Node reads the request line as latin1: raw UTF-8 bytes of a query come back as their bytes, which
  // locationFor then percent-encodes.
  const query = queryAt === -1 ? '' : Buffer.from(url.slice(queryAt + 1), 'latin1').toString('utf8');
  res.statusCode = statusFor(redirect.permanent);
  res.setHeader('Location', locationFor(redirect.to, query));
  res.setHeader('Cache-Control', redirect.permanent ? PERMANENT_REDIRECT_CACHE : NO_CACHE);
  res.setHeader('Content-Length', 0);
  res.end();
}
