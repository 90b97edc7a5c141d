/**
 * What the visitor's typed text means (SPEC section 5), as a pure function of the text and the
 * questions currently listed. Kept free of state so the rules can be tested on their own.
 */
import type { FaqEntry } from './types';

export type ChatInputMatch =
  { kind: 'question'; entry: FaqEntry } | { kind: 'back' } | { kind: 'end' } | { kind: 'unknown' } | { kind: 'empty' };

export const BACK_WORD = 'back';
export const END_WORD = 'end';

/**
 * `back` and `end` are whole words (trimmed, any case) and win over questions, so a question that
 * happens to contain "end" ("…at weekends?") can never swallow the End command. Otherwise the first
 * listed question containing the text (any case) is the one meant.
 */
export function matchChatInput(text: string, entries: readonly FaqEntry[]): ChatInputMatch {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return { kind: 'empty' };
  if (wanted === BACK_WORD) return { kind: 'back' };
  if (wanted === END_WORD) return { kind: 'end' };
  const entry = entries.find((candidate) => candidate.question.toLowerCase().includes(wanted));
  return entry ? { kind: 'question', entry } : { kind: 'unknown' };
}
