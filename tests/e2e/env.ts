/** Where the browser tests' CMS and site run; written by global-setup, read by tests and teardown. */
import fs from 'node:fs';
import path from 'node:path';
import { loopbackClient, postJsonFrom } from '../support/from-address';

export interface E2eEnv {
  cmsUrl: string;
  cmsPort: number;
  cmsPid: number;
  cmsDataDir: string;
  /** The environment the CMS was started with, to start it again the same way. */
  cmsEnv: Record<string, string>;
  /** The CMS's SQLite file. */
  database: string;
  siteUrl: string;
  sitePid: number;
  /** Where consent.spec.ts serves ANALYTICS_SITE_DIR (below), the address it was built for. */
  analyticsSiteUrl: string;
}

export const ENV_FILE = path.resolve(__dirname, '..', '..', '.tmp', 'e2e-env.json');

export function readEnv(): E2eEnv {
  return JSON.parse(fs.readFileSync(ENV_FILE, 'utf8')) as E2eEnv;
}

export function writeEnv(env: E2eEnv): void {
  fs.mkdirSync(path.dirname(ENV_FILE), { recursive: true });
  fs.writeFileSync(ENV_FILE, JSON.stringify(env, null, 2));
}

/** The suite's site built with an analytics id (consent.spec.ts), by global-setup: kept beside the
 * env file, so a run with E2E_SKIP_BUILD=1 serves the last one, as it serves the last public/. */
export const ANALYTICS_SITE_DIR = path.resolve(__dirname, '..', '..', '.tmp', 'e2e-site-with-analytics');
export const E2E_ANALYTICS_ID = 'G-CONSENT01';

/** Loopback client numbers of the specs' owner sign-ins (ownerToken), one per spec. */
export const OWNER_SIGN_IN = {
  dataRequests: 240,
  leadDesk: 241,
  unansweredQuestions: 242,
  uploads: 243,
  visitCounts: 244,
} as const;

/**
 * A fresh session token of the owner (cmsEnv's CMS_ADMIN_EMAIL), signed in when a spec needs it: an
 * admin access token lives five minutes and a session ends 25 idle minutes after sign-in
 * (docs/security.md#admin-accounts-and-sessions), so one signed in by global-setup would expire
 * during the suite. Each spec signs in from a loopback address of its own (OWNER_SIGN_IN), since the
 * CMS refuses a sixth sign-in of one account from one address within five minutes.
 */
export async function ownerToken(env: E2eEnv, client: number): Promise<string> {
  const credentials = { email: env.cmsEnv.CMS_ADMIN_EMAIL, password: env.cmsEnv.CMS_ADMIN_PASSWORD };
  const { status, text } = await postJsonFrom(`${env.cmsUrl}/admin/login`, credentials, loopbackClient(client));
  if (status !== 200) throw new Error(`The owner's sign-in: ${status} ${text}`);
  return (JSON.parse(text) as { data: { token: string } }).data.token;
}
