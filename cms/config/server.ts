import { newsletterCronTasks } from '../src/newsletter/cron';
import { privacyCronTasks } from '../src/privacy/cron-tasks';
import { appKeys, publicDir } from '../src/secrets/secrets';
import { cmsEnv } from '../src/config/env';

export default () => {
  const config = cmsEnv();
  return {
    host: config.CMS_HOST,
    port: config.CMS_PORT,
    // The address visitors' browsers and the site build use to reach the CMS (absolute upload URLs).
    url: config.CMS_PUBLIC_URL ?? '',
    app: { keys: appKeys() },
    // Behind a reverse proxy or load balancer, every request comes from the proxy's address. Only when
    // the operator says the CMS stands behind trusted proxies (CMS_PROXY=true) does Koa take the client
    // address from their header (CMS_PROXY_IP_HEADER, default X-Forwarded-For), reading at most
    // CMS_PROXY_COUNT entries from its end: one per trusted proxy, so addresses a visitor puts in front
    // of the header are never believed. Otherwise the header is ignored. It also makes Koa trust
    // X-Forwarded-Proto/Host (HTTPS terminated at the proxy). CMS_PROXY_TRUSTED (a list of the proxies'
    // addresses or ranges) implies it, and then the address is the one src/limits/client-address.ts
    // finds: the header is believed only from those proxies (global::client-address middleware).
    proxy: {
      koa: config.CMS_PROXY || Boolean(config.CMS_PROXY_TRUSTED?.trim()),
      ipHeader: config.CMS_PROXY_IP_HEADER,
      maxIpsCount: config.CMS_PROXY_COUNT,
    },
    // Clients keep idle connections open to reuse them: Node's own agent (the site build's fetches)
    // for 5 s, load balancers often for 60 s. Were the CMS to close an idle connection as early as they
    // may reuse it (Node's server default is also 5 s), a request sent at that moment would meet a
    // reset (ECONNRESET) and fail the build; so the CMS keeps idle connections longer than its clients.
    http: { serverOptions: { keepAliveTimeout: 65_000, headersTimeout: 66_000 } },
    dirs: { public: publicDir() },
    // Scheduled jobs, run by every instance (each task is safe to run on several at once): the newsletter's
    // expiry of unconfirmed sign-ups and the retention job (src/privacy/cron-tasks.ts; a bad
    // LEAD_RETENTION_DAYS stops the start here).
    cron: { enabled: true, tasks: { ...newsletterCronTasks(), ...privacyCronTasks(config).tasks } },
  };
};
