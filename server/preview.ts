/**
 * Draft preview on the site server, under /__preview:
 *
 *   GET /__preview/enter?uid=&documentId=&path=&label=&chat=&exp=&sig=  the signed URL the CMS's
 *       preview handler makes for one document (cms/src/preview/site-preview.ts, only for an admin who
 *       may read its type): checked (signature over every value, expiry), exchanged for a short-lived
 *       HttpOnly cookie scoped to /__preview and bound to that document, then a redirect to the page;
 *   GET /__preview/?path=...   the preview page: a shell built once into the site (no content of its
 *       own, src/templates/preview.tsx), which fetches the drafts from
 *   GET /__preview/data?path=  the page the bound document shows on: that one document's draft, and
 *       everything else the page shows as published, read from the CMS's REST API with the build's
 *       read-only token and mapped to the page components' shapes. Any other path answers 403.
 *
 * Without a valid cookie (or signed URL) every one of them answers 401 and nothing of a draft. All
 * of them carry `X-Robots-Tag: noindex`, `Cache-Control: private, no-store`, and a CSP whose
 * frame-ancestors is the CMS admin's origin (the live pages keep 'none' and X-Frame-Options DENY).
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import {
  PREVIEW_COOKIE,
  PREVIEW_COOKIE_TTL_SECONDS,
  PREVIEW_ENTER_PATH,
  PREVIEW_PLACES,
  previewKey,
  type PreviewDocument,
  signPreviewCookie,
  verifyPreviewCookie,
  verifyPreviewQuery,
} from '@contracts/preview-token';
import { fixedPageByRoute, PAGE_UID } from '@contracts/pages';
import { DEFAULT_LOCALE, localeOfPath, routeOfPath } from '@contracts/locales';
import { CONTENT_TYPES, contentTypeOf, type SourcedName, uidOf } from '@contracts/content-types';
import qs from 'qs';
import {
  isLandingPath,
  isPreviewRoute,
  type Linked,
  LINK_DEPTH,
  type Node,
  type PreviewData,
  type PreviewTemplate,
  previewPage,
  refsOf,
  relatedIds,
  resourceOf,
  sectionItemOf,
  toNode,
} from '../src/preview/mapper';
import { POPULATE } from '../site-build/sourced-types';
import { PREVIEW_PAGE_PATH, previewPageLocale, previewPagePath } from '../src/preview/pagePath';

export const isPreviewPath = (pathname: string) =>
  pathname === PREVIEW_PAGE_PATH || pathname.startsWith(`${PREVIEW_PAGE_PATH}/`);

export interface PreviewOptions {
  /** The preview secret shared with the CMS (PREVIEW_SECRET, never the rebuild secret); the key is derived from it. */
  secret: string;
  /** Where this server reads the CMS (CMS_URL). */
  cmsUrl: string;
  /** Where browsers reach the CMS (GATSBY_CMS_URL): draft images are loaded from there. */
  cmsPublicUrl: string;
  /** Where else draft images are loaded from: the bucket or CDN of uploads kept on S3 (`mediaOrigins`). */
  mediaOrigins?: string[];
  /** The build's read-only API token, read when needed (the CMS may regenerate it). */
  token: () => string;
  /** Origins allowed to frame the preview: the CMS admin's. */
  adminOrigins: string[];
  /** Mark the cookie Secure (the site is served over https). */
  secureCookies?: boolean;
}

export interface PreviewContext {
  /** The build being served (the preview page's shell is in it), or null. */
  dir: string | null;
  /** The live pages' CSP for that build (script hashes included). */
  csp: string;
}

/** Returns the promise of an answer it sends later, so the site server can answer 500 if it fails. */
export type PreviewHandler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  context: PreviewContext,
) => void | Promise<unknown>;

/** The admin's origin and, for a loopback host, its localhost / 127.0.0.1 twin (both are in use). */
export function adminOriginsFor(cmsUrl: string): string[] {
  const url = new URL(cmsUrl);
  const twins = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' } as Record<string, string>;
  const origins = [url.origin];
  if (twins[url.hostname]) origins.push(`${url.protocol}//${twins[url.hostname]}${url.port ? `:${url.port}` : ''}`);
  return origins;
}

/** The live CSP, changed for preview responses: framable by the admin, draft images from the CMS
 * (and from the uploads' bucket, when they are kept on S3). */
export function previewCsp(
  liveCsp: string,
  adminOrigins: string[],
  cmsPublicUrl: string,
  media: string[] = [],
): string {
  const images = [new URL(cmsPublicUrl).origin, ...media].join(' ');
  return liveCsp
    .split('; ')
    .map((directive) => {
      if (directive.startsWith('frame-ancestors ')) return `frame-ancestors ${adminOrigins.join(' ')}`;
      if (directive.startsWith('img-src ')) return `${directive} ${images}`;
      return directive;
    })
    .join('; ');
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const DENIED_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex">' +
  '<title>Preview link not valid</title><h1>This preview link is missing, wrong or expired</h1>' +
  '<p>Open the preview again from the CMS admin (Content Manager, "Open preview").</p>\n';

/** Query strings of the CMS's REST API, in Strapi's bracket notation. */
const api = (resource: string, params: Record<string, string> = {}) =>
  `/api/${resource}?${new URLSearchParams(params).toString()}`;

/** Query parameters as the build's gatsby-source-strapi sends them (qs, values encoded), as a record. */
const bracketed = (params: object): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(qs.stringify(params, { encodeValuesOnly: true })));

/** What the build populates a type with (site-build/sourced-types.ts, gatsby-config.ts's), by its uid. */
const populateOf = (uid: string): Record<string, string> =>
  bracketed(POPULATE[uid.split('.').pop() as SourcedName] ?? {});

/** A collection's entries, at most this many a request: the site's collections are small. */
const PAGE_SIZE = { 'pagination[pageSize]': '100' };

export class CmsUnavailable extends Error {}
/** The bound landing page's draft is not at the path asked for (its slug changed, or another page). */
export class OtherPage extends Error {}

type Get = (url: string) => Promise<unknown>;

/**
 * One resource as the bound document's preview shows it, in the bound document's locale: the draft of
 * that one document, and the published version of everything else. A collection's list is the
 * published one with the draft put in its place (or added, when it was never published).
 */
export async function readResource(
  get: Get,
  resource: string,
  params: Record<string, string>,
  bound: PreviewDocument,
): Promise<unknown> {
  const place = PREVIEW_PLACES[bound.uid];
  const isBound = place?.resource === resource;
  const { locale } = bound;
  if (!place?.collection || !isBound) {
    return get(api(resource, { status: isBound ? 'draft' : 'published', locale, ...params }));
  }
  const populate = Object.fromEntries(Object.entries(params).filter(([name]) => name.startsWith('populate')));
  const [published, draft] = await Promise.all([
    get(api(resource, { status: 'published', locale, ...params })),
    get(api(`${resource}/${encodeURIComponent(bound.documentId)}`, { status: 'draft', locale, ...populate })),
  ]);
  const others = (Array.isArray(published) ? (published as Array<{ documentId?: unknown }>) : []).filter(
    (document) => document?.documentId !== bound.documentId,
  );
  return draft ? [...others, draft] : others;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);
const nodesOf = (uid: string, value: unknown): Node[] =>
  (Array.isArray(value) ? (value as unknown[]) : [value])
    .map((document) => toNode(uid, document))
    .filter((node): node is Node => node !== null);

const ARTICLE = uidOf('article');
/** What every page shows besides its entry (the layout's global settings, chatbot phrases and FAQ). */
const LAYOUT = (['global', 'chatbot-setting', 'faq-group'] as const).map(uidOf);
/** What any page of blocks, an article's or a case study's may show: the services (a services grid,
 * the contact form's list), the case studies (a services grid in detail links them). */
const BLOCKS_SITE = (['service', 'case-study'] as const).map(uidOf);

/**
 * Reads what one page shows, and the layout's, from the CMS (the bound document as its draft, all else
 * as published), in the bound document's locale, as the build reads it: each type with the build's
 * populate, made into node data by the build's normalisation, its links read by their documentIds,
 * then shaped as the page's query gives it (src/preview/mapper.ts).
 */
export async function readDrafts(
  /** A fixed page's route, or a landing page's /{slug}, without its locale's prefix. */
  route: string,
  bound: PreviewDocument,
  options: Pick<PreviewOptions, 'cmsUrl' | 'cmsPublicUrl' | 'token'>,
): Promise<PreviewData> {
  const fetchData: Get = async (url) => {
    let response: Response;
    try {
      response = await fetch(`${options.cmsUrl.replace(/\/$/, '')}${url}`, {
        headers: { Authorization: `Bearer ${options.token()}` },
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new CmsUnavailable('The CMS cannot be reached.');
    }
    // A single type never saved (or never published) answers 404: the page shows without it.
    if (response.status === 404) return null;
    if (!response.ok) throw new CmsUnavailable(`The CMS answered ${response.status}.`);
    return ((await response.json()) as { data: unknown }).data;
  };
  // Each address once: the bound draft is both the page's entry and in its type's list.
  const answers = new Map<string, Promise<unknown>>();
  const get: Get = (url) => {
    if (!answers.has(url)) answers.set(url, fetchData(url));
    return answers.get(url)!;
  };
  const { locale } = bound;
  const read: Read = (uid, params = {}) => {
    const collection = contentTypeOf(uid)?.kind === 'collection';
    return readResource(
      get,
      resourceOf(uid),
      { ...populateOf(uid), ...params, ...(collection ? PAGE_SIZE : {}) },
      bound,
    );
  };
  const { template, uid, entry } = await readEntry(route, bound, get, read);
  const types = [...LAYOUT, ...(template === 'privacy' ? [] : BLOCKS_SITE)];
  const [lists, articles, published] = await Promise.all([
    Promise.all(types.map(async (type) => [type, nodesOf(type, await read(type))] as const)),
    // The articles an article's related ones are chosen from, as the build reads them (section-pages.ts).
    template === 'article'
      ? get(
          api('articles', {
            status: 'published',
            locale,
            ...bracketed({
              fields: ['slug', 'date', 'publishedAt'],
              populate: { category: { fields: ['locale'] }, relatedArticles: { fields: ['locale'] } },
            }),
            ...PAGE_SIZE,
          }),
        )
      : null,
    // The draft's published version: the day it was published shows as the draft's.
    entry && uid === bound.uid ? readPublishedAt(get, bound) : null,
  ]);
  const entryNode = toNode(uid, entry);
  if (entryNode && uid === bound.uid) entryNode.publishedAt = published ?? new Date().toISOString();
  const candidates = nodesOf(ARTICLE, articles);
  const roots = [
    ...(entryNode ? [[uid, entryNode] as const] : []),
    ...lists.flatMap(([type, nodes]) => nodes.map((node) => [type, node] as const)),
  ];
  const related = relatedIds(entryNode, candidates).map((id) => [ARTICLE, id] as const);
  const page = { template, uid, entry: entryNode, shown: Object.fromEntries(lists), articles: candidates };
  const linked = await readLinked(read, roots, related);
  return { ...previewPage({ ...page, linked }, options.cmsPublicUrl), builtAt: new Date().toISOString() };
}

type Read = (uid: string, params?: Record<string, string>) => Promise<unknown>;

/** The page's own entry: its template (the registry's, for a routed type), its type and its document
 * (the bound draft, or the published entry of a fixed page or the privacy notice). */
async function readEntry(
  route: string,
  bound: PreviewDocument,
  get: Get,
  read: Read,
): Promise<{ template: PreviewTemplate; uid: string; entry: unknown }> {
  const { locale } = bound;
  const boundDraft = () =>
    get(
      api(`${resourceOf(bound.uid)}/${encodeURIComponent(bound.documentId)}`, {
        status: 'draft',
        locale,
        ...populateOf(bound.uid),
      }),
    );
  const item = sectionItemOf(route);
  const slugOf = (document: unknown) => (document as { slug?: unknown } | null)?.slug;
  if (item) {
    // An article's or a case study's page: the bound document's draft, at its own address only.
    if (PREVIEW_PLACES[bound.uid]?.section !== item.section)
      throw new OtherPage('This preview is for another page: open it again from the CMS admin.');
    const entry = await boundDraft();
    const type = CONTENT_TYPES[item.kind];
    if (slugOf(entry) !== item.slug)
      throw new OtherPage(
        `This ${type.preview.label.toLowerCase()} has another address now: open its preview again from the CMS admin.`,
      );
    return { template: type.route.template, uid: bound.uid, entry };
  }
  if (route === '/privacy')
    return {
      template: 'privacy',
      uid: uidOf('privacy-page'),
      entry: await read(uidOf('privacy-page')),
    };
  const fixed = fixedPageByRoute(route);
  if (!fixed) {
    // A landing page: its one draft, read by its id (the credential's document), at its own slug.
    const entry = await boundDraft();
    if (slugOf(entry) !== route.slice(1))
      throw new OtherPage('This landing page has another address now: open its preview again from the CMS admin.');
    return { template: CONTENT_TYPES.page.route.template, uid: PAGE_UID, entry };
  }
  // A fixed page is the page entry with its slug: the bound draft if it is that page, else published.
  if (bound.uid === PAGE_UID) {
    const entry = await boundDraft();
    if (slugOf(entry) !== fixed.slug)
      throw new OtherPage('This preview is for another page: open it again from the CMS admin.');
    return { template: 'fixed', uid: PAGE_UID, entry };
  }
  const published = await get(
    api('pages', { status: 'published', locale, 'filters[slug][$eq]': fixed.slug, ...populateOf(PAGE_UID) }),
  );
  return { template: 'fixed', uid: PAGE_UID, entry: asList(published)[0] ?? null };
}

/** When the bound document's published version was published, or null when it never was. */
async function readPublishedAt(get: Get, bound: PreviewDocument): Promise<string | null> {
  const place = PREVIEW_PLACES[bound.uid];
  const resource = place.collection ? `${place.resource}/${encodeURIComponent(bound.documentId)}` : place.resource;
  const published = await get(api(resource, { status: 'published', locale: bound.locale, 'fields[0]': 'publishedAt' }));
  const at = (published as { publishedAt?: unknown } | null)?.publishedAt;
  return typeof at === 'string' ? at : null;
}

/**
 * The entries the page's nodes link, as the build links a relation to the entry's own node: by
 * documentId, the published entry with its type's populate (the bound document: its draft), followed
 * as deep as the page shows them (./nodes.ts's LINK_DEPTH), and the entries in `more`. A linked entry
 * not published is absent.
 */
async function readLinked(
  read: Read,
  roots: ReadonlyArray<readonly [string, Node]>,
  more: ReadonlyArray<readonly [string, string]>,
): Promise<Linked> {
  const known = new Map<string, Node | null>();
  const key = (uid: string, id: unknown) => `${uid} ${String(id)}`;
  roots.forEach(([uid, node]) => known.set(key(uid, node.documentId), node));
  let level = roots;
  let refs = more;
  for (let depth = 0; depth < LINK_DEPTH; depth++) {
    refs = [...refs, ...level.flatMap(([uid, node]) => refsOf(uid, node))];
    const missing = new Map<string, string[]>();
    for (const [uid, id] of refs) if (!known.has(key(uid, id))) missing.set(uid, [...(missing.get(uid) ?? []), id]);
    await Promise.all(
      [...missing].map(async ([uid, ids]) => {
        const filters = bracketed({ filters: { documentId: { $in: [...new Set(ids)] } } });
        nodesOf(uid, await read(uid, filters)).forEach((node) => known.set(key(uid, node.documentId), node));
        ids.forEach((id) => known.has(key(uid, id)) || known.set(key(uid, id), null));
      }),
    );
    level = refs.flatMap(([uid, id]) => {
      const node = known.get(key(uid, id));
      return node ? [[uid, node] as const] : [];
    });
    refs = [];
  }
  return (uid, id) => known.get(key(uid, id)) ?? undefined;
}

export function createPreviewHandler(options: PreviewOptions): PreviewHandler {
  const key = previewKey(options.secret);

  function headers(res: http.ServerResponse, csp: string, contentType: string) {
    res.setHeader('Content-Type', contentType);
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader(
      'Content-Security-Policy',
      previewCsp(csp, options.adminOrigins, options.cmsPublicUrl, options.mediaOrigins),
    );
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), browsing-topics=()');
    // As on the live pages (headers.ts); inside the admin's frame browsers ignore it.
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  }

  function send(req: http.IncomingMessage, res: http.ServerResponse, status: number, body: string | Buffer) {
    res.statusCode = status;
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const json = (req: http.IncomingMessage, res: http.ServerResponse, csp: string, status: number, body: unknown) => {
    headers(res, csp, 'application/json; charset=utf-8');
    send(req, res, status, JSON.stringify(body));
  };
  const denied = (req: http.IncomingMessage, res: http.ServerResponse, csp: string) => {
    headers(res, csp, 'text/html; charset=utf-8');
    send(req, res, 401, DENIED_PAGE);
  };

  return (req, res, { dir, csp }) => {
    const url = new URL(req.url || '/', 'http://preview.invalid');
    const pathname = url.pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return json(req, res, csp, 405, { error: 'Method not allowed' });
    }

    if (pathname === PREVIEW_ENTER_PATH) {
      const verdict = verifyPreviewQuery(key, url.searchParams);
      if (!verdict.ok) return denied(req, res, csp);
      const { path: target, chat, label, uid, documentId, locale } = verdict.value;
      const cookie = [
        `${PREVIEW_COOKIE}=${signPreviewCookie(key, { uid, documentId, locale })}`,
        `Path=${PREVIEW_PAGE_PATH}`,
        `Max-Age=${PREVIEW_COOKIE_TTL_SECONDS}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(options.secureCookies ? ['Secure'] : []),
      ].join('; ');
      res.setHeader('Set-Cookie', cookie);
      const next = new URLSearchParams({ path: target, ...(chat ? { chat: '1' } : {}), label });
      // The preview page of the draft's locale: its interface strings and <html lang> are that locale's.
      res.setHeader('Location', `${previewPagePath(locale)}?${next.toString()}`);
      headers(res, csp, 'text/plain; charset=utf-8');
      return send(req, res, 303, 'See the preview\n');
    }

    const cookie = verifyPreviewCookie(key, readCookie(req.headers.cookie, PREVIEW_COOKIE));
    if (!cookie.ok) {
      return pathname === `${PREVIEW_PAGE_PATH}/data`
        ? json(req, res, csp, 401, { error: 'Open the preview from the CMS admin: no valid preview credential.' })
        : denied(req, res, csp);
    }

    if (pathname === `${PREVIEW_PAGE_PATH}/data`) {
      const asked = url.searchParams.get('path') ?? '/';
      // The path names its locale (/de/services); the credential reads one locale's draft only.
      const route = routeOfPath(asked);
      const { uid, documentId, locale } = cookie.value;
      const bound = { uid, documentId, locale };
      if (localeOfPath(asked) !== locale) {
        return json(req, res, csp, 403, {
          error: 'This preview is for another language: open it again from the CMS admin.',
        });
      }
      const place = PREVIEW_PLACES[bound.uid];
      const atSlug = Boolean(place?.atSlug);
      // A page (atSlug) is at a fixed page's route or at /{slug}; which one its draft says once read.
      // An article or a case study (section) is at its section's /{slug}, and no other page.
      const previewable = place?.section
        ? sectionItemOf(route)?.section === place.section
        : atSlug
          ? isLandingPath(route) || fixedPageByRoute(route)
          : isPreviewRoute(route);
      if (!previewable) {
        return json(req, res, csp, 400, { error: `No page at ${asked} to preview.` });
      }
      // The credential reads one document's draft, on the page that shows it: no other page's drafts
      // (a landing page's, an article's or a case study's draft is checked to be at that path once read).
      if (!atSlug && !place?.section && place?.path !== route) {
        return json(req, res, csp, 403, {
          error: 'This preview is for another page: open it again from the CMS admin.',
        });
      }
      return readDrafts(route, bound, options).then(
        (data) => json(req, res, csp, 200, data),
        (error: Error) =>
          error instanceof OtherPage
            ? json(req, res, csp, 403, { error: error.message })
            : json(req, res, csp, 502, {
                error: error instanceof CmsUnavailable ? error.message : 'The drafts could not be read.',
              }),
      );
    }

    const shellLocale = previewPageLocale(pathname);
    if (shellLocale) {
      const shell =
        dir && path.join(dir, '__preview', ...(shellLocale === DEFAULT_LOCALE ? [] : [shellLocale]), 'index.html');
      if (!shell || !fs.existsSync(shell)) {
        return json(req, res, csp, 503, { error: 'The site has not been built with the preview page yet.' });
      }
      headers(res, csp, 'text/html; charset=utf-8');
      return send(req, res, 200, fs.readFileSync(shell));
    }
    return json(req, res, csp, 404, { error: 'Not found' });
  };
}
