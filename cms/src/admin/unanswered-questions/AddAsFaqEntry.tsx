/**
 * "Add as FAQ entry" on the Unanswered questions page: the FAQ group and the entry the question takes
 * the place of (GET /unanswered-questions/faq-groups), then the group's edit view, where
 * FaqEntryPrefill.tsx fills it in.
 */
import * as React from 'react';
import { Box, Button, Flex, LinkButton, Typography } from '@strapi/design-system';
import { Pencil } from '@strapi/icons';
import { Link } from 'react-router-dom';
import type { FaqGroupChoice } from '../../unanswered-questions/admin-routes';
import { PREFILL_STATE, asFaqQuestion, faqGroupPath } from '../../unanswered-questions/rules';
import type { UnansweredSummary } from '../../unanswered-questions/store';
import { useAdminGet } from '../shared/api';
import { Select } from '../shared/fields';
import { languageName } from './languages';

const NO_GROUPS: FaqGroupChoice[] = [];

/** "Add as FAQ entry": the group and the entry the question takes the place of, then the edit view. */
export function AddAsFaqEntry({ question, onCancel }: { question: UnansweredSummary; onCancel: () => void }) {
  const { data, error } = useAdminGet<{ data: FaqGroupChoice[] }>(
    `/unanswered-questions/faq-groups?lang=${encodeURIComponent(question.lang)}`,
  );
  // None while loading; none to choose from when they cannot be read.
  const groups = error ? NO_GROUPS : (data?.data ?? null);
  const [group, setGroup] = React.useState('');
  const [entry, setEntry] = React.useState('0');
  // Each answer starts from its first group's first entry.
  React.useEffect(() => {
    setGroup(data?.data[0]?.documentId ?? '');
    setEntry('0');
  }, [data]);

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
