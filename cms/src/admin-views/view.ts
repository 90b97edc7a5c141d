/**
 * How the admin shows one content type or component, kept in the repository: the words beside each
 * field and the list view's settings. Applied over the Content Manager's stored configuration at
 * every start by ./apply.ts; everything not named here (field sizes, the edit layout's order, page
 * size, what an admin set up in "Configure the view") stays as Strapi or the admin left it.
 */
export interface FieldWords {
  /** The field's name in the edit view and as a list column's header. */
  label: string;
  /** One line under the field saying what it is for. */
  description?: string;
  placeholder?: string;
}

export interface AdminView {
  /** The field that names an entry: its title in lists, in relations, on the admin home page's
   * "last edited" widget, and on a repeatable component's or block's collapsed header. */
  mainField?: string;
  /** The list view's columns, in order. */
  list?: string[];
  /** The list view's default order. */
  sort?: { by: string; order: 'ASC' | 'DESC' };
  fields: Record<string, FieldWords>;
}
