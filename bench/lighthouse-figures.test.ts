import { figuresOf } from './lighthouse-figures';
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
    expect(median([0.9, figures.performance, 0.86])).toBeCloseTo(0.88);
  });
});
