import { isSearchShortcut, type ShortcutEvent } from './shortcut';

const key = (k: string, more: Partial<ShortcutEvent> = {}): ShortcutEvent => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: document.body,
  ...more,
});

test.each([
  ['/ on the page', key('/')],
  ['Ctrl-K', key('k', { ctrlKey: true })],
  ['Cmd-K', key('k', { metaKey: true })],
  ['Ctrl-K with Caps Lock', key('K', { ctrlKey: true })],
  ['Ctrl-K in a field', key('k', { ctrlKey: true, target: document.createElement('input') })],
])('%s opens the search', (_, event) => {
  expect(isSearchShortcut(event)).toBe(true);
});

const editable = document.createElement('div');
editable.contentEditable = 'true';
Object.defineProperty(editable, 'isContentEditable', { value: true }); // jsdom does not compute it

test.each([
  ['/ typed in a field', key('/', { target: document.createElement('input') })],
  ['/ typed in a text area', key('/', { target: document.createElement('textarea') })],
  ['/ typed in editable text', key('/', { target: editable })],
  ['Ctrl-/', key('/', { ctrlKey: true })],
  ['a plain k', key('k')],
  ['Ctrl-Alt-K', key('k', { ctrlKey: true, altKey: true })],
  ['another key', key('s', { ctrlKey: true })],
])('%s does not', (_, event) => {
  expect(isSearchShortcut(event)).toBe(false);
});
