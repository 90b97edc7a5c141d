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
import { s3Uploads } from '@contracts/uploads';
import {
  isLandingPath,
  isPreviewRoute,
  mapArticle,
  mapCaseStudy,
  mapLandingPage,
  mapPage,
  mapSiteData,
  type PreviewData,
  sectionItemOf,
} from '../src/preview/mapper';
import { blocksPopulateParams } from '../src/blocks/schema';
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

/**
 * Where uploaded media are served from when they are not on the CMS: the public origin of the S3
 * bucket (or the CDN in front of it) that the CMS's S3_* settings name, read with the CMS's own rule
 * (cms/src/contracts/uploads.ts). The live pages never need it (the build copies every image into the
 * site); a draft's images are shown straight from where the CMS stored them.
 */
export function mediaOrigins(env: NodeJS.ProcessEnv): string[] {
  const s3 = s3Uploads((name) => env[name]);
  return s3 ? [s3.publicOrigin] : [];
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
/** A page of blocks: its dynamic zone populated per block type as the build populates it (src/blocks/schema.ts), and its SEO. */
const BLOCKS = { ...blocksPopulateParams(), 'populate[seo]': 'true' };

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

/** Reads what one page needs, and the layout's, from the CMS (the bound document as its draft), in
 * the bound document's locale, and maps it. */
export async function readDrafts(
  /** A fixed page's route, or a landing page's /{slug}, without its locale's prefix. */
  route: string,
  bound: PreviewDocument,
  options: Pick<PreviewOptions, 'cmsUrl' | 'cmsPublicUrl' | 'token'>,
): Promise<PreviewData> {
  const get: Get = async (url) => {
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
  const read = (resource: string, params: Record<string, string> = {}) => readResource(get, resource, params, bound);
  const { locale } = bound;
  const item = sectionItemOf(route);
  if (item) return readSectionItem(route, item, bound, get, read, options);
  const boundPage = () =>
    get(api(`pages/${encodeURIComponent(bound.documentId)}`, { status: 'draft', locale, ...BLOCKS }));
  // A landing page: its one draft, read by its id (the credential's document), at its own slug.
  const landing = !isPreviewRoute(route);
  const fixed = fixedPageByRoute(route);
  const readPage = async (): Promise<unknown> => {
    if (landing) return boundPage();
    if (!fixed) return read('privacy-page', { 'populate[seo]': 'true' });
    // A fixed page is the page entry with its slug: the bound draft if it is that page, else published.
    if (bound.uid === PAGE_UID) {
      const draft = (await boundPage()) as { slug?: unknown } | null;
      if (draft?.slug !== fixed.slug)
        throw new OtherPage('This preview is for another page: open it again from the CMS admin.');
      return draft;
    }
    const published = await get(
      api('pages', { status: 'published', locale, 'filters[slug][$eq]': fixed.slug, ...BLOCKS }),
    );
    return Array.isArray(published) ? ((published as unknown[])[0] ?? null) : null;
  };
  // Any page of blocks may show the services (a services grid, the contact form's list).
  const needsBlocksSite = route !== '/privacy';
  const [[global, chatbot, faqGroups], page, [services, caseStudies]] = await Promise.all([
    readLayout(read),
    readPage(),
    needsBlocksSite ? readBlocksSite(read, get, locale) : [null, null],
  ]);
  if (landing && (page as { slug?: unknown } | null)?.slug !== route.slice(1)) {
    throw new OtherPage('This landing page has another address now: open its preview again from the CMS admin.');
  }
  return {
    site: mapSiteData({ global, chatbot, faqGroups }, options.cmsPublicUrl),
    page: landing
      ? mapLandingPage(route, { page, services, caseStudies, global }, options.cmsPublicUrl)
      : mapPage(route, { page, services, caseStudies, global }, options.cmsPublicUrl),
    builtAt: new Date().toISOString(),
  };
}

/** The layout's shared content (global settings, chatbot phrases, FAQ), in the bound document's locale. */
const readLayout = (read: (resource: string, params?: Record<string, string>) => Promise<unknown>) =>
  Promise.all([
    read('global', {
      'populate[textLogo]': 'true',
      'populate[transparentLogo]': 'true',
      'populate[socialLinks]': 'true',
    }),
    read('chatbot-setting'),
    read('faq-groups', { 'populate[entries]': 'true', 'pagination[pageSize]': '100' }),
  ]);

/** The services, which any page of blocks may show (a services grid, the contact form's list). */
const SERVICES = { 'populate[image]': 'true', 'pagination[pageSize]': '100' };

/** What every page of blocks reads besides its own entry, as the build's BlocksSiteData fragment asks
 * (src/blocks/registry.tsx): the services (the bound one as its draft), and the published case studies
 * a detailed services grid links (the CaseStudyLink fragment's fields; no case study page has a grid). */
const readBlocksSite = (
  read: (resource: string, params?: Record<string, string>) => Promise<unknown>,
  get: Get,
  locale: string,
) =>
  Promise.all([
    read('services', SERVICES),
    get(
      api('case-studies', {
        status: 'published',
        locale,
        'fields[0]': 'slug',
        'fields[1]': 'date',
        'fields[2]': 'publishedAt',
        'fields[3]': 'clientName',
        'populate[services][fields][0]': 'slug',
        'pagination[pageSize]': '100',
      }),
    ),
  ]);

/** A related document's id only, as the draft names it: nothing of its own draft is read. */
const ID_ONLY = 'documentId';

/**
 * An article's or a case study's page (issue 48): the bound document's draft, read by its id, shown
 * only at its own address while its draft's slug is the one of that address; what it names (its
 * author, category, related articles, services) and everything else the page shows as published.
 */
async function readSectionItem(
  route: string,
  item: NonNullable<ReturnType<typeof sectionItemOf>>,
  bound: PreviewDocument,
  get: Get,
  read: (resource: string, params?: Record<string, string>) => Promise<unknown>,
  options: Pick<PreviewOptions, 'cmsPublicUrl'>,
): Promise<PreviewData> {
  const place = PREVIEW_PLACES[bound.uid];
  if (place?.section !== item.section)
    throw new OtherPage('This preview is for another page: open it again from the CMS admin.');
  const { locale } = bound;
  const article = item.kind === 'article';
  const populate: Record<string, string> = article
    ? {
        ...blocksPopulateParams('body'),
        'populate[cover]': 'true',
        'populate[author][fields][0]': ID_ONLY,
        'populate[category][fields][0]': ID_ONLY,
        'populate[relatedArticles][fields][0]': ID_ONLY,
      }
    : {
        'populate[clientLogo]': 'true',
        'populate[cover]': 'true',
        'populate[services][fields][0]': ID_ONLY,
        'populate[results]': 'true',
        'populate[quote][populate][photo]': 'true',
      };
  const draft = (await get(
    api(`${place.resource}/${encodeURIComponent(bound.documentId)}`, { status: 'draft', locale, ...populate }),
  )) as { slug?: unknown; author?: unknown; category?: unknown; relatedArticles?: unknown } | null;
  if (draft?.slug !== item.slug) {
    throw new OtherPage(
      `This ${article ? 'article' : 'case study'} has another address now: open its preview again from the CMS admin.`,
    );
  }
  const [[global, chatbot, faqGroups], [servicesList, caseStudies]] = await Promise.all([
    readLayout(read),
    readBlocksSite(read, get, locale),
  ]);
  const site = mapSiteData({ global, chatbot, faqGroups }, options.cmsPublicUrl);
  const builtAt = new Date().toISOString();
  if (!article) {
    return {
      site,
      page: mapCaseStudy(
        route,
        { caseStudy: draft, services: servicesList, caseStudies, global },
        options.cmsPublicUrl,
      ),
      builtAt,
    };
  }
  const idOf = (value: unknown) => {
    const id = (value as { documentId?: unknown } | null)?.documentId;
    return typeof id === 'string' ? id : null;
  };
  const authorId = idOf(draft.author);
  const categoryId = idOf(draft.category);
  const picked = (Array.isArray(draft.relatedArticles) ? (draft.relatedArticles as unknown[]) : [])
    .map(idOf)
    .filter((id): id is string => id !== null);
  // The published articles the related ones are chosen from (the editor's picks, else the newest of
  // its category) and its own published version (the day it was published).
  const candidates: Record<string, string> = {
    status: 'published',
    locale,
    'populate[category]': 'true',
    'populate[cover]': 'true',
    'sort[0]': 'date:desc',
    'sort[1]': 'publishedAt:desc',
    'pagination[pageSize]': '100',
  };
  [bound.documentId, ...picked].forEach((id, index) => {
    candidates[`filters[$or][0][documentId][$in][${index}]`] = id;
  });
  if (categoryId) candidates['filters[$or][1][category][documentId][$eq]'] = categoryId;
  const [author, category, articles] = await Promise.all([
    authorId ? read(`authors/${encodeURIComponent(authorId)}`, { 'populate[photo]': 'true' }) : null,
    categoryId ? read(`categories/${encodeURIComponent(categoryId)}`) : null,
    get(api('articles', candidates)),
  ]);
  return {
    site,
    page: mapArticle(
      route,
      { article: draft, author, category, articles, services: servicesList, caseStudies, global },
      options.cmsPublicUrl,
      builtAt,
    ),
    builtAt,
  };
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
