/**
 * The page a link in a newsletter email opens: it reads the token from the address and asks the CMS
 * (./subscriberLink.ts), at once for a confirmation, or when the visitor presses the button for an
 * unsubscribe (so nothing that merely opens the page, like a mail scanner running its scripts, can
 * unsubscribe anyone), then says what happened. The outcome is announced (a live region) and takes
 * the focus, so keyboard and screen-reader users hear it.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import { type LinkAction, type LinkOutcome, LINK_MESSAGES, followLink, tokenFrom } from './subscriberLink';
import './newsletter.css';

export interface SubscriberLinkCopy {
  title: string;
  /** Shown while nothing has happened yet (the unsubscribe page's explanation). */
  intro?: string;
  /** The button that asks the CMS; without one the page asks as soon as it opens. */
  button?: string;
  busy: string;
  done: string;
  doneDetail: string;
}

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'missing' } | LinkOutcome;

export function SubscriberLinkPage({
  action,
  search,
  copy,
}: {
  action: LinkAction;
  /** The page's query string (`location.search`). */
  search: string;
  copy: SubscriberLinkCopy;
}) {
  // Read after hydration: the page is rendered at build time without a query string, and the first
  // render in the browser must match that HTML.
  const [token, setToken] = React.useState<string | null | undefined>(undefined);
  const [state, setState] = React.useState<State>({ kind: 'idle' });
  const outcomeRef = React.useRef<HTMLDivElement>(null);
  const started = React.useRef(false);

  const run = React.useCallback(async () => {
    if (!token) return setState({ kind: 'missing' });
    setState({ kind: 'busy' });
    try {
      setState(await followLink(action, token));
    } catch {
      setState({ kind: 'failed', message: LINK_MESSAGES.server });
    }
  }, [action, token]);

  React.useEffect(() => setToken(tokenFrom(search)), [search]);

  React.useEffect(() => {
    // Once the token is read, and only once, even under React's development double effects.
    if (token === undefined || started.current) return;
    started.current = true;
    if (!token) setState({ kind: 'missing' });
    else if (!copy.button) void run();
  }, [copy.button, run, token]);

  const settled =
    state.kind === 'done' || state.kind === 'refused' || state.kind === 'failed' || state.kind === 'missing';
  React.useEffect(() => {
    if (settled) outcomeRef.current?.focus();
  }, [settled, state]);

  return (
    <section className="hero subscriber-link">
      <div className="container">
        <h1 className="hero__title">{copy.title}</h1>
        {copy.intro && state.kind !== 'done' && <p className="hero__subtitle">{copy.intro}</p>}
        <div ref={outcomeRef} tabIndex={-1} role="status" aria-live="polite" className="subscriber-link__outcome">
          {state.kind === 'busy' && <p>{copy.busy}</p>}
          {state.kind === 'done' && (
            <>
              <p className="subscriber-link__done">{copy.done}</p>
              <p>{copy.doneDetail}</p>
            </>
          )}
          {(state.kind === 'refused' || state.kind === 'failed') && <p>{state.message}</p>}
          {state.kind === 'missing' && <p>{LINK_MESSAGES.missing}</p>}
        </div>
        <div className="subscriber-link__actions">
          {copy.button && token && (state.kind === 'idle' || state.kind === 'busy') && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => void run()}
              disabled={state.kind === 'busy'}
            >
              {copy.button}
            </button>
          )}
          {state.kind === 'failed' && (
            <button type="button" className="button button--primary" onClick={() => void run()}>
              Try again
            </button>
          )}
          <Link className="button" to="/">
            Back to the home page
          </Link>
        </div>
      </div>
    </section>
  );
}
