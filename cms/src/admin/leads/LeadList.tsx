/**
 * The Leads page's list: every lead the admin's role may read, newest first, a page at a time, with
 * filters, a search and a CSV export (GET /lead-desk/leads and /lead-desk/leads.csv).
 */
import * as React from 'react';
import { Badge, Button, Checkbox, Flex, Typography } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { useFetchClient } from '@strapi/strapi/admin';
import { Link } from 'react-router-dom';
import type { LeadKind } from '../../contracts/leads';
import { LEAD_STATUSES, type LeadSummary } from '../../lead-desk/rules';
import { saveFile, useAdminGet } from '../shared/api';
import { DataTable } from '../shared/DataTable';
import { dateTime, localToday } from '../shared/dates';
import { DateField, Select, TextField } from '../shared/fields';
import { FilterForm, StatusLine } from '../shared/FilterForm';
import { ANY, filterQuery } from '../shared/query';
import { Screen } from '../shared/Screen';
import { fieldErrors } from '../shared/records';
import { NO_FILTERS, PAGE_SIZE, kindLabel, ownerName, type Filters } from './leads';
import { DeliveryBadge, useOwners } from './parts';

interface ListAnswer {
  data: LeadSummary[];
  /** `crm`: whether a CRM is configured; `kinds`: the kinds the admin's role may read. */
  meta: { total: number; crm?: boolean; kinds: LeadKind[] };
}

const queryOf = (filters: Filters, page: number) =>
  filterQuery({ page: String(page), pageSize: String(PAGE_SIZE), today: localToday() }, { ...filters });

export function LeadList() {
  const { get } = useFetchClient();
  const owners = useOwners();
  const [draft, setDraft] = React.useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = React.useState<Filters>(NO_FILTERS);
  const [page, setPage] = React.useState(1);
  const { data, error, busy } = useAdminGet<ListAnswer>(`/lead-desk/leads?${queryOf(filters, page)}`);
  const leads = data?.data ?? [];
  const total = data?.meta.total ?? 0;
  // The Kind filter's choices: the kinds the admin's role may read (the CMS says which).
  const kinds = data?.meta.kinds ?? [];
  // The CRM column: while one is configured, or while a lead shows something sent to one.
  const crm = Boolean(data?.meta.crm) || leads.some((lead) => lead.crm);
  const errors: Record<string, string> = error ? { ...fieldErrors(error), list: 'The leads could not be loaded.' } : {};

  const set = (field: keyof Filters) => (value: string | boolean) => setDraft((old) => ({ ...old, [field]: value }));
  const apply = () => {
    setPage(1);
    setFilters(draft);
  };

  const exportCsv = async () => {
    const { data: file } = await get<Blob>(`/lead-desk/leads.csv?${queryOf(filters, 1)}`, { responseType: 'blob' });
    saveFile(file, `leads-${localToday()}.csv`);
  };

  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <Screen
      title="Leads"
      subtitle="Every contact request, event request, chat transcript and newsletter confirmation, newest first."
      primaryAction={
        <Button variant="secondary" startIcon={<Download />} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      }
    >
      <FilterForm label="Filter the leads" onApply={apply}>
        <TextField name="q" labelText="Name or email" value={draft.q} error={errors.q} onChange={set('q')} />
        <TextField
          name="source"
          labelText="Came from"
          hint="A campaign's source or name, a referring site, or a landing page"
          value={draft.source}
          error={errors.source}
          onChange={set('source')}
        />
        <Select
          name="status"
          labelText="Status"
          value={draft.status}
          onChange={set('status')}
          options={[[ANY, 'Any status'], ...LEAD_STATUSES.map((status): [string, string] => [status, status])]}
        />
        <Select
          name="kind"
          labelText="Kind"
          value={draft.kind}
          onChange={set('kind')}
          options={[[ANY, 'Any kind'], ...kinds.map((kind): [string, string] => [kind, kindLabel(kind)])]}
        />
        <Select
          name="owner"
          labelText="Owner"
          value={draft.owner}
          onChange={set('owner')}
          options={[
            [ANY, 'Anyone'],
            ['none', 'Nobody'],
            ...owners.map((owner): [string, string] => [String(owner.id), owner.name]),
          ]}
        />
        <DateField name="from" labelText="From" value={draft.from} error={errors.from} onChange={set('from')} />
        <DateField name="to" labelText="To" value={draft.to} error={errors.to} onChange={set('to')} />
        <Checkbox checked={draft.due} onCheckedChange={(checked) => set('due')(checked === true)}>
          Due: follow up today or earlier
        </Checkbox>
      </FilterForm>

      <StatusLine>{busy ? 'Loading…' : (errors.list ?? `${total} ${total === 1 ? 'lead' : 'leads'}`)}</StatusLine>

      <DataTable
        headings={['When', 'Who', 'Kind', 'Came from', 'Status', 'Owner', 'Follow up', ...(crm ? ['CRM'] : [])]}
        rows={leads.map((lead) => ({
          key: `${lead.kind}:${lead.documentId}`,
          cells: [
            dateTime(lead.at),
            <Link key="who" to={`${lead.kind}/${lead.documentId}`}>
              <Typography textColor="primary600">
                {[lead.name, lead.email].filter(Boolean).join(' · ') || '(no name or email)'}
              </Typography>
            </Link>,
            `${kindLabel(lead.kind)}${lead.kind === 'subscription' ? ' (confirmed)' : ''}`,
            `${[lead.source, lead.campaign].filter(Boolean).join(' · ')}${lead.landingPage ? ` (${lead.landingPage})` : ''}`,
            <Badge key="status">{lead.status}</Badge>,
            ownerName(owners, lead.ownerId),
            lead.followUp ?? '',
            ...(crm ? [<DeliveryBadge key="crm" summary={lead.crm} />] : []),
          ],
        }))}
      />
      <Flex gap={2} justifyContent="flex-end">
        <Button variant="tertiary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <Typography>
          Page {page} of {pages}
        </Typography>
        <Button variant="tertiary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </Flex>
    </Screen>
  );
}
