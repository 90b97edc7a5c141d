import { nameSingleTypesByType } from './homepage-titles';
import { mergeView } from './merge';

const stored = {
  uid: 'api::thing.thing',
  settings: { mainField: 'id', defaultSortBy: 'id', defaultSortOrder: 'ASC', pageSize: 10 },
  metadatas: {
    title: {
      edit: { label: 'title', description: '', placeholder: '', visible: true, editable: true },
      list: { label: 'title', searchable: true, sortable: true },
    },
    body: { edit: { label: 'body', visible: true, editable: true }, list: { label: 'body' } },
  },
  layouts: { list: ['id', 'title'], edit: [[{ name: 'title', size: 6 }]] },
};
const attributes = new Set(['title', 'body', 'createdAt']);

it('sets the named fields’ words, the main field, the list and the sort, and keeps everything else', () => {
  const { configuration, skipped } = mergeView(
    stored,
    {
      mainField: 'title',
      list: ['title', 'createdAt'],
      sort: { by: 'createdAt', order: 'DESC' },
      fields: { title: { label: 'Title', description: 'What it is called.' } },
    },
    attributes,
  );
  expect(skipped).toEqual([]);
  expect(configuration).toEqual({
    ...stored,
    settings: { mainField: 'title', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC', pageSize: 10 },
    metadatas: {
      ...stored.metadatas,
      title: {
        edit: { label: 'Title', description: 'What it is called.', placeholder: '', visible: true, editable: true },
        list: { label: 'Title', searchable: true, sortable: true },
      },
    },
    layouts: { list: ['title', 'createdAt'], edit: stored.layouts.edit },
  });
});

it('skips fields, columns and a main field the type does not have, and reports them', () => {
  const { configuration, skipped } = mergeView(
    stored,
    {
      mainField: 'heading',
      list: ['id', 'title', 'sections'],
      fields: { blocks: { label: 'Page sections' }, body: { label: 'Text' } },
    },
    attributes,
  );
  expect(skipped).toEqual(['blocks', 'heading', 'sections']);
  expect(configuration.settings).toEqual(stored.settings);
  expect(configuration.layouts!.list).toEqual(['id', 'title']);
  expect(configuration.metadatas!.body.edit).toMatchObject({ label: 'Text', description: '' });
  expect(configuration.metadatas!.blocks).toBeUndefined();
});

it('is idempotent: applying the result again changes nothing', () => {
  const view = { mainField: 'title', list: ['title'], fields: { title: { label: 'Title', description: 'd' } } };
  const once = mergeView(stored, view, attributes).configuration;
  expect(mergeView(once, view, attributes).configuration).toEqual(once);
});

it('names a single type’s entry on the admin home page by its type, and a collection type’s by its main field', () => {
  const documents = [
    { kind: 'singleType', title: 'kq3n2x9', contentTypeDisplayName: 'Notification settings' },
    { kind: 'collectionType', title: 'IT Support', contentTypeDisplayName: 'Service' },
  ];
  expect(nameSingleTypesByType(documents).map((document) => document.title)).toEqual([
    'Notification settings',
    'IT Support',
  ]);
});
