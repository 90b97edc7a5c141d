/**
 * Keeps the conversation through a reload within the browser session: the chat slice is written to
 * sessionStorage whenever it changes and read back when the store is made (src/app/store.ts). Chat
 * actions are few (clicks and sends; keystrokes stay in the components), so saving on each costs
 * nothing and a reload can never lose the last step.
 */
import { answerGiven, chatSlice, initialChatState, type ChatState } from './chatSlice';
import { CHAT_STATE_KEY } from '../../lib/browserStorage';

/** Bump when ChatState changes shape, so an old saved conversation is dropped rather than misread. */
const SAVED_VERSION = 1;

export function saveChatState(chat: ChatState, storage: Storage = window.sessionStorage): void {
  try {
    storage.setItem(CHAT_STATE_KEY, JSON.stringify({ version: SAVED_VERSION, chat }));
  } catch {
    // Storage blocked or full: the conversation still lives for this page view.
  }
}

/**
 * A saved conversation made ready to carry on: closed (the server-rendered launcher says closed, and
 * a reload should not grab focus), and never stuck typing: a reload interrupted the typing delay, so
 * the pending answer is given at once and input is enabled again.
 */
export function restoreChatState(saved: ChatState): ChatState {
  const restored: ChatState = { ...initialChatState, ...saved, open: false };
  return restored.typing ? chatSlice.reducer(restored, answerGiven()) : restored;
}

function looksLikeChatState(value: unknown): value is ChatState {
  const chat = value as ChatState | null;
  return (
    typeof chat === 'object' &&
    chat !== null &&
    Array.isArray(chat.messages) &&
    Array.isArray(chat.faq) &&
    Array.isArray(chat.chosenQuestions) &&
    typeof chat.level === 'number' &&
    typeof chat.contact === 'object' &&
    chat.contact !== null
  );
}

/** The conversation saved earlier in this browser session, or undefined (server, nothing saved,
 * storage blocked, or a save of another version). */
export function loadChatState(): ChatState | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(CHAT_STATE_KEY) ?? 'null') as {
      version?: number;
      chat?: unknown;
    } | null;
    if (saved?.version !== SAVED_VERSION || !looksLikeChatState(saved.chat)) return undefined;
    return restoreChatState(saved.chat);
  } catch {
    return undefined;
  }
}
