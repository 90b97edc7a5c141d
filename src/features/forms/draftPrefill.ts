/**
 * Starts a form's draft with `values` (the site search's "write to us": the visitor's words in the
 * contact form's message), keeping whatever else the draft already holds. The draft is the form's own
 * (./useDraft.ts reads it: a JSON object of field values under the form's draftKeyOf), restored when
 * the form next appears, and a draft waiting loads the form at once (./lazyForms.tsx). A module of its
 * own, so the search's chunk, which imports it, does not need the forms' code with it.
 */
export function prefillDraft(key: string, values: Record<string, string>) {
  let draft: Record<string, unknown> = {};
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    if (stored && typeof stored === 'object') draft = stored as Record<string, unknown>;
  } catch {
    // Storage blocked or a damaged draft: start from the values alone.
  }
  try {
    window.sessionStorage.setItem(key, JSON.stringify({ ...draft, ...values }));
  } catch {
    // Storage blocked: the form opens empty, as a plain link to it would.
  }
}
