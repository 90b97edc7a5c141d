/**
 * The notification queue's decisions, kept pure so they are tested without a database or a clock:
 * when a failed email is tried again, when the queue gives up, which rows a worker may claim, and
 * who receives a lead. The database side is ./outbox.ts; the loop is ./worker.ts.
 */
import { type CmsEnv, cmsEnv } from '../config/env';
import { EMAIL_PATTERN } from '../contracts/submission-rules';

export interface QueuePolicy {
  /** How often the worker looks for due notifications. */
  pollMs: number;
  /** Wait after the first failure; doubled after each further one... */
  backoffBaseMs: number;
  /** ...up to this. */
  backoffMaxMs: number;
  /** After this many failed attempts a notification is marked failed and left for an editor. */
  maxAttempts: number;
  /** How long a claim lasts. Longer than any send can take (the SMTP timeouts are shorter), so a
   * row is only claimed again when the instance sending it died mid-send. */
  leaseMs: number;
}

/** The policy from the configuration (NOTIFY_*, src/config/env.ts), whose defaults suit a real
 * site: a check every 5 s, retries after 30 s, 1, 2, 4 minutes and then every 5 minutes, for about
 * four hours. */
export function policyFromEnv(config: CmsEnv = cmsEnv()): QueuePolicy {
  return {
    pollMs: config.NOTIFY_POLL_MS,
    backoffBaseMs: config.NOTIFY_BACKOFF_BASE_MS,
    backoffMaxMs: config.NOTIFY_BACKOFF_MAX_MS,
    maxAttempts: config.NOTIFY_MAX_ATTEMPTS,
    leaseMs: config.NOTIFY_LEASE_MS,
  };
}

/** Wait before the next try after `attempts` failed tries (1 or more): base, 2x base, 4x base... capped. */
export function backoffMs(attempts: number, policy: Pick<QueuePolicy, 'backoffBaseMs' | 'backoffMaxMs'>): number {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 30);
  return Math.min(policy.backoffMaxMs, policy.backoffBaseMs * 2 ** exponent);
}

/** What a failed send leaves behind: tried again later, or given up after maxAttempts. */
export function afterFailure(
  attempts: number,
  now: Date,
  policy: Pick<QueuePolicy, 'backoffBaseMs' | 'backoffMaxMs' | 'maxAttempts'>,
): { state: 'pending' | 'failed'; nextAttemptAt: Date | null } {
  if (attempts >= policy.maxAttempts) return { state: 'failed', nextAttemptAt: null };
  return { state: 'pending', nextAttemptAt: new Date(now.getTime() + backoffMs(attempts, policy)) };
}

/**
 * The rows a worker may claim at `now`, as a Strapi query `where`: pending and due, or being sent
 * by an instance whose claim has run out (it stopped mid-send). The claim itself is one UPDATE with
 * this same condition, so of two workers racing for a row exactly one changes it.
 */
export function claimableWhere(now: Date) {
  return {
    $or: [
      { state: 'pending', $or: [{ nextAttemptAt: { $null: true } }, { nextAttemptAt: { $lte: now } }] },
      { state: 'sending', claimedUntil: { $lt: now } },
    ],
  };
}

/** Addresses from an editor's list (commas, semicolons, spaces or new lines between them), each
 * once, invalid entries dropped. */
export function parseRecipients(list: string | null | undefined): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of (list ?? '').split(/[\s,;]+/)) {
    if (!item || !EMAIL_PATTERN.test(item) || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    result.push(item);
  }
  return result;
}

/** Who hears of a lead: the editors' list for its kind, else the firm's contact email. Never anything
 * taken from the submission itself, so no visitor can make the site send mail to an address. */
export function recipientsFor(configured: string | null | undefined, fallback: string | null | undefined): string[] {
  const listed = parseRecipients(configured);
  return listed.length > 0 ? listed : parseRecipients(fallback);
}
