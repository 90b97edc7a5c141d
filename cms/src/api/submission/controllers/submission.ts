import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { budgetKey } from '../budget-key';
import { LEAD_KINDS, type LeadKind } from '../../../contracts/leads';
import { IDEMPOTENCY_KEY_HEADER } from '../../../contracts/submission-rules';

/** One action per kind of lead, named by it (its route: ../routes/submission.ts); each only hands the body (and an Idempotency-Key header) to the
 * submission service. */
const action = (kind: LeadKind) => async (ctx: Context) => {
  const header = ctx.get(IDEMPOTENCY_KEY_HEADER);
  const result = await strapi.service('api::submission.submission').submit(kind, ctx.request.body, {
    idempotencyKey: header === '' ? undefined : header,
    client: budgetKey(ctx.request.ip),
  });
  ctx.status = result.status;
  ctx.body = { data: result.data };
};

export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  ...Object.fromEntries(LEAD_KINDS.map((kind) => [kind, action(kind)])),
  formToken: (ctx: Context) => {
    // Each visitor's own, fresh one: never cached by the browser or a proxy.
    ctx.set('Cache-Control', 'no-store');
    // Bound to the budget key the submissions will be charged to (../budget-key.ts).
    ctx.body = { data: strapi.service('api::submission.submission').issueFormToken(budgetKey(ctx.request.ip)) };
  },
});
