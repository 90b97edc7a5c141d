/**
 * What the admin's screens read of the CMS's answers: a stored row's fields as text, and the field
 * errors of a 400. Pure, so it is tested without the admin (records.test.ts).
 */

/** A stored row as the CMS's admin routes answer it. */
export type Row = Record<string, unknown> & { id: number; documentId: string };

/** Shown fields: everything stored, but the database's own bookkeeping. */
const HIDDEN = new Set(['id', 'documentId', 'publishedAt', 'updatedAt', 'locale', 'createdBy', 'updatedBy']);

/** A row's fields as label and text, in stored order, empty ones left out. */
export function fieldsOf(row: Row): Array<[string, string]> {
  return Object.entries(row)
    .filter(([field, value]) => !HIDDEN.has(field) && value !== null && value !== undefined && value !== '')
    .map(([field, value]) => [
      field,
      Array.isArray(value)
        ? value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join('\n')
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value as string | number | boolean),
    ]);
}

/** The field error of a 400 answer, by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  const details = (error as { response?: { data?: { error?: { details?: { errors?: unknown } } } } })?.response?.data
    ?.error?.details?.errors;
  if (!Array.isArray(details)) return {};
  return Object.fromEntries(
    details
      .filter((entry) => Array.isArray(entry?.path) && typeof entry?.message === 'string')
      .map((entry) => [String(entry.path[0]), entry.message as string]),
  );
}
