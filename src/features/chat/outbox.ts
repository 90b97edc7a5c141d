/**
 * Transcripts waiting to reach the CMS, kept in localStorage so a failed send survives the tab. Every
 * change re-reads storage first, so two tabs never overwrite each other's items; the idempotency key
 * makes a transcript that two tabs both send count once at the CMS.
 */
import type { ChatTranscript } from './types';

export const OUTBOX_KEY = 'chat.outbox';

function isTranscript(value: unknown): value is ChatTranscript {
  const item = value as ChatTranscript | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.idempotencyKey === 'string' &&
    Array.isArray(item.questions) &&
    ['name', 'email', 'phone', 'industry', 'lang'].every(
      (field) => typeof item[field as keyof ChatTranscript] === 'string',
    )
  );
}

export function readOutbox(): ChatTranscript[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(OUTBOX_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isTranscript) : [];
  } catch {
    // Storage blocked (privacy mode) or damaged: nothing we can resend.
    return [];
  }
}

function writeOutbox(items: ChatTranscript[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(OUTBOX_KEY);
    else window.localStorage.setItem(OUTBOX_KEY, JSON.stringify(items));
  } catch {
    // Storage blocked or full: the transcript can still be sent now, just not kept for later.
  }
}

/** Adds a transcript unless one with its key is already waiting. */
export function addToOutbox(transcript: ChatTranscript): void {
  const items = readOutbox();
  if (items.some((item) => item.idempotencyKey === transcript.idempotencyKey)) return;
  writeOutbox([...items, transcript]);
}

export function removeFromOutbox(idempotencyKey: string): void {
  writeOutbox(readOutbox().filter((item) => item.idempotencyKey !== idempotencyKey));
}
