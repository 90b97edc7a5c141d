import fc from 'fast-check';
import { median, pairedFigures, type RunFigures } from './paired';

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
