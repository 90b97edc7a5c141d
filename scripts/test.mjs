// `npm test`: every suite, in order of speed, stopping at the first red one.
//   0. lint    – `npm run lint`: ESLint (zero warnings) and Prettier's check
//   1. types   – tsc over the site, the CMS and the CMS's tests (cms/tests/tsconfig.json)
//   2. unit    – jest (pure logic and components; HTTP mocked only here)
//   3. cms     – jest against a real Strapi on a fresh SQLite file
//      cms-postgres – the CMS files whose outcome depends on the database (jest.config.js's
//                 DATABASE_DEPENDENT) again on PostgreSQL: a throwaway cluster, a fresh database per
//                 CMS, plus the several-instances tests (*.postgres.test.ts)
//   4. browser – Playwright in Debian's Chromium against a real CMS and a production build
//   5. bench   – a quick smoke of `npm run bench` (one route, one run) so it cannot rot; no timing
//                is asserted
// TEST_ONLY=unit,cms (comma list) runs a subset.
import { spawnSync } from 'node:child_process';

const only = process.env.TEST_ONLY?.split(',').map((s) => s.trim());
const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['types', 'npx', ['tsc', '--noEmit']],
  ['types', 'npx', ['tsc', '--noEmit', '-p', 'cms/tests']],
  ['types', 'npm', ['--prefix', 'cms', 'run', 'build:server']],
  ['unit', 'npx', ['jest', '--selectProjects', 'unit']],
  ['cms', 'npx', ['jest', '--selectProjects', 'cms', '--runInBand']],
  ['cms-postgres', 'npx', ['jest', '--selectProjects', 'cms', '--runInBand', 'cms/tests'], { CMS_TEST_DB: 'postgres' }],
  ['browser', 'npx', ['playwright', 'test']],
  ['bench', 'npx', ['tsx', 'bench/run.ts'], { BENCH_QUICK: '1' }],
];

/** Each suite's time, printed at the end whatever the outcome (docs/testing.md has the budget). */
const times = new Map();
const report = () => {
  const rows = [...times].map(([name, ms]) => `  ${name.padEnd(13)} ${(ms / 60000).toFixed(1).padStart(5)} min`);
  const total = [...times.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(
    `\nTime per suite:\n${rows.join('\n')}\n  ${'total'.padEnd(13)} ${(total / 60000).toFixed(1).padStart(5)} min`,
  );
};

for (const [name, command, args, env = {}] of steps) {
  if (only && !only.includes(name)) continue;
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
  });
  times.set(name, (times.get(name) ?? 0) + Date.now() - started);
  if (result.status !== 0) {
    report();
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}
report();
console.log('\nAll test suites passed.');
