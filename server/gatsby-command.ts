/**
 * How every part of the project runs Gatsby (npm start's builds, npm run build, npm run develop, the
 * browser tests' build and the benchmark): the project's own binary, the CMS it reads (CMS_URL and
 * the read-only STRAPI_TOKEN), telemetry off, Parcel without workers of its own, one CPU.
 */
import path from 'node:path';
import { ROOT } from './paths';

export interface GatsbyRun {
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export interface GatsbyRunOptions {
  /** The CMS the site is sourced from; absent for runs that read none (clean, the benchmark's baseline). */
  cms?: { url: string; token: string };
  /** The site to run in (default: the repository root). */
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

export function gatsbyRun(args: string[], { cms, cwd = ROOT, env }: GatsbyRunOptions = {}): GatsbyRun {
  return {
    command: path.join(ROOT, 'node_modules', '.bin', 'gatsby'),
    args,
    cwd,
    env: {
      // Parcel compiles gatsby-config and gatsby-node (two files) in the worker Gatsby already starts
      // for it, not in a further worker process of its own: 0.3-0.4 s of every build.
      PARCEL_WORKERS: '0',
      // One CPU: Gatsby runs the page queries in its own process. With more, it runs them in its worker
      // and then restarts the worker pool, and the pages' HTML waits 2-3 s for a new worker to load
      // Gatsby (a publish re-renders one page in 0.2 s). On a 2-core machine Gatsby starts one render
      // worker either way; a site of thousands of pages on many cores may set it higher.
      GATSBY_CPU_COUNT: '1',
      ...process.env,
      ...env,
      ...(cms ? { CMS_URL: cms.url, STRAPI_TOKEN: cms.token } : {}),
      GATSBY_TELEMETRY_DISABLED: '1',
    },
  };
}
