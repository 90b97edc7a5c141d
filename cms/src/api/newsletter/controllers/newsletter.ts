/**
 * The subscriber's two public actions. The site's pages send `{ "token": "…" }` as JSON; a mail
 * client's RFC 8058 one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a form to the
 * List-Unsubscribe URL, whose query carries the token. A confirmation link that names a real sign-up
 * but can no longer confirm it (an earlier email's, a cancelled or an expired one) answers 410 Gone.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { LinkGoneError } from '../services/newsletter';

function tokenOf(ctx: Context): unknown {
  const body: unknown = ctx.request.body;
  if (body && typeof body === 'object' && 'token' in body) return body.token;
  return ctx.query.token;
}

const service = () => strapi.service('api::newsletter.newsletter');

export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  async confirm(ctx: Context) {
    try {
      ctx.body = { data: await service().confirm(tokenOf(ctx)) };
    } catch (error) {
      if (!(error instanceof LinkGoneError)) throw error;
      // Strapi's error body, with the status its error classes cannot give.
      ctx.status = 410;
      ctx.body = { data: null, error: { status: 410, name: error.name, message: error.message, details: {} } };
    }
  },
  async unsubscribe(ctx: Context) {
    ctx.body = { data: await service().unsubscribe(tokenOf(ctx)) };
  },
});
