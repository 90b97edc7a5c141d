// Fails when Strapi's generated types (cms/types/generated: every content type's and component's
// attributes, which `Data.ContentType<'api::…'>` and the document service read) no longer match the
// schemas. It regenerates them into a temporary folder from the CMS as built (cms/dist, so run it after
// `npm run build:server`: strapi-built.cjs skips Strapi's own compile of the whole project) and
// compares. Strapi registers the app, with no database and no server: about 6 seconds.
// `strapi develop` rewrites them on every start; after changing a schema without it:
// `npm --prefix cms run strapi -- ts:generate-types`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const committed = path.join(cmsDir, 'types', 'generated');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-generated-types-'));
try {
  // Strapi joins --out-dir to the app's folder, so it must be relative.
  const outDir = path.relative(cmsDir, scratch);
  const run = spawnSync(
    process.execPath,
    [path.join('scripts', 'strapi-built.cjs'), 'ts:generate-types', '--silent', '--out-dir', outDir],
    { cwd: cmsDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`strapi ts:generate-types failed (exit ${run.status})`);
  const fresh = path.join(scratch, 'generated');
  const names = [...new Set([...fs.readdirSync(fresh), ...fs.readdirSync(committed)])].sort();
  const read = (dir, name) =>
    fs.existsSync(path.join(dir, name)) ? fs.readFileSync(path.join(dir, name), 'utf8') : null;
  const stale = names.filter((name) => read(fresh, name) !== read(committed, name));
  if (stale.length) {
    console.error(
      `cms/types/generated is not what the schemas generate (${stale.join(', ')}): ` +
        'run `npm --prefix cms run strapi -- ts:generate-types` and commit the result.',
    );
    process.exitCode = 1;
  } else {
    console.log('cms/types/generated matches the schemas.');
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
