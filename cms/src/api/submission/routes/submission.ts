/**
 * The only routes anonymous visitors may call: the four POSTs of SPEC section 7, under /api/. Each
 * passes the guard (rate limit, JSON only, size limit) before its controller validates and stores.
 */
import { SUBMISSION_PATHS, type SubmissionKind } from '../rules';

const route = (kind: SubmissionKind) => ({
  method: 'POST',
  path: `/${SUBMISSION_PATHS[kind]}`,
  handler: `submission.${kind}`,
  config: { auth: false, policies: [], middlewares: ['api::submission.guard'] },
});

export default {
  type: 'content-api',
  routes: [route('eventRequests'), route('contactRequest'), route('subscribtions'), route('chatbot')],
};
