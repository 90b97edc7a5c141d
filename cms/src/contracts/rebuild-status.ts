/**
 * What the site server's rebuild queue reports (GET /__rebuild/status) and the CMS's Live site
 * widget shows: the server writes it (server/rebuild-queue.ts), the admin reads it through the
 * CMS's /site-status route (src/rebuilds/status-routes.ts; src/admin/site-status/siteStatus.ts).
 */
export type RebuildState = 'idle' | 'building' | 'queued';

export interface RebuildStatus {
  state: RebuildState;
  lastSuccess: { at: string; durationMs: number } | null;
  lastFailure: { at: string; error: string } | null;
  /** Builds run by this process, successful or not. */
  builds: number;
}

/**
 * The last line of `lastFailure.error` when a build went live and only the work after it failed: the
 * site search's index of that build (server/rebuild-queue.ts). The site shows the change; its search
 * still has the index of the build before, and the next build indexes again.
 */
export const AFTER_LIVE_FAILED =
  'The build is live, but its search index failed: the site search finds the site as it was before this build until the next build indexes it.';
