/**
 * The one rule for an admin's password (docs/security.md#admin-accounts-and-sessions), held wherever
 * one is set: the first administrator's registration, an invited user's, a reset, a user changing
 * their own, a Super Admin setting someone's, Strapi's CLI, and CMS_ADMIN_PASSWORD at start.
 *
 * - At least 12 characters, at most 72 bytes (bcrypt, which hashes them, reads no further).
 * - Not easy to guess: zxcvbn (@zxcvbn-ts, offline, with its common-password and English
 *   dictionaries: breached-password lists, names, words, keyboard patterns, dates, l33t) must
 *   estimate at least 10^10 guesses (score 4). Score 3 starts at 10^8: against bcrypt's cost 10 a
 *   single GPU tries that many in about an hour once the user table has leaked, and it still lets
 *   through `Editor-Passw0rd` and `Welcome2026!!`. 10^10 is days per account, and three or four
 *   unrelated words (`Hamburg-Office-7`, `Kestrel-Lamp-Orbit`) reach it.
 *
 * Strapi's own forms still ask for a lower-case letter, an upper-case letter and a digit (its rule,
 * in its validators and its admin panel); this rule adds to it and sets no classes of its own.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import type { AdminPolicyContext } from './admin-routes';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_BYTES = 72;
/** zxcvbn's score 4: at least 10^10 guesses. */
export const MIN_PASSWORD_SCORE = 4;
/** Words of this firm and product, which make a password easier to guess here than elsewhere. */
const SITE_WORDS = ['meridian', 'works', 'meridianworks', 'strapi', 'admin', 'editor', 'author', 'sales'];

// Built on first use: ranking the dictionaries takes about half a second, not needed by every start.
let estimator: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  }));

/**
 * What is wrong with `password` as an admin's password, in a sentence the admin panel shows under the
 * field, or undefined when it is accepted. Never quotes the password. `personal` adds words of the
 * person (their email, names) that the password should not be built from.
 */
export function adminPasswordProblem(
  password: string,
  personal: readonly (string | undefined)[] = [],
): string | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH)
    return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES)
    return `The password must have at most ${MAX_PASSWORD_BYTES} bytes.`;
  const words = personal.filter((word): word is string => Boolean(word));
  const result = zxcvbn().check(password, [...SITE_WORDS, ...words]);
  if (result.score >= MIN_PASSWORD_SCORE) return undefined;
  const warning = result.feedback.warning ? ` ${result.feedback.warning}` : '';
  return `The password is too easy to guess.${warning} Use three or four unrelated words, or a password manager's.`;
}

/** Strapi's 400 for a refused password, naming the `password` field as the admin panel's forms call it. */
export function passwordError(message: string): errors.ValidationError {
  return new errors.ValidationError(message, {
    errors: [{ path: ['password'], message, name: 'ValidationError' }],
  });
}

const OWN_PASSWORD_POLICY = 'global::admin-password-rule';

interface AdminRoute {
  method: string;
  path: string;
  config?: { policies?: unknown[] };
}

/**
 * Holds every admin password set through Strapi to the rule: each one passes through the admin's
 * `auth.hashPassword` (user creation, the first admin, registration, reset, profile and user edits,
 * the CLI's reset), so the check sits there, before anything is stored. A user changing their own
 * (PUT /admin/users/me) is checked before Strapi's controller too, which ends the user's sessions
 * before it saves: refused only at the hash, the change would sign them out for nothing. Call from
 * register(), before Strapi mounts the routes.
 */
export function enforceAdminPasswordRule(strapi: Core.Strapi): void {
  const routers = (strapi as unknown as { admin: { routes: Record<string, { routes?: AdminRoute[] }> } }).admin.routes;
  const ownChange = Object.values(routers)
    .flatMap((router) => router.routes ?? [])
    .find((route) => route.method === 'PUT' && route.path === '/users/me');
  // Failing loudly beats signing users out on a refused password after a Strapi upgrade moved it.
  if (!ownChange) throw new Error('The admin route PUT /users/me was not found: cannot check passwords there.');
  strapi.get('policies').set(OWN_PASSWORD_POLICY, (context: AdminPolicyContext) => {
    const password: unknown = context.request.body?.password;
    if (typeof password !== 'string') return true;
    const { email, firstname, lastname } = context.state.user ?? {};
    const problem = adminPasswordProblem(password, [email, firstname, lastname]);
    if (problem) throw passwordError(problem);
    return true;
  });
  ownChange.config ??= {};
  ownChange.config.policies = [...(ownChange.config.policies ?? []), OWN_PASSWORD_POLICY];

  strapi.get('services').extend('admin::auth', (auth: { hashPassword: (password: string) => Promise<string> }) => ({
    ...auth,
    hashPassword: async (password: string) => {
      const problem = adminPasswordProblem(String(password ?? ''));
      if (problem) throw passwordError(problem);
      return auth.hashPassword(password);
    },
  }));
}
