/**
 * The retention periods are written in three places visitors and the firm read: the code's defaults
 * (./retention.ts), docs/privacy.md and the seeded privacy notice. These checks keep the last two equal
 * to the first: change a default, and they fail until the docs and the notice say the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCmsEnv } from '../config/env';
import {
  ANALYTICS_CONTAINER_COOKIE_PREFIX,
  ANALYTICS_COOKIE,
  INTRO_SEEN_COOKIE,
  SITE_STORAGE,
  storageLabel,
} from '../contracts/browser-storage';
import { LANGUAGE_COOKIE } from '../contracts/locales';
import { RETENTION_DEFAULTS, RETENTION_ENV } from '../contracts/retention';
import { retentionPeriods } from '../privacy/periods';
import * as en from './privacy';
import * as de from './privacy.de';
import { RETENTION_LABELS, privacyPage, type Block } from './privacy';

const KEYS = Object.keys(RETENTION_DEFAULTS) as Array<keyof typeof RETENTION_DEFAULTS>;
const DOCS = fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'docs', 'privacy.md'), 'utf8');

/** The plain text of a block, its inline children joined. */
const plain = (node: { text?: string; children?: unknown[] }): string =>
  node.text ?? (node.children ?? []).map((child) => plain(child as { text?: string; children?: unknown[] })).join('');

describe('docs/privacy.md', () => {
  const rows = DOCS.split('\n').filter((line) => line.startsWith('|'));

  it.each(KEYS)('states the default of %s', (key) => {
    const row = rows.filter((line) => line.includes(`(${key})`));
    expect(row).toHaveLength(1);
    expect(row[0]).toContain(`| ${RETENTION_DEFAULTS[key]} days |`);
    if (key in RETENTION_ENV) expect(row[0]).toContain(`\`${RETENTION_ENV[key as keyof typeof RETENTION_ENV]}\``);
  });

  it('names no retention period that is not a default', () => {
    const section = DOCS.split('\n## ').find((part) => part.startsWith('How long it is kept')) ?? '';
    const stated = [...section.matchAll(/(\d+) days/g)].map(([, days]) => Number(days));
    expect(stated.length).toBeGreaterThanOrEqual(KEYS.length);
    for (const days of stated) expect(Object.values(RETENTION_DEFAULTS)).toContain(days);
  });
});

describe('the seeded privacy notice', () => {
  const body = privacyPage.body as Block[];
  const items = body.flatMap((block) => (block.type === 'list' ? block.children.map(plain) : []));
  const text = body.map(plain).join('\n');

  it.each(KEYS)('states the default of %s in its retention item', (key) => {
    const item = items.filter((line) => line.startsWith(RETENTION_LABELS[key]));
    expect(item).toHaveLength(1);
    expect([...item[0].matchAll(/(\d+) days/g)].map(([, days]) => Number(days))).toEqual([RETENTION_DEFAULTS[key]]);
  });

  it('names no period that is not a default', () => {
    const stated = [...text.matchAll(/(\d+) days/g)].map(([, days]) => Number(days));
    expect(stated).toHaveLength(KEYS.length);
    for (const days of stated) expect(Object.values(RETENTION_DEFAULTS)).toContain(days);
  });

  it('says how to ask for a copy or deletion, and names every form, the chat and the cookies', () => {
    expect(text).toMatch(/copy of the data/);
    expect(text).toMatch(/delete it/);
    expect(text).toContain('hello@meridianworks.example');
    for (const part of [
      'Contact form',
      'Event request form',
      'Newsletter',
      'Chat',
      'darkMode',
      LANGUAGE_COOKIE,
      '_ga',
    ]) {
      expect(text).toContain(part);
    }
  });
});

/** Every text of a block marked as code, in order. */
const codeTexts = (node: { text?: string; code?: boolean; children?: unknown[] }): string[] =>
  node.text !== undefined
    ? node.code
      ? [node.text]
      : []
    : (node.children ?? []).flatMap((child) => codeTexts(child as { text?: string; children?: unknown[] }));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Google's cookies, which the notice names in its statistics paragraph; every other key has an item. */
const GOOGLE = new Set<string>([ANALYTICS_COOKIE, ANALYTICS_CONTAINER_COOKIE_PREFIX]);

// The notice names each cookie and storage key as code, from the one list of them the site's code
// sets them by (cms/src/contracts/browser-storage.ts); the browser suite checks that list against what a
// browser holds after a visit (tests/e2e/privacy-storage.spec.ts).
describe.each([
  ['en', en.privacyPage, 'cookie', 'session storage', 'local storage'],
  ['de', de.privacyPage, 'Cookie', 'Sitzungsspeicher', 'lokaler Speicher'],
] as const)('the seeded privacy notice (%s), on cookies and storage', (locale, page, cookie, session, local) => {
  const body = page.body as Block[];
  const named = body.flatMap((block) => codeTexts(block));
  const labels = SITE_STORAGE.map(storageLabel);

  it('names every key the site stores in a browser, and nothing else, as code', () => {
    expect([...new Set(named)].sort()).toEqual([...labels].sort());
  });

  it('says for each key but Google’s, in an item of its own, where it is kept and for how long', () => {
    const items = body.flatMap((block) => (block.type === 'list' ? block.children : []));
    const WHERE = { cookie, sessionStorage: session, localStorage: local } as const;
    for (const key of SITE_STORAGE.filter((entry) => !GOOGLE.has(entry.name))) {
      const item = items.filter((candidate) => codeTexts(candidate)[0] === storageLabel(key));
      expect(item).toHaveLength(1);
      expect(plain(item[0])).toMatch(new RegExp(`^${escape(storageLabel(key))} \\(${WHERE[key.store]}, [^)]+\\): .+`));
    }
  });

  it('says the intro is remembered by a cookie until the browser closes, shared by every tab', () => {
    const intro = body
      .flatMap((block) => (block.type === 'list' ? block.children : []))
      .map(plain)
      .find((item) => item.startsWith(INTRO_SEEN_COOKIE));
    expect(intro).toMatch(
      locale === 'en' ? /until you close your browser.*tabs/ : /bis Sie den Browser schließen.*Tabs/,
    );
  });
});

describe('retentionPeriods', () => {
  it('takes the defaults, or a whole number of days from the environment', () => {
    expect(retentionPeriods(parseCmsEnv({}))).toEqual(RETENTION_DEFAULTS);
    expect(retentionPeriods(parseCmsEnv({ LEAD_RETENTION_DAYS: '90' })).leadDays).toBe(90);
    expect(() => parseCmsEnv({ LEAD_RETENTION_DAYS: '1.5' })).toThrow(/^Configuration: LEAD_RETENTION_DAYS .*"1\.5"/);
  });
});

describe('the seeded privacy notice with a CRM (LEAD_WEBHOOK_URL set at the first start)', () => {
  it.each([
    ['en', en, 'Who receives it'],
    ['de', de, 'Wer Ihre Daten erhält'],
  ] as const)('names the CRM among the recipients in %s, and nothing else changes', (_locale, notice, heading) => {
    const recipients = (page: { body: unknown[] }) => {
      const body = page.body as Block[];
      const at = body.findIndex((block) => block.type === 'heading' && plain(block) === heading);
      const list = body[at + 1];
      return list.type === 'list' ? list.children.map(plain) : [];
    };
    const without = recipients(notice.privacyPage);
    const withCrm = recipients(notice.privacyPageWithCrm);
    expect(withCrm).toHaveLength(without.length + 1);
    expect(withCrm[1]).toMatch(/\(CRM\)/);
    expect(withCrm.filter((item) => !without.includes(item))).toEqual([withCrm[1]]);
    expect(notice.privacyPageWithCrm.body).toHaveLength(notice.privacyPage.body.length);
    // No period of its own: the retention checks above hold for it as they are.
    expect(withCrm[1]).not.toMatch(/\d/);
  });
});
