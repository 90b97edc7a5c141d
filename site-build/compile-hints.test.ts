/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { COMPILE_HINT, compileHintsPlugin, gatsbyWebpack } from './compile-hints';

/** A production build as Gatsby's is made (minified, source maps, content hashes in the names) of an
 * `app` entry that loads a lazy chunk, with the plugin or without. */
async function build(dir: string, hinted = true) {
  const webpack = gatsbyWebpack();
  fs.writeFileSync(
    path.join(dir, 'app.js'),
    "const start = () => 'the app starts';\nconsole.log(start());\nvoid import('./lazy');\n",
  );
  fs.writeFileSync(path.join(dir, 'lazy.js'), "export const later = () => 'loaded later';\nconsole.log(later());\n");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { app: './app.js' },
    output: {
      path: path.join(dir, hinted ? 'out' : 'plain'),
      filename: '[name]-[contenthash].js',
      chunkFilename: '[name]-[contenthash].js',
    },
    devtool: 'source-map',
    plugins: hinted ? [compileHintsPlugin(webpack)] : [],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve(),
    ),
  );
  return fs.readdirSync(path.join(dir, hinted ? 'out' : 'plain')).filter((file) => file.endsWith('.js'));
}

describe('the compile hint on the scripts that run at start', () => {
  let dir: string;
  beforeAll(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('begins the app chunk, survives minification, and leaves lazy chunks alone', async () => {
    const files = await build(dir);
    const app = files.find((file) => file.startsWith('app-'))!;
    const lazy = files.filter((file) => file !== app);
    expect(lazy).toHaveLength(1);
    const appCode = fs.readFileSync(path.join(dir, 'out', app), 'utf8');
    expect(appCode.split('\n')[0]).toBe(COMPILE_HINT);
    expect(fs.readFileSync(path.join(dir, 'out', lazy[0]), 'utf8')).not.toContain(COMPILE_HINT);

    // The name's hash covers the hint (browsers keep a file of that name for a year); the lazy chunk's
    // is the same as without the plugin.
    const plain = await build(dir, false);
    expect(plain).not.toContain(app);
    expect(plain).toContain(lazy[0]);

    // The source map accounts for the added line: the app's string maps back to its own line.
    const map = JSON.parse(fs.readFileSync(path.join(dir, 'out', `${app}.map`), 'utf8')) as ConstructorParameters<
      typeof SourceMapConsumer
    >[0];
    const lines = appCode.split('\n');
    const line = lines.findIndex((text) => text.includes('the app starts'));
    const column = lines[line].indexOf('the app starts');
    await SourceMapConsumer.with(map, null, (consumer) => {
      const original = consumer.originalPositionFor({ line: line + 1, column });
      expect(original.source).toMatch(/app\.js$/);
      expect(original.line).toBe(1);
    });
    // Two webpack builds: about a second each on a quiet machine, far longer beside the other suites.
  }, 60_000);
});
