/**
 * The admin's "Visits" page (menu link in app.tsx, for roles with "See the visits and conversions":
 * Super Admin and Sales, docs/security.md#roles): the site's own counts (src/counts,
 * docs/visit-counts.md) over the last 30 or 90 days, as charts with their figures beside them as text
 * (figures.tsx): visits, page views and leads per day, each landing page's conversion rate, and the
 * top sources and campaigns. The figures come from the CMS's admin route (src/counts/routes.ts).
 */
import * as React from 'react';
import { COUNT_PERIODS, type CountPeriod, type Summary } from '../../counts/rules';
import { useAdminGet } from '../shared/api';
import { Select } from '../shared/fields';
import { StatusLine } from '../shared/FilterForm';
import { fieldErrors } from '../shared/records';
import { AdminPage } from '../shared/Screen';
import { PerDay, PerPage, TopList, useColors } from './figures';
import { totalsText } from './visits';

export default function VisitsPage() {
  const colors = useColors();
  const [period, setPeriod] = React.useState<CountPeriod>(30);
  const { data, error } = useAdminGet<{ data: Summary }>(`/visit-counts/summary?days=${period}`);
  const summary = data?.data ?? null;
  const problem = error ? (Object.values(fieldErrors(error))[0] ?? 'The figures could not be loaded.') : null;

  return (
    <AdminPage
      title="Visits"
      subtitle="Page views, visits and what they led to, counted by the site itself without cookies (days in UTC)."
      primaryAction={
        <Select
          name="period"
          labelText="Period"
          value={String(period)}
          onChange={(next) => setPeriod(Number(next))}
          options={COUNT_PERIODS.map((days): [string, string] => [String(days), `Last ${days} days`])}
        />
      }
    >
      <StatusLine variant="epsilon">
        {problem ?? (summary && summary.period === period ? totalsText(summary) : 'Loading…')}
      </StatusLine>
      {summary && (
        <>
          <PerDay summary={summary} colors={colors} />
          <PerPage summary={summary} colors={colors} />
          <TopList title="Top sources" what="Source" rows={summary.sources} colors={colors} />
          <TopList title="Top campaigns" what="Campaign" rows={summary.campaigns} colors={colors} />
        </>
      )}
    </AdminPage>
  );
}
