/**
 * What the preview page takes from its own address (`/__preview?path=&label=&chat=`, or
 * `/__preview/de?path=/de/…` for a German draft). The site server redirects there after checking a
 * signed link, but the address itself is unsigned: anyone can send an editor a `/__preview?...` link
 * of their making. So nothing of it is trusted: `path` must be one of the site's own routes, a
 * landing page's, an article's or a case study's address, in the preview page's own locale, or the page links nowhere and previews
 * its locale's home page's place (the server then refuses drafts that the editor's credential does
 * not cover); `label` is only ever shown as text (React escapes it), cut to a banner's length.
 */
import { DEFAULT_LOCALE, localeOfPath, localePath, routeOfPath } from '../lib/locale';
import { isLandingPath, isPreviewRoute, sectionItemOf } from './routes';

export interface PreviewQuery {
  /** The path to preview and to link to as "the live page" (a fixed page, a landing page's /{slug},
   * an article's or a case study's address, under its locale's prefix: /de/services); null when the
   * address named none of ours. */
  route: string | null;
  label: string;
  chat: boolean;
}

const MAX_LABEL = 120;

/** `locale`: the preview page's own (its path's, src/preview/pagePath.ts). */
export function readPreviewQuery(search: string, locale: string = DEFAULT_LOCALE): PreviewQuery {
  const params = new URLSearchParams(search);
  const path = params.get('path') ?? localePath(locale, '/');
  const route = routeOfPath(path);
  // routeOfPath drops a trailing slash; the path itself must be exactly the site's form of it.
  const ours = localeOfPath(path) === locale && localePath(locale, route) === path;
  const label = (params.get('label') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_LABEL);
  return {
    route: ours && (isPreviewRoute(route) || isLandingPath(route) || sectionItemOf(route) !== null) ? path : null,
    label: label || 'this page',
    chat: params.get('chat') === '1',
  };
}
