/**
 * @jest-environment node
 */
import { until, workDone } from './until';

describe('until with progress', () => {
  it('goes on waiting while the awaited process works, and ends once it stops', async () => {
    let probes = 0;
    let work = 0;
    // The process works for its first 12 looks (three seconds of polling), then stops: four times
    // as long as the wait allows without progress.
    const progress = () => (work < 12 ? ++work : work);
    await expect(
      until(
        'a start that never answers',
        async () => {
          probes += 1;
          return undefined;
        },
        750,
        () => '',
        () => undefined,
        progress,
      ),
    ).rejects.toThrow(/no progress for 0.75 s/);
    expect(probes).toBeGreaterThanOrEqual(12);
  });

  it('without progress, ends at its time', async () => {
    let probes = 0;
    await expect(
      until(
        'nothing',
        async () => {
          probes += 1;
          return undefined;
        },
        750,
      ),
    ).rejects.toThrow(/^Timed out waiting for nothing\./);
    expect(probes).toBeLessThanOrEqual(4);
  });

  it("counts a process's CPU time and its output as its work", () => {
    let written = 0;
    const done = workDone(process.pid, () => written);
    const before = done();
    written = 1_000_000;
    // Work for the CPU clock to see: a few hundred milliseconds of hashing.
    const end = Date.now() + 300;
    let x = 0;
    while (Date.now() < end) x = (x * 31 + 7) % 1_000_003;
    expect(x).toBeLessThan(1_000_003);
    expect(done() - before).toBeGreaterThan(1_000_000);
    expect(workDone(2 ** 30)()).toBe(0);
  });
});
