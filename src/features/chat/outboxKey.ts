/** Where the chat's unsent transcripts wait (./transcriptQueue.ts). In a module of its own so that the
 * launcher, which is in every page's first load, can see whether anything waits without bringing in
 * the outbox code. A key the privacy notice names (cms/src/contracts/browser-storage.ts). */
import { CHAT_OUTBOX_KEY } from '../../lib/browserStorage';

export const OUTBOX_KEY = CHAT_OUTBOX_KEY;

/** Whether an earlier visit may have left transcripts to send: a cheap look at storage, without
 * parsing or age checks (the panel's outbox does those once loaded). */
export function outboxMayHoldTranscripts(): boolean {
  try {
    const stored = window.localStorage.getItem(OUTBOX_KEY);
    return stored !== null && stored.trim() !== '[]';
  } catch {
    // Storage blocked (privacy mode): nothing can be waiting.
    return false;
  }
}
