import type { Core } from '@strapi/strapi';
import { budgetKey } from '../budget-key';
import { IDEMPOTENCY_KEY_HEADER, type SubmissionKind } from '../../../contracts/submission-rules';

/** One action per public route; each only hands the body (and an Idempotency-Key header) to the
 * submission service. */
const action = (kind: SubmissionKind) => async (ctx) => {
  const header = ctx.get(IDEMPOTENCY_KEY_HEADER);
  const result = await strapi.service('api::submission.submission').submit(kind, ctx.request.body, {
    idempotencyKey: header === '' ? undefined : header,
    client: budgetKey(ctx.request.ip),
  });
  ctx.status = result.status;
  ctx.body = { data: result.data };
};

export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  contactRequest: action('contactRequest'),
  eventRequests: action('eventRequests'),
  subscribtions: action('subscribtions'),
  chatbot: action('chatbot'),
  formToken: (ctx) => {
    // Each visitor's own, fresh one: never cached by the browser or a proxy.
    ctx.set('Cache-Control', 'no-store');
    // Bound to the budget key the submissions will be charged to (../budget-key.ts).
    ctx.body = { data: strapi.service('api::submission.submission').issueFormToken(budgetKey(ctx.request.ip)) };
  },
});
