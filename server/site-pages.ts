/**
 * Tells the CMS which pages the served build has (cms/src/contracts/site-pages.ts), so that its visit
 * counts count those paths alone (docs/visit-counts.md#what-the-figures-resist): at the server's start
 * and after every swap, PUT /api/counts/site-pages with the rebuild secret both share. A report that
 * fails (the CMS starting or restarting) is tried again, a little later each time, until it is taken
 * or a newer build's replaces it; the site is served meanwhile as ever.
 */
import path from 'node:path';
import { SITE_PAGES_PATH, pagePathOfFile } from '@contracts/site-pages';
import { siteFiles } from './site-files';

/** The pages of a built site's folder: every folder's index.html, as the beacon writes its path. */
export function builtPagePaths(dir: string): string[] {
  return siteFiles(dir)
    .map((file) => pagePathOfFile(file.relative.split(path.sep).join('/')))
    .filter((page): page is string => page !== null)
    .sort();
}

export interface SitePagesReporterOptions {
  /** The CMS as this server reaches it (CMS_URL). */
  cmsUrl: string;
  secret: string;
  log?: (message: string) => void;
  /** The first wait before a failed report is tried again (doubled each time, at most 5 minutes). */
  retryMs?: number;
  fetch?: typeof fetch;
}

const LONGEST_WAIT_MS = 5 * 60_000;

export class SitePagesReporter {
  private latest: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> | null = null;

  constructor(private readonly options: SitePagesReporterOptions) {}

  /** Reports the build in `dir` (now, or after the report in flight), replacing any not yet taken. */
  report(dir: string): Promise<void> {
    this.latest = dir;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.sending = (this.sending ?? Promise.resolve()).then(() => this.send(dir, this.options.retryMs ?? 5000));
    return this.sending;
  }

  /** No more tries (shutdown). */
  stop(): void {
    this.latest = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async send(dir: string, wait: number): Promise<void> {
    if (dir !== this.latest) return;
    const { cmsUrl, secret, log = console.log, fetch: send = fetch } = this.options;
    let problem: string;
    try {
      const paths = builtPagePaths(dir);
      const response = await send(`${cmsUrl.replace(/\/$/, '')}/api/${SITE_PAGES_PATH}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'x-rebuild-secret': secret },
        body: JSON.stringify({ paths }),
        signal: AbortSignal.timeout(30_000),
      });
      if (response.ok) {
        log(`Told the CMS the build's ${paths.length} pages (the visit counts count those).`);
        return;
      }
      problem = `the CMS answered ${response.status}`;
      // A refusal that no retry can change (a wrong secret, a list too long) is said once.
      if (response.status >= 400 && response.status < 500 && response.status !== 429) {
        log(`The CMS refused the build's page list (${response.status}): the visit counts count its pages as other.`);
        return;
      }
    } catch (error) {
      problem = (error as Error).message;
    }
    if (dir !== this.latest) return;
    log(`The build's page list did not reach the CMS (${problem}); trying again in ${Math.round(wait / 1000)} s.`);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.sending = this.send(dir, Math.min(wait * 2, LONGEST_WAIT_MS));
    }, wait);
    this.timer.unref();
  }
}
