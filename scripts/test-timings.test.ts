/** @jest-environment node */
import {
  formatSlowestTests,
  jestTestTimes,
  NAME_WIDTH,
  playwrightTestTimes,
  slowestTests,
  type TestTime,
} from './test-timings';

const ROOT = '/checkout';

describe("jest's --json report", () => {
  // The shape jest 29 writes (only what is read here), a passed, a failed, a skipped and a todo test.
  const report = {
    numTotalTests: 4,
    testResults: [
      {
        name: '/checkout/cms/tests/api.test.ts',
        status: 'failed',
        assertionResults: [
          { ancestorTitles: ['the seed'], title: 'is stored once', status: 'passed', duration: 1520 },
          { ancestorTitles: ['the seed', 'on a second boot'], title: 'is not doubled', status: 'failed', duration: 40 },
          { ancestorTitles: [], title: 'is skipped', status: 'pending', duration: null },
        ],
      },
      {
        name: '/checkout/src/header.test.tsx',
        assertionResults: [{ ancestorTitles: [], title: 'renders', status: 'passed', duration: 7 }],
      },
      { name: '/checkout/src/broken.test.ts', assertionResults: [] },
    ],
  };

  it('gives every test that has a duration, named by file and titles, failed ones too', () => {
    expect(jestTestTimes(report, 'cms', ROOT)).toEqual([
      { name: 'cms/tests/api.test.ts › the seed › is stored once', suite: 'cms', ms: 1520 },
      { name: 'cms/tests/api.test.ts › the seed › on a second boot › is not doubled', suite: 'cms', ms: 40 },
      { name: 'src/header.test.tsx › renders', suite: 'cms', ms: 7 },
    ]);
  });

  it('gives none for a report without results', () => {
    expect(jestTestTimes({}, 'unit', ROOT)).toEqual([]);
  });
});

describe("Playwright's JSON report", () => {
  // The shape Playwright 1.65's json reporter writes (only what is read here): a file's suite holds
  // its top-level specs, each describe a nested suite; a test not run has no results.
  const result = (duration: number) => ({ status: 'passed', duration, retry: 0, errors: [] });
  const report = {
    config: { rootDir: '/checkout/tests/e2e' },
    suites: [
      {
        title: 'chat.spec.ts',
        file: 'chat.spec.ts',
        specs: [{ title: 'opens', file: 'chat.spec.ts', tests: [{ projectName: 'shared', results: [result(3100)] }] }],
        suites: [
          {
            title: 'the contact form',
            file: 'chat.spec.ts',
            specs: [
              {
                title: 'sends a lead',
                file: 'chat.spec.ts',
                tests: [{ projectName: 'shared', results: [result(9000), result(4500)] }],
              },
              { title: 'did not run', file: 'chat.spec.ts', tests: [{ projectName: 'shared', results: [] }] },
            ],
            suites: [
              {
                title: 'offline',
                file: 'chat.spec.ts',
                specs: [{ title: 'keeps it', tests: [{ results: [result(250)] }] }],
              },
            ],
          },
        ],
      },
      {
        title: 'seo.spec.ts',
        file: 'seo.spec.ts',
        specs: [{ title: 'has titles', tests: [{ results: [result(12)] }] }],
      },
    ],
  };

  it('gives every test that ran, named from the checkout, its tries added', () => {
    expect(playwrightTestTimes(report, 'browser', ROOT)).toEqual([
      { name: 'tests/e2e/chat.spec.ts › opens', suite: 'browser', ms: 3100 },
      { name: 'tests/e2e/chat.spec.ts › the contact form › sends a lead', suite: 'browser', ms: 13_500 },
      { name: 'tests/e2e/chat.spec.ts › the contact form › offline › keeps it', suite: 'browser', ms: 250 },
      { name: 'tests/e2e/seo.spec.ts › has titles', suite: 'browser', ms: 12 },
    ]);
  });

  it('names files from the checkout when the report has no root folder', () => {
    expect(
      playwrightTestTimes(
        { suites: [{ title: 'a.spec.ts', specs: [{ title: 't', tests: [{ results: [result(1)] }] }] }] },
        'browser',
        ROOT,
      ),
    ).toEqual([{ name: 'a.spec.ts › t', suite: 'browser', ms: 1 }]);
  });
});

describe('the ten slowest', () => {
  const times: TestTime[] = Array.from({ length: 14 }, (_, i) => ({
    name: `file${i % 3}.test.ts › test ${i}`,
    suite: i % 2 ? 'unit' : 'browser',
    ms: (i * 11) % 14, // 0 to 13, shuffled
  }));

  it('are the ten longest of all suites, longest first, ties by name', () => {
    const slowest = slowestTests(times);
    expect(slowest).toHaveLength(10);
    expect(slowest.map((test) => test.ms)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    const tied = slowestTests([
      { name: 'b', suite: 'unit', ms: 5 },
      { name: 'a', suite: 'cms', ms: 5 },
    ]);
    expect(tied.map((test) => test.name)).toEqual(['a', 'b']);
  });

  it('are all of them when there are fewer than ten', () => {
    expect(slowestTests(times.slice(0, 3))).toHaveLength(3);
  });

  it('print as seconds, suite and name, a long name cut', () => {
    const long = `cms/tests/api.test.ts › ${'x'.repeat(NAME_WIDTH)}`;
    const lines = formatSlowestTests([
      { name: 'tests/e2e/chat.spec.ts › opens', suite: 'browser', ms: 83_456 },
      { name: long, suite: 'cms-postgres', ms: 950 },
    ]).split('\n');
    expect(lines[0]).toMatch(/^The 10 slowest tests \(/);
    expect(lines.slice(1)).toEqual([
      '    83.5 s  browser       tests/e2e/chat.spec.ts › opens',
      `     0.9 s  cms-postgres  ${long.slice(0, NAME_WIDTH - 1)}…`,
    ]);
  });

  it('say so when no suite left a report', () => {
    expect(formatSlowestTests([]).split('\n')[1]).toBe('  none timed (no jest or Playwright suite left its report)');
  });
});
