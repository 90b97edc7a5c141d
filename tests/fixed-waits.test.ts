/**
 * docs/testing.md, "Waiting for events, not for time": a test waits for the event it needs, and a
 * fixed wait stays only where no event exists (a lifetime on the clock, a call that must never come),
 * with its reason in a comment right above it. This test names every fixed wait in a test file
 * without one.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const TEST_DIRS = ['src', 'server', 'scripts', 'site-build', 'cms/src', 'cms/tests', 'tests', 'vendor', 'bench'];
const TEST_FILE = /(\.test\.tsx?|\.spec\.ts|testRender\.tsx|fixtures\.ts)$/;
/** A promise that resolves on a timer, or Playwright's fixed wait. */
const FIXED_WAIT = /new Promise\(\s*\(?(resolve|r)\)?\s*=>\s*setTimeout\(\s*\1\s*,|\.waitForTimeout\(|\bsleep\(\d/;
/** The one polling loop of the test support waits between tries on purpose. */
const POLLING = new Set(['tests/support/until.ts']);
/** This file, whose own examples are fixed waits. */
const SELF = path.relative(ROOT, __filename);

function testFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.relative(ROOT, path.join(entry.parentPath, entry.name));
    if (!entry.isFile() || file.split(path.sep).some((part) => ['node_modules', 'dist', '.work'].includes(part)))
      return [];
    return TEST_FILE.test(entry.name) || file.startsWith(`tests${path.sep}support`) ? [file] : [];
  });
}

/** Fixed waits in `source` whose line, or the lines just above it, carry no comment. */
export function unexplainedWaits(source: string): number[] {
  const lines = source.split('\n');
  return lines.flatMap((line, i) => {
    if (!FIXED_WAIT.test(line)) return [];
    const context = [line, lines[i - 1] ?? '', lines[i - 2] ?? ''];
    return context.some((text) => /\/\/|\/\*|^\s*\*/.test(text)) ? [] : [i + 1];
  });
}

it('finds a fixed wait without a reason, and accepts one with its reason above it', () => {
  const bare = "it('x', async () => {\n  await go();\n  await new Promise((resolve) => setTimeout(resolve, 50));\n});";
  expect(unexplainedWaits(bare)).toEqual([3]);
  expect(unexplainedWaits('await page.waitForTimeout(500);')).toEqual([1]);
  const explained =
    '  // A token expires by the clock: no event marks it.\n  await new Promise((r) => setTimeout(r, 1000));';
  expect(unexplainedWaits(explained)).toEqual([]);
});

it('every fixed wait in a test says why no event could be awaited', () => {
  const unexplained = TEST_DIRS.flatMap(testFiles)
    .filter((file) => !POLLING.has(file) && file !== SELF)
    .flatMap((file) =>
      unexplainedWaits(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((line) => `${file}:${line}`),
    );
  expect(unexplained).toEqual([]);
});
