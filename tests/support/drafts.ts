/** Saving a draft without publishing, as the admin panel does (the tests and the benchmark). */
import { applyChange, type Change } from './admin';
import type { Stack } from './stack';

/** Saves a single type's draft (or that of one entry of a collection type: `documentId`) with
 * `change` applied; returns the saved draft. */
export async function saveDraft(
  stack: Stack,
  uid: string,
  change: Change,
  documentId?: string,
): Promise<Record<string, unknown>> {
  const document = documentId ? `collection-types/${uid}/${documentId}` : `single-types/${uid}`;
  const { data } = await stack.contentManager('GET', document);
  return (await stack.contentManager('PUT', document, applyChange(data, change))).data;
}
