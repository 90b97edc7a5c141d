/**
 * The intro's part of the script the server puts in <head> (composed in src/app/headScript.ts): when
 * this visit has seen the intro already, it is hidden before the first paint.
 */
import { INTRO_SEEN_CLASS, INTRO_SEEN_KEY } from './useIntro';

/** Statements (not a whole script), run inside the head script's try. */
export const INTRO_SCRIPT = `if(sessionStorage.getItem('${INTRO_SEEN_KEY}')==='1')document.documentElement.classList.add('${INTRO_SEEN_CLASS}');`;
