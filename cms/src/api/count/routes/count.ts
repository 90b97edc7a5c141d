/**
 * The count's public route (docs/visit-counts.md): the site's beacons, a page view or the chat opened,
 * posted as text/plain by `navigator.sendBeacon` (a simple request, no preflight) or as JSON. Behind
 * the submissions' guard (../../submission/middlewares/guard.ts) on a budget of its own
 * (COUNT_RATE_LIMIT per client per SUBMISSION_RATE_WINDOW), so a visitor's browsing never spends
 * what their forms may send.
 *
 * And the site server's report of its current build's pages (../../../contracts/site-pages.ts), which
 * the counts count by: authenticated by the rebuild secret in the controller, a JSON body.
 */
import { COUNT_PATH } from '../../../contracts/counts';
import { SITE_PAGES_PATH } from '../../../contracts/site-pages';

export default {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: `/${COUNT_PATH}`,
      handler: 'count.count',
      config: {
        auth: false,
        policies: [],
        middlewares: [
          { name: 'api::submission.guard', config: { budget: 'counts', accept: ['text/plain', 'application/json'] } },
        ],
      },
    },
    {
      method: 'PUT',
      path: `/${SITE_PAGES_PATH}`,
      handler: 'count.sitePages',
      config: { auth: false, policies: [], middlewares: [] },
    },
  ],
};
