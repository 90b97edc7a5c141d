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
  /** FCP and LCP as Chromium's own trace saw them, unthrottled (Lighthouse's `metrics` audit): where
   * the simulated figures above model a slow phone, these say what the browser really painted when. */
  observedFcpMs: number;
  observedLcpMs: number;
}

/** The part of Lighthouse's result (its `lhr`) that the figures are read from. */
export interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

/**
 * The figures of one run, and why it failed if it did. A failed run (Lighthouse's runtimeError: no
 * paint seen, Chrome gone...) has null scores: they become NaN, which leaves the run out of every median
 * (bench/paired.ts) instead of counting it as the page's worst score, 0. So does an audit a run lacks.
 */
export function figuresOf(lhr: LighthouseResult): { figures: LighthouseFigures; failure: string | null } {
  const score = (id: string) => lhr.categories[id]?.score ?? NaN;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const observed = (key: string) => {
    // The metrics audit's details are one item with every metric, simulated and observed.
    const details = lhr.audits.metrics?.details as { items?: Array<Record<string, unknown>> } | undefined;
    const value = details?.items?.[0]?.[key];
    return typeof value === 'number' ? value : NaN;
  };
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
      observedFcpMs: observed('observedFirstContentfulPaint'),
      observedLcpMs: observed('observedLargestContentfulPaint'),
    },
    failure: lhr.runtimeError ? `${lhr.runtimeError.code} (${lhr.runtimeError.message})` : null,
  };
}

/**
 * In how many runs Chromium painted the LCP in the first contentful paint itself (the same frame, so
 * the same time stamp), of the runs that have both figures.
 */
export function lcpInFirstPaint(runs: readonly LighthouseFigures[]): { inFirstPaint: number; runs: number } {
  const measured = runs.filter((run) => Number.isFinite(run.observedFcpMs) && Number.isFinite(run.observedLcpMs));
  return {
    inFirstPaint: measured.filter((run) => run.observedLcpMs - run.observedFcpMs < 1).length,
    runs: measured.length,
  };
}
