/**
 * The SEO component's canonical URL (`shared.seo`, rendered by the site's Seo head) on a real CMS
 * (SQLite, or PostgreSQL with CMS_TEST_DB=postgres): an editor's canonical URL must be an http(s)
 * URL or a path of the site. Anything else is refused with a 400 naming the field, and the page
 * stays as it was; a valid one and noindex are stored and served to the build.
 */
import { startCms, type CmsInstance } from '../../tests/support/cms';
import { adminApiAs, makeAdmin, type AdminApi } from '../../tests/support/admin';

jest.setTimeout(240_000);

/** The About page: the page entry with the slug `about` (cms/src/contracts/pages.ts). */
const PAGE = 'api::page.page';
const admin = makeAdmin();
let cms: CmsInstance;
let editor: AdminApi;
let about: string;

beforeAll(async () => {
  cms = await startCms({ env: admin.env });
  editor = await adminApiAs(cms.url, admin);
  [{ documentId: about }] = await editor.list(PAGE, { slug: 'about' });
});

afterAll(async () => {
  await cms?.stop();
});

/** The about page as the build reads it (the build token, published content). */
async function publishedSeo(): Promise<Record<string, unknown>> {
  const response = await fetch(`${cms.url}/api/pages?filters[slug][$eq]=about&populate=seo`, {
    headers: { Authorization: `Bearer ${cms.token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Array<{ seo: Record<string, unknown> }> }).data[0].seo;
}

test.each(['javascript:alert(1)', '//evil.example/page', 'about', 'https://', '/two words'])(
  'a canonical URL %p is refused, naming the field, and nothing changes',
  async (canonicalUrl) => {
    const before = await editor.get(PAGE, about);
    await expect(editor.publish(PAGE, { seo: { ...before.seo, canonicalUrl } }, about)).rejects.toThrow(
      /: 400 .*canonicalUrl/s,
    );
    expect((await editor.get(PAGE, about)).seo).toEqual(before.seo);
    expect((await publishedSeo()).canonicalUrl ?? null).toBeNull();
  },
);

test('an http(s) URL or a path of the site is stored with noindex, and the build reads both', async () => {
  for (const canonicalUrl of ['https://partner.example/about-us', '/about']) {
    const before = await editor.get(PAGE, about);
    await editor.publish(PAGE, { seo: { ...before.seo, canonicalUrl, noindex: true } }, about);
    expect(await publishedSeo()).toMatchObject({ canonicalUrl, noindex: true });
  }
});
