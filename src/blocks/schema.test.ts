/**
 * The build's side of the page builder that a build with today's content never exercises: a block
 * type no page uses yet is still declared (so queries naming it build), and a block the site has no
 * component for is skipped with one warning naming it, instead of failing the build.
 */
import { blockTypeName } from '../config/blocks';
import { BLOCK_PAGE_TYPES, blockTypeDefs, blocksPopulate, dynamicZoneBlocks, knownBlocks } from './schema';

const BLOCKS = dynamicZoneBlocks();

const node = (component: string) => ({ internal: { type: blockTypeName(component) }, strapi_component: component });

describe('the block types declared for the build', () => {
  it.each(BLOCKS.map(blockTypeName))('declares %s and puts it in the StrapiBlock union', (type) => {
    expect(blockTypeDefs()).toMatch(new RegExp(`type ${type} implements Node \\{`));
    const union = /union StrapiBlock = ([^\n]+)/.exec(blockTypeDefs())![1].split(' | ');
    expect(union).toContain(type);
  });

  it.each(BLOCK_PAGE_TYPES)('gives %s a blocks field of the union', (type) => {
    const declaration = new RegExp(`type ${type} implements Node \\{[^}]*blocks: \\[StrapiBlock\\]`);
    expect(blockTypeDefs()).toMatch(declaration);
  });
});

describe('the declarations derived from the CMS component schemas', () => {
  const declaration = (type: string) =>
    new RegExp(`type ${type} implements Node \\{([^}]*)\\}`).exec(blockTypeDefs())?.[1];

  it('gives each field its GraphQL type, and links components, media and relations', () => {
    expect(declaration('STRAPI__COMPONENT_BLOCKS_CALL_TO_ACTION')).toContain(
      'heading: String text: String primary: STRAPI__COMPONENT_SHARED_LINK @link(by: "id", from: "primary___NODE")',
    );
    expect(declaration('STRAPI__COMPONENT_BLOCKS_FORM')).toContain(
      'showContactDetails: Boolean detailsHeading: String details: JSON',
    );
    expect(declaration('STRAPI__COMPONENT_BLOCKS_LOGOS')).toContain(
      'logos: [STRAPI__MEDIA] @link(by: "id", from: "logos___NODE")',
    );
    expect(declaration('STRAPI__COMPONENT_BLOCKS_FAQ')).toContain(
      'faqGroup: STRAPI_FAQ_GROUP @link(by: "id", from: "faqGroup___NODE")',
    );
    expect(declaration('STRAPI__COMPONENT_BLOCKS_FIGURES')).toContain('items: [STRAPI__COMPONENT_BLOCKS_FIGURE]');
  });

  it("declares the components blocks hold, each once (a figures row's figure, the shared link)", () => {
    expect(declaration('STRAPI__COMPONENT_BLOCKS_FIGURE')).toContain('value: String label: String');
    expect(declaration('STRAPI__COMPONENT_SHARED_LINK')).toContain('label: String href: String');
    expect(blockTypeDefs().match(/type STRAPI__COMPONENT_SHARED_LINK /g)).toHaveLength(1);
  });
});

describe('the populate derived from the CMS component schemas', () => {
  it("populates each block's links, images, repeated items and the FAQ group's questions; plain blocks get *", () => {
    expect(blocksPopulate()).toEqual({
      on: {
        'blocks.hero': { populate: { cta: true } },
        'blocks.rich-text': { populate: '*' },
        'blocks.services-grid': { populate: { link: true } },
        'blocks.call-to-action': { populate: { primary: true, secondary: true } },
        'blocks.faq': { populate: { faqGroup: { populate: { entries: true } } } },
        'blocks.quote': { populate: { photo: true } },
        'blocks.figures': { populate: { items: true } },
        'blocks.image-text': { populate: { image: true, cta: true } },
        'blocks.form': { populate: '*' },
        'blocks.logos': { populate: { logos: true } },
        // A relation's own components and uploads, not its relations (a case study's services).
        'blocks.case-studies': {
          populate: {
            caseStudies: {
              populate: {
                clientLogo: true,
                cover: true,
                results: true,
                quote: { populate: { photo: true } },
                seo: { populate: { shareImage: true } },
              },
            },
          },
        },
      },
    });
  });
});

describe('a block the site does not know yet', () => {
  it('is left out with one warning naming its type and page; the known ones keep their order', () => {
    const warn = jest.fn();
    const hero = node('blocks.hero');
    const video = node('blocks.video');
    const quote = node('blocks.quote');
    expect(knownBlocks([hero, video, null, quote], warn, 'the page /spring-offer')).toEqual([hero, quote]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/^Skipped a block of type "blocks\.video" on the page \/spring-offer/);
  });

  it('warns about nothing when every block is known', () => {
    const warn = jest.fn();
    const all = BLOCKS.map(node);
    expect(knownBlocks(all, warn, 'STRAPI_PAGE')).toEqual(all);
    expect(warn).not.toHaveBeenCalled();
  });
});
