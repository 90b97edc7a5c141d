/**
 * The admin routes behind the "Unanswered questions" page (src/admin/unanswered-questions/UnansweredQuestionsPage.tsx),
 * for admins whose role has "See and dismiss the questions the FAQ could not answer"
 * (api::unanswered-questions.use: Editor and Super Admin, docs/security.md#roles):
 *
 *   GET  /unanswered-questions/questions?from=&to=&lang=&today=
 *                                       the questions asked in the period (default: the 30 days to
 *                                       today), not dismissed, most asked first
 *   POST /unanswered-questions/dismiss  { question, lang }: off the list (404 when it is not on it)
 *   GET  /unanswered-questions/faq-groups?lang=
 *                                       the FAQ groups' drafts in that language (level, title, the
 *                                       four questions) the admin's role may read in the Content
 *                                       Manager, for "Add as FAQ entry" to pick the entry
 *
 * Bad input answers 400 with Strapi's error body naming each bad field, and changes nothing.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { registerAdminRoutes, type AdminContext } from '../startup/admin-routes';
import { ADMIN_PERMISSIONS } from '../contracts/admin-permissions';
import { refuseWrites } from '../startup/read-only';
import { FAQ_GROUP_UID, readDismissal, readPeriod } from './rules';
import { UNANSWERED_UID, dismissUnanswered, invalid, listUnanswered } from './store';
import type { FieldProblem } from '../lead-desk/rules';
import { checkerFor } from '../permissions/document-access';

const refuse = (problems: FieldProblem[]): never =>
  invalid(Object.fromEntries(problems.map(({ field, message }) => [field, message])));

/** An FAQ group as "Add as FAQ entry" offers it. */
export interface FaqGroupChoice {
  documentId: string;
  level: number;
  title: string;
  questions: string[];
}

export function registerUnansweredQuestions(strapi: Core.Strapi): Promise<void> {
  const list = async (ctx: AdminContext) => {
    const { period, problems } = readPeriod(ctx.query);
    if (problems.length) refuse(problems);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await listUnanswered(strapi, period), meta: { period } };
  };

  const dismiss = async (ctx: AdminContext) => {
    const { question, lang, problems } = readDismissal(ctx.request.body);
    if (problems.length) refuse(problems);
    const dismissed = await dismissUnanswered(strapi, question, lang);
    if (!dismissed) throw new errors.NotFoundError('This question is not on the list (dismissed already?).');
    ctx.body = { data: { dismissed } };
  };

  const faqGroups = async (ctx: AdminContext) => {
    const { period, problems } = readPeriod({ lang: ctx.query.lang });
    if (problems.length) refuse(problems);
    // Only what the admin's role may read of the FAQ groups, as the Content Manager would show it:
    // none to a role without read, only its locales, conditions and fields (Strapi's permission checker).
    const checker = checkerFor(strapi, ctx.state.userAbility, FAQ_GROUP_UID);
    ctx.set('Cache-Control', 'no-store');
    if (checker.cannot.read()) {
      ctx.body = { data: [] };
      return;
    }
    const query = await checker.sanitizedQuery.read({
      locale: period.lang ?? undefined,
      status: 'draft',
      sort: 'level:asc',
      populate: ['entries'],
    });
    const found = await strapi.documents(FAQ_GROUP_UID).findMany(query);
    const groups = (await Promise.all(found.map((group) => checker.sanitizeOutput(group)))) as unknown as Array<{
      documentId: string;
      level: number;
      title: string;
      entries?: Array<{ question?: string }>;
    }>;
    ctx.body = {
      data: groups.map((group): FaqGroupChoice => ({
        documentId: group.documentId,
        level: group.level,
        title: group.title ?? '',
        questions: (group.entries ?? []).map((entry) => entry.question ?? ''),
      })),
    };
  };

  return registerAdminRoutes(strapi, {
    prefix: '/unanswered-questions',
    permission: ADMIN_PERMISSIONS.unansweredQuestions,
    routes: [
      { method: 'GET', path: '/questions', handler: list },
      { method: 'POST', path: '/dismiss', handler: dismiss },
      { method: 'GET', path: '/faq-groups', handler: faqGroups },
    ],
  });
}

export const UNANSWERED_READ_ONLY_MESSAGE =
  'Unanswered questions are counted only by the chat and dismissed on the Unanswered questions page: they cannot be created, changed or deleted here.';

/** The type is written only by ./store.ts: the Content Manager shows it, read-only, for Super Admin. */
export function registerUnansweredGuard(strapi: Core.Strapi): void {
  refuseWrites(strapi, [UNANSWERED_UID], UNANSWERED_READ_ONLY_MESSAGE);
}
