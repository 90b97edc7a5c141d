/**
 * A draft's dynamic zone as the CMS's REST API gives it (`__component: 'blocks.hero'`, fields flat) mapped
 * to the shapes the page queries' block fragments give (`__typename: 'STRAPI__COMPONENT_BLOCKS_HERO'`),
 * so the preview renders through the same registry (src/blocks/registry.tsx). Nothing here is written
 * per block: each field is mapped by its kind in the block's CMS component schema (src/blocks/schema.ts
 * reads them, as the build's GraphQL declarations and the populate do):
 *
 * - a plain field as the GraphQL scalar it is declared as (text, number, boolean, JSON), or null;
 *   a blocks-editor field as rich text;
 * - a component (a link, a figures row's figures) as its own fields, a repeatable one as a list;
 * - an upload as image data, sized as the block's fragment sizes it (IMAGE_SIZES);
 * - a relation, one level as the populate follows it: its plain fields, components and uploads (the
 *   FAQ group's questions, a case study's client, title and cover), not its own relations.
 *
 * Node only, as the schema it reads: the site server maps the drafts (server/preview.ts) and sends the
 * result; the preview page's bundle takes only types from here. Unit-tested for every block type.
 */
import { blockTypeName } from '../config/blocks';
import type { AnyBlock, BlockData } from '../blocks/types';
import {
  type Attribute,
  componentSchema,
  contentTypeSchema,
  dynamicZoneBlocks,
  isToMany,
  scalarType,
  type Schema,
} from '../blocks/schema';
import { previewImage } from './images';

type Doc = Record<string, unknown>;
type ImageSize = NonNullable<Parameters<typeof previewImage>[2]>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const list = (value: unknown): Doc[] => (Array.isArray(value) ? (value as Doc[]).filter(Boolean) : []);
const object = (value: unknown): Doc | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Doc) : null;

/**
 * The size each block image is built at (the `gatsbyImageData` arguments of its block's fragment), by
 * `<component uid>.<field>`: a fixed height, or a width and aspect ratio. The draft's image then takes
 * the same space as the built one. src/blocks/completeness.test.ts names an upload field missing here.
 */
export const IMAGE_SIZES: Record<string, ImageSize> = {
  'blocks.quote.photo': { height: 64, aspectRatio: 1 },
  'blocks.image-text.image': { width: 560, aspectRatio: 1.5 },
  'blocks.logos.logos': { height: 48 },
  // A case studies block's cards (CaseStudiesBlock.tsx); the rest of a case study is not on the card,
  // but a relation's uploads are all mapped (its cover's size stands for them).
  'api::case-study.case-study.cover': { width: 480, aspectRatio: 1.5 },
  'api::case-study.case-study.clientLogo': { height: 40 },
  'shared.seo.shareImage': { width: 1200, aspectRatio: 1200 / 630 },
  'api::service.service.image': { width: 480, aspectRatio: 1.5 },
};

/** A plain field's REST value as the GraphQL scalar it is declared as; anything else as null (or the
 * CMS's default for a boolean, which is what an entry saved before the field existed holds). */
function scalar(owner: string, name: string, attribute: Attribute, value: unknown): unknown {
  switch (scalarType(owner, name, attribute)) {
    case 'String':
      return text(value);
    case 'Int':
    case 'Float':
      return typeof value === 'number' ? value : null;
    case 'Boolean':
      return typeof value === 'boolean' ? value : typeof attribute.default === 'boolean' ? attribute.default : null;
    default:
      // JSON: a blocks-editor body (an array, which RichText checks the shape of) or a JSON field.
      return value ?? null;
  }
}

/** The schemas of the blocks, their components and their relations' types, each read from disk once
 * (they change only with a new release of the site and the CMS). */
const schemas = new Map<string, Schema>();
const cached = (uid: string, read: (uid: string) => Schema): Schema => {
  if (!schemas.has(uid)) schemas.set(uid, read(uid));
  return schemas.get(uid)!;
};

/** Every field of a schema (`owner` is its uid); `relations: false` leaves out its relations (a
 * relation's entry: the populate does not follow its relations). */
function mapFields(owner: string, schema: Schema, raw: Doc, cmsOrigin: string, relations = true): Doc {
  const mapped: Doc = {};
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    const value = raw[name];
    const doc = object(value);
    if (attribute.type === 'component') {
      const uid = attribute.component!;
      const one = (item: Doc) => mapFields(uid, cached(uid, componentSchema), item, cmsOrigin);
      mapped[name] = attribute.repeatable ? list(value).map(one) : doc && one(doc);
    } else if (attribute.type === 'media') {
      const image = (media: unknown) => previewImage(media, cmsOrigin, IMAGE_SIZES[`${owner}.${name}`]);
      mapped[name] = attribute.multiple ? list(value).map(image) : image(value);
    } else if (attribute.type === 'relation') {
      if (!relations) continue;
      const uid = attribute.target!;
      const one = (item: Doc) => mapFields(uid, cached(uid, contentTypeSchema), item, cmsOrigin, false);
      mapped[name] = isToMany(attribute) ? list(value).map(one) : doc && one(doc);
    } else {
      mapped[name] = scalar(owner, name, attribute, value);
    }
  }
  return mapped;
}

/** The blocks the page offers (the registry renders each): any other keeps only its name. */
let offered: ReadonlySet<string> | undefined;
const isOffered = (uid: string) => (offered ??= new Set(dynamicZoneBlocks())).has(uid);

/** One block; an unknown type keeps only its name, which the registry renders as nothing. */
export function mapBlock(raw: Doc, cmsOrigin: string): BlockData | AnyBlock {
  const uid = text(raw.__component) ?? '';
  const __typename = blockTypeName(uid);
  if (!isOffered(uid)) return { __typename };
  return { __typename, ...mapFields(uid, cached(uid, componentSchema), raw, cmsOrigin) };
}

/** One component's value (a case study's quote: `blocks.quote`), by its schema as a block's fields
 * are; null when there is none. */
export function mapComponent(uid: string, value: unknown, cmsOrigin: string): Doc | null {
  const raw = object(value);
  return raw && mapFields(uid, cached(uid, componentSchema), raw, cmsOrigin);
}

export function mapBlocks(value: unknown, cmsOrigin: string): Array<BlockData | AnyBlock> {
  return list(value).map((raw) => mapBlock(raw, cmsOrigin));
}
