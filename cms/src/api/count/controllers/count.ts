/**
 * Counts one beacon (../../../counts): checked first, so bad input answers 400 with Strapi's error
 * body naming each bad field, and nothing is counted; then counted, unless it did not come from a
 * person on the site (below). Every beacon is answered 204 with no body, counted or not, so the answer
 * tells a script nothing.
 *
 * Left out: a request whose Origin is not one of the site's (SITE_ORIGINS: a browser on the site's
 * pages always sends it with a beacon; a script calling the API need not), a user agent that says it
 * is a bot, crawler, preview fetcher or headless browser (the `isbot` package's list), or none at all,
 * and the paths of the site server's own pages (`/__preview`, an editor's draft).
 *
 * `sitePages` takes the site server's report of its current build's pages (../../../counts/site-pages.ts):
 * only with the rebuild secret both share (401 otherwise, nothing read), a list checked as a whole (400
 * naming `paths`), answered 204.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { isbot } from 'isbot';
import { cmsEnv, siteOrigins } from '../../../config/env';
import { BEACON_MESSAGES, checkBeacon, type CountedBeacon } from '../../../contracts/counts';
import { secretMatches } from '../../../contracts/secret-file';
import { countBeacon } from '../../../counts/store';
import { readReport, saveSitePages } from '../../../counts/site-pages';
import { invalid } from '../../../startup/admin-routes';
import { rebuildSecret } from '../../../rebuilds/rebuild-webhook';

/** The body as JSON: sendBeacon's string arrives as text. */
function parsed(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function fromPerson(ctx: Context, beacon: CountedBeacon): boolean {
  if (!siteOrigins(cmsEnv()).includes(ctx.get('origin'))) return false;
  const agent = ctx.get('user-agent');
  if (!agent || isbot(agent)) return false;
  return beacon.event !== 'page-view' || !beacon.path.startsWith('/__');
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async count(ctx: Context) {
    const { errors: problems, counted } = checkBeacon(parsed(ctx.request.body) ?? null);
    if (!counted) {
      const list = Object.entries(problems).map(([field, message]) => ({
        path: [field],
        message,
        name: 'ValidationError',
      }));
      throw new errors.ValidationError(
        problems.body === BEACON_MESSAGES.body ? BEACON_MESSAGES.body : `Invalid: ${Object.keys(problems).join(', ')}`,
        { errors: list },
      );
    }
    if (fromPerson(ctx, counted)) await countBeacon(strapi, counted);
    ctx.status = 204;
  },

  async sitePages(ctx: Context) {
    if (!secretMatches(ctx.get('x-rebuild-secret'), rebuildSecret()))
      throw new errors.UnauthorizedError('Missing or wrong x-rebuild-secret.');
    const { paths, problems } = readReport(ctx.request.body);
    if (!paths) invalid(problems);
    await saveSitePages(strapi, paths);
    ctx.status = 204;
  },
});
