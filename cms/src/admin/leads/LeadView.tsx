/**
 * One lead's page: what the visitor sent, its status, owner and follow-up date, what its CRM was sent,
 * its activity with a note to add, and the same person's other leads (/lead-desk/leads/:kind/:id).
 */
import * as React from 'react';
import { Box, Button, Field, Flex, Textarea, Typography } from '@strapi/design-system';
import { ArrowLeft } from '@strapi/icons';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { LeadKind } from '../../contracts/leads';
import { deliveryText, eventText } from '../../crm/rules';
import { LEAD_STATUSES, NOTE_MAX, type LeadState } from '../../lead-desk/rules';
import { dateTime } from '../shared/dates';
import { FieldList } from '../shared/FieldList';
import { DateField, Select } from '../shared/fields';
import { fieldErrors } from '../shared/records';
import { Screen } from '../shared/Screen';
import { describeChange, kindLabel, who, type Detail } from './leads';
import { DeliveryBadge, useOwners } from './parts';

/** A part of the page under its heading. */
function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box tag="section" aria-labelledby={id}>
      <Typography id={id} variant="delta" tag="h2" paddingBottom={2}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function LeadView() {
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

  // Not useAdminGet: another lead's page starts from nothing, and its form from the answer.
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
    <Screen
      title={`${kindLabel(kind)} from ${who(lead.sent)}`}
      subtitle={`Came ${dateTime(lead.at)}`}
      navigationAction={
        <Button variant="tertiary" startIcon={<ArrowLeft />} onClick={() => navigate('/leads')}>
          All leads
        </Button>
      }
      gap={6}
    >
      <Box background="neutral0" padding={6} shadow="filterShadow" hasRadius>
        <form onSubmit={(event) => void save(event)} aria-label="The lead's state" noValidate>
          <Flex gap={4} wrap="wrap" alignItems="flex-end">
            <Select
              name="status"
              labelText="Status"
              value={state.status}
              error={errors.status}
              onChange={(value) => setState({ ...state, status: value as LeadState['status'] })}
              options={LEAD_STATUSES.map((status): [string, string] => [status, status])}
            />
            <Select
              name="ownerId"
              labelText="Owner"
              value={state.ownerId === null ? 'none' : String(state.ownerId)}
              error={errors.ownerId}
              onChange={(value) => setState({ ...state, ownerId: value === 'none' ? null : Number(value) })}
              options={[['none', 'Nobody'], ...owners.map((owner): [string, string] => [String(owner.id), owner.name])]}
            />
            <DateField
              name="followUp"
              labelText="Follow up on"
              value={state.followUp ?? ''}
              error={errors.followUp}
              onChange={(value) => setState({ ...state, followUp: value || null })}
            />
            <Button type="submit">Save</Button>
          </Flex>
        </form>
        <Box paddingTop={2} role="status" aria-live="polite">
          {message && <Typography>{message}</Typography>}
        </Box>
      </Box>

      <Part id="lead-sent" title="What the visitor sent">
        <Box background="neutral0" padding={4} hasRadius>
          <FieldList row={lead.sent} />
        </Box>
      </Part>

      {(lead.crm.events.length > 0 || lead.crm.summary) && (
        <Part id="lead-crm" title="Sent to the CRM">
          <Box background="neutral0" padding={4} hasRadius>
            <Flex gap={2} paddingBottom={3}>
              <DeliveryBadge summary={lead.crm.summary} />
              <Typography>{deliveryText(lead.crm.summary, dateTime)}</Typography>
              {(lead.crm.summary?.state === 'failed' || lead.crm.summary?.state === 'refused') && (
                <Button variant="secondary" onClick={() => void resend()}>
                  Send again
                </Button>
              )}
            </Flex>
            <Box tag="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {lead.crm.events.map((event) => (
                <Typography tag="li" variant="pi" key={event.messageId}>
                  {dateTime(event.createdAt)}: {event.event}: {eventText(event, dateTime)}
                  {event.lastStatus ? ` (HTTP ${event.lastStatus})` : ''}
                </Typography>
              ))}
            </Box>
          </Box>
        </Part>
      )}

      <Part id="lead-activity" title="Activity">
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
                {dateTime(entry.at)}, {entry.admin ?? 'an admin'}
              </Typography>
              <Typography tag="p" style={{ whiteSpace: 'pre-wrap' }}>
                {entry.action === 'note' ? entry.note : describeChange(entry, owners)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Part>

      <Part id="lead-timeline" title="This person’s leads">
        <Box tag="ol" style={{ listStyle: 'none', padding: 0 }}>
          {lead.timeline.map((other) => (
            <Box tag="li" key={`${other.kind}:${other.documentId}`} paddingBottom={2}>
              {other.kind === kind && other.documentId === documentId ? (
                <Typography fontWeight="bold">
                  {dateTime(other.at)}: {kindLabel(other.kind)} ({other.status}), this one
                </Typography>
              ) : (
                <Link to={`/leads/${other.kind}/${other.documentId}`}>
                  <Typography textColor="primary600">
                    {dateTime(other.at)}: {kindLabel(other.kind)} ({other.status})
                  </Typography>
                </Link>
              )}
            </Box>
          ))}
        </Box>
      </Part>
    </Screen>
  );
}
