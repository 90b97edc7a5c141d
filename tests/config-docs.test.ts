/**
 * @jest-environment node
 *
 * docs/configuration.md's "Every variable" table and the configuration schemas of the three
 * processes (server/config.ts for the site server and the scripts, site-build/build-config.ts for the
 * site build, cms/src/config/env.ts for the CMS) name the same variables, and agree on the literal
 * defaults the schemas give.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema } from '../site-build/build-config';
import { defaultOf, type z } from '../server/env-fields';
import { serverSchema } from '../server/config';
import { cmsSchema } from '../cms/src/config/env';

interface Row {
  names: string[];
  readBy: string;
  defaults: string;
}

/** The rows of the "## Every variable" table: each names one or more variables in backticks. */
function table(): Row[] {
  const page = fs.readFileSync(path.resolve(__dirname, '..', 'docs', 'configuration.md'), 'utf8');
  const section = page.split(/^## Every variable$/m)[1].split(/^## /m)[0];
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [names, readBy, defaults] = line.split(' | ').map((cell) => cell.replace(/^\| /, ''));
      return { names: [...names.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]), readBy, defaults };
    });
}

const rows = table();
const rowOf = (name: string) => rows.find((row) => row.names.includes(name));
/** Whether a row's "read by" names the process (a word of its own, e.g. "server", not "server's"). */
const readBy = (row: Row, process: string) => new RegExp(`(^|[\\s,;(])${process}([\\s,;)]|$)`).test(row.readBy);

const processes: Array<{
  process: string;
  schema: z.ZodObject<z.ZodRawShape> | { shape: Record<string, unknown> };
  defaultOf: (field: never) => string | undefined;
}> = [
  { process: 'server', schema: serverSchema, defaultOf },
  { process: 'build', schema: buildSchema, defaultOf },
  { process: 'CMS', schema: cmsSchema, defaultOf },
];

describe.each(processes)('the $process schema and docs/configuration.md', ({ process, schema, defaultOf }) => {
  const names = Object.keys(schema.shape);

  it('lists every variable of the schema', () => {
    const missing = names.filter((name) => {
      const row = rowOf(name);
      return !row || !(readBy(row, process) || (process === 'server' && readBy(row, 'scripts')));
    });
    expect(missing).toEqual([]);
  });

  it('has in the schema every variable the table says the process reads', () => {
    const documented = rows.filter((row) => readBy(row, process)).flatMap((row) => row.names);
    expect(documented.filter((name) => !names.includes(name))).toEqual([]);
  });

  it("gives each literal default the schema's value", () => {
    const disagree = names.flatMap((name) => {
      const fallback = defaultOf(schema.shape[name] as never);
      const row = rowOf(name);
      return fallback && row && !row.defaults.includes(fallback) ? [`${name}: ${fallback} vs ${row.defaults}`] : [];
    });
    expect(disagree).toEqual([]);
  });
});
