/**
 * The intro overlay's life (SPEC section 2): visible on the first load of a visit, locking the page's
 * scroll; leaving on a click, a key or after INTRO_AUTO_DISMISS_MS; removed INTRO_REMOVE_AFTER_MS
 * after it started leaving. A visit remembers it was seen (sessionStorage), and the inline head
 * script hides it before the first paint on later loads of the same visit.
 */
import * as React from 'react';
import { INTRO_AUTO_DISMISS_MS, INTRO_REMOVE_AFTER_MS } from '../../config/constants';

export type IntroPhase = 'visible' | 'leaving' | 'gone';
export const INTRO_SEEN_KEY = 'intro.seen';
export const INTRO_SEEN_CLASS = 'intro-seen';

function alreadySeen(): boolean {
  try {
    return window.sessionStorage.getItem(INTRO_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberSeen() {
  try {
    window.sessionStorage.setItem(INTRO_SEEN_KEY, '1');
  } catch {
    // storage may be disabled; the intro then shows on every load, which is harmless
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
    rememberSeen();
    document.documentElement.classList.add(INTRO_SEEN_CLASS);
    const timer = window.setTimeout(() => setPhase('gone'), INTRO_REMOVE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  return { phase, dismiss };
}
