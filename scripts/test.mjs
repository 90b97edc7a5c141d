// `npm test`: every suite, each started as soon as the suites it waits for have passed, stopping at
// the first failure (no suite starts after it; the running ones finish, so each cleans up its own
// servers and clusters):
//   lint    – `npm run lint`: ESLint (zero warnings), Prettier's check and knip (unused files, exports, packages)
//   types   – the CMS's server build (which every CMS suite runs), the check that Strapi's generated
//             types are current (cms/scripts/check-generated-types.mjs), then tsc over the site, the
//             CMS's tests (cms/tests/tsconfig.json: its suites and its unit tests) and its admin panel
//   unit    – jest (pure logic and components; HTTP mocked only here)
//   template – after types: one CMS seeds the SQLite database that every CMS of cms, cms-builds, browser
//             and bench copies, and cms-postgres's on SQLite (tests/support/make-cms-template.ts): one
//             first start, with the seed's pictures, instead of one per suite and stack. A subset
//             without it seeds its own.
//   cms-builds – after types and template: the CMS files that build the site or run Strapi's data transfer
//             (jest.config.js's SITE_BUILDS: one public/ and one cms/ per checkout), one at a time
//   cms     – after types, lint, unit and template: jest against a real Strapi on SQLite (each fresh
//             database a copy of the template: tests/support/cms.ts), the other CMS files, two at a
//             time (each file has its own CMS, ports and folders; one at a time the suite waited more
//             than it worked: 6.9 CPU minutes in 24.5)
//   browser – after cms-builds: Playwright in Debian's Chromium against a real CMS and a production
//             build (which takes public/ from cms-builds)
//   cms-postgres – after cms-builds (not after cms: the two chained were the run's longest path): the CMS files whose outcome depends on the database
//             (jest.config.js's DATABASE_DEPENDENT) again on PostgreSQL: a throwaway cluster, a fresh
//             database per CMS, plus the several-instances tests (*.postgres.test.ts), two files at a
//             time as cms (one at a time it was the run's last 14 minutes for 4.5 CPU minutes). It
//             builds no site, but it runs Strapi's data transfer (backup.test.ts), which cms-builds
//             does too.
//   bench   – after cms and cms-builds: a quick smoke of `npm run bench` (one route, one run) so it
//             cannot rot; no timing is asserted. It builds the site, so it runs in a copy of the
//             checkout (below), beside the browser suite's builds in this one; its PostgreSQL cluster
//             and CMS instances have ports and folders of their own, so it runs beside cms-postgres
//             (one after the other, the two were the run's last ten minutes, with a core idle).
// The first suite to start while none prints live prints as it goes; the others' output is kept and
// printed when each ends. TEST_ONLY=unit,cms (comma list) runs a subset (waiting only for suites in it).
// The run ends with a report, whatever the outcome: each suite's time, the machine's speed (a fixed CPU
// task timed at the start and at the end: scripts/cpu-speed.ts) and the ten slowest tests (from the
// JSON reports jest and Playwright write beside their usual output: scripts/test-timings.ts).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { timeCpuTask, formatMachineSpeed } = await tsImport('./cpu-speed.ts', import.meta.url);
const { jestTestTimes, playwrightTestTimes, slowestTests, formatSlowestTests } = await tsImport(
  './test-timings.ts',
  import.meta.url,
);

const only = process.env.TEST_ONLY?.split(',').map((s) => s.trim());
// Every temporary file of the run (CMS data folders, clusters, copies of the checkout, builds' caches,
// logs: gigabytes over a day of runs) goes into one folder, removed at the end; after a failure it is
// kept, for the logs in it, and its path printed. jest's transform cache stays where it always is, so a
// second run does not transform every file again.
const systemTmp = os.tmpdir();
const runTmp = fs.mkdtempSync(path.join(systemTmp, 'npm-test-run-'));
// mkdtemp makes a folder only its owner may enter; PostgreSQL's test clusters run as `postgres` in
// folders of their own inside it (tests/support/postgres.ts), so others may pass through, as /tmp.
fs.chmodSync(runTmp, 0o755);
process.env.TMPDIR = runTmp;
const jestCache = `--cacheDirectory=${path.join(systemTmp, `jest_${(process.getuid?.() ?? 0).toString(36)}`)}`;
/** Where each jest and Playwright suite writes its JSON report, `<suite>.json`, read for the slowest tests. */
const timingsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-timings-'));
// The seeded SQLite database every CMS of the SQLite suites copies (the `template` suite makes it): one
// first start, with the seed's pictures, instead of one per suite, browser stack and bench stack.
// The suite writes what it made (tests/support/cms.ts's CmsTemplate) to TEMPLATE_FILE in its folder.
const templateDir = path.join(runTmp, 'cms-template');
const templateFile = path.join(templateDir, 'template.json');
const jestJson = (name) => [jestCache, '--json', `--outputFile=${path.join(timingsDir, `${name}.json`)}`];
/** Every suite: its commands, run in order, and the suites it waits for. */
const suites = [
  { name: 'lint', commands: [['npm', ['run', 'lint']]] },
  {
    name: 'types',
    commands: [
      ['npm', ['--prefix', 'cms', 'run', 'build:server']],
      ['node', ['cms/scripts/check-generated-types.mjs']],
      ['npx', ['tsc', '--noEmit']],
      ['npx', ['tsc', '--noEmit', '-p', 'cms/tests']],
      ['npx', ['tsc', '--noEmit', '-p', 'cms/src/admin']],
    ],
  },
  { name: 'unit', commands: [['npx', ['jest', '--selectProjects', 'unit', ...jestJson('unit')]]] },
  {
    name: 'template',
    after: ['types'],
    commands: [['npx', ['tsx', 'tests/support/make-cms-template.ts']]],
    env: { CMS_TEST_TEMPLATE_DIR: templateDir, CMS_TEST_TEMPLATE_FILE: templateFile },
  },
  {
    name: 'cms-builds',
    after: ['types', 'template'],
    usesTemplate: true,
    commands: [['npx', ['jest', '--selectProjects', 'cms', '--runInBand', ...jestJson('cms-builds')]]],
    env: { CMS_TEST_GROUP: 'site-builds' },
  },
  {
    name: 'cms',
    after: ['types', 'lint', 'unit', 'template'],
    usesTemplate: true,
    commands: [['npx', ['jest', '--selectProjects', 'cms', '--maxWorkers=2', ...jestJson('cms')]]],
    env: { CMS_TEST_GROUP: 'others' },
  },
  {
    name: 'browser',
    after: ['cms-builds', 'template'],
    usesTemplate: true,
    commands: [['npx', ['playwright', 'test']]],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(timingsDir, 'browser.json') },
  },
  {
    name: 'cms-postgres',
    after: ['cms-builds'],
    commands: [
      ['npx', ['jest', '--selectProjects', 'cms', '--maxWorkers=2', 'cms/tests', ...jestJson('cms-postgres')]],
    ],
    env: { CMS_TEST_DB: 'postgres' },
    // Its own template is on PostgreSQL; the SQLite one is for a backup's source (backup.test.ts).
    usesTemplate: true,
  },
  {
    name: 'bench',
    after: ['cms', 'cms-builds', 'template'],
    commands: [['npx', ['tsx', 'bench/run.ts']]],
    env: { BENCH_QUICK: '1' },
    usesTemplate: true,
    inCopy: true,
  },
];

/** Each suite's time and the whole run's, printed at the end whatever the outcome (docs/testing.md has the budget). */
const times = new Map();
// Timed before any suite starts (and again after all have ended): what the machine, and whatever
// else runs on it, gives one core.
const speedAtStart = timeCpuTask();
const runStarted = Date.now();
const minutes = (ms) => (ms / 60000).toFixed(1).padStart(5);
const report = () => {
  const rows = [...times].map(
    ([name, { from, ms }]) =>
      `  ${name.padEnd(13)} ${minutes(ms)} min (from ${minutes(from).trim()})${cpuSeconds.has(name) ? `, CPU ${minutes(cpuSeconds.get(name) * 1000).trim()} min` : ''}`,
  );
  const cpu = [...cpuSeconds.values()].reduce((sum, seconds) => sum + seconds, 0);
  console.log(
    `\nTime per suite (some ran at the same time: each starts once those it waits for have passed; CPU is` +
      ` the suite's processes' user and system time, servers that detach themselves, as PostgreSQL's do, aside):\n${rows.join('\n')}\n` +
      `  ${'whole run'.padEnd(13)} ${minutes(Date.now() - runStarted)} min${cpu ? `, CPU ${minutes(cpu * 1000).trim()} min of ${os.cpus().length} cores` : ''}`,
  );
  console.log(formatMachineSpeed(speedAtStart, timeCpuTask(), os.cpus().length));
  console.log(`\n${formatSlowestTests(slowestTests(testTimes()))}`);
  fs.rmSync(timingsDir, { recursive: true, force: true });
};

/** Every timed test of the suites that left a JSON report (a suite stopped before writing one has none). */
function testTimes() {
  const root = process.cwd();
  return suites.flatMap(({ name }) => {
    const file = path.join(timingsDir, `${name}.json`);
    if (!fs.existsSync(file)) return [];
    try {
      const report = JSON.parse(fs.readFileSync(file, 'utf8'));
      return name === 'browser' ? playwrightTestTimes(report, name, root) : jestTestTimes(report, name, root);
    } catch (error) {
      console.log(`(${name}'s test report could not be read: ${error.message})`);
      return [];
    }
  });
}

/**
 * A copy of the checkout in a temporary folder: the files git tracks (and new ones it does not ignore),
 * the CMS's build (cms/dist, made by the types suite), and links to both node_modules. Gatsby builds
 * into its root's public/ and .cache/, so a suite that builds beside another one runs in a copy.
 */
function copyCheckout() {
  const root = process.cwd();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-checkout-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!fs.existsSync(path.join(root, file))) continue; // deleted, not yet committed
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  fs.cpSync(path.join(root, 'cms', 'dist'), path.join(dir, 'cms', 'dist'), { recursive: true });
  for (const modules of ['node_modules', 'cms/node_modules'])
    fs.symlinkSync(path.join(root, modules), path.join(dir, modules), 'dir');
  return dir;
}

/** GNU time, where there is one: it measures a command's CPU time. */
const TIME = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const cpuSeconds = new Map();

/** The end of each live suite's output (the others' is in their log files), to repeat a failure's. */
const TAIL_BYTES = 24_000;
const liveTails = new Map();

/** Runs one command; resolves with its exit code. Output goes to `log`, or to the terminal and the
 * suite's tail in liveTails. */
function run(name, command, args, env, log, cwd) {
  return new Promise((resolve) => {
    // Each suite's CPU time (its processes' and their children's), for the report: where the run's
    // time goes on a machine whose cores are all busy.
    const cpuFile = TIME ? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-cpu-')), 'cpu') : undefined;
    const [program, programArgs] = cpuFile ? [TIME, ['-o', cpuFile, '-f', '%U %S', command, ...args]] : [command, args];
    const child = spawn(program, programArgs, {
      cwd,
      stdio: log ? ['ignore', log, log] : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
    });
    if (!log) {
      const keep = (chunk) => liveTails.set(name, ((liveTails.get(name) ?? '') + chunk).slice(-TAIL_BYTES));
      child.stdout.on('data', (chunk) => (process.stdout.write(chunk), keep(chunk)));
      child.stderr.on('data', (chunk) => (process.stderr.write(chunk), keep(chunk)));
    }
    child.on('close', (code, signal) => {
      if (cpuFile) {
        const last = fs.readFileSync(cpuFile, 'utf8').trim().split('\n').at(-1) ?? '';
        const [user, system] = last.split(' ').map(Number);
        if (Number.isFinite(user + system)) cpuSeconds.set(name, (cpuSeconds.get(name) ?? 0) + user + system);
        fs.rmSync(path.dirname(cpuFile), { recursive: true, force: true });
      }
      resolve(code ?? signal);
    });
  });
}

/** Runs a suite's commands in order, stopping at the first that fails; resolves with the exit status
 * and, for a suite that does not print live, the file holding its output. */
async function runSuite({ name, commands, env: suiteEnv = {}, inCopy = false, usesTemplate = false }, live) {
  const variable = suiteEnv.CMS_TEST_DB === 'postgres' ? 'CMS_TEST_SQLITE_TEMPLATE' : 'CMS_TEST_TEMPLATE';
  const env =
    usesTemplate && passed.has('template')
      ? { ...suiteEnv, [variable]: fs.readFileSync(templateFile, 'utf8') }
      : suiteEnv;
  const logFile = live ? undefined : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-')), `${name}.log`);
  const log = logFile ? fs.openSync(logFile, 'a') : undefined;
  const started = Date.now();
  const cwd = inCopy ? copyCheckout() : undefined;
  let status = 0;
  for (const [command, args] of commands) {
    const line = `\n=== ${name}: ${command} ${args.join(' ')}${cwd ? ` (in a copy of the checkout, ${cwd})` : ''}\n`;
    if (log) fs.writeSync(log, line);
    else console.log(line);
    status = await run(name, command, args, env, log, cwd);
    if (status !== 0) break;
  }
  if (cwd) fs.rmSync(cwd, { recursive: true, force: true });
  times.set(name, { from: started - runStarted, ms: Date.now() - started });
  if (log) fs.closeSync(log);
  return { name, status, logFile };
}

/** Whether a suite prints live: one at a time. */
let liveTaken = false;
const selected = suites.filter((suite) => !only || only.includes(suite.name));
const waiting = new Set(selected);
const passed = new Set();
const running = new Map();
let failed;

function startReady() {
  if (failed) return;
  for (const suite of [...waiting]) {
    const waitsFor = (suite.after ?? []).filter((name) => selected.some((other) => other.name === name));
    if (!waitsFor.every((name) => passed.has(name))) continue;
    waiting.delete(suite);
    const live = !liveTaken;
    if (live) liveTaken = true;
    const started = runSuite(suite, live).then((result) => {
      if (live) liveTaken = false;
      running.delete(suite.name);
      if (result.logFile) {
        console.log(`\n=== ${result.name}: its output (it ran beside others)`);
        const output = fs.readFileSync(result.logFile);
        process.stdout.write(output);
        if (result.status !== 0) liveTails.set(result.name, output.toString('utf8').slice(-TAIL_BYTES));
        fs.rmSync(path.dirname(result.logFile), { recursive: true, force: true });
      }
      if (result.status === 0) passed.add(result.name);
      else if (!failed) {
        failed = result;
        const still = [...running.keys()];
        console.error(
          `\n${result.name} failed (exit ${result.status}); nothing more starts${still.length ? `, waiting for ${still.join(', ')} to end` : ''}.`,
        );
      }
      startReady();
    });
    running.set(suite.name, started);
  }
}

startReady();
while (running.size > 0) await Promise.race(running.values());
report();
if (failed) {
  // Repeated last: a CI page that shows only the end of the run still shows why the suite failed.
  const tail = liveTails.get(failed.name);
  if (tail) console.error(`\n=== ${failed.name} failed; the end of its output again:\n${tail}`);
  console.error(`\n${failed.name} failed (exit ${failed.status}). The run's temporary files are kept in ${runTmp}.`);
  process.exit(typeof failed.status === 'number' ? failed.status : 1);
}
fs.rmSync(runTmp, { recursive: true, force: true });
console.log('\nAll test suites passed.');
