import fc from 'fast-check';
import { busyShare, parseCpuTimes, roundOrder, waitForQuietCpu, type CpuTimes } from './quiet';

const PROC_STAT = [
  'cpu  100 5 50 800 20 3 2 10 0 0',
  'cpu0 50 2 25 400 10 1 1 5 0 0',
  'cpu1 50 3 25 400 10 2 1 5 0 0',
  'intr 12345',
].join('\n');

describe('parseCpuTimes', () => {
  it('reads the aggregate line: steal is busy, idle and iowait are not', () => {
    expect(parseCpuTimes(PROC_STAT)).toEqual({ busy: 100 + 5 + 50 + 3 + 2 + 10, total: 170 + 800 + 20 });
  });

  it('reads a kernel that reports fewer columns', () => {
    expect(parseCpuTimes('cpu  10 0 5 85\n')).toEqual({ busy: 15, total: 100 });
  });

  it('says so when there is no aggregate line', () => {
    expect(() => parseCpuTimes('cpu0 1 2 3 4\n')).toThrow(/aggregate cpu line/);
  });
});

describe('busyShare', () => {
  it('is the busy part of the time between two readings', () => {
    expect(busyShare({ busy: 100, total: 1000 }, { busy: 130, total: 1200 })).toBeCloseTo(0.15);
    expect(busyShare({ busy: 5, total: 10 }, { busy: 5, total: 10 })).toBe(0);
  });
});

describe('roundOrder', () => {
  it('holds every item once per round and puts each first in turn', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 8 }), fc.nat(50), (items, round) => {
        const order = roundOrder(items, round);
        expect([...order].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
        expect(order[0]).toBe(items[round % items.length]);
      }),
    );
  });

  it('gives every item every place over as many rounds as there are items', () => {
    const items = ['baseline', '/', '/about', '/services', '/contact'];
    for (const item of items) {
      const places = items.map((_, round) => roundOrder(items, round).indexOf(item));
      expect([...places].sort()).toEqual([0, 1, 2, 3, 4]);
    }
  });
});

describe('waitForQuietCpu', () => {
  /** A reader whose every second read ends a window in which the CPU was `shares[i]` busy. */
  const windows = (...shares: number[]) => {
    let reads = 0;
    let times: CpuTimes = { busy: 0, total: 0 };
    return () => {
      if (reads % 2 === 1) {
        const share = shares[(reads - 1) / 2] ?? 0;
        times = { busy: times.busy + share * 100, total: times.total + 100 };
      }
      reads += 1;
      return times;
    };
  };

  it('goes on at the first quiet window', async () => {
    const outcome = await waitForQuietCpu({ read: windows(0.9, 0.5, 0.05), windowMs: 1, threshold: 0.1 });
    expect(outcome).toMatchObject({ quiet: true });
    expect(outcome.busy).toBeCloseTo(0.05);
  });

  it('gives up busy when the time runs out, with the last share it saw', async () => {
    const gaveUp = await waitForQuietCpu({ read: windows(...Array(1000).fill(0.5)), windowMs: 1, timeoutMs: 5 });
    expect(gaveUp.quiet).toBe(false);
    expect(gaveUp.busy).toBeCloseTo(0.5);
    expect(gaveUp.waitedMs).toBeGreaterThanOrEqual(5);
  });
});
