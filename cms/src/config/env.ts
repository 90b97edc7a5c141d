/**
 * The CMS's configuration: the environment variables `config/*.ts` read, in one zod schema with
 * their defaults, parsed when Strapi loads its configuration. A bad value stops the start with one
 * line naming the variable (`Configuration: DATABASE_PORT must be a whole number from 1 to 65535
 * (got "x")`). docs/configuration.md lists the same variables; tests/config-docs.test.ts keeps the
 * two equal. Every CMS module takes its settings from here (`cmsEnv()`); none reads process.env.
 */
import { Cron } from 'croner';
import { RETENTION_DEFAULTS } from '../contracts/retention';
import { FORM_MIN_SECONDS_DEFAULT, FORM_TOKEN_TTL_SECONDS_DEFAULT } from '../api/submission/form-token';
import { REPEAT_WINDOW_SECONDS_DEFAULT } from '../api/submission/repeat-key';
import {
  ConfigError,
  boolean,
  httpUrl,
  loadOrExit,
  parseEnv,
  port,
  secret as givenSecret,
  text,
  textWithDefault,
  variable,
  wholeNumber,
  wholeNumberIn,
  withDefault,
  z,
} from '../contracts/env-kit';
import {
  type S3Setting,
  type S3Uploads,
  S3_SETTING_PURPOSES,
  S3_SETTINGS,
  s3Uploads,
  UploadSettingsError,
} from '../contracts/uploads';

export { ConfigError, defaultOf } from '../contracts/env-kit';

const count = (description: string, fallback: number, min = 0) => wholeNumber(description, fallback, min);
/** Where the CRM's webhooks go: https, or http to a receiver on this machine only (personal data
 * never crosses a network in clear). Kept exactly as given: a webhook path's last slash may matter. */
const webhookUrl = (value: string) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: 'must be an https:// address' };
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || /^127\./.test(url.hostname);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) return value;
  return { problem: 'must be an https:// address (http:// only to this machine: localhost, 127.0.0.1, [::1])' };
};
/** A Standard Webhooks secret (`whsec_` and the key in base64, 24 to 64 bytes as the specification
 * asks); like the other secrets, never quoted in the message. */
const webhookSecret = (description: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx): string | undefined => {
      const value = raw?.trim();
      if (!value) return undefined;
      const key = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value)?.[1];
      const bytes = key ? Buffer.from(key, 'base64').length : 0;
      if (bytes < 24 || bytes > 64) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be `whsec_` followed by 24 to 64 random bytes in base64 (e.g. `whsec_$(openssl rand -base64 32)`)',
        });
        return z.NEVER;
      }
      return value;
    })
    .describe(description);
const cronRule = (description: string, fallback: string) =>
  withDefault(
    variable(description, (value) => {
      // Strapi only logs a rule it cannot read and starts without the job (data would never expire);
      // its own parser (croner, the same version) decides here instead.
      try {
        new Cron(value, { paused: true }).stop();
        return value;
      } catch (error) {
        return { problem: `must be a cron rule: ${(error as Error).message}` };
      }
    }),
    fallback,
  );
const days = (description: string, fallback: number) => count(description, fallback, 1);
const secretText = (description: string) => text(`${description} (unset: generated into the secrets file)`);
const list = (description: string) =>
  variable(description, (value) =>
    // As Strapi's env.array: `a,b` or `["a","b"]`.
    value
      .replace(/^\[(.*)\]$/, '$1')
      .split(',')
      .map((item) => item.trim().replace(/^"(.*)"$/, '$1'))
      .filter(Boolean),
  );

/** The bucket's settings as plain texts; src/contracts/uploads.ts checks them together after the parse. */
const s3Settings = () =>
  Object.fromEntries(S3_SETTINGS.map((name) => [name, text(S3_SETTING_PURPOSES[name])])) as Record<
    S3Setting,
    ReturnType<typeof text>
  >;

export const cmsSchema = z.object({
  CMS_HOST: textWithDefault("the CMS's listen address", '0.0.0.0'),
  CMS_PORT: port("the CMS's port", 1337),
  CMS_PUBLIC_URL: httpUrl("the CMS's public address: absolute upload URLs, the admin link in lead emails"),
  CMS_ADMIN_PATH: textWithDefault('where the admin panel is served', '/admin'),
  CMS_PROXY: boolean('the CMS stands behind trusted reverse proxies', false),
  CMS_PROXY_COUNT: count('how many trusted proxies stand in front of the CMS', 1, 1),
  CMS_PROXY_IP_HEADER: textWithDefault("the header the proxies put the visitor's address in", 'X-Forwarded-For'),
  CMS_PROXY_TRUSTED: text('the trusted proxies by address: a comma list of addresses and ranges'),
  SITE_ORIGINS: list('origins the CMS accepts browser calls from (CORS), comma-separated'),
  SITE_URL: httpUrl("the site's address: draft preview links and the origin the admin may frame"),
  PORT: port("the site's port, for SITE_URL's default", 9000),
  SITE_REBUILD_URL: text(
    "the CMS webhook's target (unset: http://127.0.0.1:$PORT/__rebuild); `off` removes the webhook",
  ),
  SITE_SERVER_URL: httpUrl('where the Live site widget reaches the site server'),
  REBUILD_SECRET_FILE: textWithDefault(
    'where the rebuild secret is kept, relative to the repository root',
    '.secrets/rebuild-secret',
  ),
  PREVIEW_SECRET_FILE: textWithDefault(
    "where the draft preview's signing secret is kept, relative to the repository root",
    '.secrets/preview-secret',
  ),
  PREVIEW_ENABLED: boolean('`false` turns "Open preview" off', true),
  DATABASE_CLIENT: withDefault(
    variable('`sqlite`, or `postgres` to move the CMS to PostgreSQL', (value) =>
      value === 'sqlite' || value === 'postgres' ? value : { problem: 'must be sqlite or postgres' },
    ),
    'sqlite',
  ),
  DATABASE_URL: text("PostgreSQL's connection URL"),
  DATABASE_HOST: textWithDefault("PostgreSQL's host", 'localhost'),
  DATABASE_PORT: port("PostgreSQL's port", 5432),
  DATABASE_NAME: textWithDefault("PostgreSQL's database", 'strapi'),
  DATABASE_USERNAME: textWithDefault("PostgreSQL's user", 'strapi'),
  DATABASE_PASSWORD: text("PostgreSQL's password"),
  DATABASE_SCHEMA: textWithDefault("PostgreSQL's schema", 'public'),
  DATABASE_SSL: boolean('connect to PostgreSQL over TLS', false),
  DATABASE_SSL_REJECT_UNAUTHORIZED: boolean('refuse a PostgreSQL server whose certificate is not trusted', true),
  DATABASE_POOL_MIN: count("each instance's fewest pooled connections", 2),
  DATABASE_POOL_MAX: count("each instance's most pooled connections", 10, 1),
  DATABASE_CONNECTION_TIMEOUT: count('milliseconds to wait for a pooled connection', 60000, 1),
  DATABASE_FILENAME: textWithDefault('the SQLite file, relative to cms/', '.tmp/data.db', '`cms/.tmp/data.db`'),
  SMTP_HOST: text('the SMTP server lead emails are sent through; unset: they wait in the queue'),
  SMTP_PORT: port("the SMTP server's port", 587),
  SMTP_USERNAME: text("the SMTP server's user"),
  SMTP_PASSWORD: text("the SMTP server's password"),
  SMTP_SECURE: boolean('TLS from the first byte (port 465); otherwise STARTTLS is required', false),
  SMTP_IGNORE_TLS: boolean('send without TLS (a relay on the same host or a private network only)', false),
  SMTP_FROM: textWithDefault("the lead emails' sender", 'website@meridianworks.example'),
  SMTP_REPLY_TO: text("the lead emails' Reply-To when the visitor's address is not valid"),
  NOTIFY_POLL_MS: count("milliseconds between the lead-email queue's looks for due emails", 5000, 1),
  NOTIFY_BACKOFF_BASE_MS: count('milliseconds before the first retry of a failed email (doubled each time)', 30000, 1),
  NOTIFY_BACKOFF_MAX_MS: count('the longest wait between retries, in milliseconds', 300000, 1),
  NOTIFY_MAX_ATTEMPTS: count('attempts before a lead email is marked failed', 50, 1),
  NOTIFY_LEASE_MS: count('milliseconds a send may hold its row before another instance takes it over', 300000, 1),
  NOTIFY_CAP: count('single lead emails per window; past it, leads go out in one digest', 30),
  NOTIFY_CAP_WINDOW: count("the cap's window, in seconds", 3600, 1),
  LEAD_WEBHOOK_URL: variable(
    "the firm's CRM: every lead, status change and erasure is sent there as a signed webhook; unset: none is",
    webhookUrl,
  ),
  LEAD_WEBHOOK_SECRET: webhookSecret("the CRM webhooks' signing secret, `whsec_` and 24 to 64 bytes in base64"),
  LEAD_WEBHOOK_TIMEOUT_MS: count('milliseconds the CRM has to answer one webhook before it counts as failed', 15000, 1),
  LEAD_WEBHOOK_MAX_ATTEMPTS: count('attempts before a CRM webhook is marked failed', 300, 1),
  SUBMISSION_RATE_LIMIT: count('submissions allowed per client per window', 20, 1),
  SUBMISSION_RATE_WINDOW: count("the submissions' rate window, in seconds", 600, 1),
  SUBMISSION_MAX_BYTES: count('the largest submission body, in bytes', 16384, 1),
  NEWSLETTER_LINK_RATE_LIMIT: count('newsletter confirm and unsubscribe calls per client per window', 100, 1),
  UNANSWERED_QUESTION_RATE_LIMIT: count(
    "questions the FAQ could not answer counted per client per window (a budget apart from the submissions')",
    30,
    1,
  ),
  COUNT_RATE_LIMIT: count('page-view and chat counts accepted per client per window (the submissions’ window)', 120, 1),
  SUBMISSION_REPEAT_WINDOW: count(
    'seconds in which identical requests from one client are stored once',
    REPEAT_WINDOW_SECONDS_DEFAULT,
    1,
  ),
  FORM_TOKEN_TTL_SECONDS: count(
    'seconds a form token is good for; an older one is refused and the site fetches a new one',
    FORM_TOKEN_TTL_SECONDS_DEFAULT,
    1,
  ),
  FORM_MIN_SECONDS: count(
    'seconds after its form token within which a submission is too fast',
    FORM_MIN_SECONDS_DEFAULT,
  ),
  SCHEDULED_PUBLISH_CHECK_SECONDS: withDefault(
    variable('how often each instance looks for due scheduled publishes, in seconds', wholeNumberIn(1, 60)),
    10,
  ),
  LEAD_RETENTION_DAYS: days('days leads and transcripts are kept', RETENTION_DEFAULTS.leadDays),
  SENT_EMAIL_RETENTION_DAYS: days(
    "days a sent lead email's subject and recipients are kept",
    RETENTION_DEFAULTS.sentEmailDays,
  ),
  SUBSCRIPTION_PENDING_DAYS: days(
    'days an unconfirmed newsletter address is kept',
    RETENTION_DEFAULTS.pendingSubscriptionDays,
  ),
  UNSUBSCRIBED_RETENTION_DAYS: days('days an unsubscribed address is kept', RETENTION_DEFAULTS.unsubscribedDays),
  UNANSWERED_QUESTION_RETENTION_DAYS: days(
    'days the questions the FAQ could not answer are kept, counted from the day asked',
    RETENTION_DEFAULTS.unansweredQuestionDays,
  ),
  COUNT_RETENTION_DAYS: days(
    'days the counts of page views, visits and conversions are kept',
    RETENTION_DEFAULTS.countDays,
  ),
  RETENTION_SCHEDULE: cronRule('when the retention job runs (a cron rule)', '17 * * * *'),
  NEWSLETTER_EXPIRY_CRON: cronRule('when unconfirmed newsletter sign-ups are deleted (a cron rule)', '17 * * * *'),
  NEWSLETTER_TOKEN_SECRET: givenSecret(
    "the key subscribers' links are signed with (unset: derived from ENCRYPTION_KEY)",
  ),
  CMS_ADMIN_EMAIL: text('creates the first administrator on a start when none exists'),
  CMS_ADMIN_PASSWORD: text("that administrator's password"),
  CMS_ADMIN_FIRSTNAME: textWithDefault("that administrator's first name", 'Site'),
  CMS_ADMIN_LASTNAME: textWithDefault("that administrator's last name", 'Editor'),
  CMS_PUBLIC_DIR: textWithDefault("the CMS's public folder, relative to cms/", 'public', '`cms/public`'),
  CMS_SECRETS_FILE: textWithDefault(
    "the generated signing secrets' file, relative to cms/",
    '.secrets.json',
    '`cms/.secrets.json`',
  ),
  BUILD_TOKEN_FILE: textWithDefault(
    "where the CMS writes the site build's token, relative to cms/",
    '.tmp/build-token',
    '`cms/.tmp/build-token`',
  ),
  REBUILD_SECRET: givenSecret("the rebuild endpoint's secret (unset: the generated file)"),
  PREVIEW_SECRET: givenSecret("the draft preview's signing secret (unset: the generated file)"),
  APP_KEYS: secretText("Strapi's session keys, comma-separated"),
  API_TOKEN_SALT: secretText("the API tokens' salt"),
  ADMIN_JWT_SECRET: secretText("the admin's token secret"),
  TRANSFER_TOKEN_SALT: secretText("the transfer tokens' salt"),
  ENCRYPTION_KEY: secretText("the admin's encryption key"),
  ...s3Settings(),
});

export type CmsEnv = Readonly<
  z.output<typeof cmsSchema> & {
    /** The S3 bucket uploads go to (src/contracts/uploads.ts), or undefined: the local disk. */
    uploads: S3Uploads | undefined;
  }
>;

/** Parses `env` (a test gives its own), or throws a ConfigError naming the first bad variable. */
export function parseCmsEnv(env: NodeJS.ProcessEnv): CmsEnv {
  const parsed = parseEnv(cmsSchema, env);
  const webhook = parsed;
  if (webhook.LEAD_WEBHOOK_URL && !webhook.LEAD_WEBHOOK_SECRET)
    throw new ConfigError('Configuration: LEAD_WEBHOOK_URL is set without LEAD_WEBHOOK_SECRET to sign its webhooks');
  if (webhook.LEAD_WEBHOOK_TIMEOUT_MS >= webhook.NOTIFY_LEASE_MS)
    // A claim must outlast any request, or another instance would send the webhook again meanwhile.
    throw new ConfigError('Configuration: LEAD_WEBHOOK_TIMEOUT_MS must be shorter than NOTIFY_LEASE_MS');
  try {
    const uploads = s3Uploads((name) => parsed[name as keyof typeof parsed] as string | undefined);
    return Object.freeze({ ...parsed, uploads });
  } catch (error) {
    if (!(error instanceof UploadSettingsError)) throw error;
    throw new ConfigError(`Configuration: ${error.reason}`);
  }
}

/** The origins of the site when SITE_ORIGINS is not set: the served site and `gatsby develop`. */
const DEFAULT_SITE_ORIGINS = [
  'http://localhost:9000',
  'http://127.0.0.1:9000',
  'http://localhost:8000',
  'http://127.0.0.1:8000',
];

/** The site's origins: the browser calls it makes are answered CORS (config/middlewares.ts), and its
 * page views counted (src/counts). */
export const siteOrigins = (config: CmsEnv): readonly string[] => config.SITE_ORIGINS ?? DEFAULT_SITE_ORIGINS;

let cached: { key: string; env: CmsEnv } | undefined;

/**
 * The CMS's configuration from process.env, parsed once (again only if the variables change: the
 * tests load several CMSes, each with its own database, in one process). A bad value prints its one
 * line and exits 1: thrown, it would be printed inside Strapi's "Could not load config file" and a
 * stack trace.
 */
export function cmsEnv(): CmsEnv {
  const key = JSON.stringify(Object.keys(cmsSchema.shape).map((name) => process.env[name]));
  if (cached?.key === key) return cached.env;
  cached = { key, env: loadOrExit(() => parseCmsEnv(process.env)) };
  return cached.env;
}
