// `npm test`: every suite, in order of speed, stopping at the first red stage.
//   0. lint    – `npm run lint`: ESLint (zero warnings) and Prettier's check
//      types   – tsc over the site, the CMS and the CMS's tests (cms/tests/tsconfig.json); beside lint
//   1. unit    – jest (pure logic and components; HTTP mocked only here)
//   2. cms     – jest against a real Strapi on SQLite (each fresh database a copy of one seeded at
//                the start of the run: tests/support/cms.ts)
//      cms-builds – beside it, the CMS files that build the site or run Strapi's data transfer
//                (jest.config.js's SITE_BUILDS: one public/ and one cms/ per checkout), one at a time
//   3. browser – Playwright in Debian's Chromium against a real CMS and a production build
//      cms-postgres – beside the browser suite: the CMS files whose outcome depends on the database
//                 (jest.config.js's DATABASE_DEPENDENT) again on PostgreSQL: a throwaway cluster, a
//                 fresh database per CMS, plus the several-instances tests (*.postgres.test.ts). It
//                 builds no site, so it shares nothing with the browser suite but the CPU.
//   4. bench   – a quick smoke of `npm run bench` (one route, one run) so it cannot rot; no timing
//                is asserted
// A stage's first suite prints as it goes; the others' output is kept and printed when each ends.
// TEST_ONLY=unit,cms (comma list) runs a subset.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const only = process.env.TEST_ONLY?.split(',').map((s) => s.trim());
/** Stages run one after another; the suites of a stage run at the same time, each its commands in order. */
const stages = [
  [
    { name: 'lint', commands: [['npm', ['run', 'lint']]] },
    {
      name: 'types',
      commands: [
        ['npx', ['tsc', '--noEmit']],
        ['npx', ['tsc', '--noEmit', '-p', 'cms/tests']],
        ['npm', ['--prefix', 'cms', 'run', 'build:server']],
      ],
    },
  ],
  [{ name: 'unit', commands: [['npx', ['jest', '--selectProjects', 'unit']]] }],
  [
    {
      name: 'cms-builds',
      commands: [['npx', ['jest', '--selectProjects', 'cms', '--runInBand']]],
      env: { CMS_TEST_GROUP: 'site-builds' },
    },
    {
      name: 'cms',
      commands: [['npx', ['jest', '--selectProjects', 'cms', '--runInBand']]],
      env: { CMS_TEST_GROUP: 'others' },
    },
  ],
  [
    { name: 'browser', commands: [['npx', ['playwright', 'test']]] },
    {
      name: 'cms-postgres',
      commands: [['npx', ['jest', '--selectProjects', 'cms', '--runInBand', 'cms/tests']]],
      env: { CMS_TEST_DB: 'postgres' },
    },
  ],
  [{ name: 'bench', commands: [['npx', ['tsx', 'bench/run.ts']]], env: { BENCH_QUICK: '1' } }],
];

/** Each suite's time and the whole run's, printed at the end whatever the outcome (docs/testing.md has the budget). */
const times = new Map();
const runStarted = Date.now();
const minutes = (ms) => (ms / 60000).toFixed(1).padStart(5);
const report = () => {
  const rows = [...times].map(([name, ms]) => `  ${name.padEnd(13)} ${minutes(ms)} min`);
  console.log(
    `\nTime per suite (suites of one stage run at the same time):\n${rows.join('\n')}\n  ${'whole run'.padEnd(13)} ${minutes(Date.now() - runStarted)} min`,
  );
};

/** Runs one command; resolves with its exit code. Output goes to the terminal, or to `log`. */
function run(command, args, env, log) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: log ? ['ignore', log, log] : 'inherit',
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
    });
    child.on('exit', (code, signal) => resolve(code ?? signal));
  });
}

/** Runs a suite's commands in order, stopping at the first that fails; resolves with the exit status
 * and, for a suite that does not print live, the file holding its output. */
async function runSuite({ name, commands, env = {} }, live) {
  const logFile = live ? undefined : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-')), `${name}.log`);
  const log = logFile ? fs.openSync(logFile, 'a') : undefined;
  const started = Date.now();
  let status = 0;
  for (const [command, args] of commands) {
    const line = `\n=== ${name}: ${command} ${args.join(' ')}\n`;
    if (log) fs.writeSync(log, line);
    else console.log(line);
    status = await run(command, args, env, log);
    if (status !== 0) break;
  }
  times.set(name, Date.now() - started);
  if (log) fs.closeSync(log);
  return { name, status, logFile };
}

for (const stage of stages) {
  const suites = stage.filter((suite) => !only || only.includes(suite.name));
  const results = await Promise.all(suites.map((suite, index) => runSuite(suite, index === 0)));
  for (const { name, logFile } of results.filter((result) => result.logFile)) {
    console.log(`\n=== ${name}, which ran beside ${suites[0].name}: its output`);
    process.stdout.write(fs.readFileSync(logFile));
    fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
  }
  const failed = results.find((result) => result.status !== 0);
  if (failed) {
    report();
    console.error(`\n${failed.name} failed (exit ${failed.status}).`);
    process.exit(typeof failed.status === 'number' ? failed.status : 1);
  }
}
report();
console.log('\nAll test suites passed.');
