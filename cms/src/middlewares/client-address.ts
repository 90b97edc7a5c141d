/**
 * Sets `ctx.request.ip` (what the submission rate limit and Strapi's admin login limit key on) to the
 * visitor's address behind the proxies CMS_PROXY_TRUSTED names; registered first in
 * config/middlewares.ts only when that setting is given. See limits/client-address.ts.
 */
import type { Core } from '@strapi/strapi';
import { clientAddress, trustedProxies } from '../limits/client-address';

interface ClientAddressConfig {
  /** CMS_PROXY_TRUSTED's comma-separated list. */
  trusted: string;
  /** The header the proxies write the chain into (CMS_PROXY_IP_HEADER). */
  header: string;
}

const clientAddressMiddleware: Core.MiddlewareFactory<ClientAddressConfig> = (config) => {
  // Parsed once, at start: a bad entry throws here and stops the CMS, naming CMS_PROXY_TRUSTED.
  const trust = trustedProxies(config.trusted);
  if (!trust) return (_ctx, next) => next();
  return async (ctx, next) => {
    ctx.request.ip = clientAddress(ctx.req.socket.remoteAddress ?? '', ctx.get(config.header), trust);
    await next();
  };
};

export default clientAddressMiddleware;
