/**
 * What the visitor's typed text means (SPEC section 5), as a pure function of the text and the
 * questions currently listed. Kept free of state so the rules can be tested on their own.
 */
import { translator } from '../../lib/i18n';
import type { FaqEntry } from './types';

export type ChatInputMatch =
  { kind: 'question'; entry: FaqEntry } | { kind: 'back' } | { kind: 'end' } | { kind: 'unknown' } | { kind: 'empty' };

export const BACK_WORD = 'back';
export const END_WORD = 'end';

/** A command's words: the English one on every page (visitors type it whatever the page's language)
 * and the page's locale's (`chat.backWord`: "zurück" on German pages). */
const commandWords = (english: string, key: 'chat.backWord' | 'chat.endWord') => [
  english,
  translator().t(key).toLowerCase(),
];

/**
 * `back` and `end` (and the page's locale's words for them) are whole words (trimmed, any case) and win over questions, so a question that
 * happens to contain "end" ("…at weekends?") can never swallow the End command. Otherwise the first
 * listed question containing the text (any case) is the one meant.
 */
export function matchChatInput(text: string, entries: readonly FaqEntry[]): ChatInputMatch {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return { kind: 'empty' };
  if (commandWords(BACK_WORD, 'chat.backWord').includes(wanted)) return { kind: 'back' };
  if (commandWords(END_WORD, 'chat.endWord').includes(wanted)) return { kind: 'end' };
  const entry = entries.find((candidate) => candidate.question.toLowerCase().includes(wanted));
  return entry ? { kind: 'question', entry } : { kind: 'unknown' };
}
