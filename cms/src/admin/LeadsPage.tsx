/**
 * The admin's "Leads" page (menu link in app.tsx, for roles with "Work the lead desk": Sales and
 * Super Admin): every contact request, event request, chat transcript and confirmed newsletter
 * subscription in one list, newest first, with filters, a search and a CSV export; a lead's page
 * shows what the visitor sent, its status, owner and follow-up date, its activity, and the same
 * person's other leads; each only as far as the admin's role may read the leads in the Content
 * Manager (src/lead-desk/access.ts). The work is done by the CMS's admin routes
 * (src/lead-desk/routes.ts); the rules are shared with them (src/lead-desk/rules.ts).
 */
import * as React from 'react';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  SingleSelect,
  SingleSelectOption,
  Table,
  Tbody,
  Td,
  Textarea,
  TextInput,
  Tr,
  Typography,
} from '@strapi/design-system';
import { ArrowLeft, Download, Search } from '@strapi/icons';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { LEADS, type LeadKind } from '../contracts/leads';
import { LEAD_STATUSES, NOTE_MAX, type LeadState, type LeadSummary } from '../lead-desk/rules';
import { type DeliveryRow, type DeliverySummary, deliveryText, eventText } from '../crm/rules';
import { fieldErrors, fieldsOf, type Row } from './dataRequests';
import { DateField, Select, TableHeadings } from './fields';

interface Owner {
  id: number;
  name: string;
  email: string;
}

interface Activity {
  id: number;
  action: 'status' | 'owner' | 'followUp' | 'note';
  from: string | null;
  to: string | null;
  note: string | null;
  at: string;
  admin: string | null;
}

interface Detail {
  kind: LeadKind;
  documentId: string;
  at: string;
  sent: Row;
  state: LeadState;
  activity: Activity[];
  timeline: LeadSummary[];
  /** What the firm's CRM has been sent of this lead (src/crm). */
  crm: { summary: DeliverySummary | null; events: Array<DeliveryRow & { messageId: string; createdAt: string }> };
}

/** How a lead's CRM delivery reads at a glance: failures stand out. */
const DELIVERY_BADGES: Record<DeliverySummary['state'], 'success' | 'neutral' | 'warning' | 'danger'> = {
  delivered: 'success',
  pending: 'neutral',
  failing: 'warning',
  failed: 'danger',
  refused: 'danger',
};

function DeliveryBadge({ summary }: { summary: DeliverySummary | null | undefined }) {
  if (!summary) return <Typography textColor="neutral600">not sent</Typography>;
  return (
    <span title={deliveryText(summary, when)}>
      <Badge variant={DELIVERY_BADGES[summary.state]}>{summary.state}</Badge>
    </span>
  );
}

/** The selects' "any" choice (a select's option cannot have an empty value). */
const ANY = 'any';
const label = (kind: LeadKind) => {
  const one = LEADS[kind].labels.one;
  return one[0].toUpperCase() + one.slice(1);
};
/** The person as the page's title names them: their name, else their email. */
const who = (sent: Row) =>
  [sent.name, sent.email].find((value): value is string => typeof value === 'string' && value.trim() !== '') ??
  'a visitor';
const when = (iso: string) => (iso ? new Date(iso).toLocaleString('en-GB') : '');
/** The admin's own date, for the due view. */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

function useOwners() {
  const { get } = useFetchClient();
  const [owners, setOwners] = React.useState<Owner[]>([]);
  React.useEffect(() => {
    get<{ data: Owner[] }>('/lead-desk/owners').then(
      (answer) => setOwners(answer.data.data),
      () => setOwners([]),
    );
  }, [get]);
  return owners;
}

const ownerName = (owners: Owner[], id: number | null) =>
  id === null ? 'Nobody' : (owners.find((owner) => owner.id === id)?.name ?? `Admin ${id}`);

interface Filters {
  status: string;
  kind: string;
  owner: string;
  from: string;
  to: string;
  q: string;
  source: string;
  due: boolean;
}
const NO_FILTERS: Filters = { status: ANY, kind: ANY, owner: ANY, from: '', to: '', q: '', source: '', due: false };

const queryOf = (filters: Filters, page: number) => {
  const params = new URLSearchParams({ page: String(page), pageSize: '50', today: localToday() });
  for (const field of ['status', 'kind', 'owner'] as const)
    if (filters[field] !== ANY) params.set(field, filters[field]);
  for (const field of ['from', 'to', 'q', 'source'] as const) if (filters[field]) params.set(field, filters[field]);
  if (filters.due) params.set('due', 'true');
  return params.toString();
};

function LeadList() {
  const { get } = useFetchClient();
  const owners = useOwners();
  const [draft, setDraft] = React.useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = React.useState<Filters>(NO_FILTERS);
  const [page, setPage] = React.useState(1);
  const [leads, setLeads] = React.useState<LeadSummary[]>([]);
  const [total, setTotal] = React.useState(0);
  const [crm, setCrm] = React.useState(false);
  // The kinds the admin's role may read (the CMS says which): the Kind filter's choices.
  const [kinds, setKinds] = React.useState<LeadKind[]>([]);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    let current = true;
    setBusy(true);
    get<{ data: LeadSummary[]; meta: { total: number; crm?: boolean; kinds: LeadKind[] } }>(
      `/lead-desk/leads?${queryOf(filters, page)}`,
    ).then(
      (answer) => {
        if (!current) return;
        setLeads(answer.data.data);
        setTotal(answer.data.meta.total);
        setKinds(answer.data.meta.kinds);
        // The CRM column: while one is configured, or while a lead shows something sent to one.
        setCrm(Boolean(answer.data.meta.crm) || answer.data.data.some((lead) => lead.crm));
        setErrors({});
        setBusy(false);
      },
      (caught) => {
        if (!current) return;
        setErrors({ ...fieldErrors(caught), list: 'The leads could not be loaded.' });
        setBusy(false);
      },
    );
    return () => {
      current = false;
    };
  }, [get, filters, page]);

  const set = (field: keyof Filters) => (value: string | boolean) => setDraft((old) => ({ ...old, [field]: value }));
  const apply = (event?: React.FormEvent) => {
    event?.preventDefault();
    setPage(1);
    setFilters(draft);
  };

  const exportCsv = async () => {
    const { data } = await get<Blob>(`/lead-desk/leads.csv?${queryOf(filters, 1)}`, { responseType: 'blob' });
    const url = URL.createObjectURL(data);
    const link = document.createElement('a');
    link.href = url;
    link.download = `leads-${localToday()}.csv`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };

  const pages = Math.max(1, Math.ceil(total / 50));
  return (
    <>
      <Layouts.Header
        title="Leads"
        subtitle="Every contact request, event request, chat transcript and newsletter confirmation, newest first."
        primaryAction={
          <Button variant="secondary" startIcon={<Download />} onClick={() => void exportCsv()}>
            Export CSV
          </Button>
        }
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <Box background="neutral0" padding={4} shadow="filterShadow" hasRadius>
            <form onSubmit={apply} aria-label="Filter the leads" noValidate>
              <Flex gap={4} wrap="wrap" alignItems="flex-end">
                <Field.Root name="q" error={errors.q}>
                  <Field.Label>Name or email</Field.Label>
                  <TextInput
                    value={draft.q}
                    onChange={(event: React.ChangeEvent<HTMLInputElement>) => set('q')(event.target.value)}
                  />
                  <Field.Error />
                </Field.Root>
                <Field.Root
                  name="source"
                  error={errors.source}
                  hint="A campaign's source or name, a referring site, or a landing page"
                >
                  <Field.Label>Came from</Field.Label>
                  <TextInput
                    value={draft.source}
                    onChange={(event: React.ChangeEvent<HTMLInputElement>) => set('source')(event.target.value)}
                  />
                  <Field.Hint />
                  <Field.Error />
                </Field.Root>
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
                  options={[[ANY, 'Any kind'], ...kinds.map((kind): [string, string] => [kind, label(kind)])]}
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
                <Button type="submit" startIcon={<Search />}>
                  Show
                </Button>
              </Flex>
            </form>
          </Box>

          <Typography role="status" aria-live="polite" variant="omega" textColor="neutral800">
            {busy ? 'Loading…' : (errors.list ?? `${total} ${total === 1 ? 'lead' : 'leads'}`)}
          </Typography>

          <Table colCount={crm ? 8 : 7} rowCount={leads.length + 1}>
            <TableHeadings
              headings={['When', 'Who', 'Kind', 'Came from', 'Status', 'Owner', 'Follow up', ...(crm ? ['CRM'] : [])]}
            />
            <Tbody>
              {leads.map((lead) => (
                <Tr key={`${lead.kind}:${lead.documentId}`}>
                  <Td>
                    <Typography>{when(lead.at)}</Typography>
                  </Td>
                  <Td>
                    <Link to={`${lead.kind}/${lead.documentId}`}>
                      <Typography textColor="primary600">
                        {[lead.name, lead.email].filter(Boolean).join(' · ') || '(no name or email)'}
                      </Typography>
                    </Link>
                  </Td>
                  <Td>
                    <Typography>
                      {label(lead.kind)}
                      {lead.kind === 'subscription' ? ' (confirmed)' : ''}
                    </Typography>
                  </Td>
                  <Td>
                    <Typography>
                      {[lead.source, lead.campaign].filter(Boolean).join(' · ')}
                      {lead.landingPage ? ` (${lead.landingPage})` : ''}
                    </Typography>
                  </Td>
                  <Td>
                    <Badge>{lead.status}</Badge>
                  </Td>
                  <Td>
                    <Typography>{ownerName(owners, lead.ownerId)}</Typography>
                  </Td>
                  <Td>
                    <Typography>{lead.followUp ?? ''}</Typography>
                  </Td>
                  {crm && (
                    <Td>
                      <DeliveryBadge summary={lead.crm} />
                    </Td>
                  )}
                </Tr>
              ))}
            </Tbody>
          </Table>
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
        </Flex>
      </Layouts.Content>
    </>
  );
}

function describe(entry: Activity, owners: Owner[]): string {
  const owner = (id: string | null) => ownerName(owners, id === null ? null : Number(id));
  switch (entry.action) {
    case 'status':
      return `Status: ${entry.from} → ${entry.to}`;
    case 'owner':
      return `Owner: ${owner(entry.from)} → ${owner(entry.to)}`;
    case 'followUp':
      return `Follow up: ${entry.from ?? 'none'} → ${entry.to ?? 'none'}`;
    default:
      return 'Note';
  }
}

function LeadView() {
  const { kind, documentId } = useParams<{ kind: LeadKind; documentId: string }>();
  const { get, put, post } = useFetchClient();
  const navigate = useNavigate();
  const owners = useOwners();
  const [lead, setLead] = React.useState<Detail | null>(null);
  const [missing, setMissing] = React.useState(false);
  const [state, setState] = React.useState<LeadState | null>(null);
  const [note, setNote] = React.useState('');
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [message, setMessage] = React.useState<string | null>(null);
  const path = `/lead-desk/leads/${kind}/${documentId}`;

  const show = (detail: Detail) => {
    setLead(detail);
    setState(detail.state);
  };

  React.useEffect(() => {
    setLead(null);
    setMissing(false);
    get<{ data: Detail }>(path).then(
      (answer) => show(answer.data.data),
      () => setMissing(true),
    );
  }, [get, path]);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!state) return;
    setErrors({});
    try {
      const answer = await put<{ data: { lead: Detail; changes: unknown[] } }>(path, state);
      show(answer.data.data.lead);
      setMessage(answer.data.data.changes.length ? 'Saved.' : 'Nothing changed.');
    } catch (caught) {
      setErrors(fieldErrors(caught));
      setMessage('Not saved: see the fields above.');
    }
  };

  const resend = async () => {
    try {
      const answer = await post<{ data: { lead: Detail; retried: number } }>(`${path}/crm`, {});
      show(answer.data.data.lead);
      setMessage(answer.data.data.retried ? 'Sending to the CRM again.' : 'Nothing to send again.');
    } catch {
      setMessage('Could not send again.');
    }
  };

  const addNote = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const answer = await post<{ data: Detail }>(`${path}/notes`, { text: note });
      show(answer.data.data);
      setNote('');
      setMessage('Note added.');
    } catch (caught) {
      setErrors(fieldErrors(caught));
    }
  };

  if (missing)
    return (
      <Layouts.Content>
        <Typography tag="p">This lead does not exist (any more).</Typography>
        <Link to="..">Back to the leads</Link>
      </Layouts.Content>
    );
  if (!lead || !state || !kind) return <Page.Loading />;

  return (
    <>
      <Layouts.Header
        title={`${label(kind)} from ${who(lead.sent)}`}
        subtitle={`Came ${when(lead.at)}`}
        navigationAction={
          <Button variant="tertiary" startIcon={<ArrowLeft />} onClick={() => navigate('/leads')}>
            All leads
          </Button>
        }
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={6}>
          <Box background="neutral0" padding={6} shadow="filterShadow" hasRadius>
            <form onSubmit={(event) => void save(event)} aria-label="The lead's state" noValidate>
              <Flex gap={4} wrap="wrap" alignItems="flex-end">
                <Field.Root name="status" error={errors.status}>
                  <Field.Label>Status</Field.Label>
                  <SingleSelect
                    value={state.status}
                    onChange={(value) => setState({ ...state, status: value as LeadState['status'] })}
                  >
                    {LEAD_STATUSES.map((status) => (
                      <SingleSelectOption key={status} value={status}>
                        {status}
                      </SingleSelectOption>
                    ))}
                  </SingleSelect>
                  <Field.Error />
                </Field.Root>
                <Field.Root name="ownerId" error={errors.ownerId}>
                  <Field.Label>Owner</Field.Label>
                  <SingleSelect
                    value={state.ownerId === null ? 'none' : String(state.ownerId)}
                    onChange={(value) => setState({ ...state, ownerId: value === 'none' ? null : Number(value) })}
                  >
                    <SingleSelectOption value="none">Nobody</SingleSelectOption>
                    {owners.map((owner) => (
                      <SingleSelectOption key={owner.id} value={String(owner.id)}>
                        {owner.name}
                      </SingleSelectOption>
                    ))}
                  </SingleSelect>
                  <Field.Error />
                </Field.Root>
                <Field.Root name="followUp" error={errors.followUp}>
                  <Field.Label>Follow up on</Field.Label>
                  <TextInput
                    type="date"
                    value={state.followUp ?? ''}
                    onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                      setState({ ...state, followUp: event.target.value || null })
                    }
                  />
                  <Field.Error />
                </Field.Root>
                <Button type="submit">Save</Button>
              </Flex>
            </form>
            <Box paddingTop={2} role="status" aria-live="polite">
              {message && <Typography>{message}</Typography>}
            </Box>
          </Box>

          <Box tag="section" aria-labelledby="lead-sent">
            <Typography id="lead-sent" variant="delta" tag="h2" paddingBottom={2}>
              What the visitor sent
            </Typography>
            <Box background="neutral0" padding={4} hasRadius>
              <Box
                tag="dl"
                style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.4rem 1.6rem', margin: 0 }}
              >
                {fieldsOf(lead.sent).map(([field, value]) => (
                  <React.Fragment key={field}>
                    <Typography tag="dt" variant="pi" fontWeight="bold">
                      {field}
                    </Typography>
                    <Typography tag="dd" variant="pi" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                      {value}
                    </Typography>
                  </React.Fragment>
                ))}
              </Box>
            </Box>
          </Box>

          {(lead.crm.events.length > 0 || lead.crm.summary) && (
            <Box tag="section" aria-labelledby="lead-crm">
              <Typography id="lead-crm" variant="delta" tag="h2" paddingBottom={2}>
                Sent to the CRM
              </Typography>
              <Box background="neutral0" padding={4} hasRadius>
                <Flex gap={2} paddingBottom={3}>
                  <DeliveryBadge summary={lead.crm.summary} />
                  <Typography>{deliveryText(lead.crm.summary, when)}</Typography>
                  {(lead.crm.summary?.state === 'failed' || lead.crm.summary?.state === 'refused') && (
                    <Button variant="secondary" onClick={() => void resend()}>
                      Send again
                    </Button>
                  )}
                </Flex>
                <Box tag="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {lead.crm.events.map((event) => (
                    <Typography tag="li" variant="pi" key={event.messageId}>
                      {when(event.createdAt)}: {event.event}: {eventText(event, when)}
                      {event.lastStatus ? ` (HTTP ${event.lastStatus})` : ''}
                    </Typography>
                  ))}
                </Box>
              </Box>
            </Box>
          )}

          <Box tag="section" aria-labelledby="lead-activity">
            <Typography id="lead-activity" variant="delta" tag="h2" paddingBottom={2}>
              Activity
            </Typography>
            <form onSubmit={(event) => void addNote(event)} aria-label="Add a note" noValidate>
              <Field.Root name="text" error={errors.text} hint={`At most ${NOTE_MAX} characters.`}>
                <Field.Label>Note</Field.Label>
                <Textarea
                  value={note}
                  onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => setNote(event.target.value)}
                />
                <Field.Error />
                <Field.Hint />
              </Field.Root>
              <Box paddingTop={2}>
                <Button type="submit" variant="secondary">
                  Add note
                </Button>
              </Box>
            </form>
            <Box tag="ol" paddingTop={4} style={{ listStyle: 'none', padding: 0 }}>
              {lead.activity.length === 0 && (
                <Typography tag="li" textColor="neutral700">
                  No activity yet: the lead is new.
                </Typography>
              )}
              {[...lead.activity].reverse().map((entry) => (
                <Box tag="li" key={entry.id} paddingBottom={3}>
                  <Typography variant="pi" textColor="neutral700">
                    {when(entry.at)}, {entry.admin ?? 'an admin'}
                  </Typography>
                  <Typography tag="p" style={{ whiteSpace: 'pre-wrap' }}>
                    {entry.action === 'note' ? entry.note : describe(entry, owners)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>

          <Box tag="section" aria-labelledby="lead-timeline">
            <Typography id="lead-timeline" variant="delta" tag="h2" paddingBottom={2}>
              This person’s leads
            </Typography>
            <Box tag="ol" style={{ listStyle: 'none', padding: 0 }}>
              {lead.timeline.map((other) => (
                <Box tag="li" key={`${other.kind}:${other.documentId}`} paddingBottom={2}>
                  {other.kind === kind && other.documentId === documentId ? (
                    <Typography fontWeight="bold">
                      {when(other.at)}: {label(other.kind)} ({other.status}), this one
                    </Typography>
                  ) : (
                    <Link to={`/leads/${other.kind}/${other.documentId}`}>
                      <Typography textColor="primary600">
                        {when(other.at)}: {label(other.kind)} ({other.status})
                      </Typography>
                    </Link>
                  )}
                </Box>
              ))}
            </Box>
          </Box>
        </Flex>
      </Layouts.Content>
    </>
  );
}

export default function LeadsPage() {
  return (
    <Page.Main>
      <Page.Title>Leads</Page.Title>
      <Routes>
        <Route index element={<LeadList />} />
        <Route path=":kind/:documentId" element={<LeadView />} />
      </Routes>
    </Page.Main>
  );
}
