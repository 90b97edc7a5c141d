/**
 * The kinds of environment variable the site's processes read (a port, a URL, a number of seconds,
 * a path...), as zod schemas, and the one-line message a bad value stops a start with. Each process
 * has its own schema built from these: the site server and the scripts (server/config.ts), the site
 * build (site-build/build-config.ts). A default is given here, once, with the variable.
 */
import { z } from 'zod';
// Relative, not @contracts/: gatsby-node reaches this file (site-build/build-config.ts), and Gatsby's
// compile of it does not read tsconfig's paths.
import { secretProblem } from '../cms/src/contracts/secret-file';

/** The literal default of each field, for the docs test (docs/configuration.md must agree). */
const literalDefaults = new WeakMap<z.ZodTypeAny, string>();

/** The literal default a field was declared with, as docs/configuration.md writes it, if any. */
export function defaultOf(field: z.ZodTypeAny): string | undefined {
  return literalDefaults.get(field);
}

/** An unset or empty variable is "not given" (as `VAR || fallback` treated it before). */
const given = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

const isProblem = (value: unknown): value is { problem: string } =>
  typeof value === 'object' && value !== null && 'problem' in value;

/** A variable parsed by `parse` (given the value trimmed, and as set), which returns the value or a
 * message saying what is wrong. */
function variable<T>(description: string, parse: (value: string, raw: string) => T | { problem: string }) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | undefined => {
      const value = given(raw);
      if (raw === undefined || value === undefined) return undefined;
      const parsed = parse(value, raw);
      if (isProblem(parsed)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${parsed.problem} (got ${JSON.stringify(raw)})` });
        return z.NEVER;
      }
      return parsed;
    })
    .describe(description);
}

/** Gives an optional field its default (recorded for the docs). */
function withDefault<T>(field: z.ZodType<T | undefined, z.ZodTypeDef, string | undefined>, fallback: T, shown: string) {
  const schema = field.transform((value) => (value === undefined ? fallback : value)).describe(field.description ?? '');
  literalDefaults.set(schema, shown);
  return schema;
}

const wholeNumber = (value: string, min: number, max: number) =>
  /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : null;

/** A TCP port, 1 to 65535. */
export function port(description: string, fallback: number) {
  const field = variable(description, (value) => {
    return wholeNumber(value, 1, 65535) ?? { problem: 'must be a whole number from 1 to 65535' };
  });
  return withDefault(field, fallback, `\`${fallback}\``);
}

/** A whole number of seconds (or other unit) within bounds. */
export function wholeNumberVar(description: string, fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER) {
  const field = variable(description, (value) => {
    return wholeNumber(value, min, max) ?? { problem: `must be a whole number from ${min} to ${max}` };
  });
  return withDefault(field, fallback, `\`${fallback}\``);
}

/** An http(s) address; a trailing slash is dropped so that paths can be appended. */
export function httpUrl(description: string) {
  return variable(description, (value) => {
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return value.replace(/\/$/, '');
    } catch {
      // not a URL: the message below says what is expected
    }
    return { problem: 'must be an http:// or https:// address' };
  });
}

/** `true`/`false` (also `1`/`0`, `yes`/`no`). */
export function boolean(description: string, fallback: boolean) {
  const field = variable(description, (value) => {
    const lower = value.toLowerCase();
    if (['true', '1', 'yes'].includes(lower)) return true;
    if (['false', '0', 'no'].includes(lower)) return false;
    return { problem: 'must be true or false' };
  });
  return withDefault(field, fallback, `\`${fallback}\``);
}

/** Free text (a token, a host name, an id), kept as set (a secret's spaces are its own); optional. */
export function text(description: string) {
  return variable(description, (_value, raw) => raw);
}

/** A secret given in the environment, held to the one rule for secrets (cms/src/contracts/secret-file.ts)
 * as the configuration is read, so a short one stops the start; unlike other values, never quoted in
 * the message (it would reach the log). Unset or blank: not given (its file is used). */
export function secret(description: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): string | undefined => {
      if (given(raw) === undefined) return undefined;
      const problem = secretProblem(raw);
      if (problem) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
        return z.NEVER;
      }
      return given(raw);
    })
    .describe(description);
}

/** Free text with a default (a path relative to the repository, for example). */
export function textWithDefault(description: string, fallback: string, shown = `\`${fallback}\``) {
  return withDefault(text(description), fallback, shown);
}

/** A bad configuration value: its message is the one line a start stops with. */
export class ConfigError extends Error {
  name = 'ConfigError';
}

/** Parses `env` with `schema`, or throws a ConfigError naming the first bad variable. */
export function parseEnv<S extends z.ZodTypeAny>(schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const result: z.SafeParseReturnType<unknown, z.output<S>> = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue.path.join('.');
  throw new ConfigError(`Configuration: ${name ? `${name} ` : ''}${issue.message}`);
}

/** `load()`, or, on a bad value, its one line on stderr and exit 1 (a start script's first step). */
export function loadOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return process.exit(1);
  }
}

/** The variables both the server's and the build's schemas read, with their one default. */
export const sharedFields = {
  PORT: port("the served site's port (and SITE_URL's default)", 9000),
  CMS_PORT: port("the CMS's port (and CMS_URL's default)", 1337),
};
