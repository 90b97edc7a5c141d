import { figuresOf, lcpInFirstPaint } from './lighthouse-figures';
import { median } from './paired';

const metric = (numericValue: number) => ({ numericValue });
const completed = {
  categories: {
    performance: { score: 0.88 },
    accessibility: { score: 1 },
    'best-practices': { score: 1 },
    seo: { score: 1 },
  },
  audits: {
    'largest-contentful-paint': metric(980),
    'total-blocking-time': metric(420),
    'cumulative-layout-shift': metric(0),
    'first-contentful-paint': metric(900),
    metrics: { details: { items: [{ observedFirstContentfulPaint: 240, observedLargestContentfulPaint: 240 }] } },
  },
};
// What Lighthouse returns when a run fails: categories without scores, no metrics.
const failed = {
  runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
  categories: {
    performance: { score: null },
    accessibility: { score: null },
    'best-practices': { score: null },
    seo: { score: null },
  },
  audits: {},
};

describe('figuresOf', () => {
  it('reads the scores and metrics of a completed run', () => {
    expect(figuresOf(completed)).toEqual({
      figures: {
        performance: 0.88,
        accessibility: 1,
        bestPractices: 1,
        seo: 1,
        lcpMs: 980,
        tbtMs: 420,
        cls: 0,
        fcpMs: 900,
        observedFcpMs: 240,
        observedLcpMs: 240,
      },
      failure: null,
    });
  });

  it('names a failed run and leaves it out of the medians instead of scoring it 0', () => {
    const { figures, failure } = figuresOf(failed);
    expect(failure).toBe('NO_FCP (The page did not paint any content.)');
    expect(figures.performance).toBeNaN();
    expect(figures.bestPractices).toBeNaN();
    expect(figures.tbtMs).toBeNaN();
    expect(figures.observedLcpMs).toBeNaN();
    expect(median([0.9, figures.performance, 0.86])).toBeCloseTo(0.88);
  });
});

describe('lcpInFirstPaint', () => {
  const run = (observedFcpMs: number, observedLcpMs: number) => ({
    ...figuresOf(completed).figures,
    observedFcpMs,
    observedLcpMs,
  });

  it("counts the runs whose LCP has the first paint's time stamp, of the runs that have both", () => {
    expect(lcpInFirstPaint([run(240, 240), run(250, 290), run(300, 300.4), run(NaN, NaN)])).toEqual({
      inFirstPaint: 2,
      runs: 3,
    });
  });
});
