/** Where the browser tests' CMS and site run; written by global-setup, read by tests and teardown. */
import fs from 'node:fs';
import path from 'node:path';

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
}

export const ENV_FILE = path.resolve(__dirname, '..', '..', '.tmp', 'e2e-env.json');

export function readEnv(): E2eEnv {
  return JSON.parse(fs.readFileSync(ENV_FILE, 'utf8')) as E2eEnv;
}

export function writeEnv(env: E2eEnv): void {
  fs.mkdirSync(path.dirname(ENV_FILE), { recursive: true });
  fs.writeFileSync(ENV_FILE, JSON.stringify(env, null, 2));
}
