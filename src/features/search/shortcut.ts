/**
 * The keys that open the site search from anywhere on a page: `/` (as on GitHub, MDN and most
 * documentation sites) and Ctrl-K, or Cmd-K on a Mac (as in DocSearch and most command palettes). The
 * header's search button listens for them (src/shell/SearchButton.tsx), so this is in every page's first
 * load: kept to this one check.
 */
export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** Whether the visitor is typing into something, where `/` is a character, not a command. */
function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

export function isSearchShortcut(event: ShortcutEvent): boolean {
  const key = event.key.toLowerCase();
  if (key === 'k') return (event.ctrlKey || event.metaKey) && !event.altKey;
  return key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingInto(event.target);
}
