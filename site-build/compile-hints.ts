/**
 * V8's explicit compile hint (Chrome 136 and later) on the two scripts whose code nearly all runs at
 * start: React (Gatsby's `framework` chunk) and Gatsby's `app` chunk. A script that begins with the
 * comment `//# allFunctionsCalledOnLoad` has all its functions compiled while it downloads, on a
 * background thread. Without it V8 compiles each function on the main thread when it is first called,
 * and at the site's start that was most of the app's task (profiled unthrottled: 17 ms compiling
 * webpack's module functions and 10 ms in React DOM's, of a task of 30-40 ms). In traces the app's
 * task fell from a median of 29 ms to 18 ms, and React's own task did not grow. Other browsers read a
 * comment. Not on the lazy chunks (the chat, the forms, the blocks): only part of their code runs when
 * they load, and compiling the rest would be waste.
 *
 * Added after minification (which drops comments) and before the source maps and the content hashes
 * are made, so both stay right.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type Webpack from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** Gatsby's names for the two chunks, as their files are named (`framework-<hash>.js`). */
const HINTED_CHUNK_FILE = /^(framework|app)-[0-9a-f]+\.js$/;

/** The webpack Gatsby builds with, resolved as Gatsby resolves it (the compiled gatsby-node has no
 * require of its own). */
export function gatsbyWebpack(): typeof Webpack {
  const fromProject = createRequire(path.resolve('package.json'));
  return createRequire(fromProject.resolve('gatsby/package.json'))('webpack') as typeof Webpack;
}

export function compileHintsPlugin(webpack = gatsbyWebpack()): Webpack.WebpackPluginInstance {
  return new webpack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: HINTED_CHUNK_FILE,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}
