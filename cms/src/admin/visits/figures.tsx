/**
 * The Visits page's figures: each part a chart (recharts) with its figures beside it as a table, in
 * the admin theme's colours.
 */
import type * as React from 'react';
import { Box, Typography } from '@strapi/design-system';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTheme } from 'styled-components';
import {
  CONVERSION_NAMES,
  conversionLabel,
  pathLabel,
  percent,
  sourceLabel,
  type SourceFigures,
  type Summary,
} from '../../counts/rules';
import { DataTable } from '../shared/DataTable';
import { shortDay } from '../shared/dates';
import { number } from './visits';

export interface Colors {
  visits: string;
  views: string;
  leads: string;
  text: string;
  grid: string;
}

/** The chart colours from the admin's theme, so they follow its light and dark modes. */
export function useColors(): Colors {
  const { colors } = useTheme();
  return {
    visits: colors.primary600,
    views: colors.neutral500,
    leads: colors.success600,
    text: colors.neutral800,
    grid: colors.neutral200,
  };
}

/** A chart as a picture (hidden from screen readers: the figures follow it as text). */
function Chart({ title, height, children }: { title: string; height: number; children: React.ReactElement }) {
  return (
    <Box aria-hidden="true" paddingTop={2} paddingBottom={2} data-chart={title}>
      <ResponsiveContainer width="100%" height={height}>
        {children}
      </ResponsiveContainer>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `visits-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Box tag="section" aria-labelledby={id} background="neutral0" padding={6} shadow="filterShadow" hasRadius>
      <Typography id={id} tag="h2" variant="delta">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The figures beside a chart, as a table: numbers as the admin reads them. */
function FiguresTable({
  label,
  headings,
  rows,
}: {
  label: string;
  headings: string[];
  rows: Array<{ key: string; cells: Array<string | number> }>;
}) {
  return (
    <DataTable
      label={label}
      headings={headings}
      rows={rows.map(({ key, cells }) => ({
        key,
        cells: cells.map((cell) => (typeof cell === 'number' ? number(cell) : cell)),
      }))}
    />
  );
}

export function PerDay({ summary, colors }: { summary: Summary; colors: Colors }) {
  const data = summary.days.map((day) => ({ ...day, label: shortDay(day.day) }));
  return (
    <Section title="Visits and leads per day">
      <Chart title="per-day" height={280}>
        <LineChart data={data} accessibilityLayer={false}>
          <CartesianGrid stroke={colors.grid} vertical={false} />
          <XAxis dataKey="label" tick={{ fill: colors.text, fontSize: 12 }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fill: colors.text, fontSize: 12 }} width={40} />
          <Tooltip />
          <Legend />
          <Line type="monotone" dataKey="views" name="Page views" stroke={colors.views} dot={false} strokeWidth={1} />
          <Line type="monotone" dataKey="visits" name="Visits" stroke={colors.visits} dot={false} strokeWidth={2} />
          <Line type="monotone" dataKey="leads" name="Leads" stroke={colors.leads} dot={false} strokeWidth={2} />
        </LineChart>
      </Chart>
      <details>
        <summary>
          <Typography variant="omega">The figures of each day</Typography>
        </summary>
        <FiguresTable
          label="Visits and leads per day"
          headings={['Day', 'Visits', 'Page views', 'Leads', ...CONVERSION_NAMES.map(conversionLabel)]}
          rows={[...summary.days].reverse().map((day) => ({
            key: day.day,
            cells: [
              shortDay(day.day),
              day.visits,
              day.views,
              day.leads,
              ...CONVERSION_NAMES.map((name) => day.conversions[name]),
            ],
          }))}
        />
      </details>
    </Section>
  );
}

export function PerPage({ summary, colors }: { summary: Summary; colors: Colors }) {
  const landed = summary.pages.filter((page) => page.visits > 0);
  const data = landed.map((page) => ({ path: pathLabel(page.path), rate: Math.round((page.rate ?? 0) * 1000) / 10 }));
  return (
    <Section title="Conversion rate per page">
      <Typography variant="pi" textColor="neutral600">
        Leads from visits that began on the page, per visit. A page’s views count every time it was shown.
      </Typography>
      {data.length > 0 && (
        <Chart title="per-page" height={Math.max(120, 32 * data.length + 40)}>
          <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ left: 16, right: 16 }}>
            <CartesianGrid stroke={colors.grid} horizontal={false} />
            <XAxis type="number" unit="%" tick={{ fill: colors.text, fontSize: 12 }} allowDecimals={false} />
            <YAxis type="category" dataKey="path" width={200} tick={{ fill: colors.text, fontSize: 12 }} />
            <Tooltip />
            <Bar dataKey="rate" name="Conversion rate (%)" fill={colors.leads} />
          </BarChart>
        </Chart>
      )}
      <FiguresTable
        label="Conversion rate per page"
        headings={['Page', 'Visits', 'Page views', ...CONVERSION_NAMES.map(conversionLabel), 'Leads', 'Rate']}
        rows={summary.pages.map((page) => ({
          key: page.path,
          cells: [
            pathLabel(page.path),
            page.visits,
            page.views,
            ...CONVERSION_NAMES.map((name) => page.conversions[name]),
            page.leads,
            percent(page.rate),
          ],
        }))}
      />
    </Section>
  );
}

export function TopList({
  title,
  what,
  rows,
  colors,
}: {
  title: string;
  what: string;
  rows: SourceFigures[];
  colors: Colors;
}) {
  const data = rows.map((row) => ({ name: sourceLabel(row.name), visits: row.visits, leads: row.leads }));
  return (
    <Section title={title}>
      {data.length > 0 && (
        <Chart title={what} height={Math.max(120, 32 * data.length + 60)}>
          <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ left: 16, right: 16 }}>
            <CartesianGrid stroke={colors.grid} horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fill: colors.text, fontSize: 12 }} />
            <YAxis type="category" dataKey="name" width={160} tick={{ fill: colors.text, fontSize: 12 }} />
            <Tooltip />
            <Legend />
            <Bar dataKey="visits" name="Visits" fill={colors.visits} />
            <Bar dataKey="leads" name="Leads" fill={colors.leads} />
          </BarChart>
        </Chart>
      )}
      <FiguresTable
        label={title}
        headings={[what, 'Visits', ...CONVERSION_NAMES.map(conversionLabel), 'Leads', 'Rate']}
        rows={rows.map((row) => ({
          key: row.name,
          cells: [
            sourceLabel(row.name),
            row.visits,
            ...CONVERSION_NAMES.map((name) => row.conversions[name]),
            row.leads,
            percent(row.rate),
          ],
        }))}
      />
    </Section>
  );
}
