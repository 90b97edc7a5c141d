/**
 * The CMS routes a visitor's browser calls from the site, cross-origin (through src/lib/api.ts): the
 * four submissions of SPEC section 7, the form token, the chat's questions the FAQ could not answer
 * (./unanswered-questions.ts), the page-view count's beacon (sent as a simple request, which needs no
 * CORS; listed all the same), and the newsletter's confirm and unsubscribe (the site's /newsletter/*
 * pages post the link's token). CORS answers these only, for the site's
 * origins and without credentials (cms/config/middlewares.ts); every other route (the admin, the
 * content API the build reads, uploads) answers the site's origins no CORS header at all. The draft
 * preview is read by the site server, not the browser. Pure: the site's tests check its own calls
 * are all listed here.
 */
import { COUNT_PATH } from './beacon';
import { LEADS, LEAD_KINDS } from './leads';
import { UNANSWERED_QUESTION_PATH } from './unanswered-questions';

/** The CMS's REST prefix (Strapi's default `api.rest.prefix`). */
export const API_PREFIX = '/api';

/** The form token's route (cms/src/api/submission/form-token.ts), under the prefix. */
export const FORM_TOKEN_PATH = 'types/form-token';

/** Relative to the prefix, as src/lib/api.ts's client calls them. */
export const BROWSER_ROUTES: readonly string[] = [
  ...LEAD_KINDS.map((kind) => LEADS[kind].path),
  FORM_TOKEN_PATH,
  UNANSWERED_QUESTION_PATH,
  COUNT_PATH,
  'newsletter/confirm',
  'newsletter/unsubscribe',
];

const BROWSER_PATHS: ReadonlySet<string> = new Set(BROWSER_ROUTES.map((route) => `${API_PREFIX}/${route}`));

/** Whether a request path (Koa's `ctx.path`) is one of the browser's routes. */
export const isBrowserRoute = (path: string): boolean => BROWSER_PATHS.has(path);
