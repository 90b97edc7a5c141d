/**
 * The site search, loaded on the visitor's first sign of wanting it (src/shell/SearchButton.tsx): a
 * modal dialog (the native <dialog> with showModal: the page behind is inert, Esc closes it, the
 * browser keeps focus inside) with a search field and the results as the visitor types.
 *
 * The results follow the WAI-ARIA combobox pattern with a listbox popup: focus stays in the field, so
 * the visitor can go on typing or correcting, the arrow keys move the active result (announced by
 * screen readers through aria-activedescendant) and Enter opens it (the first one when none is active).
 * Tabbing through a list of links would make every correction of the query a trip back to the field;
 * this is also what DocSearch and most site searches do. A polite live region says how many results
 * there are; when there are none the dialog says so and offers the chatbot and the contact form with
 * the visitor's words, through the actions the shell gives (features do not import each other).
 */
import * as React from 'react';
import { navigate } from 'gatsby';
import { useI18n } from '../../lib/i18n';
import { loadPagefind } from './pagefind';
import { displayUrl, nextActive, toSearchResult, type SearchResult } from './results';
import searchCss from '!!raw-loader!./search.css';
import { addLazyStyles } from '../../lib/lazyStyles';

// With this chunk, not in every page's inlined CSS (src/lib/lazyStyles.ts).
addLazyStyles('search-styles', searchCss);

/** Results shown at most: the dialog's height; a visitor who needs more refines the words. */
export const MAX_RESULTS = 8;
/** Pagefind searches once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface SearchDialogProps {
  open: boolean;
  /** The dialog closed; `returnFocus` is false when an action took the visitor elsewhere. */
  onClose: (returnFocus: boolean) => void;
  /** Opens the chatbot with the visitor's words. */
  onAskChat: (words: string) => void;
  /** The contact form's address, and what makes it open with the visitor's words in its message. */
  contactPath: string;
  onContact: (words: string) => void;
}

interface Found {
  status: 'idle' | 'searching' | 'done' | 'failed';
  term: string;
  results: SearchResult[];
}

const NOTHING_YET: Found = { status: 'idle', term: '', results: [] };

/** Starts the fetch of Pagefind (its script, then its WebAssembly and index) as soon as this chunk
 * arrives: the visitor's intent loaded it, and the first keystroke should not wait for the network. */
export function preloadSearch() {
  loadPagefind().catch(() => undefined); // tried again on the first search
}

export default function SearchDialog({ open, onClose, onAskChat, contactPath, onContact }: SearchDialogProps) {
  const { t } = useI18n();
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const listRef = React.useRef<HTMLUListElement>(null);
  const leaving = React.useRef(false);
  const [query, setQuery] = React.useState('');
  const [found, setFound] = React.useState<Found>(NOTHING_YET);
  const [active, setActive] = React.useState(-1);
  const ids = React.useId();
  const titleId = `${ids}-title`;
  const listId = `${ids}-results`;
  const hintId = `${ids}-hint`;

  React.useEffect(preloadSearch, []);

  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      leaving.current = false;
      dialog.showModal();
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  React.useEffect(() => {
    const term = query.trim();
    if (!term) {
      setFound(NOTHING_YET);
      return undefined;
    }
    let current = true;
    setFound((before) => ({ ...before, status: 'searching' })); // the last results stay until new ones come
    loadPagefind()
      .then((pagefind) => pagefind.debouncedSearch(term, {}, SEARCH_DEBOUNCE_MS))
      .then(async (search) => {
        if (!search || !current) return; // a later keystroke's search replaced this one
        const data = await Promise.all(search.results.slice(0, MAX_RESULTS).map((result) => result.data()));
        if (!current) return;
        setFound({ status: 'done', term, results: data.map(toSearchResult) });
        setActive(-1);
      })
      .catch(() => current && setFound({ status: 'failed', term, results: [] }));
    return () => {
      current = false;
    };
  }, [query]);

  /** Closes the dialog for an action that takes the visitor elsewhere (focus goes with them). */
  const leave = () => {
    leaving.current = true;
    dialogRef.current?.close();
  };

  /** Opens a result: its page, or, for a question of the FAQ (which only the chat shows), the chat with
   * that question ready to send. */
  const follow = (result: SearchResult) => {
    leave();
    if (result.faq) onAskChat(result.title);
    else void navigate(result.url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const next = nextActive(event.key, active, found.results.length);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
      listRef.current?.children[next]?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && found.results.length > 0) {
      event.preventDefault();
      follow(found.results[Math.max(active, 0)]);
    }
  };

  const { status, term, results } = found;
  const nothingFound = status === 'done' && results.length === 0;
  const announcement =
    status === 'failed'
      ? t('search.unavailable')
      : status !== 'done'
        ? ''
        : results.length === 0
          ? t('search.nothingFound', { query: term })
          : results.length === 1
            ? t('search.oneResult')
            : t('search.manyResults', { count: String(results.length) });

  return (
    // A click on the backdrop (outside the dialog's box, which the panel fills) closes it, as a
    // visitor expects of a modal; the keyboard has Esc and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
    <dialog
      ref={dialogRef}
      className="search-dialog"
      aria-labelledby={titleId}
      onClose={() => onClose(!leaving.current)}
      onClick={(event) => {
        if (event.target === dialogRef.current) dialogRef.current.close();
      }}
    >
      <div className="search-dialog__panel">
        <div className="search-dialog__header">
          <h2 id={titleId} className="search-dialog__title">
            {t('search.title')}
          </h2>
          <button
            type="button"
            className="search-dialog__close close-button"
            aria-label={t('search.close')}
            onClick={() => dialogRef.current?.close()}
          >
            <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <label htmlFor={`${ids}-input`} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          ref={inputRef}
          id={`${ids}-input`}
          className="search-dialog__input"
          type="search"
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && results[active] ? results[active].id : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={hintId} className="search-dialog__hint">
          {t('search.hint')}
        </p>
        <p role="status" className="search-dialog__status">
          {announcement}
        </p>
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={t('search.results')}
          className="search-dialog__results"
        >
          {results.map((result, index) => (
            // The listbox's options are chosen with the arrow keys and Enter in the field (above); a
            // pointer clicks them. An option has no focusable content of its own (no link inside).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- see above
            <li
              key={result.url}
              id={result.id}
              role="option"
              aria-selected={index === active}
              className={`search-result${index === active ? ' search-result--active' : ''}`}
              onClick={() => follow(result)}
              onPointerMove={() => index !== active && setActive(index)}
            >
              <span className="search-result__title">{result.title}</span>
              <span className="search-result__url">{result.faq ? t('search.faqResult') : displayUrl(result.url)}</span>
              <span className="search-result__excerpt">
                {result.excerpt.map((part, at) =>
                  part.marked ? (
                    <mark key={at}>{part.text}</mark>
                  ) : (
                    <React.Fragment key={at}>{part.text}</React.Fragment>
                  ),
                )}
              </span>
            </li>
          ))}
        </ul>
        {nothingFound && (
          <div className="search-dialog__none">
            <p>{t('search.nothingFoundHelp')}</p>
            <div className="search-dialog__actions">
              <button
                type="button"
                className="search-dialog__action"
                onClick={() => {
                  leave();
                  onAskChat(term);
                }}
              >
                {t('search.askChat')}
              </button>
              <a
                href={contactPath}
                className="search-dialog__action"
                onClick={(event) => {
                  onContact(term); // also for a new tab: it starts with this tab's session storage
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  leave();
                  void navigate(contactPath);
                }}
              >
                {t('search.writeToUs')}
              </a>
            </div>
          </div>
        )}
      </div>
    </dialog>
  );
}
