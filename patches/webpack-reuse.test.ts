/**
 * @jest-environment node
 */
/**
 * patches/gatsby+5.16.1+004+webpack-reuse.patch: a production webpack stage whose inputs are all unchanged since its
 * last compilation keeps what that compilation wrote instead of running webpack again (a publish of
 * content changes none of them); any changed input, option, output or saved build state compiles.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

/* eslint-disable @typescript-eslint/no-require-imports -- untyped CommonJS internals of Gatsby */
// Gatsby's own production build of a stage, as `gatsby build` runs it, and its build state.
const { build } = require('gatsby/dist/utils/webpack/bundle') as {
  build: (config: Configuration) => Promise<{ stats: { hash: string; reused?: unknown }; close: () => Promise<void> }>;
};
const { store } = require('gatsby/dist/redux') as {
  store: { dispatch: (action: { type: string; payload: unknown }) => void };
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** A handful of small webpack compiles, each starting a compiler and its cache. */
const COMPILES_MS = 90_000;

let root: string;
const file = (name: string) => path.join(root, name);
/** A source file saved before the build starts (one changed while webpack runs leaves no record). */
const write = (name: string, text: string) => {
  fs.mkdirSync(path.dirname(file(name)), { recursive: true });
  fs.writeFileSync(file(name), text);
  const savedBefore = new Date(Date.now() - 2000);
  fs.utimesSync(file(name), savedBefore, savedBefore);
};
const bundle = () => fs.readFileSync(file('public/app.js'), 'utf8');

/** The browser bundle's stage, as Gatsby configures it for production, in small. */
const configFor = (greeting = 'hello'): Configuration => ({
  name: 'build-javascript',
  mode: 'production',
  context: root,
  entry: { app: './src/index.js' },
  output: { path: file('public'), filename: '[name].js' },
  resolve: { extensions: ['.mjs', '.js'] },
  optimization: { minimize: false },
  plugins: [new webpack.DefinePlugin({ GREETING: JSON.stringify(greeting) })],
  cache: {
    type: 'filesystem',
    name: 'build-javascript',
    cacheLocation: file('.cache/webpack/stage-build-javascript'),
  },
});

/** One stage of `gatsby build`: compile (or reuse), then save the build state as a finished build does. */
async function buildStage(config = configFor()) {
  const { stats, close } = await build(config);
  await close();
  store.dispatch({ type: 'SET_WEBPACK_COMPILATION_HASH', payload: stats.hash });
  return { reused: Boolean(stats.reused), hash: stats.hash };
}

const cwd = process.cwd();
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-reuse-'));
  write('src/index.js', "import { value } from './value';\nconsole.log(GREETING, value);\n");
  write('src/value.js', "export const value = 'first';\n");
  // Gatsby builds in the site's folder.
  process.chdir(root);
});
afterEach(() => {
  process.chdir(cwd);
  fs.rmSync(root, { recursive: true, force: true });
});

test(
  'unchanged inputs reuse the compilation; a changed file, option, output or saved state compiles',
  async () => {
    const first = await buildStage();
    expect(first.reused).toBe(false);
    expect(bundle()).toContain('first');

    const again = await buildStage();
    expect(again).toEqual({ reused: true, hash: first.hash });

    write('src/value.js', "export const value = 'second';\n");
    expect((await buildStage()).reused).toBe(false);
    expect(bundle()).toContain('second');
    expect((await buildStage()).reused).toBe(true);

    // A file now where resolution found none before (value.mjs comes before value.js).
    write('src/value.mjs', "export const value = 'third';\n");
    expect((await buildStage()).reused).toBe(false);
    expect(bundle()).toContain('third');

    // A changed option (DefinePlugin bakes environment variables in this way).
    expect((await buildStage(configFor('goodbye'))).reused).toBe(false);
    expect(bundle()).toContain('goodbye');
    expect((await buildStage(configFor('goodbye'))).reused).toBe(true);

    // A written file gone or changed.
    fs.rmSync(file('public/app.js'));
    expect((await buildStage(configFor('goodbye'))).reused).toBe(false);
    expect(bundle()).toContain('goodbye');
    fs.appendFileSync(file('public/app.js'), '\n// edited\n');
    expect((await buildStage(configFor('goodbye'))).reused).toBe(false);
    expect(bundle()).not.toContain('edited');

    // A build that failed after compiling did not save its state: the saved hash is not the record's.
    store.dispatch({ type: 'SET_WEBPACK_COMPILATION_HASH', payload: 'an earlier build' });
    const { stats, close } = await build(configFor('goodbye'));
    await close();
    expect(stats.reused).toBeUndefined();
  },
  COMPILES_MS,
);
