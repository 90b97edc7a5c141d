/**
 * The German insights are the English ones translated: the same entries by the same keys, the shared
 * values equal (pictures, dates, names, which author and category), every word a reader reads
 * different from its English twin, a German slug of their own, and within the CMS's limits.
 */
import fs from 'node:fs';
import path from 'node:path';
import { reservedSlugReason } from '../contracts/routes';
import * as en from './insights';
import * as de from './insights.de';

const schema = (type: string) =>
  JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', 'api', type, 'content-types', type, 'schema.json'), 'utf8'),
  ) as { attributes: Record<string, { maxLength?: number }> };

const SHARED = {
  authors: ['key', 'name', 'photo'],
  categories: ['key'],
  articles: ['key', 'cover', 'author', 'category', 'date'],
};
const TYPES = { authors: 'author', categories: 'category', articles: 'article' } as const;

describe.each(Object.keys(SHARED) as Array<keyof typeof SHARED>)('the German %s', (group) => {
  it('are the English ones, in the same order, sharing what every language shares', () => {
    expect(de[group].map((entry) => entry.key)).toEqual(en[group].map((entry) => entry.key));
    de[group].forEach((entry, i) => {
      const english = en[group][i] as unknown as Record<string, unknown>;
      const german = entry as unknown as Record<string, unknown>;
      expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
      for (const field of Object.keys(english)) {
        if (SHARED[group].includes(field))
          expect({ field, value: german[field] }).toEqual({ field, value: english[field] });
        else if (typeof english[field] === 'string')
          expect({ field, same: german[field] === english[field] }).toEqual({ field, same: false });
      }
    });
  });

  it('keep within the limits of the CMS', () => {
    const { attributes } = schema(TYPES[group]);
    for (const entry of [...en[group], ...de[group]])
      for (const [field, value] of Object.entries(entry))
        if (typeof value === 'string' && attributes[field]?.maxLength)
          expect({ field, length: value.length }).toEqual({
            field,
            length: Math.min(value.length, attributes[field].maxLength!),
          });
  });
});

it('gives each article and category an address of its own, free in the site', () => {
  for (const seed of [en, de])
    for (const slug of [...seed.articles, ...seed.categories].map((entry) => entry.slug)) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(reservedSlugReason(slug)).toBeNull();
    }
  expect(new Set(de.articles.map((article) => article.slug)).size).toBe(6);
});

it('keeps every article’s SEO within what search engines show', () => {
  for (const article of [...en.articles, ...de.articles]) {
    expect(article.seo.metaTitle.length).toBeLessThanOrEqual(70);
    expect(article.seo.metaDescription.length).toBeLessThanOrEqual(160);
  }
});

it('seeds six articles in three categories by two authors', () => {
  expect(en.articles).toHaveLength(6);
  expect(new Set(en.articles.map((article) => article.category))).toEqual(new Set(en.categories.map((c) => c.key)));
  expect(new Set(en.articles.map((article) => article.author))).toEqual(new Set(en.authors.map((a) => a.key)));
});
