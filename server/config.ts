/**
 * The site server's and the scripts' configuration (`npm start`, `serve`, `develop`, `backup`,
 * `restore`): every environment variable they read, parsed and checked once when the process starts.
 * A bad value stops the start with one line naming the variable (`Configuration: PORT must be a whole
 * number from 1 to 65535 (got "abc")`). docs/configuration.md lists the same variables; a test
 * (tests/config-docs.test.ts) keeps the two equal.
 */
import { S3_SETTING_PURPOSES, s3Uploads, UploadSettingsError } from '@contracts/uploads';
import {
  boolean,
  ConfigError,
  httpUrl,
  loadOrExit,
  parseEnv,
  port,
  secret,
  sharedFields,
  text,
  textWithDefault,
  wholeNumber,
  z,
} from './env-fields';

export const serverSchema = z.object({
  PORT: sharedFields.PORT,
  HOST: text("the site server's listen address (all interfaces when unset)"),
  CMS_PORT: sharedFields.CMS_PORT,
  CMS_URL: httpUrl('where the scripts and the site build reach the CMS (unset: http://127.0.0.1:$CMS_PORT)'),
  GATSBY_CMS_URL: httpUrl("where visitors' browsers reach the CMS; the CSP's connect-src"),
  CMS_ADMIN_URL: httpUrl('the admin origin allowed to frame the draft preview (unset: GATSBY_CMS_URL)'),
  GATSBY_ANALYTICS_ID: text('a Google Analytics measurement id; unset: no analytics'),
  SITE_URL: httpUrl('the canonical address; an https one turns HSTS and Secure preview cookies on'),
  REBUILD_SECRET: secret("the rebuild endpoint's secret (unset: the generated file)"),
  REBUILD_SECRET_FILE: textWithDefault('where the rebuild secret is kept', '.secrets/rebuild-secret'),
  PREVIEW_SECRET: secret("the draft preview's signing secret (unset: the generated file)"),
  PREVIEW_SECRET_FILE: textWithDefault("where the draft preview's signing secret is kept", '.secrets/preview-secret'),
  SITE_BUILDS_DIR: textWithDefault('where builds are kept', '.site'),
  SERVE_DIR: text('`npm run serve`: serve this directory instead of the last build'),
  SITE_ORIGINS: text('origins the CMS started by the scripts accepts browser calls from'),
  CMS_START_TIMEOUT: wholeNumber("seconds `npm start` waits for the CMS's health check", 120, 1),
  BUILD_STANDBY: boolean(
    "`npm start`: keep the next publish's Gatsby loaded and waiting (`false` saves its memory)",
    true,
  ),
  DEVELOP_PORT: port("`npm run develop`'s Gatsby port", 8000),
  SITE_REBUILD_URL: text("the CMS webhook's target (`npm run develop`: Gatsby's /__refresh)"),
  BACKUP_DIR: textWithDefault('where `npm run backup` writes', 'backups', '`backups/`'),
  BACKUP_ENCRYPTION_KEY: secret('the key every backup archive is encrypted with'),
  BACKUP_ENCRYPTION_KEY_FILE: text('a file holding that key'),
  S3_BUCKET: text('uploaded media in this S3 bucket: the draft preview shows images from it'),
  S3_REGION: text(S3_SETTING_PURPOSES.S3_REGION),
  S3_ENDPOINT: text(S3_SETTING_PURPOSES.S3_ENDPOINT),
  S3_FORCE_PATH_STYLE: text(S3_SETTING_PURPOSES.S3_FORCE_PATH_STYLE),
  S3_PUBLIC_URL: text(S3_SETTING_PURPOSES.S3_PUBLIC_URL),
});

export type ServerConfig = Readonly<
  z.output<typeof serverSchema> & {
    GATSBY_CMS_URL: string;
    CMS_ADMIN_URL: string;
    /** Where the draft preview may show uploaded images from besides the CMS (the S3 bucket or its CDN). */
    mediaOrigins: readonly string[];
  }
>;

/**
 * Where uploaded media are served from when they are not on the CMS: the public origin of the S3
 * bucket (or the CDN in front of it) that the CMS's S3_* settings name, read with the CMS's own rule
 * (cms/src/contracts/uploads.ts). The live pages never need it (the build copies every image into the
 * site); a draft's images are shown straight from where the CMS stored them (./preview.ts).
 */
export function mediaOrigins(env: NodeJS.ProcessEnv): string[] {
  const s3 = s3Uploads((name) => env[name]);
  return s3 ? [s3.publicOrigin] : [];
}

/** Parses `env` (process.env unless a test gives its own): the config, or a ConfigError's one line. */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = parseEnv(serverSchema, env);
  const cmsPublicUrl = parsed.GATSBY_CMS_URL ?? `http://127.0.0.1:${parsed.CMS_PORT}`;
  let media: string[];
  try {
    media = mediaOrigins(env);
  } catch (error) {
    if (error instanceof UploadSettingsError) throw new ConfigError(`Configuration: ${error.reason}`);
    throw error;
  }
  return Object.freeze({
    ...parsed,
    GATSBY_CMS_URL: cmsPublicUrl,
    CMS_ADMIN_URL: parsed.CMS_ADMIN_URL ?? cmsPublicUrl,
    mediaOrigins: Object.freeze(media),
  });
}

/** This process's configuration, read once: a bad value prints its one line and exits 1. */
export const serverConfig: ServerConfig = loadOrExit(() => loadServerConfig());
