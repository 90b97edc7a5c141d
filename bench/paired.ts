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

/** The figures the goals are judged on, each a median of per-run or per-round figures. */
export interface PairedMedians {
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

/**
 * How sure a median of a few runs is: a range that holds the median of the figure's distribution (what
 * endless rounds would give) with at least `confidence`, whatever that distribution is. It is the sign
 * test's interval: the k-th smallest and the k-th largest of the n values, with k as large as the
 * confidence allows (nine rounds: the second smallest to the second largest, 96%). A goal whose
 * interval lies across its target is not decided by the bench, whichever side the median fell.
 */
export interface MedianInterval {
  low: number;
  high: number;
  confidence: number;
}

export interface PairedFigures extends PairedMedians {
  intervals: Record<keyof PairedMedians, MedianInterval>;
}

/** The figures a run has (a run now and then lacks an audit, and a failed run has none), in order. */
const finiteSorted = (values: number[]) => values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);

/** The median of the finite values; NaN when there is none (a run now and then lacks an audit). */
export const median = (values: number[]) => {
  const sorted = finiteSorted(values);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The probability that a fair coin tossed n times shows heads at most j times. */
function atMost(j: number, n: number): number {
  let coefficient = 1; // n choose 0
  let sum = 0;
  for (let i = 0; i <= j; i++) {
    sum += coefficient;
    coefficient = (coefficient * (n - i)) / (i + 1);
  }
  return sum / 2 ** n;
}

/** The median's interval (see MedianInterval) at the widest confidence of at least `wanted` that the
 * number of finite values allows; with too few values for it, their whole range and its confidence. */
export function medianInterval(values: number[], wanted = 0.9): MedianInterval {
  const sorted = finiteSorted(values);
  const n = sorted.length;
  if (n === 0) return { low: NaN, high: NaN, confidence: 0 };
  // The median lies below the k-th smallest value only if fewer than k values fell below it: a fair
  // coin's chance, and the same above the k-th largest.
  const confidenceOf = (k: number) => 1 - 2 * atMost(k - 1, n);
  let k = 1;
  while (k < Math.ceil(n / 2) && confidenceOf(k + 1) >= wanted) k++;
  return { low: sorted[k - 1], high: sorted[n - k], confidence: confidenceOf(k) };
}

/**
 * Pairs a route's runs with the baseline's, round by round (run i of each was taken in round i).
 * Throws when the two lists differ in length: the pairs would not be of the same minutes.
 */
export function pairedFigures(route: RunFigures[], baseline: RunFigures[]): PairedFigures {
  if (route.length !== baseline.length)
    throw new Error(`${route.length} runs of the route against ${baseline.length} of the baseline`);
  const ratio = (a: number, b: number) => (b > 0 ? a / b : NaN);
  const perRound = (of: (run: RunFigures, base: RunFigures) => number) => route.map((run, i) => of(run, baseline[i]));
  const figures: Record<keyof PairedMedians, number[]> = {
    lcpOverFcp: perRound((run) => ratio(run.lcpMs, run.fcpMs)),
    lcpVsBaseline: perRound((run, base) => ratio(run.lcpMs, base.lcpMs)),
    tbtVsBaseline: perRound((run, base) => ratio(run.tbtMs, base.tbtMs)),
    // Scores are hundredths; rounded so that 0.89 - 0.9 is -0.01, not -0.010000000000000009 (which
    // would miss "within 0.01").
    performanceDelta: perRound((run, base) => Math.round((run.performance - base.performance) * 100) / 100),
  };
  const each = <T>(of: (values: number[]) => T) =>
    Object.fromEntries(Object.entries(figures).map(([key, values]) => [key, of(values)])) as Record<
      keyof PairedMedians,
      T
    >;
  return { ...each(median), intervals: each((values) => medianInterval(values)) };
}
