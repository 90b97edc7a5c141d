/**
 * The chat's side effects: the typing delay, the transcript call and the report of a typed question
 * the FAQ could not answer. Loaded with the panel, never with the page, and axios comes later still
 * (src/lib/sendSubmission.ts imports it on the first send).
 */
import { CHAT_TYPING_ANSWER_MS, CHAT_TYPING_START_MS } from '../../config/constants';
import { translator } from '../../lib/i18n';
import { toast } from '../../lib/toasts';
import { SUBMIT_MESSAGES, normaliseQuestion } from '../../lib/submission';
import type { AppThunk } from '../../app/store';
import type { SubmitError } from '../../lib/sendSubmission';
import {
  acceptsInput,
  answerGiven,
  conversationRestarted,
  navigationOffered,
  notUnderstood,
  questionAsked,
  selectCurrentEntries,
  wentBack,
  type ChatState,
} from './chatSlice';
import { matchChatInput } from './matcher';
import { addToOutbox, readOutbox, removeFromOutbox } from './transcriptQueue';
import type { ChatCopy, ChatTranscript, FaqEntry } from './types';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A listed question was picked: it is asked at once, the bot types for 500 ms and then 3000 ms more
 * (SPEC section 9), then answers and lists the next group. Ignored unless the question is in the
 * current list and the bot is not typing.
 */
export const askQuestion =
  (entry: FaqEntry): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const chat = getState().chat;
    if (!acceptsInput(chat) || !selectCurrentEntries(chat).some((candidate) => candidate.question === entry.question))
      return;
    dispatch(questionAsked(entry));
    // The typing message is the last one questionAsked added.
    const typingMessageId = getState().chat.nextMessageId - 1;
    await delay(CHAT_TYPING_START_MS);
    await delay(CHAT_TYPING_ANSWER_MS);
    // Answer only the question this run asked: after a reload that already answered it (see
    // chatPersistence.ts) the typing message is gone and a later question must keep its own timing.
    const stillTyping = getState().chat.messages.some(
      (message) => message.id === typingMessageId && message.type === 'typing',
    );
    if (stillTyping) dispatch(answerGiven());
  };

export function makeIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere else.
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID().replace(/-/g, '');
  const bytes = new Uint8Array(16);
  if (typeof cryptoApi?.getRandomValues === 'function') cryptoApi.getRandomValues(bytes);
  else bytes.forEach((_, index) => (bytes[index] = Math.floor(Math.random() * 256)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The `types/chatbot` body (SPEC section 7): the contact data as typed, and the chosen questions. */
export function transcriptOf(chat: ChatState, idempotencyKey: string): ChatTranscript {
  const { name, email, phone, industry, website = '' } = chat.contact;
  return {
    name,
    email,
    phone,
    industry,
    // The page's language, exactly as SPEC section 7 writes it (`en` on English pages).
    lang: translator().locale,
    questions: [...chat.chosenQuestions],
    website,
    idempotencyKey,
  };
}

/** A 400 from the CMS (see SubmitError in src/lib/sendSubmission.ts, not imported here to keep it lazy). */
function isInvalidSubmission(error: unknown): boolean {
  return (error as SubmitError | null)?.name === 'SubmitError' && (error as SubmitError).failure.kind === 'invalid';
}

/** sent: the CMS has it; kept: not sent (offline, server down), left for the next retry; refused: the
 * CMS answered 400, kept all the same (see SUBMIT_MESSAGES.transcriptRejected). */
export type DeliveryOutcome = 'sent' | 'kept' | 'refused' | 'alreadySending';

/** Keys being sent right now, so End and a retry (or two retries) never post the same item at once. */
const sending = new Set<string>();

/**
 * Posts one transcript that is already in the outbox (its key in the Idempotency-Key header, the body
 * exactly SPEC section 7's) and takes it out only once the CMS has it (any 2xx: 201 new, 200 a repeat
 * of the key). Anything else leaves it for the next retry. Background retries fail quietly: the
 * visitor was told when the conversation ended.
 */
export async function deliverTranscript(
  transcript: ChatTranscript,
  copy: ChatCopy | null,
  { announceFailure }: { announceFailure: boolean },
): Promise<DeliveryOutcome> {
  const key = transcript.idempotencyKey;
  if (sending.has(key)) return 'alreadySending';
  sending.add(key);
  try {
    // Inside the try: offline, even loading this code (and axios) can fail, and that is a failed send.
    const { submit } = await import('../../lib/sendSubmission');
    const { idempotencyKey, ...body } = transcript;
    await submit('chatbot-transcript', body, { idempotencyKey });
    removeFromOutbox(key);
    toast.success(copy?.transcriptSentMessage || translator().t('chat.sent'));
    return 'sent';
  } catch (error) {
    const refused = isInvalidSubmission(error);
    if (announceFailure) {
      toast.error(
        refused ? SUBMIT_MESSAGES.transcriptRejected : copy?.transcriptFailedMessage || translator().t('chat.failed'),
      );
    }
    return refused ? 'refused' : 'kept';
  } finally {
    sending.delete(key);
  }
}

/**
 * End: the transcript goes into the outbox first (so closing the tab mid-send loses nothing), the
 * conversation restarts at level 1 with the contact data kept, and then the transcript is sent.
 * Only where End is offered (not at level 1, not while typing); otherwise nothing happens (null).
 */
export const endConversation = (): AppThunk<Promise<DeliveryOutcome | null>> => async (dispatch, getState) => {
  const chat = getState().chat;
  if (!acceptsInput(chat) || !navigationOffered(chat)) return null;
  const transcript = transcriptOf(chat, makeIdempotencyKey());
  addToOutbox(transcript);
  dispatch(conversationRestarted());
  return deliverTranscript(transcript, chat.copy, { announceFailure: true });
};

/** Sends whatever earlier sends left behind, oldest first; stops at the first that fails again
 * (most likely still offline), leaving it and the rest for the next try. A refused one does not stop
 * the others: it stays, and is offered again on the next retry. */
export const retryOutbox = (): AppThunk<Promise<DeliveryOutcome[]>> => async (_dispatch, getState) => {
  const outcomes: DeliveryOutcome[] = [];
  for (const transcript of readOutbox()) {
    // Another retry (or tab) may have delivered it while this one was busy with an earlier item.
    if (!readOutbox().some((item) => item.idempotencyKey === transcript.idempotencyKey)) continue;
    const outcome = await deliverTranscript(transcript, getState().chat.copy, { announceFailure: false });
    outcomes.push(outcome);
    if (outcome === 'kept') break;
  }
  return outcomes;
};

/** The questions reported while this page is open (language and text): one asked again is counted once. */
const reported = new Set<string>();

export type ReportOutcome = 'sent' | 'skipped' | 'failed';

/**
 * A typed question that matched no FAQ entry goes to the CMS on its own, for the editors' list of what
 * the FAQ could not answer (cms/src/contracts/unanswered-questions.ts): normalised here, so an email
 * address or phone number in it never leaves the browser, with the page's language and nothing of the
 * visitor or the conversation (sendUnansweredQuestion in src/lib/sendSubmission.ts). Nothing changes
 * for the visitor whatever happens: a failure is dropped (the question is not theirs to resend), and
 * the same question typed again while the page is open is not sent again (but is after a failure).
 */
export async function reportUnanswered(text: string): Promise<ReportOutcome> {
  const question = normaliseQuestion(text);
  const lang = translator().locale;
  const key = `${lang}\n${question}`;
  if (question === '' || reported.has(key)) return 'skipped';
  reported.add(key);
  try {
    const { sendUnansweredQuestion } = await import('../../lib/sendSubmission');
    await sendUnansweredQuestion({ question, lang });
    return 'sent';
  } catch {
    reported.delete(key);
    return 'failed';
  }
}

/**
 * The text field's Send: a question of the current list, Back, End, or something not understood.
 * Back and End are only understood where they are offered (not at level 1). Returns whether the
 * text was taken, so the field is cleared only then (nothing typed, or the bot typing, is ignored).
 */
export const submitChatText =
  (text: string): AppThunk<boolean> =>
  (dispatch, getState) => {
    const chat = getState().chat;
    if (!acceptsInput(chat)) return false;
    const match = matchChatInput(text, selectCurrentEntries(chat));
    switch (match.kind) {
      case 'empty':
        return false;
      case 'question':
        void dispatch(askQuestion(match.entry));
        return true;
      case 'back':
        dispatch(navigationOffered(chat) ? wentBack() : notUnderstood(text));
        return true;
      case 'end':
        if (navigationOffered(chat)) void dispatch(endConversation());
        else dispatch(notUnderstood(text));
        return true;
      case 'unknown':
        dispatch(notUnderstood(text));
        // Only here: a picked question, Back, End, or a command where it is not offered is no question.
        void reportUnanswered(text);
        return true;
    }
  };
