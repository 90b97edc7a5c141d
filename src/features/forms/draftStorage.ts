/**
 * A form's draft as it is kept in sessionStorage: a JSON object of field values under the form's
 * draftKeyOf (./draftKeys.ts). ./useDraft.ts reads and writes it as the visitor types; the site
 * search's "write to us" starts one (`prefillDraft`: the visitor's words in the contact form's
 * message), restored when the form next appears, and a draft waiting loads the form at once
 * (./lazyForms.tsx). No React and no form code, so the search's chunk can import it alone.
 */

/** The stored draft's values, or null when there is none (or storage is blocked, or it is damaged). */
function storedDraft(key: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The text values of the form's `fields` among `values`. */
export function fieldValues<F extends Record<string, string>>(values: Record<string, unknown>, fields: F): Partial<F> {
  const draft: Partial<F> = {};
  for (const name of Object.keys(fields) as Array<keyof F>) {
    const value = values[name as string];
    if (typeof value === 'string') draft[name] = value as F[keyof F];
  }
  return draft;
}

/** The stored draft's values of the form's `fields`, or null when there is none. */
export function readDraft<F extends Record<string, string>>(key: string, fields: F): Partial<F> | null {
  const stored = storedDraft(key);
  return stored && fieldValues(stored, fields);
}

/** Keeps `values` as the draft, or none when they are the form's initial `fields`. */
export function writeDraft(key: string, values: Record<string, string>, fields: Record<string, string>) {
  try {
    const changed = Object.keys(fields).some((name) => values[name] !== fields[name]);
    if (changed) window.sessionStorage.setItem(key, JSON.stringify(values));
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage full or blocked: the draft is a courtesy.
  }
}

export function removeDraft(key: string) {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

/** The window event `prefillDraft` sends, so a form already on the page shows the words too
 * (./useDraft.ts): the search's "write to us" on the contact page itself. */
export const DRAFT_PREFILLED_EVENT = 'meridian:draft-prefilled';

export interface DraftPrefill {
  key: string;
  values: Record<string, string>;
}

/** Starts a form's draft with `values`, keeping whatever else the draft already holds, and tells a
 * form with that draft that is on the page now. */
export function prefillDraft(key: string, values: Record<string, string>) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify({ ...storedDraft(key), ...values }));
  } catch {
    // Storage blocked: a form that appears later opens empty, as a plain link to it would.
  }
  window.dispatchEvent(new CustomEvent<DraftPrefill>(DRAFT_PREFILLED_EVENT, { detail: { key, values } }));
}
