/**
 * What a tapped button opens is on screen: its busy mark (./earlyClicks.ts) comes off. A module of its
 * own, imported by the search's and the chat's chunks only, so no page's first load carries it.
 */
import type { EarlyControl } from './earlyClicks';

export const clearTaken = (control: EarlyControl) =>
  document.querySelector(`[data-early="${control}"]`)?.removeAttribute('data-taken');
