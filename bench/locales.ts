/**
 * What the second language costs the editors' loop (issue 47), measured in the same run as every
 * other figure: the cold build of the site with both locales against the same site with one (its
 * German content unpublished), the goal being at most 1.7x. A cold build here is what the site server
 * does after its Gatsby cache is dropped (server/gatsby-cache.ts: the stamp naming the CMS removed),
 * asked for as the admin's "Rebuild now" asks, so both builds are measured the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../server/paths';
import { COLLECTION_TYPES, SINGLE_TYPES } from '../site-build/sourced-types';
import { DEFAULT_LOCALE, LOCALE_CODES } from '@contracts/locales';
import { until, type Stack } from '../tests/support/stack';

/** The goal: two locales' cold build at most this many times one locale's. */
export const TWO_LOCALES_BUILD_GOAL = 1.7;

const uidOf = (singularName: string) => `api::${singularName}.${singularName}`;

async function idle(stack: Stack): Promise<void> {
  await until(
    'the site server to be idle',
    async () => ((await stack.status()).state === 'idle' ? true : undefined),
    600_000,
    stack.log,
  );
}

/** One cold build: the cache dropped, a build asked for; its duration as the site server timed it. */
export async function coldRebuildMs(stack: Stack): Promise<number> {
  await idle(stack);
  fs.rmSync(path.join(ROOT, '.cache', 'cms-source'), { force: true });
  const before = (await stack.status()).builds;
  const asked = await stack.requestBuild();
  if (asked.status !== 202) throw new Error(`The site server refused a build: ${asked.status}`);
  await until(
    'the cold build',
    async () => {
      const status = await stack.status();
      return status.builds > before && status.state === 'idle' ? status : undefined;
    },
    600_000,
    stack.log,
  );
  const status = await stack.status();
  if (!status.lastSuccess || (status.lastFailure?.at && status.lastFailure.at > status.lastSuccess.at))
    throw new Error('The cold build failed.');
  return status.lastSuccess.durationMs;
}

/** Unpublishes every entry of every sourced type in every locale but the default one: the site as it
 * was before it had a second language. Returns how many entries it unpublished. */
export async function unpublishOtherLocales(stack: Stack): Promise<number> {
  let count = 0;
  for (const locale of LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE)) {
    const query = `locale=${encodeURIComponent(locale)}`;
    for (const { singularName } of COLLECTION_TYPES) {
      const uid = uidOf(singularName);
      const { results } = (await stack.contentManager('GET', `collection-types/${uid}?${query}&pageSize=100`)) as {
        results: Array<{ documentId: string; status?: string; publishedAt?: string | null }>;
      };
      for (const entry of results) {
        await stack.contentManager(
          'POST',
          `collection-types/${uid}/${entry.documentId}/actions/unpublish?${query}`,
          {},
        );
        count += 1;
      }
    }
    for (const { singularName } of SINGLE_TYPES) {
      await stack.contentManager('POST', `single-types/${uidOf(singularName)}/actions/unpublish?${query}`, {});
      count += 1;
    }
  }
  return count;
}

export interface LocaleBuildFigures {
  twoLocalesColdMs: number;
  oneLocaleColdMs: number;
  ratio: number;
  unpublished: number;
}

/** Both cold builds, two locales first (unpublishing the second locale is the run's last change). */
export async function localeBuildFigures(stack: Stack): Promise<LocaleBuildFigures> {
  const twoLocalesColdMs = await coldRebuildMs(stack);
  const unpublished = await unpublishOtherLocales(stack);
  const oneLocaleColdMs = await coldRebuildMs(stack);
  // The one-locale site really has no German pages, or the comparison says nothing.
  const german = await fetch(`${stack.siteUrl}/de/about`);
  if (german.status !== 404) throw new Error(`/de/about answers ${german.status} with German unpublished.`);
  return { twoLocalesColdMs, oneLocaleColdMs, ratio: twoLocalesColdMs / oneLocaleColdMs, unpublished };
}
