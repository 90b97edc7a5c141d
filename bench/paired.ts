/**
 * How the bench judges a route against the baseline: figure by figure within each Lighthouse run (LCP
 * over the same run's FCP) or each round (the route against the baseline's run of the same round), and
 * then the median of those per-run figures.
 *
 * Why not the ratio of two medians: on this shared machine the load drifts from one minute to the
 * next, and a run's LCP, FCP and TBT move together with it. A median of LCPs divided by a median of
 * FCPs pairs figures from different runs, so it measures the drift as much as the page. Pairing within
 * the run or the round leaves out what both sides share.
 */

import type { LighthouseFigures } from './lighthouse-figures';

/** The figures of one Lighthouse run that the goals compare. */
export type RunFigures = Pick<LighthouseFigures, 'performance' | 'lcpMs' | 'fcpMs' | 'tbtMs'>;

export interface PairedFigures {
  /** Median over runs of that run's LCP / FCP. */
  lcpOverFcp: number;
  /** Median over rounds of the route's LCP / the baseline's LCP. */
  lcpVsBaseline: number;
  /** Median over rounds of the route's TBT / the baseline's TBT (rounds where the baseline blocked 0 ms
   * are left out: no ratio). */
  tbtVsBaseline: number;
  /** Median over rounds of the route's performance score minus the baseline's. */
  performanceDelta: number;
}

/** The median of the finite values; NaN when there is none (a run now and then lacks an audit). */
export const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Pairs a route's runs with the baseline's, round by round (run i of each was taken in round i).
 * Throws when the two lists differ in length: the pairs would not be of the same minutes.
 */
export function pairedFigures(route: RunFigures[], baseline: RunFigures[]): PairedFigures {
  if (route.length !== baseline.length)
    throw new Error(`${route.length} runs of the route against ${baseline.length} of the baseline`);
  const ratio = (a: number, b: number) => (b > 0 ? a / b : NaN);
  const perRound = (of: (run: RunFigures, base: RunFigures) => number) =>
    median(route.map((run, i) => of(run, baseline[i])));
  return {
    lcpOverFcp: perRound((run) => ratio(run.lcpMs, run.fcpMs)),
    lcpVsBaseline: perRound((run, base) => ratio(run.lcpMs, base.lcpMs)),
    tbtVsBaseline: perRound((run, base) => ratio(run.tbtMs, base.tbtMs)),
    // Scores are hundredths; rounded so that 0.89 - 0.9 is -0.01, not -0.010000000000000009 (which
    // would miss "within 0.01").
    performanceDelta: perRound((run, base) => Math.round((run.performance - base.performance) * 100) / 100),
  };
}
