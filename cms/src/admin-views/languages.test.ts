import { SHARED_NOTE, sharedFields, withLanguageNotes } from './languages';

const localized = (value: boolean) => ({ pluginOptions: { i18n: { localized: value } } });
const model = {
  ...localized(true),
  attributes: { title: localized(true), image: localized(false), order: localized(false) },
};
const view = {
  fields: {
    title: { label: 'Name', description: 'The name.' },
    image: { label: 'Picture', description: 'Shown on the card.' },
    order: { label: 'Position' },
  },
};

describe('withLanguageNotes', () => {
  it('ends the description of each shared field with the note, and leaves the per-language ones', () => {
    expect(withLanguageNotes(view, model).fields).toEqual({
      title: { label: 'Name', description: 'The name.' },
      image: { label: 'Picture', description: `Shown on the card. ${SHARED_NOTE}` },
      order: { label: 'Position', description: SHARED_NOTE },
    });
  });

  it('adds the note once, however often it is applied', () => {
    expect(withLanguageNotes(withLanguageNotes(view, model), model)).toEqual(withLanguageNotes(view, model));
  });

  it('says nothing on a type that is not localized (its fields are not per language either)', () => {
    const leads = { attributes: { image: localized(false) } };
    expect(sharedFields(leads)).toEqual([]);
    expect(withLanguageNotes(view, leads)).toBe(view);
  });
});
