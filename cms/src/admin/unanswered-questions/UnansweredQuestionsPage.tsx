/**
 * The admin's "Unanswered questions" page (menu link in app.tsx, for roles with "See and dismiss the
 * questions the chat's FAQ could not answer": Editor and Super Admin): what visitors typed into the
 * chat that no FAQ entry matched, normalised and anonymous, once three different clients asked it on
 * one day, most asked first over a chosen period.
 * "Add as FAQ entry" (AddAsFaqEntry.tsx) opens an FAQ group's edit view with the question filled into
 * the entry the editor picks (FaqEntryPrefill.tsx); "Dismiss" takes it off the list. The work is done
 * by the CMS's admin routes (src/unanswered-questions/admin-routes.ts); the rules are shared with them
 * (src/unanswered-questions/rules.ts).
 */
import * as React from 'react';
import { Button, Flex } from '@strapi/design-system';
import { Cross, Pencil } from '@strapi/icons';
import { useFetchClient } from '@strapi/strapi/admin';
import { LOCALES } from '../../contracts/locales';
import { DEFAULT_PERIOD_DAYS, addDays } from '../../unanswered-questions/rules';
import type { UnansweredSummary } from '../../unanswered-questions/store';
import { useAdminGet } from '../shared/api';
import { DataTable } from '../shared/DataTable';
import { localToday } from '../shared/dates';
import { DateField, Select } from '../shared/fields';
import { FilterForm, StatusLine } from '../shared/FilterForm';
import { ANY, filterQuery } from '../shared/query';
import { fieldErrors } from '../shared/records';
import { AdminPage } from '../shared/Screen';
import { AddAsFaqEntry } from './AddAsFaqEntry';
import { languageName } from './languages';

interface Filters {
  from: string;
  to: string;
  lang: string;
}

const sameQuestion = (one: UnansweredSummary, other: UnansweredSummary) =>
  one.question === other.question && one.lang === other.lang;

export default function UnansweredQuestionsPage() {
  const { post } = useFetchClient();
  const initial = React.useMemo<Filters>(() => {
    // The default period ends today where the admin is.
    const to = localToday();
    return { from: addDays(to, 1 - DEFAULT_PERIOD_DAYS), to, lang: ANY };
  }, []);
  const [draft, setDraft] = React.useState<Filters>(initial);
  const [filters, setFilters] = React.useState<Filters>(initial);
  const { data, setData, error, busy } = useAdminGet<{ data: UnansweredSummary[] }>(
    `/unanswered-questions/questions?${filterQuery({ today: localToday() }, { ...filters })}`,
  );
  const questions = (!error && data?.data) || [];
  const errors: Record<string, string> = error
    ? { ...fieldErrors(error), list: 'The questions could not be loaded.' }
    : {};
  const [message, setMessage] = React.useState<string | null>(null);
  const [adding, setAdding] = React.useState<UnansweredSummary | null>(null);

  const set = (field: keyof Filters) => (value: string) => setDraft((old) => ({ ...old, [field]: value }));
  const apply = () => {
    setMessage(null);
    setFilters(draft);
  };

  const dismiss = async (question: UnansweredSummary) => {
    try {
      await post('/unanswered-questions/dismiss', { question: question.question, lang: question.lang });
      setData((old) => old && { data: old.data.filter((other) => !sameQuestion(other, question)) });
      if (adding && sameQuestion(adding, question)) setAdding(null);
      setMessage(`Dismissed “${question.question}”.`);
    } catch {
      setMessage(`“${question.question}” could not be dismissed. Show the list again and retry.`);
    }
  };

  const count = questions.length;
  return (
    <AdminPage
      title="Unanswered questions"
      subtitle="What visitors typed into the chat that no FAQ entry answered, most asked first. Anonymous: no visitor, no time, only the day."
    >
      <FilterForm label="Choose the period" onApply={apply}>
        <DateField name="from" labelText="From" value={draft.from} error={errors.from} onChange={set('from')} />
        <DateField name="to" labelText="To" value={draft.to} error={errors.to} onChange={set('to')} />
        <Select
          name="lang"
          labelText="Language"
          value={draft.lang}
          onChange={set('lang')}
          options={[[ANY, 'Every language'], ...LOCALES.map((locale): [string, string] => [locale.code, locale.name])]}
        />
      </FilterForm>

      <StatusLine>
        {busy
          ? 'Loading…'
          : (errors.list ?? [message, `${count} ${count === 1 ? 'question' : 'questions'}`].filter(Boolean).join(' '))}
      </StatusLine>

      {adding && <AddAsFaqEntry question={adding} onCancel={() => setAdding(null)} />}

      <DataTable
        headings={['Question', 'Language', 'Times asked', 'Last asked', 'Actions']}
        wrap={['Question']}
        rows={questions.map((question) => ({
          key: `${question.lang}:${question.question}`,
          cells: [
            question.question,
            languageName(question.lang),
            `${question.count} ${question.days > 1 ? `(on ${question.days} days)` : ''}`,
            question.lastDay,
            <Flex key="actions" gap={2}>
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
            </Flex>,
          ],
        }))}
      />
    </AdminPage>
  );
}
