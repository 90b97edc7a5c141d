/**
 * The header's search button: a facade, like the chat's launcher. A page's first load carries this
 * button and the shortcut check alone; the search itself (its dialog, styles and Pagefind's script,
 * WebAssembly and index) is fetched on the visitor's first sign of wanting it: a hover, focus or touch
 * of the button, or the `/` or Ctrl-K (Cmd-K) key, which also open it. Prefetching for everybody would
 * make every visitor pay for the few who search.
 */
import * as React from 'react';
import type { ChatContent } from '../features/chat/chatState';
import { isSearchShortcut } from '../features/search/shortcut';
import { useI18n } from '../lib/i18n';
import { intentHandlers } from '../lib/intent';

const SiteSearch = React.lazy(() => import('./SiteSearch'));

export function SearchButton({ chat }: { chat: ChatContent }) {
  const { t } = useI18n();
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  // Wanted: its code is fetched and the dialog mounted, closed, so the click that follows opens it at once.
  const [wanted, setWanted] = React.useState(false);
  const [open, setOpen] = React.useState(false);
  const handlers = React.useMemo(() => intentHandlers(() => setWanted(true)), []);
  const openSearch = () => {
    setWanted(true);
    setOpen(true);
  };

  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault(); // `/` would type, Ctrl-K would go to the browser's own search
      setWanted(true);
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="site-header__search"
        aria-label={t('search.open')}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        {...handlers}
        onClick={openSearch}
      >
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {wanted && (
        <React.Suspense fallback={null}>
          <SiteSearch
            open={open}
            chat={chat}
            onClose={(returnFocus) => {
              setOpen(false);
              if (returnFocus) buttonRef.current?.focus();
            }}
          />
        </React.Suspense>
      )}
    </>
  );
}
