/**
 * The intro overlay's life (SPEC section 2): visible on the first load of a visit, locking the page's
 * scroll; leaving on a click, a key or after INTRO_AUTO_DISMISS_MS; removed INTRO_REMOVE_AFTER_MS
 * after it started leaving. A visit remembers it was seen (a session cookie, gone when the browser
 * closes), and the inline head script hides it before the first paint on later loads of the same visit.
 * A cookie rather than sessionStorage because the head script reads cookies anyway (the theme): the
 * first use of sessionStorage in a page is a synchronous round trip to the browser process, which cost
 * 4-25 ms inside the page's first parse, a task Lighthouse counts as blocking.
 */
import * as React from 'react';
import { INTRO_AUTO_DISMISS_MS, INTRO_REMOVE_AFTER_MS } from '../../config/constants';
import { INTRO_SEEN_COOKIE } from '../../lib/browserStorage';

export type IntroPhase = 'visible' | 'leaving' | 'gone';
export const INTRO_SEEN_CLASS = 'intro-seen';
/** The cookie as `document.cookie` lists it, for this module and the head script (./introScript.ts). */
export const INTRO_SEEN_PATTERN = `(?:^|; )${INTRO_SEEN_COOKIE}=1(?:;|$)`;

function alreadySeen(): boolean {
  try {
    return new RegExp(INTRO_SEEN_PATTERN).test(document.cookie);
  } catch {
    // a document without cookies (a sandboxed frame) throws: the intro shows, as on a first load
    return false;
  }
}

/** Remembers for this visit that the intro was seen. Where cookies are blocked the intro shows on
 * every load, which is harmless. */
export function rememberIntroSeen(): void {
  try {
    document.cookie = `${INTRO_SEEN_COOKIE}=1; path=/; SameSite=Lax`;
  } catch {
    // see alreadySeen
  }
}

export function useIntro(): { phase: IntroPhase; dismiss: () => void } {
  // The server renders the overlay; the browser starts from the same state so hydration matches.
  const [phase, setPhase] = React.useState<IntroPhase>('visible');

  React.useEffect(() => {
    if (alreadySeen()) setPhase('gone');
  }, []);

  const dismiss = React.useCallback(() => {
    setPhase((current) => (current === 'visible' ? 'leaving' : current));
  }, []);

  React.useEffect(() => {
    if (phase !== 'visible' || alreadySeen()) return undefined;
    // The stylesheet has locked scrolling since the first paint (global.css, :has()); the same lock
    // inline covers browsers without :has(), from hydration on.
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const timer = window.setTimeout(dismiss, INTRO_AUTO_DISMISS_MS);
    window.addEventListener('keydown', dismiss);
    return () => {
      root.style.overflow = previousOverflow;
      window.clearTimeout(timer);
      window.removeEventListener('keydown', dismiss);
    };
  }, [phase, dismiss]);

  React.useEffect(() => {
    if (phase !== 'leaving') return undefined;
    rememberIntroSeen();
    document.documentElement.classList.add(INTRO_SEEN_CLASS);
    const timer = window.setTimeout(() => setPhase('gone'), INTRO_REMOVE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  return { phase, dismiss };
}
