/**
 * What the preview page takes from its own address (`/__preview?path=&label=&chat=`). The site
 * server redirects there after checking a signed link, but the address itself is unsigned: anyone can
 * send an editor a `/__preview?...` link of their making. So nothing of it is trusted: `path` must be
 * one of the site's own routes or a landing page's address, or the page links nowhere and previews the home page's place (the
 * server then refuses drafts that the editor's credential does not cover); `label` is only ever
 * shown as text (React escapes it), cut to a banner's length.
 */
import { isLandingPath, isPreviewRoute } from './routes';

export interface PreviewQuery {
  /** The route to preview and to link to as "the live page" (a fixed page or a landing page's
   * /{slug}); null when the address named none of ours. */
  route: string | null;
  label: string;
  chat: boolean;
}

const MAX_LABEL = 120;

export function readPreviewQuery(search: string): PreviewQuery {
  const params = new URLSearchParams(search);
  const path = params.get('path') ?? '/';
  const label = (params.get('label') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_LABEL);
  return {
    route: isPreviewRoute(path) || isLandingPath(path) ? path : null,
    label: label || 'this page',
    chat: params.get('chat') === '1',
  };
}
