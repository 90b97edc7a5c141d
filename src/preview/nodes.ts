/**
 * The draft preview's one path from the CMS's REST documents to the shapes the page queries give, for
 * every type and every block; nothing here is written per type or per field:
 *
 * - a document is made into node data by the build's own normalisation, the vendored
 *   gatsby-source-strapi's `cleanData`, with the CMS's schemas (`toNode`);
 * - a relation is linked by its documentId to the entry the page reads (`refsOf` names them, the site
 *   server reads them): the published one, or the previewed draft itself, never another document's
 *   draft, as the build links a relation to the entry's own node;
 * - node data is shaped by its schema (`shapeNode`): a plain field as the GraphQL scalar it is
 *   declared as, a component as its own fields, a dynamic zone as blocks named as the build names
 *   them (`__typename`), a block type the site does not know left out as the build leaves it out, an
 *   upload as image data (./images.ts) sized as the query sizes it, and the fields the build computes
 *   (src/lib/computedFields.ts) by the build's own functions.
 *
 * What the queries select is a part of what is shaped: the views read their fields by name.
 * Node only (it reads the CMS's schema files): the site server runs it (server/preview.ts); the
 * preview page's bundle takes only types from here.
 */
import { cleanData } from 'gatsby-source-strapi/dist/clean-data';
import { blockTypeName } from '../config/blocks';
import { COMPUTED_FIELDS } from '../lib/computedFields';
import {
  type Attribute,
  cmsSchemas,
  componentSchema,
  contentTypeSchema,
  dynamicZoneBlocks,
  isToMany,
  scalarType,
  type Schema,
} from '../blocks/schema';
import { previewImage } from './images';

export type Node = Record<string, unknown>;
type ImageSize = NonNullable<Parameters<typeof previewImage>[2]>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]).filter(Boolean) : []);
const object = (value: unknown): Node | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : null;

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
  // but a relation's uploads are all shaped (its cover's size stands for them).
  'api::case-study.case-study.cover': { width: 480, aspectRatio: 1.5 },
  'api::case-study.case-study.clientLogo': { height: 40 },
  'shared.seo.shareImage': { width: 1200, aspectRatio: 1200 / 630 },
  'api::service.service.image': { width: 480, aspectRatio: 1.5 },
};

/**
 * The sizes of the other uploads a page shows, as the page queries and their fragments size them:
 * `entry` on a page's own entry and the layout's global settings (src/templates/*.tsx,
 * src/app/siteData.ts), `linked` on what an entry links (an article's author, a related article's
 * card: src/components/ArticleCard.tsx). The one thing the preview keeps of the queries: their
 * `gatsbyImageData` arguments.
 */
export const ENTRY_IMAGE_SIZES: Record<'entry' | 'linked', Record<string, ImageSize>> = {
  entry: {
    'api::global.global.textLogo': { height: 40 },
    'api::global.global.transparentLogo': { height: 36 },
    'api::article.article.cover': { width: 1120, aspectRatio: 2 },
    'api::case-study.case-study.cover': { width: 1120, aspectRatio: 2 },
    'api::case-study.case-study.clientLogo': { height: 40 },
    'api::service.service.image': { width: 480, aspectRatio: 1.5 },
  },
  linked: {
    'api::author.author.photo': { width: 64, aspectRatio: 1 },
    'api::article.article.cover': { width: 560, aspectRatio: 1.5 },
  },
};

/** A plain field's value as the GraphQL scalar it is declared as; anything else as null (or the
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

/** The CMS's schemas, read from disk once (they change only with a new release of the site and the CMS). */
let all: ReturnType<typeof cmsSchemas> | undefined;
const schemas = () => (all ??= cmsSchemas());
const schemaOf = (uid: string): Schema => {
  const found = schemas().find((entry) => entry.uid === uid);
  if (!found) throw new Error(`The CMS has no schema ${uid}.`);
  return found.schema;
};

/** A REST document (Strapi 5's flat form) as the build's node data: gatsby-source-strapi's cleanData. */
export const toNode = (uid: string, document: unknown): Node | null => {
  const raw = object(document);
  return raw && cleanData(raw, { schemas: schemas(), contentTypeUid: uid });
};

/** A type's REST resource (`/api/<resource>`): its plural name for a collection type. */
export function resourceOf(uid: string): string {
  const { kind, info } = schemaOf(uid);
  if (!info) throw new Error(`${uid} is not a content type.`);
  return kind === 'collectionType' ? info.pluralName : info.singularName;
}

/** The blocks the page offers (the registry renders each): the build leaves any other out. */
let offered: ReadonlySet<string> | undefined;
const isOffered = (uid: string) => (offered ??= new Set(dynamicZoneBlocks())).has(uid);

/** Node data's components and blocks, each with its schema's uid. */
function parts(uid: string, node: Node): Array<[string, Node]> {
  const found: Array<[string, Node]> = [];
  for (const [name, attribute] of Object.entries(schemaOf(uid).attributes)) {
    if (attribute.type === 'component')
      list(attribute.repeatable ? node[name] : [node[name]]).forEach((item) =>
        found.push([attribute.component!, item]),
      );
    if (attribute.type === 'dynamiczone')
      list(node[name]).forEach((item) => found.push([text(item.strapi_component) ?? '', item]));
  }
  return found.filter(([component]) => schemas().some((entry) => entry.uid === component));
}

/** The entries node data links (by target type uid and documentId), its components' and blocks' too. */
export function refsOf(uid: string, node: Node): Array<[string, string]> {
  const refs: Array<[string, string]> = [];
  for (const [name, attribute] of Object.entries(schemaOf(uid).attributes))
    if (attribute.type === 'relation')
      list(isToMany(attribute) ? node[name] : [node[name]]).forEach((linked) => {
        const id = text(linked.documentId);
        if (id) refs.push([attribute.target!, id]);
      });
  return [...refs, ...parts(uid, node).flatMap(([component, part]) => refsOf(component, part))];
}

/** The entry linked as `uid` with `documentId`, or undefined when the page has none (not published). */
export type Linked = (uid: string, documentId: string) => Node | undefined;

interface Shaping {
  cmsOrigin: string;
  linked: Linked;
  /** The uploads' sizes, by `<schema uid>.<field>`. */
  sizes: Record<string, ImageSize>;
}

/** How deep relations are followed from a page's entry: an article's related article's category (the
 * card names it), a case studies block's case study's services. */
export const LINK_DEPTH = 2;

/** Node data (`uid` its type or component) in the shape the page queries give; `depth` links followed. */
export function shapeNode(uid: string, node: Node, shaping: Shaping, depth = 0): Node {
  const schema = schemaOf(uid);
  const shaped: Node = {};
  if (schema.kind) {
    // A Gatsby node's id is made of its documentId; the views key and order entries by it.
    Object.assign(shaped, { id: text(node.documentId) ?? '', documentId: text(node.documentId) });
    for (const key of ['locale', 'publishedAt', 'createdAt', 'updatedAt']) shaped[key] = text(node[key]);
  }
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    const value = node[name];
    if (attribute.type === 'component') {
      const one = (item: Node) => shapeNode(attribute.component!, item, shaping, depth);
      shaped[name] = attribute.repeatable ? list(value).map(one) : object(value) && one(object(value)!);
    } else if (attribute.type === 'dynamiczone') {
      const inBlocks = { ...shaping, sizes: IMAGE_SIZES };
      shaped[name] = list(value).flatMap((block) => {
        const component = text(block.strapi_component) ?? '';
        return isOffered(component)
          ? [{ __typename: blockTypeName(component), ...shapeNode(component, block, inBlocks, depth) }]
          : [];
      });
    } else if (attribute.type === 'media') {
      // A component's upload is sized as its block's, wherever it is (a case study's quote).
      const size = (key: string) => shaping.sizes[key] ?? IMAGE_SIZES[key];
      const image = (media: unknown) => previewImage(media, shaping.cmsOrigin, size(`${uid}.${name}`));
      shaped[name] = attribute.multiple ? list(value).map(image) : image(value);
    } else if (attribute.type === 'relation') {
      if (depth >= LINK_DEPTH) continue;
      const target = attribute.target!;
      const sizes = shaping.sizes === ENTRY_IMAGE_SIZES.entry ? ENTRY_IMAGE_SIZES.linked : shaping.sizes;
      const linked = list(isToMany(attribute) ? value : [value]).flatMap((stub) => {
        const entry = shaping.linked(target, text(stub.documentId) ?? '');
        return entry ? [shapeNode(target, entry, { ...shaping, sizes }, depth + 1)] : [];
      });
      shaped[name] = isToMany(attribute) ? linked : (linked[0] ?? null);
    } else if (attribute.type === 'richtext') {
      // gatsby-source-strapi's node of a rich-text field: its text under `data`.
      shaped[name] = { data: text(object(value)?.data) ?? '' };
    } else {
      shaped[name] = scalar(uid, name, attribute, value);
    }
  }
  return { ...shaped, ...computed(uid, node) };
}

/** A block's own fields, as its node holds them in the build (its links are other nodes). */
const ownFields = (uid: string, node: Node): Node =>
  Object.fromEntries(
    Object.entries(componentSchema(uid).attributes).flatMap(([name, attribute]) =>
      ['component', 'dynamiczone', 'media', 'relation'].includes(attribute.type) ? [] : [[name, node[name]]],
    ),
  );

/** The fields the build computes for an entry of type `uid`, by the build's functions, each given the
 * linked fields it reads as the build's resolver gives them (each linked node's own fields). */
function computed(uid: string, node: Node): Node {
  const fields = COMPUTED_FIELDS[uid] ?? {};
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const links = Object.fromEntries(
        field.links.map((link) => {
          const attribute = contentTypeSchema(uid).attributes[link];
          const own = (item: Node) => {
            const part = attribute?.type === 'component' ? attribute.component! : (text(item.strapi_component) ?? '');
            return schemas().some((entry) => entry.uid === part) ? ownFields(part, item) : {};
          };
          return [link, list(node[link]).map(own)];
        }),
      );
      return [name, field.compute({ ...node, ...links })];
    }),
  );
}
