/**
 * Registers the Strapi webhook that asks the site's server to rebuild when content changes.
 * Idempotent: one webhook named `site-rebuild`, created on the first start and updated when its URL,
 * secret or events changed (whether an editor disabled it in the admin is kept).
 *
 * - URL: SITE_REBUILD_URL, default http://127.0.0.1:$PORT/__rebuild (the site's server).
 *   SITE_REBUILD_URL=off removes the webhook (e.g. a CMS that has no site server beside it).
 * - Header x-rebuild-secret: REBUILD_SECRET, else the repository's `.secrets/rebuild-secret`
 *   (REBUILD_SECRET_FILE, relative to the repository root), generated here if missing, read with
 *   the one rule for secrets the site server uses too (../contracts/secret-file.ts).
 * - Nothing is sent about a type the site does not show (NOT_ON_SITE), nor about a saved draft: see
 *   sendsRebuild and skipTypesNotOnSite.
 */
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { LEADS, LEAD_KINDS } from '../contracts/leads';
import { NOTIFICATION_UID, SETTINGS_UID } from '../notifications/outbox';
import { loadSecret } from '../contracts/secret-file';
import { cmsEnv } from '../config/env';
import { LOG_UID } from '../privacy/data-requests';
import { ACTIVITY_UID, STATE_UID } from '../lead-desk/store';
import { REDIRECT_UID } from '../redirects/guard';
import { ACTION_UID } from '../scheduling/schedulable';
import { resolveFromApp } from '../secrets/secrets';

export const REBUILD_WEBHOOK_NAME = 'site-rebuild';
// The site's pages have draft and publish, so for them only publishing, unpublishing and deleting
// change the live site. Saving a draft (entry.create / entry.update) does not: the editor sees it in
// the draft preview, and a build for it would change nothing while the Live site widget said
// "building". Redirects have no draft: saving one is what makes it live (LIVE_ON_SAVE).
export const REBUILD_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.update',
];

/** Content types the site does not show: visitors' submissions, their emails' queue and its recipients,
 * the data request log, the lead desk's state and activity, the scheduled publishing actions (an editor cancelling one deletes it).
 * None has draft and publish, so of the events above only an editor's delete concerns them. */
export const NOT_ON_SITE: ReadonlySet<string> = new Set([
  ...LEAD_KINDS.map((kind) => LEADS[kind].uid),
  NOTIFICATION_UID,
  SETTINGS_UID,
  LOG_UID,
  ACTION_UID,
  STATE_UID,
  ACTIVITY_UID,
]);

/** Types the site build reads that have no draft and publish: a create or update is live at once. */
export const LIVE_ON_SAVE: ReadonlySet<string> = new Set([REDIRECT_UID]);

const SAVE_EVENTS = new Set(['entry.create', 'entry.update']);

/** Whether the site-rebuild webhook passes an event on to the site server. An event with no type
 * (media, the admin's "Trigger" test) always goes. */
export function sendsRebuild(event: string, uid: unknown): boolean {
  if (typeof uid !== 'string') return true;
  if (NOT_ON_SITE.has(uid)) return false;
  return SAVE_EVENTS.has(event) ? LIVE_ON_SAVE.has(uid) : true;
}

/** A webhook as it is written; the store gives each one it keeps an id. (Strapi's own types,
 * Modules.WebhookStore, ask for the id before it exists.) */
interface Webhook {
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled?: boolean;
}
type StoredWebhook = Webhook & { id: string };

interface WebhookStore {
  allowedEvents: Map<string, string>;
  findWebhooks(): Promise<StoredWebhook[]>;
  createWebhook(data: Webhook): Promise<StoredWebhook>;
  updateWebhook(id: string, data: Webhook): Promise<StoredWebhook | null>;
  deleteWebhook(id: string): Promise<StoredWebhook | null>;
}

interface WebhookRunner {
  add(webhook: StoredWebhook): void;
  update(webhook: StoredWebhook): void;
  remove(webhook: StoredWebhook): void;
  run(
    webhook: StoredWebhook,
    event: string,
    info?: { uid?: unknown },
  ): Promise<{ statusCode: number; message?: unknown }>;
}

const filtered = new WeakSet<WebhookRunner>();

/**
 * Strapi's webhooks fire for every content type (a stored webhook has events, not types), so the
 * site-rebuild webhook's sends go through here: one the site does not need (sendsRebuild) is answered here,
 * as delivered, and never reaches the site server. Other webhooks and the admin's "Trigger" test
 * (no type) are sent as Strapi sends them.
 */
function skipTypesNotOnSite(runner: WebhookRunner): void {
  if (filtered.has(runner)) return;
  filtered.add(runner);
  const send = runner.run.bind(runner);
  runner.run = (webhook, event, info = {}) =>
    webhook.name === REBUILD_WEBHOOK_NAME && !sendsRebuild(event, info.uid)
      ? Promise.resolve({ statusCode: 204 })
      : send(webhook, event, info);
}

/** The repository root holds the site; the CMS app (cms/) sits inside it. */
export function rebuildSecretFile(): string {
  return path.resolve(resolveFromApp('..'), cmsEnv().REBUILD_SECRET_FILE);
}

export function rebuildSecret(): string {
  // The same call as server/secret.ts, which reads and writes the same file.
  return loadSecret({
    variable: 'REBUILD_SECRET',
    file: rebuildSecretFile(),
    generate: true,
    env: { REBUILD_SECRET: cmsEnv().REBUILD_SECRET },
  });
}

export function rebuildUrl(): string {
  const { SITE_REBUILD_URL, PORT } = cmsEnv();
  return SITE_REBUILD_URL ?? `http://127.0.0.1:${PORT}/__rebuild`;
}

const sameList = (a: string[] = [], b: string[] = []) =>
  JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
const sameHeaders = (a: Record<string, string> = {}, b: Record<string, string> = {}) =>
  sameList(
    Object.entries(a).map((entry) => entry.join('\n')),
    Object.entries(b).map((entry) => entry.join('\n')),
  );

export async function ensureRebuildWebhook(strapi: Core.Strapi): Promise<void> {
  const store = strapi.get<WebhookStore>('webhookStore');
  const runner = strapi.get<WebhookRunner>('webhookRunner');
  skipTypesNotOnSite(runner);
  const existing = (await store.findWebhooks()).filter((webhook) => webhook.name === REBUILD_WEBHOOK_NAME);
  const url = rebuildUrl();

  if (['off', 'false', 'none'].includes(url.toLowerCase())) {
    for (const webhook of existing) {
      await store.deleteWebhook(webhook.id);
      runner.remove(webhook);
    }
    if (existing.length) strapi.log.info('Removed the site-rebuild webhook (SITE_REBUILD_URL=off).');
    return;
  }

  const allowed = new Set(store.allowedEvents.values());
  const events = REBUILD_EVENTS.filter((event) => allowed.has(event));
  const missing = REBUILD_EVENTS.filter((event) => !allowed.has(event));
  if (missing.length)
    strapi.log.warn(`The site-rebuild webhook cannot listen to: ${missing.join(', ')} (not offered by this Strapi).`);

  const wanted: Webhook = {
    name: REBUILD_WEBHOOK_NAME,
    url,
    headers: { 'x-rebuild-secret': rebuildSecret() },
    events,
  };

  const [current, ...duplicates] = existing;
  for (const duplicate of duplicates) {
    await store.deleteWebhook(duplicate.id);
    runner.remove(duplicate);
  }

  if (!current) {
    // The webhook provider loaded the stored webhooks before this bootstrap: tell the runner too.
    const created = await store.createWebhook({ ...wanted, isEnabled: true });
    runner.add(created);
    strapi.log.info(`Registered the site-rebuild webhook to ${url}`);
    return;
  }
  if (
    current.url === wanted.url &&
    sameHeaders(current.headers, wanted.headers) &&
    sameList(current.events, wanted.events)
  ) {
    return;
  }
  const updated = await store.updateWebhook(current.id, {
    ...current,
    ...wanted,
    isEnabled: current.isEnabled !== false,
  });
  if (updated) runner.update(updated);
  strapi.log.info(`Updated the site-rebuild webhook to ${url}`);
}
