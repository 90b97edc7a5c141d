/**
 * The only routes anonymous visitors may call: the POST of each kind of lead (SPEC section 7's four,
 * from the registry ../../../contracts/leads.ts), under /api/, each through the guard (rate limit,
 * JSON only, size limit) before its controller validates and stores; and the form token.
 */
import { FORM_TOKEN_PATH } from '../../../contracts/browser-routes';
import { LEADS, LEAD_KINDS, type LeadKind } from '../../../contracts/leads';

/** Each kind's route, handled by the controller's action of the kind's name. */
const route = (kind: LeadKind) => ({
  method: 'POST',
  path: `/${LEADS[kind].path}`,
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
  routes: [...LEAD_KINDS.map(route), formToken],
};
