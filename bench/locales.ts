/**
 * What the second language costs the editors' loop (issue 47), measured in the same run as every
 * other figure: the cold build of the site with both locales against the same site with one (its
 * German content unpublished), the goal being at most 1.7x. A cold build here is what the site server
 * does after its Gatsby cache is dropped (./publish.ts), so both builds are measured the same way.
 */
import { COLLECTION_TYPES, SINGLE_TYPES } from '../site-build/sourced-types';
import { DEFAULT_LOCALE, LOCALE_CODES } from '@contracts/locales';
import { applyChange, type Row } from '../tests/support/admin';
import { until, type Stack } from '../tests/support/stack';
import { coldRebuildMs, idle } from './publish';

/** The goal: two locales' cold build at most this many times one locale's. */
export const TWO_LOCALES_BUILD_GOAL = 1.7;

const uidOf = (singularName: string) => `api::${singularName}.${singularName}`;

/** Every entry of every sourced type in every locale but the default one, as admin API paths. */
async function otherLocaleEntries(stack: Stack): Promise<Array<{ document: string; query: string }>> {
  const entries: Array<{ document: string; query: string }> = [];
  for (const locale of LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE)) {
    const query = `?locale=${encodeURIComponent(locale)}`;
    for (const { singularName } of COLLECTION_TYPES) {
      const uid = uidOf(singularName);
      const { results } = (await stack.contentManager('GET', `collection-types/${uid}${query}&pageSize=100`)) as {
        results: Array<{ documentId: string }>;
      };
      for (const { documentId } of results) entries.push({ document: `collection-types/${uid}/${documentId}`, query });
    }
    for (const { singularName } of SINGLE_TYPES)
      entries.push({ document: `single-types/${uidOf(singularName)}`, query });
  }
  return entries;
}

/** Unpublishes them all: the site as it was before it had a second language. Returns how many. */
export async function unpublishOtherLocales(stack: Stack): Promise<Array<{ document: string; query: string }>> {
  const entries = await otherLocaleEntries(stack);
  for (const { document, query } of entries)
    await stack.contentManager('POST', `${document}/actions/unpublish${query}`, {});
  return entries;
}

/** Publishes them again, each from its draft (unpublishing kept it). */
export async function republish(stack: Stack, entries: Array<{ document: string; query: string }>): Promise<void> {
  for (const { document, query } of entries) {
    const { data } = (await stack.contentManager('GET', `${document}${query}`)) as { data: Row };
    await stack.contentManager('POST', `${document}/actions/publish${query}`, applyChange(data, {}));
  }
}

export interface LocaleBuildFigures {
  twoLocalesColdMs: number;
  oneLocaleColdMs: number;
  ratio: number;
  unpublished: number;
}

/** Both cold builds, two locales first; the other locales are published again afterwards. */
export async function localeBuildFigures(stack: Stack): Promise<LocaleBuildFigures> {
  const twoLocalesColdMs = await coldRebuildMs(stack);
  const entries = await unpublishOtherLocales(stack);
  const oneLocaleColdMs = await coldRebuildMs(stack);
  // The one-locale site really has no German pages, or the comparison says nothing.
  const german = await fetch(`${stack.siteUrl}/de/about`);
  if (german.status !== 404) throw new Error(`/de/about answers ${german.status} with German unpublished.`);
  await republish(stack, entries);
  await until(
    'the German pages back',
    async () => ((await fetch(`${stack.siteUrl}/de/about`)).ok ? true : undefined),
    600_000,
    stack.log,
  );
  await idle(stack);
  return {
    twoLocalesColdMs,
    oneLocaleColdMs,
    ratio: twoLocalesColdMs / oneLocaleColdMs,
    unpublished: entries.length,
  };
}
