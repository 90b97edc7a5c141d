/**
 * Every content type and component an editor opens has its words: a main field that names its
 * entries, and a label for each field, with a one-line description wherever editors write (Strapi's schema files are read as
 * the CMS loads them, so a field added without words fails here).
 */
import fs from 'node:fs';
import path from 'node:path';
import { SCHEDULABLE_TYPES } from '../scheduling/schedulable';
import { COMPONENT_VIEWS, CONTENT_TYPE_VIEWS } from './apply';
import { SHARED_NOTE, withLanguageNotes } from './languages';
import { LEAD_VIEWS } from './leads';
import type { AdminView } from './view';

const SRC = path.join(__dirname, '..');

type I18n = { pluginOptions?: { i18n?: { localized?: boolean } } };

interface Schema extends I18n {
  uid: string;
  kind?: string;
  attributes: Record<string, { type: string; private?: boolean; visible?: boolean } & I18n>;
}

function contentTypes(): Schema[] {
  const api = path.join(SRC, 'api');
  return fs.readdirSync(api).flatMap((name) => {
    const file = path.join(api, name, 'content-types', name, 'schema.json');
    if (!fs.existsSync(file)) return [];
    const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as Omit<Schema, 'uid'>;
    return [{ uid: `api::${name}.${name}`, ...schema }];
  });
}

function components(): Schema[] {
  const root = path.join(SRC, 'components');
  return fs.readdirSync(root).flatMap((category) =>
    fs
      .readdirSync(path.join(root, category))
      .filter((file) => file.endsWith('.json'))
      .map((file) => {
        const schema = JSON.parse(fs.readFileSync(path.join(root, category, file), 'utf8')) as Omit<Schema, 'uid'>;
        return { uid: `${category}.${file.replace(/\.json$/, '')}`, attributes: schema.attributes };
      }),
  );
}

/** Fields without a label, or (where editors write: every type but the leads and the CMS's own
 * records, which visitors or the CMS fill in) without a one-line description. */
function missingWords(schema: Schema, view: AdminView | undefined, needsDescriptions: boolean): string[] {
  if (!view) return ['(no view)'];
  // Fields the edit view hides (`visible: false`) or the CMS keeps to itself (`private`: keys, claims)
  // are never shown to an editor.
  return Object.keys(schema.attributes).filter(
    (field) =>
      schema.attributes[field].visible !== false &&
      !schema.attributes[field].private &&
      (!view.fields[field]?.label || (needsDescriptions && !view.fields[field]?.description)),
  );
}

describe('the admin views kept in the repository', () => {
  it.each(contentTypes().map((schema) => [schema.uid, schema] as const))(
    '%s has a main field and words for each field',
    (uid, schema) => {
      const view = CONTENT_TYPE_VIEWS[uid];
      expect(missingWords(schema, view, !(uid in LEAD_VIEWS))).toEqual([]);
      // A single type is named by its type on the admin's home page (./homepage-titles.ts).
      if (schema.kind === 'collectionType') expect(Object.keys(schema.attributes)).toContain(view!.mainField);
    },
  );

  it.each(components().map((schema) => [schema.uid, schema] as const))(
    'component %s has words for each field',
    (uid, schema) => {
      expect(missingWords(schema, COMPONENT_VIEWS[uid], true)).toEqual([]);
    },
  );
});

describe('languages', () => {
  // The types the site shows (the ones editors publish and schedule) are in every language; the rest
  // are leads and the CMS's own records, one per fact whatever the visitor's language.
  it('localizes exactly the types the site shows', () => {
    const localized = contentTypes().filter((schema) => schema.pluginOptions?.i18n?.localized === true);
    expect(localized.map((schema) => schema.uid).sort()).toEqual([...SCHEDULABLE_TYPES].sort());
  });

  it.each(SCHEDULABLE_TYPES)('%s says of each field whether it is per language or shared', (uid) => {
    const schema = contentTypes().find((candidate) => candidate.uid === uid)!;
    const undecided = Object.keys(schema.attributes).filter(
      (field) => typeof schema.attributes[field].pluginOptions?.i18n?.localized !== 'boolean',
    );
    expect(undecided).toEqual([]);
    // What the admin shows: a shared field's description says so, a per-language one's does not.
    const view = withLanguageNotes(CONTENT_TYPE_VIEWS[uid], schema);
    for (const [field, attribute] of Object.entries(schema.attributes))
      expect({ field, shared: view.fields[field].description?.endsWith(SHARED_NOTE) }).toEqual({
        field,
        shared: attribute.pluginOptions!.i18n!.localized === false,
      });
  });
});
