/** Saving a draft without publishing, as the admin panel does (the tests and the benchmark). */
import type { Stack } from './stack';

/** Saves a single type's draft with `change` applied; returns the saved draft. */
export async function saveDraft(
  stack: Stack,
  uid: string,
  change: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { data } = await stack.contentManager('GET', `single-types/${uid}`);
  // `status` (draft / published / modified) describes the document; the admin never sends it back.
  const { status: _status, ...fields } = data as Record<string, unknown>;
  return (await stack.contentManager('PUT', `single-types/${uid}`, { ...fields, ...change })).data;
}
