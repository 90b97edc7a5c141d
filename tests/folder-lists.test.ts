/**
 * @jest-environment node
 *
 * The README's and docs/architecture.md's lists of folders name every folder there is: a new
 * top-level folder, site layer, feature or CMS folder that the docs do not mention fails here, so a
 * newcomer's map of the code cannot fall behind the tree.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const readme = read('README.md');
const architecture = read('docs/architecture.md');

/** The folders directly in `dir` that git tracks a file in (build output and installs are not). */
function trackedFolders(dir: string): string[] {
  const files = execFileSync('git', ['ls-files', '--', dir || '.'], { cwd: root, encoding: 'utf8' }).split('\n');
  const prefix = dir ? `${dir}/` : '';
  const folders = files
    .filter((file) => file.startsWith(prefix) && file.slice(prefix.length).includes('/'))
    .map((file) => file.slice(prefix.length).split('/')[0]);
  return [...new Set(folders)].sort();
}

/** The text of a Markdown section, from its heading to the next heading of the same level. */
function section(page: string, heading: string): string {
  const start = page.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`No section "${heading}"`);
  const level = heading.split(' ')[0];
  const rest = page.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`^${level} `, 'm'));
  return end === -1 ? rest : rest.slice(0, end);
}

const missing = (names: string[], mentioned: (name: string) => boolean) => names.filter((name) => !mentioned(name));

describe('the folder lists', () => {
  it("the README's folder table names every top-level folder", () => {
    const folders = trackedFolders('').filter((name) => !name.startsWith('.'));
    expect(folders.length).toBeGreaterThan(5);
    expect(missing(folders, (name) => readme.includes(`| \`${name}/\` |`))).toEqual([]);
  });

  it("the README's list of the site's layers and the architecture's layer table name every folder of src/", () => {
    // Beside the layers, named in the paragraph under the table: the site-wide styles and the unit
    // tests' helpers.
    const layers = trackedFolders('src').filter((name) => !['styles', 'testing'].includes(name));
    const readmeLayers = /lowest first: ([^)]*)\)/.exec(readme)?.[1] ?? '';
    expect(
      missing(layers, (name) => readmeLayers.includes(`\`${name}\``) || readmeLayers.includes(`\`${name}/*\``)),
    ).toEqual([]);
    const table = section(architecture, "## The site's layers");
    expect(missing(layers, (name) => table.includes(`\`src/${name}/`))).toEqual([]);
    expect(missing(['styles', 'testing'], (name) => table.includes(`\`src/${name}/`))).toEqual([]);
  });

  it("the architecture's features row names every feature", () => {
    const features = trackedFolders('src/features');
    expect(features.length).toBeGreaterThan(3);
    const row = section(architecture, "## The site's layers")
      .split('\n')
      .find((line) => line.startsWith('| features |'));
    const named = /one folder per feature \(([^)]*)\)/.exec(row ?? '')?.[1].split(/,\s*/) ?? [];
    expect(named.sort()).toEqual(features);
  });

  it("the architecture's CMS section names every folder of cms/src", () => {
    const folders = trackedFolders('cms/src');
    expect(folders.length).toBeGreaterThan(10);
    const cms = section(architecture, '## The CMS (`cms/`)');
    expect(missing(folders, (name) => cms.includes(`\`src/${name}/`))).toEqual([]);
  });
});
