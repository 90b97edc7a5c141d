import { blockTypeName } from '../config/blocks';
import { ROUTED_TYPES, uidOf } from '@contracts/content-types';
import { contentTypeSchema, dynamicZoneBlocks } from '../blocks/schema';
import { ENTRY_IMAGE_SIZES, IMAGE_SIZES, type Node, shapeNode, toNode } from './nodes';

const CMS = 'http://cms.example:1337';
const body = [{ type: 'paragraph', children: [{ type: 'text', text: 'Text' }] }];
const link = { id: 1, label: 'Go', href: '/contact' };
const upload = (url: string, width = 200, height = 100) => ({ url, width, height, alternativeText: 'Alt' });

/** One REST block of each type, as `GET /api/<page>?populate...` answers, and what the page query gives. */
const CASES: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
  [
    'blocks.hero',
    { title: 'T', subtitle: 'S', cta: link },
    { title: 'T', subtitle: 'S', cta: { label: 'Go', href: '/contact' } },
  ],
  ['blocks.rich-text', { heading: 'H', body }, { heading: 'H', body }],
  [
    'blocks.services-grid',
    { heading: null, intro: 'I', layout: 'detailed', link },
    { heading: null, intro: 'I', layout: 'detailed', link: { label: 'Go', href: '/contact' } },
  ],
  [
    'blocks.call-to-action',
    { heading: 'H', text: 'X', primary: link, secondary: null },
    { heading: 'H', text: 'X', primary: { label: 'Go', href: '/contact' }, secondary: null },
  ],
  [
    'blocks.faq',
    {
      heading: 'H',
      intro: null,
      faqGroup: { documentId: 'g', level: 5, entries: [{ id: 4, index: 2, question: 'Q', answer: 'A' }] },
    },
    {
      heading: 'H',
      intro: null,
      faqGroup: expect.objectContaining({ level: 5, title: null, entries: [{ index: 2, question: 'Q', answer: 'A' }] }),
    },
  ],
  [
    'blocks.quote',
    { quote: 'Q', author: 'A', role: 'R', photo: upload('/uploads/p.png') },
    {
      quote: 'Q',
      author: 'A',
      role: 'R',
      photo: expect.objectContaining({
        localFile: {
          childImageSharp: { gatsbyImageData: expect.objectContaining({ width: 64, height: 64, layout: 'fixed' }) },
        },
      }),
    },
  ],
  [
    'blocks.figures',
    { heading: 'H', items: [{ id: 1, value: '160+', label: 'events' }] },
    { heading: 'H', items: [{ value: '160+', label: 'events' }] },
  ],
  [
    'blocks.image-text',
    { heading: 'H', body, imagePosition: 'right', cta: null, image: upload('/uploads/i.png', 1200, 800) },
    {
      heading: 'H',
      body,
      imagePosition: 'right',
      cta: null,
      image: expect.objectContaining({
        alternativeText: 'Alt',
        localFile: {
          childImageSharp: {
            gatsbyImageData: expect.objectContaining({
              width: 560,
              height: 373,
              images: { fallback: { src: `${CMS}/uploads/i.png` }, sources: [] },
            }),
          },
        },
      }),
    },
  ],
  [
    'blocks.form',
    { form: 'contact-request', heading: 'H', intro: 'I', showContactDetails: true, detailsHeading: 'D', details: body },
    { form: 'contact-request', heading: 'H', intro: 'I', showContactDetails: true, detailsHeading: 'D', details: body },
  ],
  [
    'blocks.logos',
    { heading: 'H', logos: [upload('/uploads/l.png', 300, 100)] },
    {
      heading: 'H',
      logos: [
        expect.objectContaining({
          localFile: { childImageSharp: { gatsbyImageData: expect.objectContaining({ width: 144, height: 48 }) } },
        }),
      ],
    },
  ],
  [
    'blocks.case-studies',
    {
      heading: 'H',
      intro: null,
      caseStudies: [
        {
          documentId: 'c',
          slug: 'a-law-firm',
          clientName: 'A law firm',
          title: 'T',
          cover: upload('/uploads/c.png', 1200, 750),
          services: [{ slug: 'it-support' }],
        },
      ],
    },
    {
      heading: 'H',
      intro: null,
      caseStudies: [
        expect.objectContaining({
          slug: 'a-law-firm',
          clientName: 'A law firm',
          title: 'T',
          sector: null,
          results: [],
          quote: null,
          cover: expect.objectContaining({
            localFile: { childImageSharp: { gatsbyImageData: expect.objectContaining({ width: 480, height: 320 }) } },
          }),
        }),
      ],
    },
  ],
];

/** The entries the blocks link, as the site server reads them (published, by documentId). */
const linked = (uid: string, documentId: string): Node | undefined => {
  const named = CASES.flatMap(([, rest]) => [rest.faqGroup, ...((rest.caseStudies as unknown[]) ?? [])]);
  const found = named.find((entry) => (entry as { documentId?: string } | undefined)?.documentId === documentId);
  return found ? toNode(uid, found)! : undefined;
};

/** A page's dynamic zone, read as the build reads it (cleanData) and shaped as the page query gives it. */
const shapeBlocks = (blocks: unknown) =>
  shapeNode('api::page.page', toNode('api::page.page', { blocks })!, { cmsOrigin: CMS, linked, sizes: IMAGE_SIZES })
    .blocks as Node[];

describe("the preview's shaping of a draft's dynamic zone", () => {
  it('has a case for every block type the site knows', () => {
    expect(CASES.map(([uid]) => uid).sort()).toEqual(dynamicZoneBlocks().sort());
  });

  it.each(CASES)('shapes %s as its fragment gives it', (uid, rest, expected) => {
    expect(shapeBlocks([{ __component: uid, id: 7, ...rest }])).toEqual([
      expect.objectContaining({ __typename: blockTypeName(uid), ...expected }),
    ]);
  });

  it('leaves out a block of a type the page does not offer, as the build does', () => {
    expect(shapeBlocks([{ __component: 'blocks.figure', id: 1, value: '1', label: 'x' }])).toEqual([]);
    expect(shapeBlocks(null)).toEqual([]);
  });

  it('gives missing fields as null, not a crash, and a relation to an entry not published none', () => {
    expect(shapeBlocks([{ __component: 'blocks.faq', faqGroup: { documentId: 'draft-only' } }])).toEqual([
      expect.objectContaining({
        __typename: 'STRAPI__COMPONENT_BLOCKS_FAQ',
        heading: null,
        intro: null,
        faqGroup: null,
      }),
    ]);
  });
});

describe("the sizes of a page's own uploads", () => {
  // Each routed type's and the layout's uploads are on a page as its query sizes them (ENTRY_IMAGE_SIZES),
  // so a new upload field asks for its size here rather than showing at the upload's own size.
  const uploads = (uid: string) =>
    Object.entries(contentTypeSchema(uid).attributes)
      .filter(([, attribute]) => attribute.type === 'media')
      .map(([name]) => `${uid}.${name}`);
  const shown = [...Object.keys(ROUTED_TYPES), uidOf('global'), uidOf('service')];

  it.each(shown)('has a size for each upload of %s', (uid) => {
    expect(uploads(uid).filter((field) => !ENTRY_IMAGE_SIZES.entry[field])).toEqual([]);
  });
});
