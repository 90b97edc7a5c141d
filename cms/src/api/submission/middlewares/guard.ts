/**
 * Stands before every submission route: a rate limit per client (429 with Retry-After; an IPv4
 * address, or an IPv6 client's whole /64, see ../budget-key.ts), JSON bodies only
 * (415) and a small body size (413). Limits come from the configuration (src/config/env.ts) so tests
 * and benchmarks can raise them: SUBMISSION_RATE_LIMIT requests per SUBMISSION_RATE_WINDOW seconds, SUBMISSION_MAX_BYTES.
 *
 * The address is Koa's `ctx.request.ip`: the socket's peer, or, only when the operator declared
 * trusted proxies (CMS_PROXY, config/server.ts; or CMS_PROXY_TRUSTED, src/limits/client-address.ts),
 * the client address they forwarded.
 *
 * On PostgreSQL the budget lives in the CMS's own database (table `submission_rate_limits`), so
 * every instance behind a load balancer draws on the same one; on SQLite (one process) in memory.
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { errors } from '@strapi/utils';
import { budgetKey } from '../budget-key';
import { cmsEnv } from '../../../config/env';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** The path of the body's largest top-level field ([] when the body is not an object). */
function largestField(body: unknown): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const sizes = Object.entries(body).map(([key, value]) => [key, JSON.stringify(value)?.length ?? 0] as const);
  const [largest] = sizes.sort((a, b) => b[1] - a[1]);
  return largest ? [largest[0]] : [];
}

export const RATE_LIMIT_TABLE = 'submission_rate_limits';

/**
 * The budgets a route can draw on (each limits what one client sends in SUBMISSION_RATE_WINDOW). Submissions: SUBMISSION_RATE_LIMIT per SUBMISSION_RATE_WINDOW
 * seconds. The newsletter's confirm and unsubscribe links have their own, larger one
 * (NEWSLETTER_LINK_RATE_LIMIT, default 100, in the same window): mail providers send one-click
 * unsubscribes (RFC 8058) for many subscribers from a few addresses, and a visitor who just sent a
 * form must still be able to confirm. Each link also needs a valid signature, so the budget only
 * bounds the work of refusing forged ones.
 */
const BUDGETS = {
  submissions: () => ({ keyPrefix: 'submission', points: cmsEnv().SUBMISSION_RATE_LIMIT }),
  'newsletter-links': () => ({
    keyPrefix: 'newsletter-link',
    points: cmsEnv().NEWSLETTER_LINK_RATE_LIMIT,
  }),
  // The chat's questions the FAQ could not answer (../../unanswered-question): their own budget, so a
  // visitor who types many is never refused their transcript for it.
  'unanswered-questions': () => ({
    keyPrefix: 'unanswered-question',
    points: cmsEnv().UNANSWERED_QUESTION_RATE_LIMIT,
  }),
  // The site's count of page views (src/counts): COUNT_RATE_LIMIT, default 120 (a visitor reading 30
  // pages in the window uses a quarter), apart from the submissions so browsing never spends a form's.
  counts: () => ({ keyPrefix: 'count', points: cmsEnv().COUNT_RATE_LIMIT }),
} as const;
export type Budget = keyof typeof BUDGETS;

function createLimiter(strapi: Core.Strapi, budget: Budget): Promise<RateLimiterAbstract> {
  const options = { ...BUDGETS[budget](), duration: cmsEnv().SUBMISSION_RATE_WINDOW };
  const { client, connection } = strapi.config.get<{ client: string; connection: { schema?: string } }>(
    'database.connection',
  );
  if (client !== 'postgres') return Promise.resolve(new RateLimiterMemory(options));
  // Creates its table if missing (tolerating another instance creating it at the same moment) on
  // Strapi's own knex pool; Strapi's schema sync leaves tables it did not create alone.
  return new Promise((resolve, reject) => {
    const limiter = new RateLimiterPostgres(
      {
        ...options,
        storeClient: strapi.db.connection,
        storeType: 'knex',
        tableName: RATE_LIMIT_TABLE,
        schemaName: connection.schema,
        clearExpiredByTimeout: true,
      },
      (error?: Error) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

// Strapi makes one middleware instance per route; a budget is per client across all the routes that
// draw on it (the four submissions; the newsletter's confirm and unsubscribe), so its limiter is shared.
const sharedLimiters = new Map<Budget, Promise<RateLimiterAbstract>>();
let limitersCreated: Promise<unknown> = Promise.resolve();

/** The budget's one limiter, created by the first route that draws on it. */
function sharedLimiter(strapi: Core.Strapi, budget: Budget): Promise<RateLimiterAbstract> {
  const shared = sharedLimiters.get(budget);
  if (shared) return shared;
  // One after the other: on PostgreSQL each limiter creates the shared table if it is missing, and
  // two doing so at the same moment fail ("relation already exists").
  const created = limitersCreated.then(() => createLimiter(strapi, budget));
  limitersCreated = created.catch(() => undefined);
  sharedLimiters.set(budget, created);
  return created;
}

/** A route may accept more body types than JSON (the newsletter's one-click unsubscribe, which
 * RFC 8058 has mail clients send as a form), and draw on another budget:
 * `{ name: 'api::submission.guard', config: { accept, budget } }`. */
interface GuardConfig {
  accept?: string[];
  budget?: Budget;
}

export default (config: GuardConfig | undefined, { strapi }: { strapi: Core.Strapi }) => {
  const budget = config?.budget ?? 'submissions';
  const ready = sharedLimiter(strapi, budget);
  const accept = config?.accept?.length ? config.accept : ['application/json'];
  const maxBytes = cmsEnv().SUBMISSION_MAX_BYTES;

  return async (ctx: Context, next: Next) => {
    const limiter = await ready;
    try {
      await limiter.consume(budgetKey(ctx.request.ip));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      ctx.set('Retry-After', String(seconds));
      return ctx.throw(429, `Too many submissions from this address. Please try again in ${seconds} seconds.`);
    }

    if (!ctx.is(accept)) {
      return ctx.throw(415, `Submissions must be sent as ${accept.join(' or ')}.`);
    }
    const length = ctx.request.length ?? Buffer.byteLength(JSON.stringify(ctx.request.body ?? ''));
    if (length > maxBytes) {
      const message = `A submission may be at most ${maxBytes} bytes.`;
      // Named like any bad field (Strapi's error body), so a form can show it beside the field at fault.
      throw new errors.PayloadTooLargeError(message, {
        errors: [{ path: largestField(ctx.request.body), message, name: 'PayloadTooLargeError' }],
      });
    }
    return next();
  };
};
