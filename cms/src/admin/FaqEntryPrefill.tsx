/**
 * "Add as FAQ entry"'s other half (the Unanswered questions page links here): in an FAQ group's edit
 * view whose address asks for it (src/unanswered-questions/rules.ts, `prefillPath`), the question is
 * put into the chosen entry and its answer emptied, once the document has loaded: unsaved, as if the
 * editor had typed it, so they word it, write the answer, and save and publish as usual (or leave,
 * and the Content Manager asks whether to discard the change). Injected into the edit view's side
 * panel (app.tsx), which sits inside the edit view's form.
 */
import * as React from 'react';
import { Box, Typography } from '@strapi/design-system';
import { useForm } from '@strapi/strapi/admin';
import { useLocation } from 'react-router-dom';
import { FAQ_GROUP_UID, readPrefill } from '../unanswered-questions/rules';

export function FaqEntryPrefill({ slug }: { slug?: string }) {
  const { search } = useLocation();
  const prefill = React.useMemo(() => (slug === FAQ_GROUP_UID ? readPrefill(search) : null), [slug, search]);
  const onChange = useForm('FaqEntryPrefill', (state) => state.onChange);
  const entries = useForm('FaqEntryPrefill', (state) => (state.values as { entries?: unknown[] }).entries);
  const applied = React.useRef<string | null>(null);
  const [done, setDone] = React.useState(false);

  React.useEffect(() => {
    if (!prefill || !Array.isArray(entries) || !entries[prefill.entry]) return;
    const key = `${prefill.entry}\n${prefill.question}`;
    if (applied.current === key) return;
    applied.current = key;
    onChange(`entries.${prefill.entry}.question`, prefill.question);
    onChange(`entries.${prefill.entry}.answer`, null);
    setDone(true);
  }, [prefill, entries, onChange]);

  if (!prefill || !done) return null;
  return (
    <Box role="status" background="primary100" padding={3} hasRadius width="100%">
      <Typography variant="pi" textColor="primary700">
        Entry {prefill.entry + 1} now asks “{prefill.question}”, from the unanswered questions. Write its answer, then
        save and publish.
      </Typography>
    </Box>
  );
}
