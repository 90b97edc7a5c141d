/** Where each form keeps its draft (./useDraft.ts): under its kind of lead's name. In a module of its
 * own, which imports only types, so that the footer and the form block, which are in every page's
 * first load, can see whether a draft waits without bringing in the forms' code or the kinds' rules
 * (./lazyForms.tsx). The prefix is in the list of keys the privacy notice names
 * (cms/src/contracts/browser-storage.ts). */
import { FORM_DRAFT_KEY_PREFIX } from '../../lib/browserStorage';
import type { FormKind } from '../../lib/submission';

export const draftKeyOf = (kind: FormKind) => `${FORM_DRAFT_KEY_PREFIX}${kind}` as const;

/** Whether a draft of this form waits in this tab: a cheap look, without parsing (the form does that). */
export function draftWaits(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false; // Storage blocked: no draft can be waiting.
  }
}
