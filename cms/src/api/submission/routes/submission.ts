/**
 * The only routes anonymous visitors may call: the four POSTs of SPEC section 7, under /api/. Each
 * passes the guard (rate limit, JSON only, size limit) before its controller validates and stores.
 */
import { FORM_TOKEN_PATH } from '../../../contracts/browser-routes';
import { SUBMISSION_PATHS, type SubmissionKind } from '../../../contracts/submission-rules';

const route = (kind: SubmissionKind) => ({
  method: 'POST',
  path: `/${SUBMISSION_PATHS[kind]}`,
  handler: `submission.${kind}`,
  config: { auth: false, policies: [], middlewares: ['api::submission.guard'] },
});

/** The "shown at" token the forms and the chat fetch on the visitor's first intent (../form-token.ts).
 * It costs no database work and no submission budget, so it stands outside the guard. */
const formToken = {
  method: 'GET',
  path: `/${FORM_TOKEN_PATH}`,
  handler: 'submission.formToken',
  config: { auth: false, policies: [], middlewares: [] },
};

export default {
  type: 'content-api',
  routes: [route('eventRequests'), route('contactRequest'), route('subscribtions'), route('chatbot'), formToken],
};
