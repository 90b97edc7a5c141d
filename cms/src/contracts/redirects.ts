/**
 * Redirects as pure data, shared by the CMS (checks an editor's redirect before it is saved), the
 * site build (writes `_redirects`, chains resolved) and the site server (answers from that file).
 * No Strapi and no I/O, so all three read paths and files by exactly the same rules.
 *
 * - `from` is a path on this site, compared without case and without a trailing slash: it is
 *   stored normalised (lower case, percent-encoding made canonical, no trailing or double slash).
 * - `to` is a path on this site (it may carry a query or a #fragment) or an absolute http(s)
 *   address, stored in one canonical form made of printable ASCII only (`canonicalTarget`): it is
 *   sent as the Location header, where any other character makes Node refuse the whole response.
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
const FORBIDDEN_IN_PATH = /[\s?#\\\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- control characters (C0, DEL, C1) are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** encodeURIComponent, or null for text it cannot encode (a lone UTF-16 surrogate). */
function encodeSegment(text: string): string | null {
  try {
    return encodeURIComponent(text);
  } catch {
    return null;
  }
}

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
    const encoded = encodeSegment(decoded.toLowerCase());
    if (encoded === null) return null;
    segments.push(encoded);
  }
  return `/${segments.join('/')}`;
}

/** The path part of a target on this site ('/a/b?x#y' is '/a/b'), normalised; null for an absolute
 * address (a chain never continues off the site). */
export function targetPath(to: string): string | null {
  if (!to.startsWith('/')) return null;
  return normalisePath(to.split(/[?#]/)[0]);
}

const TARGET_HINT =
  'Enter a path on this site starting with / (like /services) or a full address starting with https://';

/** A target checked: its canonical form, or why it is not one a redirect may lead to. */
function checkTarget(raw: string): { to: string } | { problem: string } {
  const text = raw.trim();
  if (!text) return { problem: TARGET_HINT };
  if (/\s/.test(text) || text.includes('\\') || CONTROL.test(text))
    return { problem: 'The target may not contain spaces, backslashes or control characters.' };
  if (text.startsWith('/')) {
    if (text.startsWith('//') || targetPath(text) === null) return { problem: TARGET_HINT };
    // The WHATWG URL parser's own percent-encoding of path, query and fragment: UTF-8, upper-case
    // hex, and only what must be encoded (it leaves every valid escape as it is). The path has no
    // `.` or `..` segment (targetPath refused them), so resolving against a base changes nothing else.
    const url = new URL(text, 'http://site.invalid');
    return { to: `${url.pathname}${url.search}${url.hash}` };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: TARGET_HINT };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: TARGET_HINT };
  // https://trusted.example@elsewhere.example reads as one site and leads to another.
  if (url.username || url.password) return { problem: 'The target address may not contain a user name or password.' };
  // href is ASCII only: the host in punycode (xn--), everything else percent-encoded.
  return { to: url.href };
}

/** Why `raw` is not a target a redirect may lead to, or null. */
export function targetProblem(raw: string): string | null {
  const checked = checkTarget(raw);
  return 'problem' in checked ? checked.problem : null;
}

/**
 * The one form a target is stored, written to `_redirects` and sent in: printable ASCII only, so
 * it is always a valid Location header (`https://example.com/über-uns` becomes
 * `https://example.com/%C3%BCber-uns`, `https://bücher.example` becomes `https://xn--bcher-kva.example/`),
 * and canonical (canonicalising it again gives it back). Null when `targetProblem` refuses it.
 */
export function canonicalTarget(raw: string): string | null {
  const checked = checkTarget(raw);
  return 'to' in checked ? checked.to : null;
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

/** `text` with every character outside printable ASCII percent-encoded as UTF-8 (a lone surrogate
 * as U+FFFD), and everything else, valid escapes included, left as it is. */
export function asciiOnly(text: string): string {
  return text.replace(/[^\x21-\x7e]/gu, (character) => encodeSegment(character) ?? '%EF%BF%BD');
}

/**
 * Where a request for a redirected path goes: the target, with the request's query string added to
 * the target's own (before any #fragment), so campaign parameters survive the move. The query is
 * made ASCII-only too (a client may send raw UTF-8), so the answer is always a valid header.
 */
export function locationFor(to: string, rawQuery: string): string {
  const query = asciiOnly(rawQuery);
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

/** The redirects of a `_redirects` file this project wrote, targets canonical; a line it would not
 * write is skipped (a file written before a rule, or by hand, never reaches a visitor unchecked). */
export function parseRedirectsFile(text: string): Redirect[] {
  const redirects: Redirect[] = [];
  for (const line of text.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length !== 3 || parts[0].startsWith('#')) continue;
    const [rawFrom, rawTo, status] = parts;
    const from = normalisePath(rawFrom);
    const to = canonicalTarget(rawTo);
    if (from === null || to === null) continue;
    if (status === String(PERMANENT_STATUS)) redirects.push({ from, to, permanent: true });
    else if (status === String(TEMPORARY_STATUS)) redirects.push({ from, to, permanent: false });
  }
  return redirects;
}
