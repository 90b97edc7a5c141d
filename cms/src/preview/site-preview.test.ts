/**
 * @jest-environment node
 *
 * The CMS signs preview URLs with the preview secret, a secret of its own: never the rebuild secret,
 * which the site-rebuild webhook's settings show to anyone who may read Settings → Webhooks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { previewKey, verifyPreviewQuery } from '../contracts/preview-token';
import { previewSecret, previewUrl } from './site-preview';

const REBUILD = 'rebuild-secret-of-thirty-two-characters';
const PREVIEW = 'preview-secret-of-thirty-two-characters';
const GLOBAL = 'api::global.global';
const VARIABLES = ['REBUILD_SECRET', 'PREVIEW_SECRET', 'PREVIEW_SECRET_FILE', 'SITE_URL'] as const;
let tmp: string;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-secret-'));
  Object.assign(process.env, {
    REBUILD_SECRET: REBUILD,
    PREVIEW_SECRET: PREVIEW,
    PREVIEW_SECRET_FILE: path.join(tmp, 'preview-secret'),
    SITE_URL: 'http://site.example',
  });
});

afterEach(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

const signedHome = async () => {
  // A single type needs no read of its draft: no Strapi behind this call.
  const url = await previewUrl(undefined as unknown as Core.Strapi, GLOBAL, {
    documentId: 'global0document0id000000',
  });
  return new URL(url!);
};

it('signs with PREVIEW_SECRET: the site server verifies it with that key, a key from the rebuild secret does not', async () => {
  const url = await signedHome();
  expect(verifyPreviewQuery(previewKey(PREVIEW), url.searchParams)).toMatchObject({ ok: true });
  expect(verifyPreviewQuery(previewKey(REBUILD), url.searchParams)).toEqual({ ok: false, reason: 'signature' });
});

it('generates the preview secret into its own ignored file when PREVIEW_SECRET is unset (mode 600)', async () => {
  delete process.env.PREVIEW_SECRET;
  const file = path.join(tmp, 'preview-secret');
  const secret = previewSecret();
  expect(fs.readFileSync(file, 'utf8').trim()).toBe(secret);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(secret).not.toBe(REBUILD);
  expect(verifyPreviewQuery(previewKey(secret), (await signedHome()).searchParams)).toMatchObject({ ok: true });
});

// A short PREVIEW_SECRET stops the start as the configuration is read (../config/env.test.ts).
it.each([
  [
    'an empty preview-secret file',
    () => {
      delete process.env.PREVIEW_SECRET;
      fs.writeFileSync(path.join(tmp, 'preview-secret'), '\n', { mode: 0o600 });
    },
    /^The secret file .*preview-secret is empty: delete it to have a new one generated, or set PREVIEW_SECRET\./,
  ],
  [
    'a PREVIEW_SECRET equal to the rebuild secret',
    () => (process.env.PREVIEW_SECRET = REBUILD),
    /^PREVIEW_SECRET is the same as the rebuild secret/,
  ],
])('refuses %s with one line', (_name, arrange, message) => {
  arrange();
  expect(() => previewSecret()).toThrow(message);
});

it("previews a localization on its locale's page, and nothing in a locale the site has no pages in", async () => {
  const german = await previewUrl(undefined as unknown as Core.Strapi, GLOBAL, {
    documentId: 'global0document0id000000',
    locale: 'de',
  });
  const verdict = verifyPreviewQuery(previewKey(PREVIEW), new URL(german!).searchParams);
  expect(verdict).toMatchObject({ ok: true, value: { locale: 'de', path: '/de' } });
  expect((await signedHome()).searchParams.get('locale')).toBe('en');
  expect(
    await previewUrl(undefined as unknown as Core.Strapi, GLOBAL, {
      documentId: 'global0document0id000000',
      locale: 'fr',
    }),
  ).toBeNull();
});

describe("an article's and a case study's preview", () => {
  /** Strapi as the handler reads a draft: the one document's draft in the locale asked for. */
  const strapiWith = (drafts: Record<string, Record<string, unknown> | null>) => {
    const asked: unknown[] = [];
    const strapi = {
      documents: (uid: string) => ({
        findOne: async (query: { documentId: string; locale: string; status: string }) => {
          asked.push({ uid, ...query });
          return drafts[`${uid} ${query.locale}`] ?? null;
        },
      }),
    } as unknown as Core.Strapi;
    return { strapi, asked };
  };
  const ARTICLE = 'api::article.article';
  const CASE_STUDY = 'api::case-study.case-study';
  const documentId = 'article0document0id00000';
  const signed = (url: string | null) => {
    const verdict = verifyPreviewQuery(previewKey(PREVIEW), new URL(url!).searchParams);
    if (!verdict.ok) throw new Error(verdict.reason);
    const { uid, locale, path: at, label, chat } = verdict.value;
    return { uid, locale, path: at, label, chat };
  };

  it('is signed for its own address, from its draft, per locale, and named by its title', async () => {
    const { strapi, asked } = strapiWith({
      [`${ARTICLE} en`]: { slug: 'why-projects-slip', title: 'Why projects slip' },
      [`${ARTICLE} de`]: { slug: 'warum-projekte-rutschen', title: 'Warum Projekte rutschen' },
      [`${CASE_STUDY} en`]: { slug: 'london-law-firm', title: 'An office move' },
    });
    expect(signed(await previewUrl(strapi, ARTICLE, { documentId }))).toEqual({
      uid: ARTICLE,
      locale: 'en',
      path: '/insights/why-projects-slip',
      label: 'Article: Why projects slip',
      chat: false,
    });
    expect(signed(await previewUrl(strapi, ARTICLE, { documentId, locale: 'de' }))).toMatchObject({
      locale: 'de',
      path: '/de/insights/warum-projekte-rutschen',
      label: 'Article: Warum Projekte rutschen',
    });
    expect(signed(await previewUrl(strapi, CASE_STUDY, { documentId, locale: 'en' }))).toMatchObject({
      uid: CASE_STUDY,
      path: '/case-studies/london-law-firm',
      label: 'Case study: An office move',
    });
    // Always the draft, of the document and locale asked for.
    expect(asked).toContainEqual({ uid: ARTICLE, documentId, locale: 'de', status: 'draft' });
  });

  it('has none without a slug the site builds a page at', async () => {
    const { strapi } = strapiWith({
      [`${ARTICLE} en`]: { slug: null, title: 'No slug yet' },
      [`${CASE_STUDY} en`]: { slug: 'rss.xml', title: 'A dot' },
    });
    expect(await previewUrl(strapi, ARTICLE, { documentId })).toBeNull();
    expect(await previewUrl(strapi, CASE_STUDY, { documentId })).toBeNull();
    expect(await previewUrl(strapi, ARTICLE, { documentId, locale: 'de' })).toBeNull();
  });
});
