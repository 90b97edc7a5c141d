/**
 * Draft preview on the site server, under /__preview:
 *
 *   GET /__preview/enter?path=&label=&chat=&exp=&sig=  the signed URL the CMS's preview handler makes
 *       (cms/src/utils/site-preview.ts): checked (signature over every value, expiry), exchanged for
 *       a short-lived HttpOnly cookie scoped to /__preview, then a redirect to the preview page;
 *   GET /__preview/?path=...   the preview page: a shell built once into the site (no content of its
 *       own, src/templates/preview.tsx), which fetches the drafts from
 *   GET /__preview/data?path=  the drafts of everything the page shows, read from the CMS's REST API
 *       with `status=draft` and the build's read-only token, mapped to the page components' shapes.
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
  previewKey,
  signPreviewCookie,
  verifyPreviewCookie,
  verifyPreviewQuery,
} from '../cms/src/utils/preview-token';
import { s3Uploads } from '../cms/src/utils/uploads';
import { isPreviewRoute, mapPage, mapSiteData, type PreviewData, type PreviewRoute } from '../src/preview/mapper';

export const PREVIEW_PREFIX = '/__preview';
export const isPreviewPath = (pathname: string) =>
  pathname === PREVIEW_PREFIX || pathname.startsWith(`${PREVIEW_PREFIX}/`);

export interface PreviewOptions {
  /** The secret shared with the CMS (the rebuild secret); the preview key is derived from it. */
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

export type PreviewHandler = (req: http.IncomingMessage, res: http.ServerResponse, context: PreviewContext) => void;

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
 * (cms/src/utils/uploads.ts). The live pages never need it (the build copies every image into the
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
  `/api/${resource}?${new URLSearchParams({ status: 'draft', ...params }).toString()}`;
const COPY = { 'populate[cta]': 'true', 'populate[sections]': 'true', 'populate[seo]': 'true' };
const PAGE_RESOURCE: Record<PreviewRoute, string> = {
  '/': 'home-page',
  '/about': 'about-page',
  '/services': 'services-page',
  '/contact': 'contact-page',
  '/privacy': 'privacy-page',
};
/** What each page's query populates (the privacy notice has no call to action or sections). */
const PAGE_POPULATE: Record<PreviewRoute, Record<string, string>> = {
  '/': COPY,
  '/about': COPY,
  '/services': COPY,
  '/contact': COPY,
  '/privacy': { 'populate[seo]': 'true' },
};

export class CmsUnavailable extends Error {}

/** Reads the drafts one page needs, and the layout's, from the CMS, and maps them. */
export async function readDrafts(
  route: PreviewRoute,
  options: Pick<PreviewOptions, 'cmsUrl' | 'cmsPublicUrl' | 'token'>,
): Promise<PreviewData> {
  const get = async (url: string) => {
    let response: Response;
    try {
      response = await fetch(`${options.cmsUrl.replace(/\/$/, '')}${url}`, {
        headers: { Authorization: `Bearer ${options.token()}` },
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new CmsUnavailable('The CMS cannot be reached.');
    }
    // A single type that was never saved answers 404: the page shows without it.
    if (response.status === 404) return null;
    if (!response.ok) throw new CmsUnavailable(`The CMS answered ${response.status}.`);
    return ((await response.json()) as { data: unknown }).data;
  };
  const needsServices = route !== '/about' && route !== '/privacy';
  const [global, chatbot, faqGroups, page, services] = await Promise.all([
    get(
      api('global', {
        'populate[textLogo]': 'true',
        'populate[transparentLogo]': 'true',
        'populate[socialLinks]': 'true',
      }),
    ),
    get(api('chatbot-setting')),
    get(api('faq-groups', { 'populate[entries]': 'true', 'pagination[pageSize]': '100' })),
    get(api(PAGE_RESOURCE[route], PAGE_POPULATE[route])),
    needsServices ? get(api('services', { 'populate[image]': 'true', 'pagination[pageSize]': '100' })) : null,
  ]);
  return {
    site: mapSiteData({ global, chatbot, faqGroups }, options.cmsPublicUrl),
    page: mapPage(route, { page, services, global }, options.cmsPublicUrl),
    builtAt: new Date().toISOString(),
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

    if (pathname === `${PREVIEW_PREFIX}/enter`) {
      const verdict = verifyPreviewQuery(key, url.searchParams);
      if (!verdict.ok) return denied(req, res, csp);
      const { path: target, chat, label } = verdict.value;
      const cookie = [
        `${PREVIEW_COOKIE}=${signPreviewCookie(key)}`,
        `Path=${PREVIEW_PREFIX}`,
        `Max-Age=${PREVIEW_COOKIE_TTL_SECONDS}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(options.secureCookies ? ['Secure'] : []),
      ].join('; ');
      res.setHeader('Set-Cookie', cookie);
      const next = new URLSearchParams({ path: target, ...(chat ? { chat: '1' } : {}), label });
      res.setHeader('Location', `${PREVIEW_PREFIX}?${next.toString()}`);
      headers(res, csp, 'text/plain; charset=utf-8');
      return send(req, res, 303, 'See the preview\n');
    }

    const cookie = verifyPreviewCookie(key, readCookie(req.headers.cookie, PREVIEW_COOKIE));
    if (!cookie.ok) {
      return pathname === `${PREVIEW_PREFIX}/data`
        ? json(req, res, csp, 401, { error: 'Open the preview from the CMS admin: no valid preview credential.' })
        : denied(req, res, csp);
    }

    if (pathname === `${PREVIEW_PREFIX}/data`) {
      const route = url.searchParams.get('path') ?? '/';
      if (!isPreviewRoute(route)) return json(req, res, csp, 400, { error: `No page at ${route} to preview.` });
      readDrafts(route, options).then(
        (data) => json(req, res, csp, 200, data),
        (error: Error) =>
          json(req, res, csp, 502, {
            error: error instanceof CmsUnavailable ? error.message : 'The drafts could not be read.',
          }),
      );
      return undefined;
    }

    if (pathname === PREVIEW_PREFIX || pathname === `${PREVIEW_PREFIX}/`) {
      const shell = dir && path.join(dir, '__preview', 'index.html');
      if (!shell || !fs.existsSync(shell)) {
        return json(req, res, csp, 503, { error: 'The site has not been built with the preview page yet.' });
      }
      headers(res, csp, 'text/html; charset=utf-8');
      return send(req, res, 200, fs.readFileSync(shell));
    }
    return json(req, res, csp, 404, { error: 'Not found' });
  };
}
