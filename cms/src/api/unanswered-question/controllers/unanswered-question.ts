/**
 * Counts one question the FAQ could not answer (../../../unanswered-questions/store.ts). It reads the
 * body alone: not the client's address (the guard has charged its budget already), not a header, not
 * a cookie, so nothing that could tie the question to a visitor reaches the store. Bad input is a 400
 * naming each bad field, and nothing is counted; a counted question is answered 204, with nothing
 * about what others asked.
 */
import type { Core } from '@strapi/strapi';
import { recordUnansweredQuestion } from '../../../unanswered-questions/store';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async record(ctx: { request: { body?: unknown }; status: number; body: unknown }) {
    await recordUnansweredQuestion(strapi, ctx.request.body);
    ctx.status = 204;
    ctx.body = null;
  },
});
