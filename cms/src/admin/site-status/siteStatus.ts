/**
 * What the "Live site" homepage widget says, from the site server's rebuild status as the CMS's
 * /site-status route relays it. Pure, so it is tested without the admin (siteStatus.test.ts).
 */
import { shortDateTime as when } from '../shared/dates';
import { AFTER_LIVE_FAILED, type RebuildStatus } from '../../contracts/rebuild-status';

/** The site server's rebuild status (the contract both sides share), or only that it did not answer. */
export type SiteStatus = { reachable: boolean } & Partial<RebuildStatus>;

export type Tone = 'success' | 'warning' | 'danger' | 'neutral';

export interface StatusView {
  tone: Tone;
  headline: string;
  detail: string | null;
  /** The end of the failed build's log, when the last build failed. */
  failureTail: string | null;
  /** Poll again after this many ms: often while a build runs, seldom otherwise. */
  pollMs: number;
}

export const POLL_BUSY_MS = 3000;
export const POLL_IDLE_MS = 30_000;
const TAIL_LINES = 12;

/** The last lines of a build log that say something (blank lines dropped). */
export function tail(log: string, lines = TAIL_LINES): string {
  return log
    .split('\n')
    .filter((line) => line.trim())
    .slice(-lines)
    .join('\n');
}

/** True when the most recent build that ended failed (before going live, or only its search index after). */
export function lastBuildFailed(status: SiteStatus): boolean {
  const { lastFailure, lastSuccess } = status;
  if (!lastFailure) return false;
  return !lastSuccess || Date.parse(lastFailure.at) >= Date.parse(lastSuccess.at);
}

export function describeStatus(status: SiteStatus): StatusView {
  if (!status.reachable) {
    return {
      tone: 'neutral',
      headline: 'The site server cannot be reached',
      detail:
        'Editing and publishing work as usual; published changes go live once the site server runs again (npm start).',
      failureTail: null,
      pollMs: POLL_IDLE_MS,
    };
  }
  const failed = lastBuildFailed(status);
  const failureTail = failed ? tail(status.lastFailure!.error) : null;
  const liveSince = status.lastSuccess ? `Live since ${when(status.lastSuccess.at)}.` : null;
  if (status.state === 'building' || status.state === 'queued') {
    return {
      tone: 'warning',
      headline:
        status.state === 'building'
          ? 'Building the site with the latest changes…'
          : 'Changes are queued: the site is rebuilt as soon as the current build ends.',
      detail: liveSince ? `${liveSince} Visitors see that version until the build finishes.` : null,
      failureTail,
      pollMs: POLL_BUSY_MS,
    };
  }
  if (failed && status.lastFailure!.error.endsWith(AFTER_LIVE_FAILED)) {
    return {
      tone: 'warning',
      headline: 'Your last change is live; the site search has not caught up',
      detail: `Its search index failed at ${when(status.lastFailure!.at)}: visitors see the change, and the site search finds the site as it was before it until the next build. Publish again, or rebuild.`,
      failureTail,
      pollMs: POLL_IDLE_MS,
    };
  }
  if (failed) {
    return {
      tone: 'danger',
      headline: 'Your last change did not go live',
      detail: `The build failed at ${when(status.lastFailure!.at)}. The live site is still the last good one${
        status.lastSuccess ? ` (built ${when(status.lastSuccess.at)})` : ''
      }. Fix the content and publish again, or rebuild.`,
      failureTail,
      pollMs: POLL_IDLE_MS,
    };
  }
  return {
    tone: 'success',
    headline: status.lastSuccess ? liveSince!.slice(0, -1) : 'Live',
    detail: status.lastSuccess
      ? `Every published change is live (built in ${Math.round(status.lastSuccess.durationMs / 1000)} s).`
      : 'The site is served from the build made before the site server last started.',
    failureTail: null,
    pollMs: POLL_IDLE_MS,
  };
}
