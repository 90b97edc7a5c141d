/**
 * A filter form's values as the query of an admin route. Pure, so it is tested without the admin
 * (query.test.ts).
 */

/** A select's "any" choice (a select's option cannot have an empty value): no filter. */
export const ANY = 'any';

/** The base parameters, then each filter set in the form, in the form's order: a select on ANY, an
 * empty field and an unticked box are left out; a ticked box is `true`. */
export function filterQuery(base: Record<string, string>, filters: Record<string, string | boolean>): string {
  const params = new URLSearchParams(base);
  for (const [field, value] of Object.entries(filters)) {
    if (value === true) params.set(field, 'true');
    else if (typeof value === 'string' && value !== '' && value !== ANY) params.set(field, value);
  }
  return params.toString();
}
