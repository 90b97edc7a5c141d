/** What the bench keeps of one Lighthouse run. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

/** The part of Lighthouse's result (its `lhr`) that the figures are read from. */
export interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

/**
 * The figures of one run, and why it failed if it did. A failed run (Lighthouse's runtimeError: no
 * paint seen, Chrome gone...) has null scores: they become NaN, which leaves the run out of every median
 * (bench/paired.ts) instead of counting it as the page's worst score, 0. So does an audit a run lacks.
 */
export function figuresOf(lhr: LighthouseResult): { figures: LighthouseFigures; failure: string | null } {
  const score = (id: string) => lhr.categories[id]?.score ?? NaN;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    figures: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
    },
    failure: lhr.runtimeError ? `${lhr.runtimeError.code} (${lhr.runtimeError.message})` : null,
  };
}
