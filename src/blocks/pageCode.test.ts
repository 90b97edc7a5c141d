import { FORMS } from '../features/forms/lazyForms';
import { preloadCodeFor } from './pageCode';
import { loadForm, loadStatics } from './registry';

// The chunks themselves are the registry's and the forms' (their own tests render them): here, which
// of them a page's data asks for.
jest.mock('./registry', () => ({
  ...jest.requireActual('./registry'),
  loadStatics: jest.fn(() => Promise.resolve()),
  loadForm: jest.fn(() => Promise.resolve()),
}));

const formPreloads = Object.fromEntries(
  Object.entries(FORMS).map(([kind, form]) => [kind, jest.spyOn(form, 'preload').mockResolvedValue(() => null)]),
);

/** What a page's data asks for: the static blocks' chunk, the form block's, and which forms'. */
async function chunksFor(pageData: unknown) {
  jest.clearAllMocks();
  await preloadCodeFor(pageData === undefined ? undefined : { json: pageData });
  return {
    statics: (loadStatics as jest.Mock).mock.calls.length > 0,
    formBlock: (loadForm as jest.Mock).mock.calls.length > 0,
    forms: Object.keys(formPreloads).filter((kind) => formPreloads[kind].mock.calls.length > 0),
  };
}

/** A page of blocks as Gatsby's loader gives its query's result. */
const page = (blocks: unknown[], pageKind = 'fixed') => ({
  data: { strapiPage: { title: 'A page', blocks }, siteGlobal: { siteName: 'Meridian' } },
  pageContext: { pageKind, locale: 'en' },
});
const hero = { __typename: 'STRAPI__COMPONENT_BLOCKS_HERO', title: 'Hello', cta: { label: 'Talk', href: '/contact' } };
const form = (kind: string, showContactDetails = false) => ({
  __typename: 'STRAPI__COMPONENT_BLOCKS_FORM',
  form: kind,
  heading: 'Write to us',
  showContactDetails,
});

describe("the code a page's data asks for", () => {
  it("a page of blocks without behaviour: the blocks' chunk (and the footer's form, which a route change hydrates)", async () => {
    expect(await chunksFor(page([hero, { __typename: 'STRAPI__COMPONENT_BLOCKS_FAQ', faqGroup: null }]))).toEqual({
      statics: true,
      formBlock: false,
      forms: ['subscription'],
    });
  });

  it('/contact: the form block, its contact form, and the static blocks for the hero and the details beside it', async () => {
    expect(await chunksFor(page([hero, form('contact-request', true)]))).toEqual({
      statics: true,
      formBlock: true,
      forms: ['contact-request', 'subscription'],
    });
  });

  it('a page of a form alone: the form block and its form, not the static blocks', async () => {
    expect(await chunksFor(page([form('event-request')]))).toEqual({
      statics: false,
      formBlock: true,
      forms: ['event-request', 'subscription'],
    });
  });

  it("an article's body, found wherever the page's query puts it", async () => {
    const article = {
      data: { strapiArticle: { title: 'Why projects slip', body: [{ __typename: 'STRAPI__COMPONENT_BLOCKS_QUOTE' }] } },
      pageContext: { pageKind: 'article' },
    };
    expect((await chunksFor(article)).statics).toBe(true);
  });

  it('a case study, whose results and quote are blocks of its view, not of its data (its page context says so)', async () => {
    const study = (context: Record<string, unknown>) => ({
      data: { strapiCaseStudy: { title: 'An office move', results: [] } },
      pageContext: { pageKind: 'case-study', ...context },
    });
    expect((await chunksFor(study({ drawsBlocks: true }))).statics).toBe(true);
    expect((await chunksFor(study({}))).statics).toBe(false);
  });

  it('a page without blocks (the insights, the case studies list): only the footer’s form', async () => {
    const list = {
      data: { allStrapiArticle: { nodes: [{ title: 'An article' }] } },
      pageContext: { pageKind: 'insights' },
    };
    expect(await chunksFor(list)).toEqual({ statics: false, formBlock: false, forms: ['subscription'] });
  });

  it('a block type or form this build does not know asks for nothing of its own', async () => {
    expect(await chunksFor(page([{ __typename: 'STRAPI__COMPONENT_BLOCKS_VIDEO' }, form('webinar-signup')]))).toEqual({
      statics: false,
      formBlock: true,
      forms: ['subscription'],
    });
  });

  it('no data (a page Gatsby could not load): nothing but the footer’s form, and no error', async () => {
    expect(await chunksFor(undefined)).toEqual({ statics: false, formBlock: false, forms: ['subscription'] });
  });
});

it('a page whose template brought no block registry (a page without blocks): the footer’s form alone, no error', async () => {
  await jest.isolateModulesAsync(async () => {
    // What webpack's weak import does where the registry's chunk has not been loaded.
    jest.doMock('./registry', () => {
      throw new Error("Module './registry' is not available (weak dependency)");
    });
    const { preloadCodeFor: withoutRegistry } = await import('./pageCode');
    const { FORMS: forms } = await import('../features/forms/lazyForms');
    const subscription = jest.spyOn(forms.subscription, 'preload').mockResolvedValue(() => null);
    await withoutRegistry({ json: page([hero]) });
    expect(subscription).toHaveBeenCalled();
  });
});
