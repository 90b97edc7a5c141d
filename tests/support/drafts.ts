/** Saving a draft without publishing, as the admin panel does (the tests and the benchmark). */
import { applyChange, type Change } from '../../cms/tests/admin';
import type { Stack } from './stack';

/** Saves a single type's draft with `change` applied; returns the saved draft. */
export async function saveDraft(stack: Stack, uid: string, change: Change): Promise<Record<string, unknown>> {
  const { data } = await stack.contentManager('GET', `single-types/${uid}`);
  return (await stack.contentManager('PUT', `single-types/${uid}`, applyChange(data, change))).data;
}
