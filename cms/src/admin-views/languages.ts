/**
 * What each field of a localized type says about languages, derived from its schema so the words
 * cannot drift from what Strapi does: a field shared across languages (`pluginOptions.i18n.localized`
 * false: a picture, a position, contact details) ends its description with SHARED_NOTE, since a
 * change to it in one language is a change in all. Strapi's own globe icon marks the per-language
 * fields; the admin shows no sign on the shared ones otherwise.
 */
import type { AdminView } from './view';

export const SHARED_NOTE = 'Shared by every language.';

interface Localizable {
  pluginOptions?: { i18n?: { localized?: boolean } };
}

export interface LocalizableModel extends Localizable {
  attributes: Record<string, Localizable>;
}

export const isLocalizedModel = (model: Localizable): boolean => model.pluginOptions?.i18n?.localized === true;

/** The fields of `model` shared by every language (none when the type is not localized). */
export function sharedFields(model: LocalizableModel): string[] {
  if (!isLocalizedModel(model)) return [];
  return Object.keys(model.attributes).filter(
    (name) => model.attributes[name].pluginOptions?.i18n?.localized === false,
  );
}

/** `view` with SHARED_NOTE after the description of each field `model` shares across languages. */
export function withLanguageNotes(view: AdminView, model: LocalizableModel): AdminView {
  const shared = sharedFields(model);
  if (!shared.length) return view;
  const fields = { ...view.fields };
  for (const name of shared) {
    const words = fields[name];
    if (!words || words.description?.endsWith(SHARED_NOTE)) continue;
    fields[name] = { ...words, description: [words.description, SHARED_NOTE].filter(Boolean).join(' ') };
  }
  return { ...view, fields };
}
