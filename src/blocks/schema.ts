/**
 * The build's and the site server's view of the page builder, derived from the CMS's own schema files
 * (cms/src/components/blocks/*.json and the page's dynamic zone): they are the one description of a
 * block's fields. Node only (it reads those files): gatsby-node.ts, gatsby-config.ts and
 * server/preview.ts use it, no page's bundle does.
 *
 * - The GraphQL types, declared rather than inferred: gatsby-source-strapi only creates a dynamic zone
 *   member's type when some entry uses it (its issues #290 and #454), so without these a block type no
 *   page uses yet, or an optional field every entry leaves empty, would break every query that names it.
 * - The populate, per block type (Strapi 5: `on`): its links, images, repeated items and a relation's
 *   components (the FAQ group's questions): the build's (gatsby-source-strapi's option), which the
 *   draft preview reads a draft with too (server/preview.ts).
 * - A resolver's filter that drops (with a warning naming it) a block whose type the site does not know
 *   yet, instead of failing the build on GraphQL's "not a possible type of the union".
 */
import fs from 'node:fs';
import path from 'node:path';
import { blockTypeName } from '../config/blocks';

const CMS_SRC = path.join(__dirname, '..', '..', 'cms', 'src');

export interface Attribute {
  type: string;
  component?: string;
  repeatable?: boolean;
  multiple?: boolean;
  relation?: string;
  target?: string;
  /** A dynamic zone's block components. */
  components?: string[];
  /** The inverse side of a relation (a category's articles): the other type holds the link. */
  mappedBy?: string;
  default?: unknown;
}

export interface Schema {
  attributes: Record<string, Attribute>;
  /** A content type's (a component has none). */
  kind?: 'collectionType' | 'singleType';
  info?: { singularName: string; pluralName: string; description?: string };
}

const readJson = (file: string): Schema => JSON.parse(fs.readFileSync(file, 'utf8')) as Schema;

/** A component's schema by its uid (`blocks.hero` is cms/src/components/blocks/hero.json). */
export function componentSchema(uid: string): Schema {
  const [category, name] = uid.split('.');
  const file = path.join(CMS_SRC, 'components', category, `${name}.json`);
  if (!fs.existsSync(file))
    throw new Error(`The component ${uid} has no schema file (${path.relative(CMS_SRC, file)}).`);
  return readJson(file);
}

/** A content type's schema by its uid (`api::faq-group.faq-group`). */
export function contentTypeSchema(uid: string): Schema {
  const [api, name] = uid.replace(/^api::/, '').split('.');
  return readJson(path.join(CMS_SRC, 'api', api, 'content-types', name, 'schema.json'));
}

/** Every content type's and component's schema, as the CMS's content-type builder lists them to
 * gatsby-source-strapi (`{ uid, schema }`): the draft preview normalises a draft with them as the
 * build does (src/preview/nodes.ts). */
export function cmsSchemas(): Array<{ uid: string; schema: Schema }> {
  const dirs = (dir: string) => fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const api = path.join(CMS_SRC, 'api');
  const types = dirs(api).flatMap(({ name }) => {
    const folder = path.join(api, name, 'content-types');
    return fs.existsSync(folder) ? dirs(folder).map((type) => `api::${name}.${type.name}`) : [];
  });
  const components = dirs(path.join(CMS_SRC, 'components')).flatMap(({ name }) =>
    fs
      .readdirSync(path.join(CMS_SRC, 'components', name))
      .filter((file) => file.endsWith('.json'))
      .map((file) => `${name}.${file.replace(/\.json$/, '')}`),
  );
  return [
    ...types.map((uid) => ({ uid, schema: contentTypeSchema(uid) })),
    ...components.map((uid) => ({ uid, schema: componentSchema(uid) })),
  ];
}

/** The page type whose body is the `blocks` dynamic zone: every page of blocks (fixed and landing). */
export const PAGE_CONTENT_TYPE = 'api::page.page';

/** The block components editors can put on a page, in the order the CMS offers them. */
export function dynamicZoneBlocks(): string[] {
  const zone = contentTypeSchema(PAGE_CONTENT_TYPE).attributes.blocks;
  return zone?.type === 'dynamiczone' ? [...((zone as { components?: string[] }).components ?? [])] : [];
}

// ---------------------------------------------------------------------------------------------------
// GraphQL declarations

const link = (field: string) => `@link(by: "id", from: "${field}___NODE")`;

const SCALARS: Record<string, string> = {
  string: 'String',
  text: 'String',
  enumeration: 'String',
  email: 'String',
  uid: 'String',
  richtext: 'String',
  date: 'String',
  datetime: 'String',
  time: 'String',
  blocks: 'JSON',
  json: 'JSON',
  boolean: 'Boolean',
  integer: 'Int',
  biginteger: 'String',
  decimal: 'Float',
  float: 'Float',
};

/** gatsby-source-strapi's name for a content type's node (`api::faq-group.faq-group` is STRAPI_FAQ_GROUP). */
const contentTypeName = (uid: string) => `STRAPI_${uid.split('.').pop()!.replace(/-/g, '_').toUpperCase()}`;

/** The GraphQL scalar a plain field is declared as (String, JSON, Boolean, Int, Float): the draft
 * preview maps the REST value to the same kind. A kind of field the site has no rule for stops the build. */
export function scalarType(owner: string, name: string, attribute: Attribute): string {
  const scalar = SCALARS[attribute.type];
  if (!scalar) throw new Error(`${owner}.${name}: no GraphQL type for the CMS's "${attribute.type}" fields yet.`);
  return scalar;
}

/** A relation to many entries (oneToMany, manyToMany): a list, in GraphQL as in the REST API. */
export const isToMany = (attribute: Attribute): boolean => /Many$/.test(attribute.relation ?? '');

function fieldType(owner: string, name: string, attribute: Attribute): string {
  const list = (type: string, many: boolean | undefined) => (many ? `[${type}]` : type);
  switch (attribute.type) {
    case 'component':
      return `${list(blockTypeName(attribute.component!), attribute.repeatable)} ${link(name)}`;
    case 'media':
      return `${list('STRAPI__MEDIA', attribute.multiple)} ${link(name)}`;
    case 'relation':
      return `${list(contentTypeName(attribute.target!), isToMany(attribute))} ${link(name)}`;
    default:
      return scalarType(owner, name, attribute);
  }
}

/** The block components and the components they hold (a figures row's figures, a link), each once. */
function reachableComponents(roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (uid: string) => {
    if (seen.has(uid)) return;
    seen.add(uid);
    for (const attribute of Object.values(componentSchema(uid).attributes))
      if (attribute.type === 'component') visit(attribute.component!);
  };
  roots.forEach(visit);
  return [...seen];
}

function typeDeclaration(uid: string): string {
  const fields = Object.entries(componentSchema(uid).attributes).map(
    ([name, attribute]) => `${name}: ${fieldType(uid, name, attribute)}`,
  );
  return `type ${blockTypeName(uid)} implements Node { strapi_component: String ${fields.join(' ')} }`;
}

/** The page builder's GraphQL types: every block and component it holds, the union, the page type. */
export function blockTypeDefs(): string {
  const blocks = dynamicZoneBlocks();
  return `
  ${reachableComponents(blocks).map(typeDeclaration).join('\n  ')}
  "Any block of a page's dynamic zone (src/blocks/registry.tsx renders each)."
  union StrapiBlock = ${blocks.map(blockTypeName).join(' | ')}
  type STRAPI_PAGE implements Node {
    title: String
    slug: String
    blocks: [StrapiBlock] ${link('blocks')}
    seo: STRAPI__COMPONENT_SHARED_SEO ${link('seo')}
  }
`;
}

/**
 * A routed type's node (an article, a category, a case study), declared from its schema.json so that
 * a field no entry fills yet stays queryable: its documentId, each field (a date as a Date; media,
 * components and the relations it holds linked; a dynamic zone of the page's blocks as StrapiBlock),
 * its publishing dates, and its schema's description. The inverse side of a relation (`mappedBy`: a
 * category's articles) is not populated (site-build/sourced-types.ts), so not declared.
 */
export function contentTypeDefs(uid: string): string {
  const schema = contentTypeSchema(uid);
  const blocks = new Set(dynamicZoneBlocks());
  const fields = Object.entries(schema.attributes).flatMap(([name, attribute]) => {
    if (attribute.type === 'relation' && attribute.mappedBy) return [];
    if (attribute.type === 'date') return [`${name}: Date @dateformat`];
    if (attribute.type === 'dynamiczone') {
      if (!(attribute.components ?? []).every((component) => blocks.has(component)))
        throw new Error(`${uid}.${name}: a dynamic zone of blocks a page cannot hold has no GraphQL union yet.`);
      return [`${name}: [StrapiBlock] ${link(name)}`];
    }
    return [`${name}: ${fieldType(uid, name, attribute)}`];
  });
  const description = schema.info?.description ? `${JSON.stringify(schema.info.description)}\n  ` : '';
  return `${description}type ${contentTypeName(uid)} implements Node {
    documentId: String
    ${fields.join('\n    ')}
    publishedAt: Date @dateformat
    updatedAt: Date @dateformat
  }`;
}

/** The page types whose body is a `blocks` dynamic zone: the one page collection (fixed and landing pages). */
export const BLOCK_PAGE_TYPES = [contentTypeName(PAGE_CONTENT_TYPE)] as const;

// ---------------------------------------------------------------------------------------------------
// Populate

/** Strapi 5's populate: `true` for a field as it is, or what to populate inside it. */
export type Populate = true | '*' | { populate: Record<string, Populate> | '*' };

/** What a schema's fields need populated: components (and what they hold), media, and a relation's
 * own components and media (its relations are not followed: a page shows one level of them). */
function populateOf(schema: Schema, followRelations: boolean): Record<string, Populate> {
  const inner = (nested: Record<string, Populate>): Populate =>
    Object.keys(nested).length ? { populate: nested } : true;
  const populate: Record<string, Populate> = {};
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (attribute.type === 'media') populate[name] = true;
    else if (attribute.type === 'component')
      populate[name] = inner(populateOf(componentSchema(attribute.component!), true));
    else if (attribute.type === 'relation' && followRelations)
      populate[name] = inner(populateOf(contentTypeSchema(attribute.target!), false));
  }
  return populate;
}

/** The dynamic zone's populate, per block type (Strapi 5 populates a dynamic zone only per component,
 * `populate=*` stops at its first level). A block of plain fields gets `*`. */
export function blocksPopulate(): { on: Record<string, { populate: Record<string, Populate> | '*' }> } {
  return {
    on: Object.fromEntries(
      dynamicZoneBlocks().map((uid) => {
        const populate = populateOf(componentSchema(uid), true);
        return [uid, { populate: Object.keys(populate).length ? populate : '*' }];
      }),
    ),
  };
}

/** A relation as the build sources it: its entry's locale alone. gatsby-source-strapi makes a node of
 * a relation's entry when none exists yet, and Gatsby keeps a node whose content is unchanged, so a
 * relation populated as fully as the entry (an author's photo as raw JSON) would stand in for the
 * entry's own node, its media unlinked; named this way, the relation's node is replaced by the entry's,
 * whichever comes first. */
const RELATION_POPULATE = { fields: ['locale'] } as const;

/** What the build populates a sourced content type with (site-build/sourced-types.ts), from its schema:
 * each media field; each component, with the media and components it holds; a dynamic zone per block
 * type (blocksPopulate); each relation the type holds (not the inverse side, `mappedBy`: a category's
 * articles) by its entry's locale. Null: nothing but its own fields. */
export function sourcedPopulate(
  uid: string,
): { populate: Record<string, Populate | typeof RELATION_POPULATE | ReturnType<typeof blocksPopulate>> } | null {
  const populate: Record<string, Populate | typeof RELATION_POPULATE | ReturnType<typeof blocksPopulate>> = {};
  for (const [name, attribute] of Object.entries(contentTypeSchema(uid).attributes)) {
    if (attribute.type === 'media') populate[name] = true;
    else if (attribute.type === 'component') {
      const nested = populateOf(componentSchema(attribute.component!), true);
      populate[name] = Object.keys(nested).length ? { populate: nested } : true;
    } else if (attribute.type === 'dynamiczone') populate[name] = blocksPopulate();
    else if (attribute.type === 'relation' && !attribute.mappedBy) populate[name] = RELATION_POPULATE;
  }
  return Object.keys(populate).length ? { populate } : null;
}

// ---------------------------------------------------------------------------------------------------
// Blocks the site does not know

/** The blocks the page offers, which the registry renders (completeness.test.ts checks it has each):
 * read once, as the build calls this for every page. */
let knownTypes: ReadonlySet<string> | undefined;
const known = (): ReadonlySet<string> => (knownTypes ??= new Set(dynamicZoneBlocks().map(blockTypeName)));

interface BlockNode {
  internal: { type: string };
  strapi_component?: string;
}

/** The blocks the site can render; each other one named once in the build's output. */
export function knownBlocks<N extends BlockNode>(
  nodes: ReadonlyArray<N | null | undefined>,
  warn: (message: string) => void,
  where: string,
): N[] {
  const KNOWN = known();
  return nodes.filter((node): node is N => {
    if (!node) return false;
    if (KNOWN.has(node.internal.type)) return true;
    warn(
      `Skipped a block of type "${node.strapi_component ?? node.internal.type}" on ${where}: the site has no ` +
        'component for it yet (src/blocks/registry.tsx).',
    );
    return false;
  });
}
