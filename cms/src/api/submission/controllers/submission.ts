import type { Core } from '@strapi/strapi';
import type { SubmissionKind } from '../rules';

/** One action per public route; each only hands the body to the submission service. */
const action =
  (kind: SubmissionKind) =>
  async (ctx) => {
    const result = await strapi.service('api::submission.submission').submit(kind, ctx.request.body);
    ctx.status = result.status;
    ctx.body = { data: result.data };
  };

export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  contactRequest: action('contactRequest'),
  eventRequests: action('eventRequests'),
  subscribtions: action('subscribtions'),
  chatbot: action('chatbot'),
});
