/**
 * The subscriber's two public actions. The site's pages send `{ "token": "…" }` as JSON; a mail
 * client's RFC 8058 one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a form to the
 * List-Unsubscribe URL, whose query carries the token.
 */
import type { Core } from '@strapi/strapi';

type Ctx = {
  request: { body?: unknown };
  query: Record<string, unknown>;
  status: number;
  body: unknown;
};

function tokenOf(ctx: Ctx): unknown {
  const body = ctx.request.body;
  if (body && typeof body === 'object' && 'token' in body) return body.token;
  return ctx.query.token;
}

const service = () => strapi.service('api::newsletter.newsletter');

export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  async confirm(ctx: Ctx) {
    ctx.body = { data: await service().confirm(tokenOf(ctx)) };
  },
  async unsubscribe(ctx: Ctx) {
    ctx.body = { data: await service().unsubscribe(tokenOf(ctx)) };
  },
});
