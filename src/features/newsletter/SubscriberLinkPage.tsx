/**
 * The page a link in a newsletter email opens: it takes the token the head script kept
 * (./linkToken.ts: by then it is out of the address bar) and asks the CMS (./subscriberLink.ts) only
 * when the visitor presses the button, for a confirmation as for an unsubscribe, so nothing that
 * merely opens the page, like a mail scanner running its scripts, confirms or unsubscribes anyone;
 * then it says what happened. The outcome is announced (a live region) and takes the focus, so
 * keyboard and screen-reader users hear it.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import { useI18n } from '../../lib/i18n';
import { takeLinkToken } from './linkToken';
import { type LinkAction, type LinkOutcome, LINK_MESSAGES, followLink } from './subscriberLink';
import './newsletter.css';
import { useLocalePath } from '../../lib/pageLocale';

export interface SubscriberLinkCopy {
  title: string;
  /** Shown while nothing has happened yet: what the button does. */
  intro: string;
  /** The button that asks the CMS. */
  button: string;
  busy: string;
  done: string;
  doneDetail: string;
}

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'missing' } | LinkOutcome;

export function SubscriberLinkPage({ action, copy }: { action: LinkAction; copy: SubscriberLinkCopy }) {
  const localePath = useLocalePath();
  // Read after hydration: the page is rendered at build time without a token, and the first render in
  // the browser must match that HTML.
  const [token, setToken] = React.useState<string | null | undefined>(undefined);
  const { t } = useI18n();
  const [state, setState] = React.useState<State>({ kind: 'idle' });
  const outcomeRef = React.useRef<HTMLDivElement>(null);

  const run = React.useCallback(async () => {
    if (!token) return setState({ kind: 'missing' });
    setState({ kind: 'busy' });
    try {
      setState(await followLink(action, token));
    } catch {
      setState({ kind: 'failed', message: LINK_MESSAGES.server });
    }
  }, [action, token]);

  React.useEffect(() => {
    // Twice under React's development double effects: the same token both times (./linkToken.ts).
    const taken = takeLinkToken();
    setToken(taken);
    if (!taken) setState({ kind: 'missing' });
  }, []);

  const settled =
    state.kind === 'done' || state.kind === 'refused' || state.kind === 'failed' || state.kind === 'missing';
  React.useEffect(() => {
    if (settled) outcomeRef.current?.focus();
  }, [settled, state]);

  return (
    <section className="hero subscriber-link">
      <div className="container">
        <h1 className="hero__title">{copy.title}</h1>
        {(state.kind === 'idle' || state.kind === 'busy' || state.kind === 'failed') && (
          <p className="hero__subtitle">{copy.intro}</p>
        )}
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
          {token && (state.kind === 'idle' || state.kind === 'busy') && (
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
              {t('newsletter.tryAgain')}
            </button>
          )}
          <Link className="button" to={localePath('/')}>
            {t('newsletter.home')}
          </Link>
        </div>
      </div>
    </section>
  );
}
