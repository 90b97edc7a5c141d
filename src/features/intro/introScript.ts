/**
 * The intro's part of the script the server puts in <head> (composed in src/app/headScript.ts): when
 * this visit has seen the intro already, it is hidden before the first paint.
 */
import { INTRO_SEEN_CLASS, INTRO_SEEN_PATTERN } from './useIntro';

/** Statements (not a whole script), run inside the head script's try, where `c` is document.cookie. */
export const INTRO_SCRIPT = `if(/${INTRO_SEEN_PATTERN}/.test(c))document.documentElement.classList.add('${INTRO_SEEN_CLASS}');`;
