/**
 * The site build's configuration (`gatsby build` and `develop`: gatsby-config.ts, gatsby-node.ts,
 * and the scripts that check the CMS before a build): every environment variable it reads, parsed
 * and checked once. A bad value stops the build with one line naming the variable. The pages' own
 * `process.env.GATSBY_*` stay in the code (Gatsby writes their values into the bundles); they are
 * checked here too. docs/configuration.md lists the same variables (tests/config-docs.test.ts).
 */
import { httpUrl, loadOrExit, parseEnv, sharedFields, text, textWithDefault, z } from '../server/env-fields';

export const buildSchema = z.object({
  CMS_URL: httpUrl('where the site build reads the CMS (unset: http://127.0.0.1:$CMS_PORT)'),
  CMS_PORT: sharedFields.CMS_PORT,
  STRAPI_TOKEN: text("the site build's read-only API token (unset: the file the CMS wrote)"),
  BUILD_TOKEN_FILE: textWithDefault(
    'where the CMS writes the build token, relative to cms/',
    '.tmp/build-token',
    '`cms/.tmp/build-token`',
  ),
  SITE_URL: httpUrl('the canonical address: canonical URLs, Open Graph, the sitemap'),
  PORT: sharedFields.PORT,
  GATSBY_TYPEGEN: text("`off` skips writing the query types (npm start's rebuilds)"),
  GATSBY_CMS_URL: httpUrl("where visitors' browsers post forms and transcripts (baked into the pages)"),
  GATSBY_ANALYTICS_ID: text('a Google Analytics measurement id (baked into the pages); unset: no analytics'),
});

export type BuildConfig = Readonly<z.output<typeof buildSchema> & { CMS_URL: string; SITE_URL: string }>;

/** Parses `env` (process.env unless a test gives its own): the config, or a ConfigError's one line. */
export function loadBuildConfig(env: NodeJS.ProcessEnv = process.env): BuildConfig {
  const parsed = parseEnv(buildSchema, env);
  return Object.freeze({
    ...parsed,
    CMS_URL: parsed.CMS_URL ?? `http://127.0.0.1:${parsed.CMS_PORT}`,
    SITE_URL: parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`,
  });
}

/** This process's build configuration, read once: a bad value prints its one line and exits 1. */
export const buildConfig: BuildConfig = loadOrExit(() => loadBuildConfig());
