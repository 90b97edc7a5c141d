/**
 * The kinds of environment variable the product's processes read (a port, an address, a whole number,
 * a secret...), as zod schemas, with the one-line message a bad value stops a start with. Each process
 * builds its own schema from these: the CMS (../config/env.ts), the site server and the scripts
 * (server/config.ts), the site build (site-build/build-config.ts). A default is given once, with its
 * variable, and recorded for docs/configuration.md's test (tests/config-docs.test.ts).
 *
 * Node only. It re-exports the zod it is built with, and the schemas that use these kinds take `z` from
 * here: one zod, whichever install (the CMS's or the site's) a bundler resolves it from.
 */
import { z } from 'zod';
import { secretProblem } from './secret-file';

export { z };

/** The literal default of each field, as docs/configuration.md writes it. */
const literalDefaults = new WeakMap<z.ZodType, string>();

/** The literal default a field was declared with, if any. @internal tests/config-docs.test.ts compares
 * it with docs/configuration.md. */
export function defaultOf(field: z.ZodType): string | undefined {
  return literalDefaults.get(field);
}

const isProblem = (value: unknown): value is { problem: string } =>
  typeof value === 'object' && value !== null && 'problem' in value;

/** A variable parsed by `parse` (given it trimmed, and as set; unset or blank means "not given"),
 * which returns the value or a message saying what is wrong. */
export function variable<T>(description: string, parse: (value: string, raw: string) => T | { problem: string }) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | undefined => {
      const value = raw?.trim();
      if (raw === undefined || !value) return undefined;
      const parsed = parse(value, raw);
      if (isProblem(parsed)) {
        ctx.addIssue({ code: 'custom', message: `${parsed.problem} (got ${JSON.stringify(raw)})` });
        return z.NEVER;
      }
      return parsed;
    })
    .describe(description);
}

/** Gives an optional field its default, recorded as `shown` for the docs. */
export function withDefault<T>(
  field: z.ZodType<T | undefined, string | undefined>,
  fallback: T,
  shown = `\`${String(fallback)}\``,
) {
  const schema = field.transform((value) => (value === undefined ? fallback : value)).describe(field.description ?? '');
  literalDefaults.set(schema, shown);
  return schema;
}

/** A parse of a whole number from `min` to `max`. */
export const wholeNumberIn = (min: number, max: number) => (value: string) =>
  /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max
    ? Number(value)
    : {
        problem:
          max === Number.MAX_SAFE_INTEGER
            ? `must be a whole number of ${min} or more`
            : `must be a whole number from ${min} to ${max}`,
      };

/** A TCP port, 1 to 65535. */
export const port = (description: string, fallback: number) =>
  withDefault(variable(description, wholeNumberIn(1, 65535)), fallback);

/** A whole number (of seconds, days, requests...) within bounds. */
export const wholeNumber = (description: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  withDefault(variable(description, wholeNumberIn(min, max)), fallback);

/** `true` or `false` (also `1`/`0`, `yes`/`no`, in any case); anything else is refused, not read as false. */
export const boolean = (description: string, fallback: boolean) =>
  withDefault(
    variable(description, (value) => {
      const lower = value.toLowerCase();
      if (['true', '1', 'yes'].includes(lower)) return true;
      if (['false', '0', 'no'].includes(lower)) return false;
      return { problem: 'must be true or false' };
    }),
    fallback,
  );

/** Free text (a token, a host name, an id), kept as set (a secret's spaces are its own); optional. */
export const text = (description: string) => variable(description, (_value, raw) => raw);

/** Free text with a default (a path, for example). */
export const textWithDefault = (description: string, fallback: string, shown?: string) =>
  withDefault(text(description), fallback, shown);

/** An http(s) address; a trailing slash is dropped so that paths can be appended. */
export const httpUrl = (description: string) =>
  variable(description, (value) => {
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return value.replace(/\/$/, '');
    } catch {
      // not a URL: the message says what is expected
    }
    return { problem: 'must be an http:// or https:// address' };
  });

/** A secret given in the environment, held to the one rule for secrets (./secret-file.ts) as the
 * configuration is read, so a short one stops the start; unlike other values, never quoted in the
 * message (it would reach the log). Unset or blank: not given (its file is used). */
export const secret = (description: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx): string | undefined => {
      if (raw === undefined || !raw.trim()) return undefined;
      const problem = secretProblem(raw);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return raw.trim();
    })
    .describe(description);

/** A bad configuration value: its message is the one line a start stops with. */
export class ConfigError extends Error {
  name = 'ConfigError';
}

/** Parses `env` with `schema`, or throws a ConfigError naming the first bad variable. */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue.path.join('.');
  throw new ConfigError(`Configuration: ${name ? `${name} ` : ''}${issue.message}`);
}

/** `load()`, or, on a bad value, its one line on stderr and exit 1 (a start's first step: thrown, it
 * would be printed inside a stack trace). */
export function loadOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return process.exit(1);
  }
}
