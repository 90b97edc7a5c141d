/**
 * Every block is whole: a block type is its CMS component (cms/src/components/blocks/<name>.json, in
 * the page's dynamic zone), its React component and its registry line (./registry.tsx), and the rest
 * follows from those three. This names, per block, whatever piece is missing or left over.
 */
import fs from 'node:fs';
import path from 'node:path';
import { COMPONENT_VIEWS } from '../../cms/src/admin-views/components';
import { blockTypeName } from '../config/blocks';
import { mapBlock } from '../preview/blocks';
import { BLOCK_REGISTRY } from './registry';
import { componentSchema, dynamicZoneBlocks } from './schema';
import * as staticBlocks from './staticBlocks';
import * as formBlock from './FormBlock';

const COMPONENTS_DIR = path.join(__dirname, '..', '..', 'cms', 'src', 'components', 'blocks');
const REGISTRY_SOURCE = fs.readFileSync(path.join(__dirname, 'registry.tsx'), 'utf8');
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

  it('has its admin labels for every field (cms/src/admin-views/components.ts)', () => {
    const view = COMPONENT_VIEWS[uid];
    expect({ uid, labelled: Boolean(view) }).toEqual({ uid, labelled: true });
    const unlabelled = Object.keys(componentSchema(uid).attributes).filter((field) => !view?.fields?.[field]);
    expect({ uid, unlabelled }).toEqual({ uid, unlabelled: [] });
  });

  it('is mapped by the draft preview', () => {
    const mapped = mapBlock({ __component: uid }, 'https://cms.example');
    const fields = Object.keys(componentSchema(uid).attributes).filter((field) => !(field in mapped));
    expect({ uid, __typename: mapped.__typename, missing: fields }).toEqual({ uid, __typename: type, missing: [] });
  });
});

describe('nothing is left over', () => {
  it('every registry entry is a block the page offers', () => {
    const offered = zone.map(blockTypeName);
    expect(registered.filter((type) => !offered.includes(type))).toEqual([]);
  });

  it('every block component of the CMS is offered on pages or held by a block', () => {
    expect(cmsBlocks.filter((uid) => !zone.includes(uid) && !heldByABlock(uid))).toEqual([]);
  });
});
