/**
 * Counts one question the FAQ could not answer (../../../unanswered-questions/store.ts). It reads the
 * body, and the client's budget key (its IPv4 address or IPv6 /64, as the guard charged it) only to
 * tell the clients who ask one question apart: the store keeps it as the day's keyed hash, and only
 * until enough clients asked. Not a header, not a cookie, so nothing else that could tie the question
 * to a visitor reaches the store. Bad input is a 400 naming each bad field, and nothing is counted; a
 * counted question is answered 204, with nothing about what others asked.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { budgetKey } from '../../submission/budget-key';
import { recordUnansweredQuestion } from '../../../unanswered-questions/store';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async record(ctx: Context) {
    await recordUnansweredQuestion(strapi, ctx.request.body, budgetKey(ctx.request.ip));
    ctx.status = 204;
    ctx.body = null;
  },
});
