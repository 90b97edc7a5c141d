/**
 * The admin reads well (src/admin-views): what the admin panel loads for the edit and list views
 * (`GET /content-manager/.../configuration`) carries the repository's labels, descriptions, main
 * fields and list columns (a field shared by every language saying so), Strapi's own settings are
 * kept, and the home page's "last edited" widget
 * names a single type's entry by its type rather than by its document id; the favicon is served.
 */
import { startCms, type CmsInstance } from '../../tests/support/cms';
import { contentManagerFor, jsonCaller, makeAdmin, publishDocument } from '../../tests/support/admin';

jest.setTimeout(240_000);

const owner = makeAdmin();
let cms: CmsInstance;
let token: string;
const call = jsonCaller(() => cms.url);

const configuration = async (kind: 'content-types' | 'components', uid: string) => {
  const { status, body } = await call('GET', `/content-manager/${kind}/${uid}/configuration`, token);
  expect(status).toBe(200);
  return kind === 'components' ? body.data.component : body.data.contentType;
};

beforeAll(async () => {
  cms = await startCms({ env: owner.env });
  token = (await call('POST', '/admin/login', undefined, owner)).body.data.token;
});

afterAll(async () => {
  await cms?.stop();
});

it('gives every field of a page its label and one-line description, and the page its main field', async () => {
  const home = await configuration('content-types', 'api::page.page');
  expect(home.settings.mainField).toBe('title');
  expect(home.metadatas.title.edit).toMatchObject({ label: 'Title', description: expect.stringMatching(/\w+/) });
  expect(home.metadatas.seo.edit.label).toBe('SEO');
  // Strapi's own settings stay.
  expect(home.settings).toMatchObject({ pageSize: 10, searchable: true });
  expect(home.metadatas.title.edit).toMatchObject({ visible: true, editable: true });

  const page = await configuration('content-types', 'api::page.page');
  expect(page.settings.mainField).toBe('title');
  expect(page.layouts.list).toEqual(['title', 'slug', 'updatedAt']);
  expect(page.metadatas.blocks.edit.label).toBe('Page sections');
  expect(page.metadatas.slug.list.label).toBe('Address');
});

it('sets lists’ columns, order and main field, including the two that had their own code', async () => {
  const service = await configuration('content-types', 'api::service.service');
  expect(service.settings).toMatchObject({ mainField: 'title', defaultSortBy: 'order', defaultSortOrder: 'ASC' });
  expect(service.layouts.list).toEqual(['order', 'title', 'slug', 'updatedAt']);
  const subscriptions = await configuration('content-types', 'api::subscription.subscription');
  expect(subscriptions.settings).toMatchObject({ mainField: 'email', defaultSortBy: 'id', defaultSortOrder: 'DESC' });
  const outbox = await configuration('content-types', 'api::notification.notification');
  expect(outbox.layouts.list).toEqual(['id', 'subject', 'state', 'attempts', 'createdAt', 'sentAt']);
});

it('says of each field shared by every language that it is, and of no other', async () => {
  const service = await configuration('content-types', 'api::service.service');
  expect(service.metadatas.image.edit.description).toBe(
    'Shown on the card and the Services page; describe it in the media library. Shared by every language.',
  );
  expect(service.metadatas.order.edit.description).toMatch(/ Shared by every language\.$/);
  expect(service.metadatas.title.edit.description).not.toMatch(/Shared by every language/);
  const global = await configuration('content-types', 'api::global.global');
  expect(global.metadatas.contactEmail.edit.description).toMatch(/ Shared by every language\.$/);
  expect(global.metadatas.tagline.edit.description).not.toMatch(/Shared by every language/);
  const faq = await configuration('content-types', 'api::faq-group.faq-group');
  expect(faq.metadatas.level.edit.description).toMatch(/ Shared by every language\.$/);
});

it('labels the blocks and shared components, and names each block and repeated item by its main field', async () => {
  const hero = await configuration('components', 'blocks.hero');
  expect(hero.settings.mainField).toBe('title');
  expect(hero.metadatas.subtitle.edit).toMatchObject({
    label: 'Subheading',
    description: expect.stringMatching(/\w+/),
  });
  expect((await configuration('components', 'faq.entry')).settings.mainField).toBe('question');
  const seo = await configuration('components', 'shared.seo');
  expect(seo.metadatas.noindex.edit.label).toBe('Hide from search engines');
});

it('names a single type by its type on the home page’s last edited and last published widgets', async () => {
  await publishDocument(contentManagerFor(cms.url, token), 'api::privacy-page.privacy-page', {});
  const edited = (await call('GET', '/content-manager/homepage/recent-documents?action=update', token)).body.data;
  const published = (await call('GET', '/content-manager/homepage/recent-documents?action=publish', token)).body.data;
  for (const documents of [edited, published]) {
    const home = documents.find(
      (document: { contentTypeUid: string }) => document.contentTypeUid === 'api::privacy-page.privacy-page',
    );
    expect(home).toMatchObject({ kind: 'singleType', title: 'Privacy notice' });
    for (const document of documents) expect(document.title).not.toBe(document.documentId);
  }
});

it("answers the admin's favicon request with the firm's mark, not a 500", async () => {
  // Strapi's favicon middleware serves cms/favicon.png; without the file every admin page load's
  // request for it failed with a 500 (and an error in the editor's console).
  const response = await fetch(`${cms.url}/favicon.ico`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^image\//);
  expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
});
