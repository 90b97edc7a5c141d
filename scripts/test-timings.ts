/**
 * The ten slowest tests of an `npm test` run, from the runners' own reports: jest's `--json
 * --outputFile` (each test's `duration`) and Playwright's JSON reporter (each result's `duration`).
 * A jest test's time is its own and its beforeEach hooks'; a file's beforeAll (often a CMS boot) is in
 * no test's. A Playwright test's includes its hooks and fixtures.
 */
import path from 'node:path';

export interface TestTime {
  /** `file › describe › … › title`, the file relative to the checkout. */
  name: string;
  /** The `npm test` suite that ran it (unit, cms, cms-builds, cms-postgres, browser). */
  suite: string;
  ms: number;
}

/** What this reads of jest's `--json` output. */
interface JestReport {
  testResults?: {
    name: string;
    assertionResults?: { title: string; ancestorTitles?: string[]; duration?: number | null }[];
  }[];
}

/** What this reads of Playwright's JSON reporter's output: files and describes nest as suites. */
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file?: string; tests?: { results?: { duration?: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  config?: { rootDir?: string };
  suites?: PlaywrightSuite[];
}

const joinName = (file: string, titles: string[]) => [file, ...titles.filter(Boolean)].join(' › ');

/** Every timed test in jest's report; `root` is the checkout, to which file names are made relative. */
export function jestTestTimes(report: JestReport, suite: string, root: string): TestTime[] {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).flatMap((test) =>
      typeof test.duration === 'number'
        ? [
            {
              name: joinName(path.relative(root, file.name), [...(test.ancestorTitles ?? []), test.title]),
              suite,
              ms: test.duration,
            },
          ]
        : [],
    ),
  );
}

/**
 * Every test that ran in Playwright's report, its results' durations added (a retried test cost the
 * run each try). Its top suites are the files, named relative to `config.rootDir` (the test folder).
 */
export function playwrightTestTimes(report: PlaywrightReport, suite: string, root: string): TestTime[] {
  const testDir = report.config?.rootDir ?? root;
  const times: TestTime[] = [];
  const visit = (node: PlaywrightSuite, file: string, titles: string[]) => {
    for (const spec of node.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        if (results.length === 0) continue;
        const ms = results.reduce((sum, result) => sum + (result.duration ?? 0), 0);
        times.push({ name: joinName(file, [...titles, spec.title]), suite, ms });
      }
    }
    for (const child of node.suites ?? []) visit(child, file, [...titles, child.title]);
  };
  for (const top of report.suites ?? []) {
    visit(top, path.relative(root, path.resolve(testDir, top.file ?? top.title)), []);
  }
  return times;
}

/** The `count` longest, longest first (ties by name, so the list is stable). */
export function slowestTests(times: TestTime[], count = 10): TestTime[] {
  return [...times].sort((a, b) => b.ms - a.ms || a.name.localeCompare(b.name)).slice(0, count);
}

/** Longer names are cut here: the file and the start of the title find the test. */
export const NAME_WIDTH = 150;

/** The report's lines: each test's time in seconds, its suite, its name. */
export function formatSlowestTests(slowest: TestTime[], count = 10): string {
  const heading = `The ${count} slowest tests (jest's times leave out a file's beforeAll, often a CMS boot):`;
  if (slowest.length === 0) return `${heading}\n  none timed (no jest or Playwright suite left its report)`;
  const suiteWidth = Math.max(...slowest.map((test) => test.suite.length));
  const rows = slowest.map(({ name, suite, ms }) => {
    const shown = name.length > NAME_WIDTH ? `${name.slice(0, NAME_WIDTH - 1)}…` : name;
    return `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${suite.padEnd(suiteWidth)}  ${shown}`;
  });
  return `${heading}\n${rows.join('\n')}`;
}
