/**
 * Redirects as pure data, shared by the CMS (checks an editor's redirect before it is saved), the
 * site build (writes `_redirects`, chains resolved) and the site server (answers from that file).
 * No Strapi and no I/O, so all three read paths and files by exactly the same rules.
 *
 * - `from` is a path on this site, compared without case and without a trailing slash: it is
 *   stored normalised (lower case, percent-encoding made canonical, no trailing or double slash).
 * - `to` is a path on this site (kept as typed: it may carry a query or a #fragment) or an
 *   absolute http(s) address.
 * - A chain (A to B, B to C) is served as its end (A to C), permanent only when every step is.
 *   A loop is refused when it is made, and skipped if it is ever found in stored data.
 */

export interface Redirect {
  from: string;
  to: string;
  permanent: boolean;
}

/** 301 and 302: the site server answers only GET and HEAD, for which they mean what 308 and 307 do,
 * and they are the codes every static host's `_redirects` and every SEO tool know. */
export const PERMANENT_STATUS = 301;
export const TEMPORARY_STATUS = 302;

export const statusFor = (permanent: boolean) => (permanent ? PERMANENT_STATUS : TEMPORARY_STATUS);

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const FORBIDDEN_IN_PATH = /[\s?#\\\u0000-\u001f\u007f]/;

/**
 * The canonical form of a path on this site, or null when `raw` is not one: it must start with a
 * single /, and hold no whitespace, query, fragment, backslash, `.` or `..` segment, or malformed
 * percent-encoding. Both an editor's `from` and a visitor's request path go through here.
 */
export function normalisePath(raw: string): string | null {
  const text = raw.trim();
  if (!text.startsWith('/') || text.startsWith('//') || FORBIDDEN_IN_PATH.test(text)) return null;
  const segments: string[] = [];
  for (const segment of text.split('/').filter(Boolean)) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === '.' || decoded === '..' || FORBIDDEN_IN_PATH.test(decoded) || decoded.includes('/')) return null;
    segments.push(encodeURIComponent(decoded.toLowerCase()));
  }
  return `/${segments.join('/')}`;
}

/** The path part of a target on this site ('/a/b?x#y' is '/a/b'), normalised; null for an absolute
 * address (a chain never continues off the site). */
export function targetPath(to: string): string | null {
  if (!to.startsWith('/')) return null;
  return normalisePath(to.split(/[?#]/)[0]);
}

/** Why `raw` is not a target a redirect may lead to, or null. */
export function targetProblem(raw: string): string | null {
  const text = raw.trim();
  const hint = 'Enter a path on this site starting with / (like /services) or a full address starting with https://';
  if (!text) return hint;
  if (/\s/.test(text) || text.includes('\\')) return 'The target may not contain spaces or backslashes.';
  if (text.startsWith('/')) return text.startsWith('//') || targetPath(text) === null ? hint : null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : hint;
  } catch {
    return hint;
  }
}

/** The chain of paths followed from `start` through `redirects`, or the loop it runs into. */
function follow(
  start: string,
  byFrom: Map<string, Redirect>,
): { chain: string[]; end: Redirect | null; loop: boolean } {
  const chain = [start];
  let end: Redirect | null = null;
  for (let current = byFrom.get(start); current; current = byFrom.get(chain[chain.length - 1])) {
    end = current;
    const next = targetPath(current.to);
    if (next === null) break;
    const seen = chain.includes(next);
    chain.push(next);
    if (seen) return { chain, end, loop: true };
  }
  return { chain, end, loop: false };
}

const indexByFrom = (redirects: readonly Redirect[]) => new Map(redirects.map((redirect) => [redirect.from, redirect]));

/**
 * The loop that saving `candidate` (its `from` normalised) beside `others` would make, as the chain
 * of paths that comes back on itself (['/a', '/b', '/a']), or null when there is none.
 */
export function loopThrough(candidate: Redirect, others: readonly Redirect[]): string[] | null {
  const byFrom = indexByFrom(others.filter((other) => other.from !== candidate.from));
  byFrom.set(candidate.from, candidate);
  const { chain, loop } = follow(candidate.from, byFrom);
  return loop ? chain : null;
}

export const describeChain = (chain: readonly string[]) => chain.join(' → ');

/**
 * Every redirect resolved to the end of its chain (A to B, B to C gives A to C and B to C),
 * permanent only when every step of its chain is, so a browser never keeps a permanent answer that
 * a temporary step could change. A redirect caught in a loop is left out and returned in `loops`.
 */
export function resolveRedirects(redirects: readonly Redirect[]): { resolved: Redirect[]; loops: string[][] } {
  const byFrom = indexByFrom(redirects);
  const resolved: Redirect[] = [];
  const loops: string[][] = [];
  for (const redirect of byFrom.values()) {
    const { chain, end, loop } = follow(redirect.from, byFrom);
    if (loop || !end) {
      loops.push(chain);
      continue;
    }
    const permanent = chain.every((path) => byFrom.get(path)?.permanent !== false);
    resolved.push({ from: redirect.from, to: end.to, permanent });
  }
  resolved.sort((a, b) => a.from.localeCompare(b.from));
  return { resolved, loops };
}

/**
 * Where a request for a redirected path goes: the target, with the request's query string added to
 * the target's own (before any #fragment), so campaign parameters survive the move.
 */
export function locationFor(to: string, query: string): string {
  if (!query) return to;
  const hashAt = to.indexOf('#');
  const [base, hash] = hashAt === -1 ? [to, ''] : [to.slice(0, hashAt), to.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}

/** `_redirects` in the format Netlify and Cloudflare Pages read: `from to status`, one a line. */
export function formatRedirectsFile(resolved: readonly Redirect[]): string {
  const header = "# Written by the site build from the CMS's redirects (chains resolved). Do not edit.\n";
  return header + resolved.map((r) => `${r.from} ${r.to} ${statusFor(r.permanent)}\n`).join('');
}

/** The redirects of a `_redirects` file this project wrote; a line it would not write is skipped. */
export function parseRedirectsFile(text: string): Redirect[] {
  const redirects: Redirect[] = [];
  for (const line of text.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length !== 3 || parts[0].startsWith('#')) continue;
    const [rawFrom, to, status] = parts;
    const from = normalisePath(rawFrom);
    if (from === null || targetProblem(to) !== null) continue;
    if (status === String(PERMANENT_STATUS)) redirects.push({ from, to, permanent: true });
    else if (status === String(TEMPORARY_STATUS)) redirects.push({ from, to, permanent: false });
  }
  return redirects;
}
