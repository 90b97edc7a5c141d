/**
 * A form's draft in sessionStorage, so a reload keeps what the visitor typed: saved after a pause in
 * typing, written at once when the form goes away or the page is left, deleted once the form is sent.
 *
 * After hydration (so the server's HTML and the first render agree) it restores the draft and adopts
 * whatever the visitor typed into the server-rendered fields before this code ran: React keeps such
 * text on screen while hydrating but does not know it, and would wipe it on the next render. Typed
 * text wins over a saved draft, and is saved at once.
 */
import * as React from 'react';
import {
  DRAFT_PREFILLED_EVENT,
  fieldValues,
  readDraft,
  removeDraft,
  writeDraft,
  type DraftPrefill,
} from './draftStorage';

/** Draft writes wait for a pause in typing this long. */
export const DRAFT_SAVE_DELAY_MS = 300;

export interface DraftOptions<F extends Record<string, string>> {
  /** sessionStorage key of this form's draft. */
  key: string;
  /** Every field with its initial value: a draft equal to them is no draft. */
  fields: F;
  /** The form's current values (read when a save is due). */
  values: React.RefObject<F>;
  /** The form's field elements by name (read once after hydration for text typed before it). */
  elements: React.RefObject<Map<string, HTMLElement>>;
  /** Called after hydration with the restored and adopted values, when there are any, and with the
   * values of a draft started elsewhere on the page (`prefillDraft`). */
  onRestore: (restored: Partial<F>) => void;
}

export function useDraft<F extends Record<string, string>>({
  key,
  fields,
  values,
  elements,
  onRestore,
}: DraftOptions<F>) {
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const initial = React.useRef(fields);
  const restore = React.useEffectEvent(onRestore);

  React.useEffect(() => {
    const restored: Partial<F> = readDraft(key, initial.current) ?? {};
    let adopted = false;
    for (const [name, element] of elements.current) {
      const typed = (element as HTMLInputElement).value;
      if (typeof typed === 'string' && typed !== initial.current[name]) {
        restored[name as keyof F] = typed as F[keyof F];
        adopted = true;
      }
    }
    if (Object.keys(restored).length > 0) restore(restored);
    // Text typed before hydration heard no change event, so no save is pending for it: written now,
    // or a reload straight after (nothing typed since) would lose it.
    if (adopted) writeDraft(key, { ...values.current, ...restored }, initial.current);
  }, [key, elements, values]);

  // A draft started elsewhere on this page (the search's "write to us", on the contact page) is shown
  // at once: the form is on screen, so it will not mount again to read it.
  React.useEffect(() => {
    const onPrefill = (event: Event) => {
      const { detail } = event as CustomEvent<DraftPrefill>;
      if (detail?.key !== key) return;
      const given = fieldValues(detail.values, initial.current);
      if (Object.keys(given).length > 0) restore(given);
    };
    window.addEventListener(DRAFT_PREFILLED_EVENT, onPrefill);
    return () => window.removeEventListener(DRAFT_PREFILLED_EVENT, onPrefill);
  }, [key]);

  // A pending write is done at once when the form goes away or the page is left.
  React.useEffect(() => {
    const flush = () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      writeDraft(key, values.current, initial.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [key, values]);

  /** Saves the current values after a pause in typing. */
  const save = React.useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      writeDraft(key, values.current, initial.current);
    }, DRAFT_SAVE_DELAY_MS);
  }, [key, values]);

  /** Forgets the draft (the form was sent), including a save still waiting. */
  const discard = React.useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    removeDraft(key);
  }, [key]);

  return { save, discard };
}
