/**
 * Transcripts waiting to reach the CMS, kept in localStorage so a failed send survives the tab. Every
 * change re-reads storage first, so two tabs never overwrite each other's items; the idempotency key
 * makes a transcript that two tabs both send count once at the CMS.
 *
 * A transcript holds the visitor's contact details, so it is not kept for ever: each item records when
 * it was queued, and every read drops (from storage too) those older than CHAT_OUTBOX_MAX_AGE_DAYS, as
 * the privacy notice promises. A delivered one is removed at once (removeFromOutbox, by chatThunks).
 */
import { CHAT_OUTBOX_MAX_AGE_DAYS } from '../../config/constants';
import type { ChatTranscript } from './types';

import { CHAT_OUTBOX_KEY } from '../../lib/browserStorage';

const MAX_AGE_MS = CHAT_OUTBOX_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/** How an item is stored: the transcript as it will be sent, and when it was queued (ms since 1970).
 * The time stays in this browser: readOutbox hands back the transcript alone. */
type StoredTranscript = ChatTranscript & { queuedAt?: number };

function isTranscript(value: unknown): value is StoredTranscript {
  const item = value as StoredTranscript | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.idempotencyKey === 'string' &&
    Array.isArray(item.questions) &&
    ['name', 'email', 'phone', 'industry', 'lang'].every(
      (field) => typeof item[field as keyof ChatTranscript] === 'string',
    ) &&
    (item.queuedAt === undefined || typeof item.queuedAt === 'number')
  );
}

function readStored(): StoredTranscript[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(CHAT_OUTBOX_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isTranscript) : [];
  } catch {
    // Storage blocked (privacy mode) or damaged: nothing we can resend.
    return [];
  }
}

function writeStored(items: StoredTranscript[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(CHAT_OUTBOX_KEY);
    else window.localStorage.setItem(CHAT_OUTBOX_KEY, JSON.stringify(items));
  } catch {
    // Storage blocked or full: the transcript can still be sent now, just not kept for later.
  }
}

/** The items still within their time, expired ones removed from storage. An item queued before
 * items had a time is given the present one: it then expires like any other, a week on. */
function readCurrent(now = Date.now()): StoredTranscript[] {
  const stored = readStored();
  const stamped = stored.map((item) => (item.queuedAt === undefined ? { ...item, queuedAt: now } : item));
  const current = stamped.filter((item) => now - item.queuedAt! < MAX_AGE_MS);
  if (current.length !== stored.length || stored.some((item) => item.queuedAt === undefined)) writeStored(current);
  return current;
}

const withoutTime = ({ queuedAt: _queuedAt, ...transcript }: StoredTranscript): ChatTranscript => transcript;

/** The transcripts waiting to be sent, oldest first, none older than CHAT_OUTBOX_MAX_AGE_DAYS. */
export function readOutbox(): ChatTranscript[] {
  return readCurrent().map(withoutTime);
}

/** Adds a transcript unless one with its key is already waiting. */
export function addToOutbox(transcript: ChatTranscript): void {
  const now = Date.now();
  const items = readCurrent(now);
  if (items.some((item) => item.idempotencyKey === transcript.idempotencyKey)) return;
  writeStored([...items, { ...withoutTime(transcript), queuedAt: now }]);
}

export function removeFromOutbox(idempotencyKey: string): void {
  writeStored(readCurrent().filter((item) => item.idempotencyKey !== idempotencyKey));
}
