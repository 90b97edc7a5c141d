/**
 * What the build populates of each sourced type is there to populate: each name under `populate` is a
 * field of the type's schema (a relation, a component, a media field or a dynamic zone), so a field
 * renamed in the CMS fails here rather than as a 400 from the CMS in the middle of a build. Which
 * types are sourced is the content registry's (cms/src/contracts/content-types.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { COLLECTION_TYPES, SINGLE_TYPES } from './sourced-types';

const schemaOf = (name: string): { attributes: Record<string, { type: string }> } =>
  JSON.parse(
    fs.readFileSync(path.resolve(__dirname, `../cms/src/api/${name}/content-types/${name}/schema.json`), 'utf8'),
  );

const POPULATED = new Set(['relation', 'component', 'media', 'dynamiczone']);

it.each([...COLLECTION_TYPES, ...SINGLE_TYPES].map((type) => [type.singularName, type] as const))(
  '%s populates only fields its schema has',
  (name, type) => {
    const attributes = schemaOf(name).attributes;
    const populate = Object.keys(type.queryParams?.populate ?? {});
    const problems = populate.flatMap((field) =>
      !attributes[field]
        ? [`${name}: populates ${field}, which its schema has no field of`]
        : !POPULATED.has(attributes[field].type)
          ? [`${name}: populates ${field}, a ${attributes[field].type} field (nothing to populate)`]
          : [],
    );
    expect(problems).toEqual([]);
  },
);
