/**
 * "Add as FAQ entry"'s other half: when the Unanswered questions page navigates to an FAQ group's edit
 * view, it passes the question and the entry in the navigation's history state
 * (src/unanswered-questions/rules.ts, `readPrefill`), never in the address, so a link someone sends
 * fills in nothing. Once the document has loaded, the question is put into the chosen entry's
 * question, unsaved, as if the editor had typed it; nothing is emptied (the entry's answer stays, for
 * the editor to rewrite), and they save and publish as usual (or leave, and the Content Manager asks
 * whether to discard the change). The state is then taken off the history entry, so a reload or a
 * return to it fills in nothing again. Injected into the edit view's side panel (app.tsx), which sits
 * inside the edit view's form.
 */
import * as React from 'react';
import { Box, Typography } from '@strapi/design-system';
import { useForm } from '@strapi/strapi/admin';
import { useLocation } from 'react-router-dom';
import { FAQ_GROUP_UID, readPrefill } from '../../unanswered-questions/rules';

export function FaqEntryPrefill({ slug }: { slug?: string }) {
  const location = useLocation();
  const state: unknown = location.state;
  const { pathname } = location;
  const prefill = React.useMemo(
    () => (slug === FAQ_GROUP_UID ? readPrefill(state, pathname) : null),
    [slug, state, pathname],
  );
  const onChange = useForm('FaqEntryPrefill', (form) => form.onChange);
  const entries = useForm('FaqEntryPrefill', (form) => (form.values as { entries?: unknown[] }).entries);
  const applied = React.useRef(false);
  const [done, setDone] = React.useState(false);

  React.useEffect(() => {
    if (!prefill || applied.current || !Array.isArray(entries) || !entries[prefill.entry]) return;
    applied.current = true;
    onChange(`entries.${prefill.entry}.question`, prefill.question);
    // One time only: react-router keeps its state in `usr`; the rest of the entry is the router's.
    const { usr: _prefill, ...rest } = (window.history.state ?? {}) as Record<string, unknown>;
    window.history.replaceState(rest, '');
    setDone(true);
  }, [prefill, entries, onChange]);

  if (!prefill || !done) return null;
  return (
    <Box role="status" background="primary100" padding={3} hasRadius width="100%">
      <Typography variant="pi" textColor="primary700">
        Entry {prefill.entry + 1} now asks “{prefill.question}”, from the unanswered questions. Its answer is still the
        old one: rewrite it, then save and publish.
      </Typography>
    </Box>
  );
}
