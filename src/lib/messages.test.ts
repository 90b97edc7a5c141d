/**
 * The interface strings' catalogues (src/config/messages): every locale has every key of the English
 * source, with the same parameters, and none of them reaches the site's JavaScript bundle.
 */
import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';
import { CATALOGUES, catalogueOf, localeContext } from '../config/messages';
import { en } from '../config/messages/en';
import { LOCALE_CODES } from './locale';
import { createTranslator } from './i18n';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a catalogue as `path → value`. */
function leaves(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((found, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...found, [path]: value } : { ...found, ...leaves(value, path) };
  }, {});
}

const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const source = leaves(en);

test('every site locale has a catalogue', () => {
  expect(Object.keys(CATALOGUES).sort()).toEqual([...LOCALE_CODES].sort());
});

/** What a catalogue lacks against the English source: a key missing, extra or empty, or a parameter
 * of the English wording it does not take. */
function gaps(catalogue: Tree): string[] {
  const translated = leaves(catalogue);
  return [
    ...Object.keys(source)
      .filter((key) => !(key in translated))
      .map((key) => `missing ${key}`),
    ...Object.keys(translated)
      .filter((key) => !(key in source))
      .map((key) => `extra ${key}`),
    ...Object.keys(source)
      .filter((key) => key in translated)
      .filter((key) => translated[key].trim() === '' || params(translated[key]).join() !== params(source[key]).join())
      .map((key) => `wrong ${key}`),
  ];
}

test.each(Object.keys(CATALOGUES).filter((locale) => locale !== 'en'))(
  'the %s catalogue has every key of the English one, no other, each filled in with the same parameters',
  (locale) => {
    expect(gaps(CATALOGUES[locale] as unknown as Tree)).toEqual([]);
  },
);

test('the check finds a key missing, one without its parameter and an extra one', () => {
  const { menu: _menu, ...shell } = CATALOGUES.de.shell;
  const broken = {
    ...CATALOGUES.de,
    shell: { ...shell, brandHome: 'Startseite', surplus: 'x' },
  } as unknown as Tree;
  expect(gaps(broken).sort()).toEqual(['extra shell.surplus', 'missing shell.menu', 'wrong shell.brandHome']);
});

test("a page's context: its locale and its catalogue's version, which changes with any of its words", () => {
  expect(catalogueOf('de')).toBe(CATALOGUES.de);
  expect(catalogueOf('fr')).toBe(en);
  const german = localeContext('de');
  expect(german).toEqual({ locale: 'de', messagesVersion: expect.stringMatching(/^[0-9a-f]{16}$/) });
  expect(localeContext('en').messagesVersion).not.toBe(german.messagesVersion);
  // Small, whatever the catalogue's size: Gatsby hashes and saves every page's context on every build.
  expect(JSON.stringify(german).length).toBeLessThan(64);
  // Another word, another version (the module keeps each version: a fresh copy of it reads the change).
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module registry's copy
    const fresh = require('../config/messages') as {
      CATALOGUES: typeof CATALOGUES;
      localeContext: typeof localeContext;
    };
    fresh.CATALOGUES.de = { ...CATALOGUES.de, nav: { ...CATALOGUES.de.nav, about: 'Über das Büro' } };
    expect(fresh.localeContext('de').messagesVersion).not.toBe(german.messagesVersion);
  });
});

test('the translator interpolates parameters and reads a nested key', () => {
  const { t } = createTranslator('de', CATALOGUES.de);
  expect(t('submit.minutes', { count: 5 })).toBe('5 Minuten');
  expect(t('nav.about')).toBe('Über uns');
});

/** Every source file under src/ that is not a test or test support. */
function siteFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return siteFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

test("no site file imports a catalogue's values: they reach pages through their page data only", () => {
  const root = join(__dirname, '..', '..');
  const src = join(root, 'src');
  // The catalogues themselves, and the helpers that render tests under a locale.
  const allowed = (file: string) => /^src\/(config\/messages|testing)\//.test(file);
  const importsCatalogue = (text: string) =>
    [
      ...text.matchAll(
        /(?:^(?:import|export)\s+(?!type\s)[^;]*?from\s+|\bimport\(\s*|\brequire\(\s*)['"]([^'"]+)['"]/gms,
      ),
    ].some((match) => /config\/messages(\/(en|de|index))?$|^\.\/(en|de)$|^\.\.?\/messages(\/|$)/.test(match[1]));
  // Every site file under src/ and the Gatsby files bundled into pages (gatsby-node's resolvers are
  // the one that may: its `siteMessages` field gives each page's query its catalogue).
  const files = [...siteFiles(src), join(root, 'gatsby-browser.tsx'), join(root, 'gatsby-ssr.tsx')];
  const offenders = files
    .map((file) => relative(root, file).replace(/\\/g, '/'))
    .filter((file) => !allowed(file) && importsCatalogue(readFileSync(join(root, file), 'utf8')));
  expect(offenders).toEqual([]);
  expect(importsCatalogue(readFileSync(join(root, 'site-build/gatsby-node/resolvers.ts'), 'utf8'))).toBe(true);
  // The check catches an import of the values in any form, and leaves one of the type.
  expect(importsCatalogue("import { en } from '../config/messages/en';")).toBe(true);
  expect(importsCatalogue("import {\n  localeContext,\n} from '../../config/messages';")).toBe(true);
  expect(importsCatalogue("export { de } from '../config/messages/de';")).toBe(true);
  expect(importsCatalogue("const de = () => import('../config/messages/de');")).toBe(true);
  expect(importsCatalogue("import type { Messages } from '../config/messages/en';")).toBe(false);
});
