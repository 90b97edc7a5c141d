/**
 * The admin's "Data requests" page (menu link in app.tsx, for roles with "Find, export and erase a
 * person's data"): an editor enters a person's email address, sees everything held about them,
 * includes possible matches they have checked, downloads it all as one JSON file, or erases it after
 * confirming. The work is done by the CMS's admin routes (src/privacy/admin-routes.ts), which also
 * keep the audit log shown at the bottom.
 */
import * as React from 'react';
import { Box, Button, Checkbox, Dialog, Flex, Typography } from '@strapi/design-system';
import { Download, Search, Trash } from '@strapi/icons';
import { ConfirmDialog, useFetchClient } from '@strapi/strapi/admin';
import { saveFile } from '../shared/api';
import { DataTable } from '../shared/DataTable';
import { dateTime, utcToday } from '../shared/dates';
import { FieldList } from '../shared/FieldList';
import { TextField } from '../shared/fields';
import { fieldErrors, type Row } from '../shared/records';
import { AdminPage } from '../shared/Screen';
import {
  KINDS,
  type Findings,
  type LogEntry,
  type PossibleMatch,
  describeCounts,
  describePossible,
  heading,
  keyOf,
} from './dataRequests';

function RecordView({ row, tag = 'div' }: { row: Row; tag?: 'li' | 'div' }) {
  return (
    <Box
      tag={tag}
      background="neutral0"
      padding={3}
      hasRadius
      borderColor="neutral200"
      borderStyle="solid"
      borderWidth="1px"
    >
      <FieldList row={row} />
    </Box>
  );
}

/** A list without bullets, its items stacked: the records held, and the possible matches. */
function PlainList({ children }: { children: React.ReactNode }) {
  return (
    <Flex
      tag="ul"
      direction="column"
      alignItems="stretch"
      gap={2}
      paddingTop={2}
      style={{ listStyle: 'none', padding: 0 }}
    >
      {children}
    </Flex>
  );
}

export default function DataRequestsPage() {
  const { get, post } = useFetchClient();
  const [email, setEmail] = React.useState('');
  /** The address of the results shown (the field may have been edited since). */
  const [searched, setSearched] = React.useState<string | null>(null);
  const [include, setInclude] = React.useState<string[]>([]);
  const [findings, setFindings] = React.useState<Findings | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [message, setMessage] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState<'find' | 'export' | 'erase' | null>(null);
  const [confirming, setConfirming] = React.useState(false);
  const [log, setLog] = React.useState<LogEntry[]>([]);
  /** Possible matches seen for this address, so an included one can still be named. */
  const [seen, setSeen] = React.useState<Record<string, PossibleMatch>>({});
  const inputRef = React.useRef<HTMLInputElement>(null);

  const refreshLog = React.useCallback(async () => {
    try {
      setLog((await get<{ data: LogEntry[] }>('/data-requests/log')).data.data);
    } catch {
      setLog([]);
    }
  }, [get]);

  React.useEffect(() => {
    void refreshLog();
  }, [refreshLog]);

  const fail = (caught: unknown) => {
    const errors = fieldErrors(caught);
    if (errors.email) {
      setError(errors.email);
      inputRef.current?.focus();
    } else {
      setMessage(errors.include ?? 'The request failed. Try again, or ask your administrator.');
    }
  };

  const find = async (address: string, included: string[]) => {
    setBusy('find');
    setError(null);
    setMessage(null);
    try {
      const { data } = await post<{ data: Findings }>('/data-requests/find', { email: address, include: included });
      setFindings(data.data);
      setSeen((earlier) => ({
        ...(address === searched ? earlier : {}),
        ...Object.fromEntries(data.data.possible.map((match) => [keyOf(match), match])),
      }));
      // As the CMS compares it: the shown address is the one searched for.
      setSearched(address.trim().toLowerCase());
      setInclude(included);
    } catch (caught) {
      setFindings(null);
      setSearched(null);
      fail(caught);
    } finally {
      setBusy(null);
      void refreshLog();
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void find(email, []);
  };

  const toggle = (key: string, on: boolean) => {
    if (!searched) return;
    void find(searched, on ? [...include, key] : include.filter((k) => k !== key));
  };

  const download = async () => {
    if (!searched) return;
    setBusy('export');
    try {
      const { data } = await post('/data-requests/export', { email: searched, include });
      saveFile(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
        `personal-data-${utcToday()}.json`,
      );
      setMessage('The export was downloaded.');
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(null);
      void refreshLog();
    }
  };

  const erase = async () => {
    if (!searched) return;
    setBusy('erase');
    try {
      const { data } = await post<{ data: { counts: Record<string, number> } }>('/data-requests/erase', {
        email: searched,
        include,
      });
      setFindings(null);
      setSearched(null);
      setInclude([]);
      setMessage(`Erased ${describeCounts(data.data.counts).replace(/\.$/, '')}.`);
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(null);
      setConfirming(false);
      void refreshLog();
    }
  };

  const total = findings ? Object.values(findings.counts).reduce((sum, n) => sum + n, 0) : 0;

  return (
    <AdminPage
      title="Data requests"
      subtitle="Answer “what do you hold about me?” and “delete it”: everything held about a person, found by their email address."
      gap={6}
    >
      <Box background="neutral0" padding={6} shadow="filterShadow" hasRadius>
        <form onSubmit={onSubmit} noValidate aria-label="Find a person's data">
          <Flex direction="column" alignItems="flex-start" gap={4}>
            <Box style={{ width: '100%', maxWidth: '48rem' }}>
              <TextField
                ref={inputRef}
                name="email"
                labelText="The person's email address"
                hint="Every contact request, event request, chat transcript, subscription and queued lead email with this address, in any case."
                type="email"
                autoComplete="off"
                value={email}
                error={error ?? undefined}
                onChange={setEmail}
              />
            </Box>
            <Button type="submit" startIcon={<Search />} loading={busy === 'find'} size="L">
              Find
            </Button>
          </Flex>
        </form>
      </Box>

      <Box role="status" aria-live="polite">
        {message && (
          <Typography variant="omega" textColor="neutral800" tag="p">
            {message}
          </Typography>
        )}
        {findings && searched && (
          <Typography variant="omega" fontWeight="bold" textColor="neutral800" tag="p">
            For {searched}: {describeCounts(findings.counts)}
          </Typography>
        )}
      </Box>

      {findings && searched && (
        <>
          <Flex gap={2}>
            <Button variant="secondary" startIcon={<Download />} onClick={download} loading={busy === 'export'}>
              Download as JSON
            </Button>
            <Button variant="danger" startIcon={<Trash />} onClick={() => setConfirming(true)} disabled={total === 0}>
              Erase everything…
            </Button>
          </Flex>

          {KINDS.filter((kind) => findings.records[kind].length > 0).map((kind) => (
            <Box key={kind} tag="section" aria-labelledby={`held-${kind}`}>
              <Typography id={`held-${kind}`} variant="delta" tag="h2" textColor="neutral800" paddingBottom={2}>
                {heading(kind)} ({findings.records[kind].length})
              </Typography>
              <PlainList>
                {findings.records[kind].map((row) => (
                  <RecordView key={row.documentId} row={row} tag="li" />
                ))}
              </PlainList>
            </Box>
          ))}

          {findings.possible.length > 0 && (
            <Box tag="section" aria-labelledby="possible-matches">
              <Typography id="possible-matches" variant="delta" tag="h2" textColor="neutral800" paddingBottom={2}>
                Possible matches, not included ({findings.possible.length})
              </Typography>
              <Typography variant="pi" textColor="neutral700" tag="p">
                These have no address, or another one, but share a name or phone number with this person. Include one
                only when you are sure it is theirs: it is then shown, exported and erased with the rest.
              </Typography>
              <PlainList>
                {findings.possible.map((match) => (
                  <Box tag="li" key={keyOf(match)}>
                    <Checkbox
                      checked={include.includes(keyOf(match))}
                      disabled={busy !== null}
                      onCheckedChange={(checked) => toggle(keyOf(match), checked === true)}
                    >
                      {describePossible(match)}
                    </Checkbox>
                    <RecordView row={match.row} />
                  </Box>
                ))}
              </PlainList>
            </Box>
          )}
          {include.length > 0 && (
            <Typography variant="pi" textColor="neutral700" tag="p">
              {include.length} possible {include.length === 1 ? 'match is' : 'matches are'} included above. Untick to
              leave {include.length === 1 ? 'it' : 'them'} out:
            </Typography>
          )}
          {include.map((key) => (
            <Checkbox key={key} checked onCheckedChange={() => toggle(key, false)} disabled={busy !== null}>
              Included: {seen[key] ? describePossible(seen[key]) : key}
            </Checkbox>
          ))}
        </>
      )}

      <Box tag="section" aria-labelledby="data-request-log">
        <Typography id="data-request-log" variant="delta" tag="h2" textColor="neutral800" paddingBottom={2}>
          Data request log
        </Typography>
        <Typography variant="pi" textColor="neutral700" tag="p">
          Each search, export and erasure, and each retention run: when, by whom, how many records. Never whose.
        </Typography>
        <Box paddingTop={2}>
          <DataTable
            headings={['When', 'Action', 'By', 'Records']}
            empty="No entries yet."
            rows={log.map((entry) => ({
              key: String(entry.id),
              cells: [
                dateTime(entry.at),
                entry.action,
                entry.admin ?? 'the retention job',
                describeCounts(entry.counts),
              ],
            }))}
          />
        </Box>
      </Box>

      <Dialog.Root open={confirming} onOpenChange={setConfirming}>
        <ConfirmDialog title="Erase this person's data?" onConfirm={erase} variant="danger-light">
          {findings && searched
            ? `This deletes ${describeCounts(findings.counts).replace(/\.$/, '')} held for ${searched}, at once and for good. The log keeps only that it was done.`
            : ''}
        </ConfirmDialog>
      </Dialog.Root>
    </AdminPage>
  );
}
