/** Whether the chat's outbox (./transcriptQueue.ts, under CHAT_OUTBOX_KEY, a key the privacy notice
 * names) holds anything. In a module of its own so that the launcher, which is in every page's first
 * load, can see whether anything waits without bringing in the outbox code. */
import { CHAT_OUTBOX_KEY } from '../../lib/browserStorage';

/** Whether an earlier visit may have left transcripts to send: a cheap look at storage, without
 * parsing or age checks (the panel's outbox does those once loaded). */
export function outboxMayHoldTranscripts(): boolean {
  try {
    const stored = window.localStorage.getItem(CHAT_OUTBOX_KEY);
    return stored !== null && stored.trim() !== '[]';
  } catch {
    // Storage blocked (privacy mode): nothing can be waiting.
    return false;
  }
}
