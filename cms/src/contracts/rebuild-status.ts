/**
 * What the site server's rebuild queue reports (GET /__rebuild/status) and the CMS's Live site
 * widget shows: the server writes it (server/rebuild-queue.ts), the admin reads it through the
 * CMS's /site-status route (src/rebuilds/status-routes.ts; src/admin/siteStatus.ts).
 */
export type RebuildState = 'idle' | 'building' | 'queued';

export interface RebuildStatus {
  state: RebuildState;
  lastSuccess: { at: string; durationMs: number } | null;
  lastFailure: { at: string; error: string } | null;
  /** Builds run by this process, successful or not. */
  builds: number;
}
