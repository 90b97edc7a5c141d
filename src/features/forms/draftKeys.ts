/** Where each form keeps its draft (./useDraft.ts). In a module of its own so that the footer and the
 * form block, which are in every page's first load, can see whether a draft waits without bringing in
 * the forms' code (./lazyForms.tsx). */
export const CONTACT_DRAFT_KEY = 'form-draft:contact';
export const EVENT_DRAFT_KEY = 'form-draft:event-request';
export const NEWSLETTER_DRAFT_KEY = 'form-draft:newsletter';

/** Whether a draft of this form waits in this tab: a cheap look, without parsing (the form does that). */
export function draftWaits(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false; // Storage blocked: no draft can be waiting.
  }
}
