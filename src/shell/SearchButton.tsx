/**
 * The header's search button: a facade, like the chat's launcher. A page's first load carries this
 * button and the shortcut check alone (both kept small: they weigh on every page); the search itself
 * (its dialog, styles and Pagefind's script, WebAssembly and index) is fetched on the visitor's first
 * sign of wanting it: a hover, focus or touch of the button, or the `/` or Ctrl-K (Cmd-K) key, which
 * also open it. Prefetching for everybody would make every visitor pay for the few who search. The
 * icon is drawn in CSS (global.css); what the dialog's closing does and what it offers when it finds
 * nothing are in the search's chunk (./SiteSearch.tsx); the keys are named in the dialog's hint.
 */
import * as React from 'react';
import { isSearchShortcut } from '../features/search/shortcut';
import { takeEarlyClick } from '../lib/earlyClicks';
import { useI18n } from '../lib/i18n';
import { intentHandlers } from '../lib/intent';

const SiteSearch = React.lazy(() => import('./SiteSearch'));

export function SearchButton() {
  const { t } = useI18n();
  // null until the visitor shows intent (nothing fetched); then whether the dialog is open. On intent
  // it is mounted closed, so the click that follows opens it at once.
  const [open, setOpen] = React.useState<boolean | null>(null);

  // A tap before hydration opens it now; the dialog takes the busy mark off (src/lib/earlyClicks.ts).
  React.useEffect(() => {
    if (takeEarlyClick('search')) setOpen(true);
  }, []);

  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault(); // `/` would type, Ctrl-K would go to the browser's own search
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        // Its class is also how the dialog finds it to give focus back (./SiteSearch.tsx). No
        // aria-haspopup: screen readers announce "dialog" popups inconsistently (some as a menu), and
        // the dialog announces itself as it opens.
        className="site-header__search"
        aria-label={t('search.open')}
        // The head script marks it busy (data-taken) when tapped before its code.
        data-early="search"
        {...intentHandlers(() => setOpen((was) => !!was))}
        onClick={() => setOpen(true)}
      />
      {open !== null && (
        <React.Suspense fallback={null}>
          <SiteSearch open={open} setOpen={setOpen} />
        </React.Suspense>
      )}
    </>
  );
}
