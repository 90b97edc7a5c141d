/**
 * Which addresses the draft preview shows: the fixed pages' routes and the landing pages' /{slug}.
 * Apart from the mapping (./mapper.ts, which the site server runs) because the preview page checks
 * its own address with them in the browser (./query.ts).
 */
import { isReservedPath } from '@contracts/routes';

export type BlocksRoute = '/' | '/about' | '/services' | '/contact';
export type PreviewRoute = BlocksRoute | '/privacy';
export const PREVIEW_ROUTES: readonly PreviewRoute[] = ['/', '/about', '/services', '/contact', '/privacy'];

export const isPreviewRoute = (path: string): path is PreviewRoute => (PREVIEW_ROUTES as string[]).includes(path);

/** Where a landing page may be: /{slug}, one segment of a slug's characters, not the site's own. */
export const isLandingPath = (path: string): boolean =>
  /^\/[A-Za-z0-9_~-]{1,200}$/.test(path) && !isPreviewRoute(path) && !isReservedPath(path);
