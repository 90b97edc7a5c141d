/**
 * The pure half of applying an AdminView (./view.ts) to the Content Manager's stored configuration
 * of one type: only the named fields' label, description and placeholder, the main field, the list
 * columns and the default sort change; the rest of the stored configuration is kept as it is.
 * Fields the type does not have (yet) are skipped and reported, never fatal.
 */
import type { AdminView } from './view';

interface FieldMetadata {
  edit?: Record<string, unknown>;
  list?: Record<string, unknown>;
}

export interface StoredConfiguration {
  settings?: Record<string, unknown>;
  metadatas?: Record<string, FieldMetadata>;
  layouts?: { list?: string[]; edit?: unknown } & Record<string, unknown>;
  [key: string]: unknown;
}

/** Columns every type can show although they are no attribute of its schema. */
const ALWAYS_LISTABLE = new Set(['id', 'documentId']);

export function mergeView(
  stored: StoredConfiguration,
  view: AdminView,
  attributes: ReadonlySet<string>,
): { configuration: StoredConfiguration; skipped: string[] } {
  const skipped: string[] = [];
  const has = (name: string) => attributes.has(name) || ALWAYS_LISTABLE.has(name);
  const metadatas = { ...stored.metadatas };
  for (const [name, words] of Object.entries(view.fields)) {
    if (!attributes.has(name)) {
      skipped.push(name);
      continue;
    }
    const current = metadatas[name] ?? {};
    metadatas[name] = {
      ...current,
      edit: {
        ...current.edit,
        label: words.label,
        description: words.description ?? '',
        placeholder: words.placeholder ?? '',
      },
      list: { ...current.list, label: words.label },
    };
  }

  const settings = { ...stored.settings };
  if (view.mainField) {
    if (has(view.mainField)) settings.mainField = view.mainField;
    else skipped.push(view.mainField);
  }
  if (view.sort) {
    if (has(view.sort.by)) Object.assign(settings, { defaultSortBy: view.sort.by, defaultSortOrder: view.sort.order });
    else skipped.push(view.sort.by);
  }

  const layouts = { ...stored.layouts };
  if (view.list) {
    skipped.push(...view.list.filter((name) => !has(name)));
    layouts.list = view.list.filter(has);
  }
  return { configuration: { ...stored, settings, metadatas, layouts }, skipped: [...new Set(skipped)] };
}
