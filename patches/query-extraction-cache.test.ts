/**
 * @jest-environment node
 */
/**
 * patches/gatsby+5.16.1+002+query-extraction-cache.patch: the queries Gatsby extracts from the site's files are kept in .cache
 * between builds (each build is a process of its own), so a build whose files did not change parses
 * none of them; a changed file is parsed again and its new query is the one used.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Document {
  text: string;
}
interface GatsbyInternals {
  parseFiles: (files: string[]) => Promise<Document[]>;
  babelParses: jest.SpyInstance;
}

/** A fresh copy of Gatsby's modules, as a new build process has them, set on the project `root`. */
function freshGatsby(root: string): GatsbyInternals {
  let internals: GatsbyInternals | undefined;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- untyped CommonJS internals of Gatsby,
       loaded again for each simulated build */
    const { store } = require('gatsby/dist/redux') as {
      store: { dispatch: (action: { type: string; payload: unknown }) => void };
    };
    const babel = require('gatsby/dist/utils/babel-parse-to-ast') as { babelParseToAst: () => unknown };
    const { default: FileParser } = require('gatsby/dist/query/file-parser') as {
      default: new () => { parseFiles: (files: string[], addError: (error: unknown) => void) => Promise<Document[]> };
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
    store.dispatch({ type: 'SET_PROGRAM', payload: { directory: root } });
    const babelParses = jest.spyOn(babel, 'babelParseToAst');
    internals = {
      babelParses,
      parseFiles: (files) =>
        new FileParser().parseFiles(files, (error) => {
          throw new Error(`extraction failed: ${JSON.stringify(error)}`);
        }),
    };
  });
  return internals!;
}

const page = (field: string) =>
  `import { graphql } from 'gatsby';\nexport default function Page() { return null; }\n` +
  `export const query = graphql\`query PageQuery { site { ${field} } }\`;\n`;

let root: string;
let file: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'query-cache-'));
  fs.mkdirSync(path.join(root, '.cache'));
  fs.mkdirSync(path.join(root, 'src', 'pages'), { recursive: true });
  file = path.join(root, 'src', 'pages', 'index.tsx');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Each simulated build loads Gatsby's store and parser afresh: 4-5 s for the three on a cold
 *  Jest cache alone, and more beside the other suites on two cores (CI timed out at Jest's 5 s). */
const THREE_COLD_LOADS_MS = 60_000;

test(
  'a later build parses no unchanged file, and parses a changed one again',
  async () => {
    fs.writeFileSync(file, page('siteMetadata { title }'));
    const first = freshGatsby(root);
    expect((await first.parseFiles([file])).map((doc) => doc.text)).toEqual([
      'query PageQuery{site{siteMetadata{title}}}',
    ]);
    expect(first.babelParses).toHaveBeenCalledTimes(1);

    const second = freshGatsby(root);
    expect((await second.parseFiles([file])).map((doc) => doc.text)).toEqual([
      'query PageQuery{site{siteMetadata{title}}}',
    ]);
    expect(second.babelParses).not.toHaveBeenCalled();

    fs.writeFileSync(file, page('buildTime'));
    const third = freshGatsby(root);
    expect((await third.parseFiles([file])).map((doc) => doc.text)).toEqual(['query PageQuery{site{buildTime}}']);
    expect(third.babelParses).toHaveBeenCalledTimes(1);
  },
  THREE_COLD_LOADS_MS,
);
