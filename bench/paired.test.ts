import fc from 'fast-check';
import { median, medianInterval, pairedFigures, type RunFigures } from './paired';

const run = (lcpMs: number, fcpMs: number, tbtMs: number, performance: number): RunFigures => ({
  lcpMs,
  fcpMs,
  tbtMs,
  performance,
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two, and skips runs that lack the figure', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 5, 1, NaN, 3])).toBe(3);
    expect(median([NaN])).toBeNaN();
  });
});

describe('pairedFigures', () => {
  it('judges LCP against the FCP of the same run, not the median LCP against the median FCP', () => {
    // Each run paints its LCP at its first paint; the machine drifts, so the medians come from different runs.
    const route = [run(800, 800, 0, 0.9), run(1200, 1190, 0, 0.9), run(1000, 900, 0, 0.9)];
    const base = [run(900, 900, 0, 0.9), run(900, 900, 0, 0.9), run(900, 900, 0, 0.9)];
    expect(pairedFigures(route, base).lcpOverFcp).toBeCloseTo(1200 / 1190);
    // The ratio of medians would have been 1000 / 900.
    expect(median(route.map((r) => r.lcpMs)) / median(route.map((r) => r.fcpMs))).toBeCloseTo(1000 / 900);
  });

  it('pairs each round of the route with the same round of the baseline', () => {
    const route = [run(1000, 900, 600, 0.85), run(800, 800, 300, 0.9), run(900, 900, 450, 0.88)];
    const base = [run(2000, 900, 400, 0.88), run(1600, 800, 200, 0.92), run(1800, 900, 300, 0.9)];
    const paired = pairedFigures(route, base);
    expect(paired.tbtVsBaseline).toBeCloseTo(1.5);
    expect(paired.lcpVsBaseline).toBeCloseTo(0.5);
    expect(paired.performanceDelta).toBeCloseTo(-0.02);
  });

  it('counts a score 0.01 under the baseline as exactly 0.01 under (the goal allows it)', () => {
    expect(pairedFigures([run(1, 1, 1, 0.89)], [run(1, 1, 1, 0.9)]).performanceDelta).toBe(-0.01);
    expect(pairedFigures([run(1, 1, 1, 0.57)], [run(1, 1, 1, 0.58)]).performanceDelta).toBe(-0.01);
  });

  it('leaves out rounds where the baseline blocked for 0 ms, and refuses unpaired runs', () => {
    const paired = pairedFigures([run(1, 1, 100, 1), run(1, 1, 300, 1)], [run(1, 1, 0, 1), run(1, 1, 200, 1)]);
    expect(paired.tbtVsBaseline).toBeCloseTo(1.5);
    expect(() => pairedFigures([run(1, 1, 1, 1)], [])).toThrow('1 runs of the route against 0 of the baseline');
  });

  it('measures a route that is k times the baseline in every round as k, however far the rounds drift apart', () => {
    const round = fc.record({
      lcpMs: fc.integer({ min: 100, max: 5000 }),
      fcpMs: fc.integer({ min: 100, max: 5000 }),
      tbtMs: fc.integer({ min: 1, max: 2000 }),
      performance: fc.integer({ min: 0, max: 90 }).map((n) => n / 100),
    });
    fc.assert(
      fc.property(
        fc.array(round, { minLength: 1, maxLength: 9 }),
        fc.integer({ min: 50, max: 300 }).map((n) => n / 100),
        (baseline, k) => {
          const route = baseline.map((b) => ({ ...b, lcpMs: b.lcpMs * k, fcpMs: b.lcpMs * k, tbtMs: b.tbtMs * k }));
          const paired = pairedFigures(route, baseline);
          expect(paired.lcpVsBaseline).toBeCloseTo(k);
          expect(paired.tbtVsBaseline).toBeCloseTo(k);
          expect(paired.lcpOverFcp).toBeCloseTo(1);
          expect(paired.performanceDelta).toBe(0);
        },
      ),
    );
  });
});

describe('medianInterval', () => {
  it('gives nine rounds the second smallest to the second largest value, at 96%', () => {
    // The differences in performance of / against the baseline, round by round, in the bench of 2026-11-28.
    const rounds = [-0.01, -0.08, -0.01, -0.09, 0, -0.02, -0.05, -0.01, -0.05];
    expect(median(rounds)).toBe(-0.02);
    expect(medianInterval(rounds)).toEqual({ low: -0.08, high: -0.01, confidence: 1 - (2 * 10) / 512 });
  });

  it('gives too few values their whole range and says how sure that is', () => {
    expect(medianInterval([0.9])).toEqual({ low: 0.9, high: 0.9, confidence: 0 });
    expect(medianInterval([3, 1, NaN, 2])).toEqual({ low: 1, high: 3, confidence: 0.75 });
    expect(medianInterval([])).toEqual({ low: NaN, high: NaN, confidence: 0 });
  });

  it('holds the true median at least as often as it claims (seeded rounds from a skewed distribution)', () => {
    // Exponential rounds, true median ln 2; a fixed seed keeps the test deterministic.
    const trueMedian = Math.LN2;
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 25 }), fc.integer(), (n, seed) => {
        let state = seed >>> 0 || 1;
        const uniform = () => {
          state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
          return (state + 0.5) / 2 ** 32;
        };
        let held = 0;
        let claimed = 0;
        const trials = 400;
        for (let t = 0; t < trials; t++) {
          const rounds = Array.from({ length: n }, () => -Math.log(uniform()));
          const interval = medianInterval(rounds);
          claimed = interval.confidence;
          if (interval.low <= trueMedian && trueMedian <= interval.high) held++;
          expect(interval.low).toBeLessThanOrEqual(median(rounds));
          expect(interval.high).toBeGreaterThanOrEqual(median(rounds));
        }
        expect(claimed).toBeGreaterThanOrEqual(0.9);
        // Four standard errors of 400 trials below the claim.
        expect(held / trials).toBeGreaterThanOrEqual(claimed - 4 * Math.sqrt((claimed * (1 - claimed)) / trials));
      }),
      { seed: 21, numRuns: 20 },
    );
  });

  it('comes with every paired figure', () => {
    const route = [run(1000, 900, 600, 0.85), run(800, 800, 300, 0.9), run(900, 900, 450, 0.88)];
    const base = [run(2000, 900, 400, 0.88), run(1600, 800, 200, 0.92), run(1800, 900, 300, 0.9)];
    const { intervals } = pairedFigures(route, base);
    expect(intervals.tbtVsBaseline).toEqual({ low: 1.5, high: 1.5, confidence: 0.75 });
    expect(intervals.performanceDelta).toEqual({ low: -0.03, high: -0.02, confidence: 0.75 });
    expect(intervals.lcpOverFcp.low).toBeCloseTo(1);
    expect(intervals.lcpOverFcp.high).toBeCloseTo(1000 / 900);
  });
});
