/**
 * Every CMS route the site's browser code calls (the submissions, the form token, the chat's unanswered
 * questions, the count's beacon, and this feature's confirm and unsubscribe) is one the CMS answers CORS
 * on (cms/src/contracts/browser-routes.ts): a call missing from that list would be blocked by the browser.
 */
import { api } from '../../lib/api';
import { COUNT_PATH } from '../../lib/counts';
import { BROWSER_ROUTES, FORM_TOKEN_PATH, LEADS, UNANSWERED_QUESTION_PATH, isBrowserRoute } from '../../lib/submission';
import { LINK_PATHS } from './subscriberLink';

it('lists every call of the site: the four submissions, the form token, the unanswered questions, the count, the newsletter links', () => {
  const calls = [
    ...Object.values(LEADS).map((lead) => lead.path),
    FORM_TOKEN_PATH,
    UNANSWERED_QUESTION_PATH,
    COUNT_PATH,
    ...Object.values(LINK_PATHS),
  ];
  expect([...BROWSER_ROUTES].sort()).toEqual([...calls].sort());
  // As the browser sends them: the client's base URL ends in /api/.
  expect(api.defaults.baseURL).toMatch(/\/api\/$/);
  for (const call of calls) expect(isBrowserRoute(new URL(call, 'http://cms.example/api/').pathname)).toBe(true);
});

it('leaves out every other path, however close', () => {
  for (const path of [
    '/api/pages',
    '/api/types/form-token/',
    '/admin/login',
    '/content-manager/init',
    '/upload',
    '/api/upload',
    '/api/types',
  ]) {
    expect(isBrowserRoute(path)).toBe(false);
  }
});
