/**
 * The build's side of the page builder that a build with today's content never exercises: a block
 * type no page uses yet is still declared (so queries naming it build), and a block the site has no
 * component for is skipped with one warning naming it, instead of failing the build.
 */
import { BLOCK_TYPES, blockTypeName } from '../config/blocks';
import { BLOCK_PAGE_TYPES, blockTypeDefs, knownBlocks } from './schema';

const node = (component: string) => ({ internal: { type: blockTypeName(component) }, strapi_component: component });

describe('the block types declared for the build', () => {
  it.each(Object.values(BLOCK_TYPES))('declares %s and puts it in the StrapiBlock union', (type) => {
    expect(blockTypeDefs).toMatch(new RegExp(`type ${type} implements Node \\{`));
    const union = /union StrapiBlock = ([^\n]+)/.exec(blockTypeDefs)![1].split(' | ');
    expect(union).toContain(type);
  });

  it.each(BLOCK_PAGE_TYPES)('gives %s a blocks field of the union', (type) => {
    const declaration = new RegExp(`type ${type} implements Node \\{[^}]*blocks: \\[StrapiBlock\\]`);
    expect(blockTypeDefs).toMatch(declaration);
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
    const all = Object.keys(BLOCK_TYPES).map(node);
    expect(knownBlocks(all, warn, 'STRAPI_PAGE')).toEqual(all);
    expect(warn).not.toHaveBeenCalled();
  });
});
