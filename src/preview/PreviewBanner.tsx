/** The bar above a draft preview: what is previewed and in which language, when the drafts were read,
 * a link to the live page. It speaks to editors in the admin's language (English), marked as such on
 * another locale's page, so a screen reader reads it in English there. */
import { DEFAULT_LOCALE, LOCALES } from '../lib/locale';
import type { PreviewState } from './usePreviewData';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** `path` is one of the site's routes (src/preview/query.ts), or null: then there is no live link. */
export function PreviewBanner({
  label,
  path,
  locale = DEFAULT_LOCALE,
  state,
}: {
  label: string;
  path: string | null;
  /** The draft's locale, named when the site has more than one. */
  locale?: string;
  state: PreviewState;
}) {
  const language = LOCALES.find((candidate) => candidate.code === locale);
  return (
    <aside className="preview-banner" aria-label="Draft preview" lang={DEFAULT_LOCALE}>
      <p>
        <strong>Draft preview</strong> of {label}
        {language && LOCALES.length > 1 && (
          <>
            {' '}
            in <span lang={language.code}>{language.name}</span>
          </>
        )}
        {state.data && <> &middot; built {time(state.data.builtAt)}</>}
        {path !== null && (
          <>
            {' '}
            &middot;{' '}
            <a href={path} target="_blank" rel="noopener noreferrer">
              See the live page<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </>
        )}
      </p>
      <p role="status" className="preview-banner__status">
        {state.status === 'loading' && 'Loading the latest draft…'}
        {state.status === 'error' && `The draft could not be loaded: ${state.message}`}
      </p>
    </aside>
  );
}
