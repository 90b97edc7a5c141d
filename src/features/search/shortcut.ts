/**
 * The keys that open the site search from anywhere on a page: `/` (as on GitHub, MDN and most
 * documentation sites), unless the visitor is typing into something, where it is a character; and
 * Ctrl-K, or Cmd-K on a Mac (as in DocSearch and most command palettes), anywhere. The header's search
 * button listens for them (src/shell/SearchButton.tsx), so this is in every page's first load: kept
 * to this one check.
 */
export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

export const isSearchShortcut = ({ key, ctrlKey, metaKey, altKey, target }: ShortcutEvent): boolean =>
  !altKey &&
  (ctrlKey || metaKey
    ? key.toLowerCase() === 'k'
    : key === '/' &&
      !(
        target instanceof HTMLElement &&
        (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
      ));
