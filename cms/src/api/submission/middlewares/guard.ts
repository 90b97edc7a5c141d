/**
 * Stands before every submission route: a per-IP rate limit (429 with Retry-After), JSON bodies only
 * (415) and a small body size (413). Limits come from the environment so tests and benchmarks can
 * raise them: SUBMISSION_RATE_LIMIT requests per SUBMISSION_RATE_WINDOW seconds, SUBMISSION_MAX_BYTES.
 */
import type { Core } from '@strapi/strapi';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

// Strapi makes one middleware instance per route; the budget is per address across all four routes,
// so the limiter is shared.
let sharedLimiter: RateLimiterMemory | undefined;

export default (_config: unknown, { strapi: _strapi }: { strapi: Core.Strapi }) => {
  sharedLimiter ??= new RateLimiterMemory({
    points: numberFromEnv('SUBMISSION_RATE_LIMIT', 20),
    duration: numberFromEnv('SUBMISSION_RATE_WINDOW', 600),
  });
  const limiter = sharedLimiter;
  const maxBytes = numberFromEnv('SUBMISSION_MAX_BYTES', 16 * 1024);

  return async (ctx, next) => {
    try {
      await limiter.consume(ctx.request.ip || 'unknown');
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      ctx.set('Retry-After', String(seconds));
      return ctx.throw(429, `Too many submissions from this address. Please try again in ${seconds} seconds.`);
    }

    if (!ctx.is('application/json')) {
      return ctx.throw(415, 'Submissions must be sent as application/json.');
    }
    const length = ctx.request.length ?? Buffer.byteLength(JSON.stringify(ctx.request.body ?? ''));
    if (length > maxBytes) {
      return ctx.throw(413, `A submission may be at most ${maxBytes} bytes.`);
    }
    return next();
  };
};
