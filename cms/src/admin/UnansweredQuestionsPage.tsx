/**
 * The admin's "Unanswered questions" page (menu link in app.tsx, for roles with "See and dismiss the
 * questions the chat's FAQ could not answer": Editor and Super Admin): what visitors typed into the
 * chat that no FAQ entry matched, normalised and anonymous, once three different clients asked it on
 * one day, most asked first over a chosen period.
 * "Add as FAQ entry" opens an FAQ group's edit view with the question filled into the entry the
 * editor picks (FaqEntryPrefill.tsx); "Dismiss" takes it off the list. The work is done by the CMS's
 * admin routes (src/unanswered-questions/admin-routes.ts); the rules are shared with them
 * (src/unanswered-questions/rules.ts).
 */
import * as React from 'react';
import { Box, Button, Flex, LinkButton, Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import { Pencil, Search, Cross } from '@strapi/icons';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { Link } from 'react-router-dom';
import { LOCALES } from '../contracts/locales';
import type { FaqGroupChoice } from '../unanswered-questions/admin-routes';
import {
  DEFAULT_PERIOD_DAYS,
  PREFILL_STATE,
  addDays,
  asFaqQuestion,
  faqGroupPath,
} from '../unanswered-questions/rules';
import type { UnansweredSummary } from '../unanswered-questions/store';
import { fieldErrors } from './dataRequests';
import { DateField, Select, TableHeadings } from './fields';

/** The selects' "every language" choice (a select's option cannot have an empty value). */
const ANY = 'any';
const languageName = (code: string) => LOCALES.find((locale) => locale.code === code)?.name ?? code;
/** The admin's own date: the default period ends today where they are. */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

interface Filters {
  from: string;
  to: string;
  lang: string;
}

const queryOf = (filters: Filters) => {
  const params = new URLSearchParams({ today: localToday() });
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.lang !== ANY) params.set('lang', filters.lang);
  return params.toString();
};

/** "Add as FAQ entry": the group and the entry the question takes the place of, then the edit view. */
function AddAsFaqEntry({ question, onCancel }: { question: UnansweredSummary; onCancel: () => void }) {
  const { get } = useFetchClient();
  const [groups, setGroups] = React.useState<FaqGroupChoice[] | null>(null);
  const [group, setGroup] = React.useState('');
  const [entry, setEntry] = React.useState('0');
  React.useEffect(() => {
    let current = true;
    get<{ data: FaqGroupChoice[] }>(`/unanswered-questions/faq-groups?lang=${encodeURIComponent(question.lang)}`).then(
      (answer) => {
        if (!current) return;
        setGroups(answer.data.data);
        setGroup(answer.data.data[0]?.documentId ?? '');
        setEntry('0');
      },
      () => current && setGroups([]),
    );
    return () => {
      current = false;
    };
  }, [get, question.lang]);

  const chosen = groups?.find((candidate) => candidate.documentId === group);
  const text = asFaqQuestion(question.question);
  return (
    <Box
      tag="section"
      aria-labelledby="add-faq-entry"
      background="neutral0"
      padding={4}
      shadow="filterShadow"
      hasRadius
    >
      <Typography id="add-faq-entry" variant="delta" tag="h2" paddingBottom={2}>
        Add “{question.question}” as an FAQ entry
      </Typography>
      <Typography tag="p" variant="pi" textColor="neutral700" paddingBottom={3}>
        Each FAQ group has four entries, so the question takes the place of the entry you choose. The{' '}
        {languageName(question.lang)} FAQ group opens with it filled in as “{text}”, the entry’s old answer kept: word
        it, rewrite the answer, then save and publish.
      </Typography>
      {groups === null ? (
        <Typography role="status">Loading the FAQ groups…</Typography>
      ) : groups.length === 0 ? (
        <Typography role="status">There is no FAQ group in this language to add it to.</Typography>
      ) : (
        <Flex gap={4} wrap="wrap" alignItems="flex-end">
          <Select
            name="faq-group"
            labelText="FAQ group"
            value={group}
            onChange={(value) => {
              setGroup(value);
              setEntry('0');
            }}
            options={groups.map((candidate): [string, string] => [
              candidate.documentId,
              `Level ${candidate.level}: ${candidate.title}`,
            ])}
          />
          <Select
            name="faq-entry"
            labelText="Entry it replaces"
            value={entry}
            onChange={setEntry}
            options={(chosen?.questions ?? []).map((asked, index): [string, string] => [
              String(index),
              `${index + 1}: ${asked}`,
            ])}
          />
          <LinkButton
            tag={Link}
            to={faqGroupPath(group, question.lang)}
            // The question goes in the navigation's state, never in the address (FaqEntryPrefill.tsx).
            state={{ [PREFILL_STATE]: { group, question: text, entry: Number(entry) } }}
            startIcon={<Pencil />}
          >
            Open the FAQ group
          </LinkButton>
          <Button variant="tertiary" onClick={onCancel}>
            Cancel
          </Button>
        </Flex>
      )}
    </Box>
  );
}

export default function UnansweredQuestionsPage() {
  const { get, post } = useFetchClient();
  const initial = React.useMemo<Filters>(() => {
    const to = localToday();
    return { from: addDays(to, 1 - DEFAULT_PERIOD_DAYS), to, lang: ANY };
  }, []);
  const [draft, setDraft] = React.useState<Filters>(initial);
  const [filters, setFilters] = React.useState<Filters>(initial);
  const [questions, setQuestions] = React.useState<UnansweredSummary[]>([]);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);
  const [message, setMessage] = React.useState<string | null>(null);
  const [adding, setAdding] = React.useState<UnansweredSummary | null>(null);

  React.useEffect(() => {
    let current = true;
    setBusy(true);
    get<{ data: UnansweredSummary[] }>(`/unanswered-questions/questions?${queryOf(filters)}`).then(
      (answer) => {
        if (!current) return;
        setQuestions(answer.data.data);
        setErrors({});
        setBusy(false);
      },
      (caught) => {
        if (!current) return;
        setQuestions([]);
        setErrors({ ...fieldErrors(caught), list: 'The questions could not be loaded.' });
        setBusy(false);
      },
    );
    return () => {
      current = false;
    };
  }, [get, filters]);

  const set = (field: keyof Filters) => (value: string) => setDraft((old) => ({ ...old, [field]: value }));
  const apply = (event?: React.FormEvent) => {
    event?.preventDefault();
    setMessage(null);
    setFilters(draft);
  };

  const dismiss = async (question: UnansweredSummary) => {
    try {
      await post('/unanswered-questions/dismiss', { question: question.question, lang: question.lang });
      setQuestions((old) =>
        old.filter((other) => other.question !== question.question || other.lang !== question.lang),
      );
      if (adding?.question === question.question && adding.lang === question.lang) setAdding(null);
      setMessage(`Dismissed “${question.question}”.`);
    } catch {
      setMessage(`“${question.question}” could not be dismissed. Show the list again and retry.`);
    }
  };

  const count = questions.length;
  return (
    <Page.Main>
      <Page.Title>Unanswered questions</Page.Title>
      <Layouts.Header
        title="Unanswered questions"
        subtitle="What visitors typed into the chat that no FAQ entry answered, most asked first. Anonymous: no visitor, no time, only the day."
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <Box background="neutral0" padding={4} shadow="filterShadow" hasRadius>
            <form onSubmit={apply} aria-label="Choose the period" noValidate>
              <Flex gap={4} wrap="wrap" alignItems="flex-end">
                <DateField name="from" labelText="From" value={draft.from} error={errors.from} onChange={set('from')} />
                <DateField name="to" labelText="To" value={draft.to} error={errors.to} onChange={set('to')} />
                <Select
                  name="lang"
                  labelText="Language"
                  value={draft.lang}
                  onChange={set('lang')}
                  options={[
                    [ANY, 'Every language'],
                    ...LOCALES.map((locale): [string, string] => [locale.code, locale.name]),
                  ]}
                />
                <Button type="submit" startIcon={<Search />}>
                  Show
                </Button>
              </Flex>
            </form>
          </Box>

          <Typography role="status" aria-live="polite" variant="omega" textColor="neutral800">
            {busy
              ? 'Loading…'
              : (errors.list ??
                [message, `${count} ${count === 1 ? 'question' : 'questions'}`].filter(Boolean).join(' '))}
          </Typography>

          {adding && <AddAsFaqEntry question={adding} onCancel={() => setAdding(null)} />}

          <Table colCount={5} rowCount={count + 1}>
            <TableHeadings headings={['Question', 'Language', 'Times asked', 'Last asked', 'Actions']} />
            <Tbody>
              {questions.map((question) => (
                <Tr key={`${question.lang}:${question.question}`}>
                  <Td style={{ whiteSpace: 'normal' }}>
                    <Typography>{question.question}</Typography>
                  </Td>
                  <Td>
                    <Typography>{languageName(question.lang)}</Typography>
                  </Td>
                  <Td>
                    <Typography>
                      {question.count} {question.days > 1 ? `(on ${question.days} days)` : ''}
                    </Typography>
                  </Td>
                  <Td>
                    <Typography>{question.lastDay}</Typography>
                  </Td>
                  <Td>
                    <Flex gap={2}>
                      <Button
                        variant="secondary"
                        startIcon={<Pencil />}
                        aria-label={`Add as FAQ entry: ${question.question}`}
                        onClick={() => setAdding(question)}
                      >
                        Add as FAQ entry
                      </Button>
                      <Button
                        variant="danger-light"
                        startIcon={<Cross />}
                        aria-label={`Dismiss: ${question.question}`}
                        onClick={() => void dismiss(question)}
                      >
                        Dismiss
                      </Button>
                    </Flex>
                  </Td>
                </Tr>
              ))}
            </Tbody>
          </Table>
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
}
