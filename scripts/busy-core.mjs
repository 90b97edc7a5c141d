// `npm run busy-core [-- --minutes N]`: keeps one core busy, a pure CPU loop in this one process at
// normal priority, until stopped (Ctrl-C, SIGTERM) or for N minutes. It makes a 2-core machine a slow
// one, to prove the suite green there (docs/testing.md, "On a slow machine"):
//   npm run busy-core -- --minutes 40 & npm test
import { parseArgs } from 'node:util';

let values;
try {
  ({ values } = parseArgs({ options: { minutes: { type: 'string' } } }));
} catch (error) {
  console.error(`busy-core: ${error.message}; usage: npm run busy-core [-- --minutes N]`);
  process.exit(2);
}
const minutes = values.minutes === undefined ? Infinity : Number(values.minutes);
if (!(minutes > 0)) {
  console.error(`busy-core: --minutes wants a number above 0, not ${values.minutes}`);
  process.exit(2);
}

const started = Date.now();
const ends = started + minutes * 60_000;
const elapsed = () => `${((Date.now() - started) / 60_000).toFixed(1)} minutes`;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`busy-core: stopped by ${signal} after ${elapsed()}`);
    process.exit(0);
  });
}
console.error(
  `busy-core: keeping one core busy (pid ${process.pid}) ${Number.isFinite(minutes) ? `for ${minutes} minutes` : 'until stopped'}`,
);

// Slices of about 50 ms of arithmetic, each followed by a turn of the event loop so that a signal's
// handler runs: the core stays busy all but a few microseconds per slice.
let sink = 0;
const slice = () => {
  const until = Date.now() + 50;
  while (Date.now() < until) for (let i = 0; i < 10_000; i++) sink = (Math.imul(sink ^ i, 0x01000193) + 1) | 0;
  if (Date.now() >= ends) {
    console.error(`busy-core: done after ${elapsed()}`);
    return;
  }
  setImmediate(slice);
};
slice();
