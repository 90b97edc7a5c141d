/** The bar above a draft preview: what is previewed, when the drafts were read, a link to the live page. */
import type { PreviewState } from './usePreviewData';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** `path` is one of the site's routes (src/preview/query.ts), or null: then there is no live link. */
export function PreviewBanner({ label, path, state }: { label: string; path: string | null; state: PreviewState }) {
  return (
    <aside className="preview-banner" aria-label="Draft preview">
      <p>
        <strong>Draft preview</strong> of {label}
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
