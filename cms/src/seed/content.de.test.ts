/**
 * The German seed is the English seed translated, and nothing else: the same exports in the same
 * shapes (every array as long, every object with the same keys, every value of the same type), the
 * shared values equal (images, contact details, slugs, levels, order), and every string a visitor reads
 * different from its English twin, so a field copied over and forgotten fails here. It also keeps both
 * seeds within the limits the CMS's schemas set (German runs longer), and the German privacy notice
 * stating each retention period where the English one does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITE_STORAGE, storageLabel } from '../contracts/browser-storage';
import { RETENTION_DEFAULTS } from '../contracts/retention';
import { reservedSlugReason } from '../contracts/routes';
import * as en from './content';
import * as de from './content.de';
import * as enPrivacy from './privacy';
import type { Block } from './privacy';
import * as dePrivacy from './privacy.de';

/** Values the two locales share, by the name of the field that holds them. */
const SHARED_KEYS = new Set([
  '__component',
  // A case studies block's choice, by the seed's keys of the case studies.
  'caseStudies',
  'type',
  'format',
  'form',
  'layout',
  'imagePosition',
  'image',
  'logos',
  'textLogo',
  'transparentLogo',
  'shareImage',
  'contactEmail',
  'contactPhone',
  'address',
  'network',
  'url',
  'slug',
  'lastUpdated',
  'author',
  'siteName',
]);

/** Shared-key fields that are translated all the same: the landing page has a German slug. */
const TRANSLATED_PATHS = new Set(['content.landingPage.slug']);

/** Visitor-facing strings that are the same in both languages: names, an address, and words German
 * uses as they are. Anything without a letter (punctuation, "160+") may be equal as well. */
const SAME_IN_GERMAN = new Set([
  en.FIRM_NAME,
  'Newsletter',
  'Chat',
  'Google:',
  'hello@meridianworks.example',
  'ico.org.uk',
  // The names of the cookies and storage keys, which the notice gives as they are.
  ...SITE_STORAGE.map(storageLabel),
]);

type Problem = string;

/** Walks the English and German values side by side and lists where they disagree. */
function compare(english: unknown, german: unknown, at: string, problems: Problem[], key = ''): void {
  const kind = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);
  if (kind(english) !== kind(german)) {
    problems.push(`${at}: ${kind(english)} in English, ${kind(german)} in German`);
    return;
  }
  if (Array.isArray(english)) {
    const list = german as unknown[];
    if (english.length !== list.length)
      problems.push(`${at}: ${english.length} items in English, ${list.length} in German`);
    english.forEach((item, i) => i < list.length && compare(item, list[i], `${at}[${i}]`, problems, key));
    return;
  }
  if (kind(english) === 'object') {
    const a = english as Record<string, unknown>;
    const b = german as Record<string, unknown>;
    const keysA = Object.keys(a).sort();
    const keysB = Object.keys(b).sort();
    if (keysA.join() !== keysB.join())
      problems.push(`${at}: keys ${keysA.join()} in English, ${keysB.join()} in German`);
    for (const name of keysA) if (name in b) compare(a[name], b[name], `${at}.${name}`, problems, name);
    return;
  }
  if (typeof english !== 'string') {
    if (english !== german) problems.push(`${at}: ${String(english)} in English, ${String(german)} in German`);
    return;
  }
  const translated = german as string;
  if (key === 'href') {
    // A page of the site links to the same page in German; an anchor on the page stays as it is.
    const expected = english.startsWith('/') ? `/de${english}` : english;
    if (translated !== expected) problems.push(`${at}: links to ${translated}, expected ${expected}`);
  } else if (SHARED_KEYS.has(key) && !TRANSLATED_PATHS.has(at)) {
    if (translated !== english) problems.push(`${at}: shared, but "${english}" became "${translated}"`);
  } else if (translated === english && /\p{L}/u.test(english) && !SAME_IN_GERMAN.has(english)) {
    problems.push(`${at}: not translated ("${english}")`);
  } else if (translated.trim() === '' && english.trim() !== '') {
    problems.push(`${at}: empty in German`);
  }
}

/** The data a module exports (its values, not its helper functions). */
const data = (module: object) =>
  Object.fromEntries(Object.entries(module).filter(([, value]) => typeof value !== 'function'));

/** Every string in a value, with where it is. */
function strings(value: unknown, at: string): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => strings(item, `${at}.${name}`));
  return [];
}

describe('the German seed', () => {
  it('exports the same data as the English seed', () => {
    expect(Object.keys(data(de)).sort()).toEqual(Object.keys(data(en)).sort());
    expect(Object.keys(data(dePrivacy)).sort()).toEqual(Object.keys(data(enPrivacy)).sort());
  });

  it('has the English shapes and shared values, and translates every other string', () => {
    const problems: Problem[] = [];
    compare(data(en), data(de), 'content', problems);
    compare(data(enPrivacy), data(dePrivacy), 'privacy', problems);
    expect(problems).toEqual([]);
  });

  it('catches a forgotten translation, a changed shared value and a missing item (the check can fail)', () => {
    const problems: Problem[] = [];
    const german = JSON.parse(JSON.stringify(de.services)) as typeof de.services;
    german[0].summary = en.services[0].summary;
    german[1].image = 'other.png';
    compare(en.services, german, 'services', problems);
    compare(en.faqGroups, de.faqGroups.slice(1), 'faqGroups', problems);
    compare(en.homePage, { ...de.homePage, seo: { metaTitle: en.FIRM_NAME } }, 'homePage', problems);
    expect(problems).toEqual([
      `services[0].summary: not translated ("${en.services[0].summary}")`,
      'services[1].image: shared, but "turnkey-solutions.png" became "other.png"',
      'faqGroups: 5 items in English, 4 in German',
      // Each group then meets the next one's: its level and every text are compared and differ.
      ...[1, 2, 3, 4].map((level) => `faqGroups[${level - 1}].level: ${level} in English, ${level + 1} in German`),
      'homePage.seo: keys metaDescription,metaTitle in English, metaTitle in German',
    ]);
  });

  it('gives the landing page a slug a landing page may take, unlike the English one', () => {
    expect(de.landingPage.slug).not.toBe(en.landingPage.slug);
    expect(de.landingPage.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(reservedSlugReason(de.landingPage.slug)).toBeNull();
  });

  it('writes German quotation marks („…“), never typewriter or English ones', () => {
    const all = [...strings(data(de), 'content'), ...strings(data(dePrivacy), 'privacy')];
    const stray = all.filter(([, value]) => /[„“”"]/u.test(value.replace(/„[^„“”"]*“/gu, '')));
    expect(stray).toEqual([]);
  });

  it('asks its FAQ questions in words a visitor types: no quotation marks, each question once', () => {
    const questions = de.faqGroups.flatMap((group) => group.entries.map((entry) => entry.question));
    expect(questions.filter((question) => /[„“”"‚‘’']/u.test(question))).toEqual([]);
    expect(new Set(questions.map((question) => question.toLowerCase())).size).toBe(questions.length);
  });
});

describe('the German privacy notice', () => {
  const KEYS = Object.keys(RETENTION_DEFAULTS) as Array<keyof typeof RETENTION_DEFAULTS>;
  const plain = (node: { text?: string; children?: unknown[] }): string =>
    node.text ?? (node.children ?? []).map((child) => plain(child as { text?: string; children?: unknown[] })).join('');
  const body = dePrivacy.privacyPage.body as Block[];
  const items = body.flatMap((block) => (block.type === 'list' ? block.children.map(plain) : []));
  const text = body.map(plain).join('\n');
  const periods = (line: string) => [...line.matchAll(/(\d+) Tag(?:e|en)?\b/g)].map(([, days]) => Number(days));

  it.each(KEYS)('states the default of %s in its retention item', (key) => {
    const item = items.filter((line) => line.startsWith(dePrivacy.RETENTION_LABELS[key]));
    expect(item).toHaveLength(1);
    expect(periods(item[0])).toEqual([RETENTION_DEFAULTS[key]]);
  });

  it('names no period that is not a default', () => {
    expect(periods(text)).toHaveLength(KEYS.length);
    for (const days of periods(text)) expect(Object.values(RETENTION_DEFAULTS)).toContain(days);
  });

  it('names every form, the chat, the cookies, the legal bases and how to reach the firm', () => {
    for (const part of [
      'Kontaktformular',
      'Veranstaltungsanfragen',
      'Newsletter',
      'Chat',
      ...SITE_STORAGE.map(storageLabel),
      'hello@meridianworks.example',
      'Art. 6 Abs. 1 lit. a DSGVO',
      'Art. 6 Abs. 1 lit. b',
      'Art. 6 Abs. 1 lit. f DSGVO',
      'Kopie der Daten',
      'löschen',
      'widerrufen',
    ]) {
      expect(text).toContain(part);
    }
  });
});

/** The CMS's limits: every string field's maxLength, from its schema (components and the dynamic zone too). */
describe('both seeds fit the CMS schemas', () => {
  type Attribute = { type: string; maxLength?: number; component?: string; repeatable?: boolean };
  const SRC = path.resolve(__dirname, '..');
  const read = (file: string): Record<string, Attribute> =>
    (JSON.parse(fs.readFileSync(path.join(SRC, file), 'utf8')) as { attributes: Record<string, Attribute> }).attributes;
  const component = (uid: string) => read(`components/${uid.replace('.', '/')}.json`);
  const api = (name: string) => read(`api/${name}/content-types/${name}/schema.json`);

  function tooLong(attributes: Record<string, Attribute>, value: Record<string, unknown>, at: string): string[] {
    return Object.entries(value).flatMap(([name, field]) => {
      const attribute = attributes[name];
      if (!attribute) return [];
      if (typeof field === 'string' && attribute.maxLength && field.length > attribute.maxLength)
        return [`${at}.${name}: ${field.length} characters, at most ${attribute.maxLength}`];
      const items = Array.isArray(field) ? field : [field];
      if (attribute.type === 'component' && attribute.component)
        return items.flatMap((item, i) =>
          tooLong(component(attribute.component as string), item as Record<string, unknown>, `${at}.${name}[${i}]`),
        );
      if (attribute.type === 'dynamiczone')
        return items.flatMap((item, i) => {
          const block = item as { __component: string } & Record<string, unknown>;
          return tooLong(component(block.__component), block, `${at}.${name}[${i}]`);
        });
      return [];
    });
  }

  it.each([
    ['English', en],
    ['German', de],
  ])('%s', (_, seed) => {
    const pages = [seed.homePage, seed.aboutPage, seed.servicesPage, seed.contactPage, seed.landingPage];
    expect([
      ...tooLong(api('global'), seed.global, 'global'),
      ...pages.flatMap((page) => tooLong(api('page'), page, page.title)),
      ...tooLong(api('chatbot-setting'), seed.chatbotSettings, 'chatbotSettings'),
      ...tooLong(api('privacy-page'), seed.privacyPage, 'privacyPage'),
      ...seed.services.flatMap((service) => tooLong(api('service'), service, service.slug)),
      ...seed.faqGroups.flatMap((group) => tooLong(api('faq-group'), group, `faq level ${group.level}`)),
    ]).toEqual([]);
  });
});
