/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  GATSBY_RELOAD_KEY,
  GATSBY_SCROLL_KEY_PREFIX,
  SITE_STORAGE,
  storageLabel,
  storedKeyOf,
} from './browser-storage';

const ROOT = path.resolve(__dirname, '..', '..', '..');

it('finds the entry of a key a browser holds, by its name or its prefix, in its own store only', () => {
  expect(storedKeyOf('cookie', 'darkMode')?.name).toBe('darkMode');
  expect(storedKeyOf('sessionStorage', 'form-draft:contact-request')?.name).toBe('form-draft:');
  expect(storedKeyOf('sessionStorage', '@@scroll|/about/|initial')?.name).toBe('@@scroll|');
  expect(storedKeyOf('cookie', '_ga')?.name).toBe('_ga');
  expect(storedKeyOf('cookie', '_ga_CONSENT01')?.name).toBe('_ga_');
  for (const [store, name] of [
    ['localStorage', 'darkMode'], // a cookie's name in another store
    ['sessionStorage', 'form-draft:'], // a prefix alone names no key
    ['cookie', '_gid'],
    ['localStorage', 'something.else'],
  ] as const)
    expect(storedKeyOf(store, name)).toBeUndefined();
});

it('gives each key one entry and one label', () => {
  const labels = SITE_STORAGE.map(storageLabel);
  expect(new Set(labels).size).toBe(labels.length);
  expect(labels).toEqual(expect.arrayContaining(['form-draft:*', '@@scroll|*', '_ga_*', 'introSeen']));
});

// Two keys are Gatsby's, not the site's code's: the list must follow the installed Gatsby's names.
it("names Gatsby's own keys as the installed Gatsby writes them", () => {
  const gatsby = path.join(ROOT, 'node_modules', 'gatsby');
  const scroll = require.resolve('gatsby-react-router-scroll/session-storage', { paths: [gatsby] });
  expect(fs.readFileSync(scroll, 'utf8')).toContain(`STATE_KEY_PREFIX = "${GATSBY_SCROLL_KEY_PREFIX}"`);
  const app = fs.readFileSync(path.join(gatsby, 'cache-dir', 'production-app.js'), 'utf8');
  expect(app).toContain(`reloadStorageKey = \`${GATSBY_RELOAD_KEY}\``);
});
