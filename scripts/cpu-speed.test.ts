/** @jest-environment node */
import { CPU_TASK_ROUNDS, cpuTask, formatMachineSpeed, QUIET_SECONDS, timeCpuTask } from './cpu-speed';

describe('the fixed CPU task', () => {
  it('is the same work every time: a change to it means measuring QUIET_SECONDS again', () => {
    // The hash after these rounds pins the task; update it only together with QUIET_SECONDS.
    expect(cpuTask(1000)).toBe(2947809494);
    expect(cpuTask(100_000)).toBe(531165354);
    expect(CPU_TASK_ROUNDS).toBe(48_000_000);
  });

  it('is timed with the load average read before it', () => {
    const time = timeCpuTask(1000, () => 1.25);
    expect(time.load).toBe(1.25);
    expect(Number.isFinite(time.seconds)).toBe(true);
    expect(time.seconds).toBeGreaterThan(0);
  });
});

describe("the report's machine line", () => {
  const quiet = QUIET_SECONDS.toFixed(2);

  it('gives the start and end times with their loads beside the quiet figure and the cores', () => {
    expect(formatMachineSpeed({ seconds: 1.234, load: 0.42 }, { seconds: 2.1, load: 3.87 }, 2)).toBe(
      `machine: fixed CPU task 1.23 s at the start (load 0.4), 2.10 s at the end (load 3.9); this kind of machine quiet: ${quiet} s, 2 cores`,
    );
  });

  it('gives the start alone when the end was not measured', () => {
    expect(formatMachineSpeed({ seconds: 0.9, load: 0 }, undefined, 4)).toBe(
      `machine: fixed CPU task 0.90 s at the start (load 0.0); this kind of machine quiet: ${quiet} s, 4 cores`,
    );
  });
});
