/**
 * Every block is whole: a block type is its CMS component (cms/src/components/blocks/<name>.json, in
 * the page's dynamic zone, with its admin labels), its React component (exported from
 * ./staticBlocks.ts when it has no behaviour), its registry line and fragment spread (./registry.tsx),
 * the size of its images in the draft preview, a test of its component and a place on a seeded page;
 * the rest follows from those. This names, per block, whatever piece is missing or left over
 * (docs/site.md, "Adding a block type"; src/preview/nodes.test.ts asks for a case of each block).
 */
import fs from 'node:fs';
import path from 'node:path';
import { COMPONENT_VIEWS } from '../../cms/src/admin-views/components';
import * as seed from '../../cms/src/seed/content';
import { blockTypeName } from '../config/blocks';
import { IMAGE_SIZES, shapeNode, toNode } from '../preview/nodes';
import { BLOCK_REGISTRY } from './registry';
import { componentSchema, contentTypeSchema, dynamicZoneBlocks, type Schema } from './schema';
import * as staticBlocks from './staticBlocks';
import * as formBlock from './FormBlock';

const COMPONENTS_DIR = path.join(__dirname, '..', '..', 'cms', 'src', 'components', 'blocks');
const REGISTRY_SOURCE = fs.readFileSync(path.join(__dirname, 'registry.tsx'), 'utf8');
const COMPONENT_TESTS = fs.readFileSync(path.join(__dirname, 'Blocks.test.tsx'), 'utf8');
/** The block types on the seeded pages (the fixed pages and the example landing page). */
const SEEDED = new Set(
  Object.values(seed).flatMap((value) => {
    const blocks = (value as { blocks?: unknown })?.blocks;
    return Array.isArray(blocks) ? blocks.map((block) => (block as { __component: string }).__component) : [];
  }),
);
const BLOCK_MODULES: Record<string, unknown> = { ...staticBlocks, ...formBlock };

const zone = dynamicZoneBlocks();
const registered = Object.keys(BLOCK_REGISTRY);
/** The block components of the CMS, whether or not the page offers them (blocks.figure is a part of one). */
const cmsBlocks = fs
  .readdirSync(COMPONENTS_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => `blocks.${file.replace(/\.json$/, '')}`);
const heldByABlock = (uid: string) =>
  cmsBlocks.some((owner) =>
    Object.values(componentSchema(owner).attributes).some((attribute) => attribute.component === uid),
  );

/** The upload fields a block holds, as `<uid>.<field>`: its own, its components' and its relations'. */
function uploadFields(uid: string, schema: Schema = componentSchema(uid)): string[] {
  return Object.entries(schema.attributes).flatMap(([name, attribute]) => {
    if (attribute.type === 'media') return [`${uid}.${name}`];
    if (attribute.type === 'component') return uploadFields(attribute.component!);
    if (attribute.type === 'relation') return uploadFields(attribute.target!, contentTypeSchema(attribute.target!));
    return [];
  });
}

/** The React component a registry entry renders (its lazy wrapper is named after it). */
const componentName = (type: string) =>
  (Object.entries(BLOCK_REGISTRY).find(([key]) => key === type)?.[1].component.displayName ?? '').replace(/^Lazy/, '');

describe.each(zone)('the block %s', (uid) => {
  const type = blockTypeName(uid);

  it('has its CMS component schema', () => {
    expect(() => componentSchema(uid)).not.toThrow();
  });

  it('has a registry entry (src/blocks/registry.tsx)', () => {
    expect({ uid, registered: registered.includes(type) }).toEqual({ uid, registered: true });
  });

  it('has a React component the registry loads, and its fragment in the page query', () => {
    const name = componentName(type);
    expect({ uid, component: typeof BLOCK_MODULES[name] }).toEqual({ uid, component: 'function' });
    expect({ uid, fragment: REGISTRY_SOURCE.includes(`...${name}\n`) }).toEqual({ uid, fragment: true });
  });

  it("has its component in the static blocks' chunk (src/blocks/staticBlocks.ts) when it has no behaviour", () => {
    const name = componentName(type);
    const island = BLOCK_REGISTRY[type as keyof typeof BLOCK_REGISTRY]?.island === true;
    const exported = typeof (staticBlocks as Record<string, unknown>)[name] === 'function';
    expect({ uid, component: name, exportedByStaticBlocks: exported }).toEqual({
      uid,
      component: name,
      exportedByStaticBlocks: island,
    });
  });

  it('has its admin labels for every field (cms/src/admin-views/components.ts)', () => {
    const view = COMPONENT_VIEWS[uid];
    expect({ uid, labelled: Boolean(view) }).toEqual({ uid, labelled: true });
    const unlabelled = Object.keys(componentSchema(uid).attributes).filter((field) => !view?.fields?.[field]);
    expect({ uid, unlabelled }).toEqual({ uid, unlabelled: [] });
  });

  it('is shaped by the draft preview', () => {
    const page = toNode('api::page.page', { blocks: [{ __component: uid }] })!;
    const shaping = { cmsOrigin: 'https://cms.example', linked: () => undefined, sizes: IMAGE_SIZES };
    const [mapped] = shapeNode('api::page.page', page, shaping).blocks as Array<Record<string, unknown>>;
    const fields = Object.keys(componentSchema(uid).attributes).filter((field) => !(field in mapped));
    expect({ uid, __typename: mapped.__typename, missing: fields }).toEqual({ uid, __typename: type, missing: [] });
  });

  it('has a test of its component (src/blocks/Blocks.test.tsx renders one)', () => {
    expect({ uid, tested: COMPONENT_TESTS.includes(`__typename: '${type}'`) }).toEqual({ uid, tested: true });
  });

  it('is on a seeded page (cms/src/seed/content.ts)', () => {
    expect({ uid, seeded: SEEDED.has(uid) }).toEqual({ uid, seeded: true });
  });

  it("gives the draft preview each image's size (IMAGE_SIZES in src/preview/nodes.ts)", () => {
    const unsized = uploadFields(uid).filter((field) => !IMAGE_SIZES[field]);
    expect({ uid, unsized }).toEqual({ uid, unsized: [] });
  });
});

describe('nothing is left over', () => {
  it('every registry entry is a block the page offers', () => {
    const offered = zone.map(blockTypeName);
    expect(registered.filter((type) => !offered.includes(type))).toEqual([]);
  });

  it("every image size of the draft preview is a block's upload field", () => {
    const fields = zone.flatMap((uid) => uploadFields(uid));
    expect(Object.keys(IMAGE_SIZES).filter((field) => !fields.includes(field))).toEqual([]);
  });

  it('every block component of the CMS is offered on pages or held by a block', () => {
    expect(cmsBlocks.filter((uid) => !zone.includes(uid) && !heldByABlock(uid))).toEqual([]);
  });
});
