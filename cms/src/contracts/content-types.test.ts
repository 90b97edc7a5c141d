/**
 * The content registry is whole: every type the CMS defines that the site shows has an entry, and
 * every entry has what its kind needs (its schema agrees, its preview place names the type's REST
 * resource, a routed type has a slug, a section the site reserves and a template for its pages, a
 * listed type its example entries in every language).
 * Each failure is one sentence naming the type and what it lacks: adding a type, run this file and
 * mend what it lists. The type check does the rest (site-build/sourced-types.ts populates every
 * sourced type by name).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CONTENT_TYPES,
  SECTIONS,
  entryPath,
  isPreviewPlace,
  uidOf,
  type ContentType,
  type ContentTypeName,
} from './content-types';
import { LOCALE_CODES } from './locales';
import { isReservedPath } from './routes';

const API = path.resolve(__dirname, '../api');
const TEMPLATES = path.resolve(__dirname, '../../../src/templates');
const SEEDS = path.resolve(__dirname, '../seed');
const REGISTRY = 'cms/src/contracts/content-types.ts';
const NAMES = Object.keys(CONTENT_TYPES) as ContentTypeName[];

interface Schema {
  file: string;
  kind: 'singleType' | 'collectionType';
  info: { singularName: string; pluralName: string };
  options?: { draftAndPublish?: boolean };
  attributes: Record<string, { type: string }>;
}

/** Every content type the CMS defines, by its uid, as its schema.json says. */
function schemas(): Map<string, Schema> {
  const found = new Map<string, Schema>();
  for (const api of fs.readdirSync(API)) {
    const folder = path.join(API, api, 'content-types');
    if (!fs.existsSync(folder)) continue;
    for (const type of fs.readdirSync(folder)) {
      const file = path.join(folder, type, 'schema.json');
      if (!fs.existsSync(file)) continue;
      const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as Schema;
      found.set(`api::${api}.${type}`, { ...schema, file: path.relative(path.resolve(__dirname, '../../..'), file) });
    }
  }
  return found;
}

const hasSlug = (schema: Schema) => schema.attributes.slug?.type === 'uid';
const published = (schema: Schema) => schema.options?.draftAndPublish === true;

/** What the type `name` (with its schema, if any) still lacks, one sentence each. */
function entryProblems(name: string, type: ContentType, schema: Schema | undefined): string[] {
  const uid = uidOf(name);
  if (!schema)
    return [
      `${name}: no content type ${uid} in cms/src/api (a schema.json at cms/src/api/${name}/content-types/${name}/)`,
    ];
  const problems: string[] = [];
  const kind = schema.kind === 'singleType' ? 'single' : 'collection';
  if (type.kind !== kind)
    problems.push(`${name}: kind is '${type.kind}' but its schema (${schema.file}) is a ${kind} type`);
  if (type.schedulable && !published(schema))
    problems.push(`${name}: schedulable, but its schema has no draft and publish (options.draftAndPublish)`);
  if (!type.schedulable && published(schema))
    problems.push(`${name}: has draft and publish, so editors publish what the site shows: set schedulable: true`);
  if (isPreviewPlace(type.preview)) {
    const place = type.preview;
    const resource = kind === 'collection' ? schema.info.pluralName : schema.info.singularName;
    if (place.resource !== resource)
      problems.push(`${name}: its preview place's resource is '${place.resource}', its REST resource is '${resource}'`);
    // A collection's list is read with the draft in its place; a page (atSlug) is read by its slug.
    const list = kind === 'collection' && !place.atSlug;
    if (Boolean(place.collection) !== list)
      problems.push(
        `${name}: its preview place should say collection: ${list} (a ${kind} type${place.atSlug ? ' read by its slug' : ''})`,
      );
    if (kind === 'collection' && !place.titleField)
      problems.push(`${name}: its preview place has no titleField to name the draft in the banner`);
    if (place.titleField && !schema.attributes[place.titleField])
      problems.push(`${name}: its preview place's titleField '${place.titleField}' is no field of ${schema.file}`);
  } else if (!type.preview.none.trim()) {
    problems.push(`${name}: no preview place, and no reason (preview: { none: 'why' })`);
  }
  const route = type.route;
  if (!route) return problems;
  if (!hasSlug(schema)) problems.push(`${name}: routed, but its schema has no uid field 'slug' to make its address of`);
  if (route.listed) {
    if (route.section === null) problems.push(`${name}: listed, but in no section to list its entries at`);
    if (schema.attributes.date?.type !== 'date')
      problems.push(`${name}: listed newest first, but its schema has no field 'date' (type date) to order by`);
    problems.push(...seedProblems(name));
  }
  if (!fs.existsSync(path.join(TEMPLATES, `${route.template}.tsx`)))
    problems.push(`${name}: its template '${route.template}' has no template src/templates/${route.template}.tsx`);
  else if (route.listed && drawsBlocks(route.template) !== (route.listed.entryDrawsBlocks === true))
    problems.push(
      drawsBlocks(route.template)
        ? `${name}: its template draws page blocks of its own (a literal STRAPI__COMPONENT_BLOCKS_ typename), but route.listed has no entryDrawsBlocks: true, so a navigation would show the page before their code`
        : `${name}: route.listed says entryDrawsBlocks, but its template and views draw no page block of their own`,
    );
  if (route.section !== null) {
    if (!route.path('x').startsWith(`${route.section}/`))
      problems.push(`${name}: its entries' path (${route.path('x')}) is not in its section ${route.section}`);
    if (!isReservedPath(route.section))
      problems.push(`${name}: its section ${route.section} is not reserved (cms/src/contracts/routes.ts)`);
  }
  if (isPreviewPlace(type.preview)) {
    const place = type.preview;
    if (route.section !== null && place.section !== route.section)
      problems.push(
        `${name}: routed in ${route.section}, but its preview place's section is ${place.section ?? 'none'}`,
      );
    if (route.section === null && !place.atSlug)
      problems.push(`${name}: routed at /{slug}, but its preview place is not atSlug`);
  }
  if (route.movedRedirect !== null && !route.movedRedirect.trim())
    problems.push(`${name}: movedRedirect names no label (a redirect's note says "the ${'{label}'} moved")`);
  return problems;
}

/** Whether `src/templates/{template}.tsx`, or a view it imports (`../views/…`), draws page blocks its
 * data does not name: a block made in the code, by its typename. */
function drawsBlocks(template: string): boolean {
  const file = path.join(TEMPLATES, `${template}.tsx`);
  const source = fs.readFileSync(file, 'utf8');
  const views = [...source.matchAll(/from '\.\.\/views\/(\w+)'/g)].map((match) =>
    fs.readFileSync(path.join(TEMPLATES, '..', 'views', `${match[1]}.tsx`), 'utf8'),
  );
  return [source, ...views].some((code) => /__typename: 'STRAPI__COMPONENT_BLOCKS_/.test(code));
}

/** What a listed type's seed lacks: cms/src/seed/{name}.ts, which cms/src/seed/seed.ts imports by the
 * type's name, with its `entries` in every language of the site. */
function seedProblems(name: string): string[] {
  const file = path.join(SEEDS, `${name}.ts`);
  if (!fs.existsSync(file))
    return [`${name}: listed, but no example entries (cms/src/seed/${name}.ts exporting \`entries\`, by locale)`];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the seed file's name is the type's
  const { entries } = require(file) as { entries?: Record<string, unknown[]> };
  return LOCALE_CODES.filter((locale) => !entries?.[locale]?.length).map(
    (locale) => `${name}: its seed (cms/src/seed/${name}.ts) has no entries in ${locale}`,
  );
}

describe('the content registry', () => {
  const cms = schemas();

  it('has an entry for every content type the site shows (draft and publish, or a slug)', () => {
    const missing = [...cms.entries()]
      .filter(([uid, schema]) => (published(schema) || hasSlug(schema)) && !NAMES.some((n) => uidOf(n) === uid))
      .map(
        ([uid, schema]) =>
          `${uid} (${schema.file}) ${published(schema) ? 'has draft and publish' : 'has a slug'}, so the site shows it: give it an entry in ${REGISTRY}`,
      );
    expect(missing).toEqual([]);
  });

  it('gives every entry what its kind needs', () => {
    const problems = NAMES.flatMap((name) => entryProblems(name, CONTENT_TYPES[name], cms.get(uidOf(name))));
    expect(problems).toEqual([]);
  });

  it('reserves each section once and shows an entry in every language under its prefix', () => {
    expect(new Set(SECTIONS).size).toBe(SECTIONS.length);
    expect(SECTIONS.every(isReservedPath)).toBe(true);
    expect(entryPath(CONTENT_TYPES['case-study'].route, 'northwind', 'en')).toBe('/case-studies/northwind');
    expect(entryPath(CONTENT_TYPES['case-study'].route, 'northwind', 'de')).toBe('/de/case-studies/northwind');
    expect(entryPath(CONTENT_TYPES.page.route, 'offer', 'de')).toBe('/de/offer');
    expect(entryPath(CONTENT_TYPES.category.route, 'events', 'en')).toBe('/insights/category/events');
  });
});
