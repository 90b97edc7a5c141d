/**
 * What the Visits page writes of its figures (src/counts/rules.ts `Summary`). Pure, so it is tested
 * without the admin (visits.test.ts).
 */
import { percent, type Summary } from '../../counts/rules';

/** "1,234". */
export const number = (value: number) => value.toLocaleString('en-GB');

/** "1 visit", "2 visits". */
const counted = (value: number, one: string) => `${number(value)} ${value === 1 ? one : `${one}s`}`;

/** The period's totals, as one sentence a screen reader announces when they change. */
export const totalsText = ({ period, totals }: Pick<Summary, 'period' | 'totals'>) =>
  `Last ${period} days: ${counted(totals.visits, 'visit')}, ${counted(totals.views, 'page view')}, ` +
  `${counted(totals.leads, 'lead')} (${percent(totals.rate)} of visits).`;
