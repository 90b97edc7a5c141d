/**
 * The German case studies are the English ones translated: the same entries by the same keys, the
 * shared values equal (cover, services, date), every word a reader reads different from its English
 * twin (a client's own name aside), a German address of its own, and within the CMS's limits.
 */
import fs from 'node:fs';
import path from 'node:path';
import { reservedSlugReason } from '../contracts/routes';
import { entries } from './case-study';

const { en, de } = entries;

const schemaOf = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '..', file), 'utf8')) as {
    attributes: Record<string, { maxLength?: number }>;
  };
const caseStudy = schemaOf('api/case-study/content-types/case-study/schema.json');
const figure = schemaOf('components/blocks/figure.json');
const quote = schemaOf('components/blocks/quote.json');

/** Every string field of `entry` against `schema`'s maxLength, as [field, length, limit]. */
const overLimits = (entry: object, schema: typeof caseStudy) =>
  Object.entries(entry).flatMap(([field, value]) => {
    const limit = schema.attributes[field]?.maxLength;
    return typeof value === 'string' && limit && value.length > limit ? [[field, value.length, limit]] : [];
  });

it('seeds three case studies, translated entry for entry, sharing what every language shares', () => {
  expect(en).toHaveLength(3);
  expect(de.map((entry) => entry.key)).toEqual(en.map((entry) => entry.key));
  de.forEach((german, i) => {
    const english = en[i];
    expect({ cover: german.cover, services: german.services, date: german.date }).toEqual({
      cover: english.cover,
      services: english.services,
      date: english.date,
    });
    for (const field of ['slug', 'title', 'summary', 'sector', 'challenge', 'approach'] as const)
      expect({ field, same: german[field] === english[field] }).toEqual({ field, same: false });
    expect(german.results.map((result) => result.label)).not.toEqual(english.results.map((result) => result.label));
    expect(Boolean(german.quote)).toBe(Boolean(english.quote));
    if (german.quote) expect(german.quote.quote).not.toBe(english.quote?.quote);
  });
});

it('keeps within the limits of the CMS and of what search engines show', () => {
  for (const entry of [...en, ...de]) {
    expect(overLimits(entry, caseStudy)).toEqual([]);
    expect(entry.results.flatMap((result) => overLimits(result, figure))).toEqual([]);
    if (entry.quote) expect(overLimits(entry.quote, quote)).toEqual([]);
    expect(entry.results.length).toBeGreaterThanOrEqual(1);
    expect(entry.seo.metaTitle.length).toBeLessThanOrEqual(70);
    expect(entry.seo.metaDescription.length).toBeLessThanOrEqual(160);
  }
});

it('gives each case study an address of its own in each language, free in the site', () => {
  for (const seed of [en, de]) {
    for (const { slug } of seed) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(reservedSlugReason(slug)).toBeNull();
    }
    expect(new Set(seed.map((entry) => entry.slug)).size).toBe(3);
  }
});
